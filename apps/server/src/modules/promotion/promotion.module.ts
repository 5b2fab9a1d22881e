import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createPromotionAdminService, type PromotionAdminService } from './promotion-admin.service.ts';
import { promotionAdminRoutes } from './promotion-admin.routes.ts';
import { createPromotionPricesService, type PromotionPricesService } from './promotion-prices.service.ts';
import { createPromotionSellerService, type PromotionSellerService } from './promotion-seller.service.ts';
import { promotionSellerRoutes } from './promotion-seller.routes.ts';
import { createPromotionRepository } from './promotion.repository.ts';
import * as promotionTables from './promotion.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The operator's promotions: list, detail, create, cancel. */
    promotionAdmin: PromotionAdminService;
    /** The seller's promotions and answers; `countTargetProducts` is the home's promotion card. */
    promotions: PromotionSellerService;
    /** The promotion a line of a new order sells under (the mall's order intake, the demo seed). */
    promotionPrices: PromotionPricesService;
  }
}

/** Promotions: the operator's promotions, the sellers' agreements, the price the order intake applies (issue 16). */
export const manifest = defineModule({
  name: 'promotion',
  needs: ['product', 'supply'],
  services: ({ db, clock }) => {
    const repo = createPromotionRepository(db);
    return {
      promotionAdmin: createPromotionAdminService({ repo, db, clock }),
      promotions: createPromotionSellerService({ repo, db, clock }),
      promotionPrices: createPromotionPricesService({ repo }),
    };
  },
  routes: ({ services: s }) => [
    promotionAdminRoutes({ admin: s.promotionAdmin, idempotency: s.idempotency }),
    promotionSellerRoutes({ promotions: s.promotions }),
  ],
  tables: [promotionTables],
});
