import { defineModule } from '@/platform/modules/module-manifest.ts';
import * as promotionTables from './promotion.tables.ts';

/** Promotions: the operator's promotions, the sellers' agreements, the price the order intake applies (issue 16). */
export const manifest = defineModule({
  name: 'promotion',
  needs: ['product', 'supply'],
  tables: [promotionTables],
});
