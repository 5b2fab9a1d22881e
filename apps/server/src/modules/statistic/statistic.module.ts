import { defineModule } from '@/platform/modules/module-manifest.ts';
import { joinParts, type ModulePart } from '@/platform/modules/module-part.ts';
import * as reviewTables from './product-review.tables.ts';
import { statisticRatingPart } from './statistic-rating.part.ts';
import { statisticSalesPart } from './statistic-sales.part.ts';

// The order statistics (kept sums of the order lines) and the rating statistic (the mall's reviews) grow side by
// side as parts of their own.
const PARTS: readonly ModulePart[] = [statisticSalesPart, statisticRatingPart];

/** Statistics (business-area §2 statistic group, §7 statistic calls; issue 16). */
export const manifest = defineModule({
  name: 'statistic',
  needs: ['order', 'product', 'dashboard', 'delivery', 'brand'],
  ...joinParts(PARTS),
  tables: [reviewTables],
});
