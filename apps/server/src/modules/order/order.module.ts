import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createInvoiceRegistration } from './invoice-registration.ts';
import { createInvoiceUploadRepository } from './invoice-upload.repository.ts';
import { invoiceUploadRoutes } from './invoice-upload.routes.ts';
import { createInvoiceUploadService, type InvoiceUploadService } from './invoice-upload.service.ts';
import * as invoiceUploadTables from './invoice-upload.tables.ts';
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
    orders: OrderService;
    orderMoves: OrderMoves;
    orderClaims: OrderClaims;
    mallOrders: MallOrderService;
    invoiceUploads: InvoiceUploadService;
  }
}

/**
 * Orders and claims: the mall's intake, the seller's order work from payment to delivery, cancels, returns and
 * exchanges, and the jobs that watch the clock (DESIGN "Orders").
 */
export const manifest = defineModule({
  name: 'order',
  needs: ['product', 'code'],
  services: ({ db, clock }, s) => {
    const repo = createOrderRepository(db);
    const moves = createOrderMoves({ repo, db, clock });
    const invoiceRepo = createInvoiceUploadRepository(db);
    const claims = createOrderClaims({ claims: createOrderClaimRepository(db), moves, ordering: s.productOrdering, db, clock });
    return {
      orders: createOrderService(),
      orderMoves: moves,
      orderClaims: claims,
      mallOrders: createMallOrderService({ repo, moves, ordering: s.productOrdering, db, clock }),
      invoiceUploads: createInvoiceUploadService({
        repo: invoiceRepo,
        registration: createInvoiceRegistration({ repo: invoiceRepo, clock }),
        codes: s.codes,
        jobs: s.jobs,
        db,
        clock,
      }),
    };
  },
  routes: ({ deps, services: s }) => [
    orderRoutes({ orders: s.orders }),
    mallOrderRoutes({ mallOrders: s.mallOrders, mallRateLimit: deps.config.mallRateLimit }),
    invoiceUploadRoutes({ uploads: s.invoiceUploads, idempotency: s.idempotency }),
  ],
  jobs: (s) => [{ name: 'purge-invoice-uploads', intervalMs: 6 * 3600 * 1000, run: async () => void (await s.invoiceUploads.purgeOldUploads()) }],
  jobHandlers: (s) => [...s.invoiceUploads.handlers],
  tables: [orderTables, invoiceUploadTables],
});
