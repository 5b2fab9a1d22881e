import { defineModule } from '@/platform/modules/module-manifest.ts';
import { claimAdminRoutes } from './claim-admin.routes.ts';
import { claimMallRoutes } from './claim-mall.routes.ts';
import { claimRoutes } from './claim.routes.ts';
import { createClaimServices, type ClaimServices } from './claim-services.ts';
import { mallOrderRoutes } from './mall-order.routes.ts';
import { createMallOrderService, type MallOrderService } from './mall-order.service.ts';
import { createOrderClaimRepository } from './order-claim.repository.ts';
import { createOrderClaims, type OrderClaims } from './order-claims.ts';
import { createOrderMoves, type OrderMoves } from './order-moves.ts';
import { orderRoutes } from './order.routes.ts';
import { createOrderRepository } from './order.repository.ts';
import { createOrderService, type OrderService } from './order.service.ts';
import * as orderTables from './order.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    claimReceipts: ClaimServices['claimReceipts'];
    mallClaims: ClaimServices['mallClaims'];
    returnProcess: ClaimServices['returnProcess'];
    returnLists: ClaimServices['returnLists'];
    orders: OrderService;
    orderMoves: OrderMoves;
    orderClaims: OrderClaims;
    mallOrders: MallOrderService;
  }
}

/**
 * Orders and claims: the mall's intake, the seller's order work from payment to delivery, cancels, returns and
 * exchanges, and the jobs that watch the clock (DESIGN "Orders").
 */
export const manifest = defineModule({
  name: 'order',
  needs: ['product', 'delivery'],
  services: ({ db, clock }, s) => {
    const repo = createOrderRepository(db);
    const moves = createOrderMoves({ repo, db, clock });
    const claims = createOrderClaims({ claims: createOrderClaimRepository(db), moves, ordering: s.productOrdering, db, clock });
    return {
      orders: createOrderService(),
      orderMoves: moves,
      orderClaims: claims,
      mallOrders: createMallOrderService({ repo, moves, ordering: s.productOrdering, db, clock }),
      ...createClaimServices({ db, clock, claims, moves, ordering: s.productOrdering, brands: s.productBrands, sites: s.sites }),
    };
  },
  routes: ({ deps, services: s }) => [
    orderRoutes({ orders: s.orders }),
    mallOrderRoutes({ mallOrders: s.mallOrders, mallRateLimit: deps.config.mallRateLimit }),
    claimRoutes({ receipts: s.claimReceipts, process: s.returnProcess, lists: s.returnLists }),
    claimAdminRoutes({ process: s.returnProcess, lists: s.returnLists }),
    claimMallRoutes({ mallClaims: s.mallClaims, mallRateLimit: deps.config.mallRateLimit }),
  ],
  tables: [orderTables],
});
