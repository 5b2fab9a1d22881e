import { defineModule } from '@/platform/modules/module-manifest.ts';
import { enterinquireAdminRoutes } from './enterinquire-admin.routes.ts';
import { goodsFlowAdminRoutes } from './goods-flow-admin.routes.ts';
import { partnerJoinAdminRoutes } from './partner-join-admin.routes.ts';

/** Operator reviews: partner applications, goods-flow contracts, entry inquiries. */
export const manifest = defineModule({
  name: 'admin',
  needs: ['partner', 'delivery', 'inquiry'],
  routes: ({ services: s }) => [
    goodsFlowAdminRoutes({ review: s.goodsFlowReview }),
    partnerJoinAdminRoutes({ review: s.partnerReview }),
    enterinquireAdminRoutes({ inquiries: s.inquiries }),
  ],
});
