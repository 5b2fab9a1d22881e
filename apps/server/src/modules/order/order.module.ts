import { defineModule } from '@/platform/modules/module-manifest.ts';
import { mallOrderRoutes } from './mall-order.routes.ts';
import { createMallOrderService, type MallOrderService } from './mall-order.service.ts';
import { createOrderClaimRepository } from './order-claim.repository.ts';
import { createOrderClaims, type OrderClaims } from './order-claims.ts';
import { createCertificateJob, type CertificateJob } from './certificate.ts';
import { createOrderJobRepository } from './order-jobs.repository.ts';
import { createOrderLineJobs, createSoldOutCancelJob, type OrderLineJobs, type SoldOutCancelJob } from './order-jobs.ts';
import { createOrderMoves, type OrderMoves } from './order-moves.ts';
import { createDeliveryAutomation, type DeliveryAutomation } from './order-ops-automation.ts';
import { createOrderOpsRepository } from './order-ops.repository.ts';
import { orderOpsRoutes } from './order-ops.routes.ts';
import { createOrderOpsService, type OrderOpsService } from './order-ops.service.ts';
import { orderRoutes } from './order.routes.ts';
import { createOrderRepository } from './order.repository.ts';
import { createOrderService, type OrderService } from './order.service.ts';
import { orderSchedules } from './order-jobs.schedules.ts';
import * as orderTables from './order.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    orders: OrderService;
    orderMoves: OrderMoves;
    orderClaims: OrderClaims;
    mallOrders: MallOrderService;
    orderLineJobs: OrderLineJobs;
    soldOutCancelJob: SoldOutCancelJob;
    certificateJob: CertificateJob;
    orderOps: OrderOpsService;
    deliveryAutomation: DeliveryAutomation;
  }
}

/**
 * Orders and claims: the mall's intake, the seller's order work from payment to delivery, cancels, returns and
 * exchanges, and the jobs that watch the clock (DESIGN "Orders").
 */
export const manifest = defineModule({
  name: 'order',
  needs: ['product', 'supply', 'delivery'],
  services: ({ db, clock }, s) => {
    const repo = createOrderRepository(db);
    const moves = createOrderMoves({ repo, db, clock });
    const claims = createOrderClaims({ claims: createOrderClaimRepository(db), moves, ordering: s.productOrdering, db, clock });
    const jobRepo = createOrderJobRepository(db);
    const opsRepo = createOrderOpsRepository(db);
    return {
      orders: createOrderService(),
      orderMoves: moves,
      orderClaims: claims,
      mallOrders: createMallOrderService({ repo, moves, ordering: s.productOrdering, db, clock }),
      orderLineJobs: createOrderLineJobs({ repo: jobRepo, moves, db, clock }),
      soldOutCancelJob: createSoldOutCancelJob({ repo: jobRepo, claims, moves, db, clock }),
      certificateJob: createCertificateJob({ repo: jobRepo, moves, db, clock }),
      orderOps: createOrderOpsService({ repo: opsRepo, supply: s.supply, clock }),
      deliveryAutomation: createDeliveryAutomation({ repo: opsRepo, review: s.goodsFlowReview, gateway: s.goodsFlowGateway, moves, db, clock }),
    };
  },
  routes: ({ deps, services: s }) => [
    orderRoutes({ orders: s.orders }),
    mallOrderRoutes({ mallOrders: s.mallOrders, mallRateLimit: deps.config.mallRateLimit }),
    orderOpsRoutes({ ops: s.orderOps, automation: s.deliveryAutomation }),
  ],
  jobs: (s) => orderSchedules(s),
  tables: [orderTables],
});
