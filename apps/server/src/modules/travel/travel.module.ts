import { defineModule } from '@/platform/modules/module-manifest.ts';
import { joinParts, type ModulePart } from '@/platform/modules/module-part.ts';
import { travelOrderPart } from './travel-order.part.ts';
import * as travelOrderTables from './travel-order.tables.ts';
import { travelProductPart } from './travel-product.part.ts';
import * as travelProductTables from './travel-product.tables.ts';

// Accommodation products and the reservations and estimates the mall sends for them grow side by side as parts.
const PARTS: readonly ModulePart[] = [travelProductPart, travelOrderPart];

/** Travel: accommodation products, reservations and estimates (business-area §2 travel groups; issue 17). */
export const manifest = defineModule({
  name: 'travel',
  needs: ['supply', 'brand', 'file'],
  ...joinParts(PARTS),
  tables: [travelProductTables, travelOrderTables],
});
