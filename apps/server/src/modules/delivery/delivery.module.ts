import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createDeliveryLocRepository } from './delivery-loc.repository.ts';
import { deliveryLocRoutes } from './delivery-loc.routes.ts';
import { createDeliveryLocService, type DeliveryLocService } from './delivery-loc.service.ts';
import * as deliveryLocTables from './delivery-loc.tables.ts';
import { createDeliveryPolicyRepository } from './delivery-policy.repository.ts';
import { deliveryPolicyRoutes } from './delivery-policy.routes.ts';
import { createDeliveryPolicyService, type DeliveryPolicyService } from './delivery-policy.service.ts';
import * as deliveryPolicyTables from './delivery-policy.tables.ts';
import { createGoodsFlowReviewService, type GoodsFlowReviewService } from './goods-flow-review.service.ts';
import { createGoodsFlowRepository } from './goods-flow.repository.ts';
import { goodsFlowRoutes } from './goods-flow.routes.ts';
import { createGoodsFlowService, type GoodsFlowService } from './goods-flow.service.ts';
import * as goodsFlowTables from './goods-flow.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    sites: DeliveryLocService;
    goodsFlow: GoodsFlowService;
    goodsFlowReview: GoodsFlowReviewService;
    policies: DeliveryPolicyService;
  }
}

/** Shipping sites, their goods-flow contracts and delivery-fee policies. */
export const manifest = defineModule({
  name: 'delivery',
  needs: ['supply', 'code'],
  services: ({ db, clock }, s) => {
    const { supply, audit, sequences, goodsFlowGateway: gateway } = s;
    const sites = createDeliveryLocService({ repo: createDeliveryLocRepository(db), sequences, codes: s.codes, supply, audit, db, clock });
    const goodsFlowRepo = createGoodsFlowRepository(db);
    return {
      sites,
      goodsFlow: createGoodsFlowService({ repo: goodsFlowRepo, sites, gateway, audit, db, clock }),
      goodsFlowReview: createGoodsFlowReviewService({ repo: goodsFlowRepo, sites, gateway, supply, audit, db, clock }),
      policies: createDeliveryPolicyService({ repo: createDeliveryPolicyRepository(db), sequences, db, clock }),
    };
  },
  routes: ({ services: s }) => [
    deliveryLocRoutes({ sites: s.sites, idempotency: s.idempotency }),
    goodsFlowRoutes({ goodsFlow: s.goodsFlow }),
    deliveryPolicyRoutes({ policies: s.policies, idempotency: s.idempotency }),
  ],
  tables: [deliveryLocTables, goodsFlowTables, deliveryPolicyTables],
});
