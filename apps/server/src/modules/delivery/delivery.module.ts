import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createDeliveryExportService, type DeliveryExportService } from './delivery-export.service.ts';
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
    deliveryExports: DeliveryExportService;
  }
}

/** Shipping sites, their goods-flow contracts and delivery-fee policies, and the Excel exports of both lists. */
export const manifest = defineModule({
  name: 'delivery',
  needs: ['supply', 'code'],
  services: ({ db, clock }, s) => {
    const { supply, audit, sequences, goodsFlowGateway: gateway } = s;
    const sites = createDeliveryLocService({ repo: createDeliveryLocRepository(db), sequences, codes: s.codes, supply, audit, db, clock });
    const goodsFlowRepo = createGoodsFlowRepository(db);
    const policies = createDeliveryPolicyService({ repo: createDeliveryPolicyRepository(db), sequences, db, clock });
    return {
      sites,
      goodsFlow: createGoodsFlowService({ repo: goodsFlowRepo, sites, gateway, audit, db, clock }),
      goodsFlowReview: createGoodsFlowReviewService({ repo: goodsFlowRepo, sites, gateway, supply, audit, db, clock }),
      policies,
      deliveryExports: createDeliveryExportService({ jobs: s.jobs, sites, policies, clock }),
    };
  },
  routes: ({ services: s }) => [
    deliveryLocRoutes({ sites: s.sites, exports: s.deliveryExports, idempotency: s.idempotency }),
    goodsFlowRoutes({ goodsFlow: s.goodsFlow }),
    deliveryPolicyRoutes({ policies: s.policies, exports: s.deliveryExports, idempotency: s.idempotency }),
  ],
  jobHandlers: (s) => s.deliveryExports.handlers,
  tables: [deliveryLocTables, goodsFlowTables, deliveryPolicyTables],
});
