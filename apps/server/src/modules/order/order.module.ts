import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createMallEventsRepository } from './mall-events.repository.ts';
import { mallEventsRoutes } from './mall-events.routes.ts';
import { createMallEventsService, type MallEventsService } from './mall-events.service.ts';
import { createOrderDashboardRepository } from './order-dashboard.repository.ts';
import { createOrderDashboardService, type OrderDashboardService } from './order-dashboard.service.ts';
import { createReturnListRepository } from './return-list.repository.ts';
import { createOrderListExportService, type OrderListExportService } from './order-list-export.service.ts';
import { createOrderLineCountsRepository } from './order-line-counts.repository.ts';
import { createOrderLineCountsService, type OrderLineCountsService } from './order-line-counts.service.ts';
import * as orderLineCountTables from './order-line-counts.tables.ts';
import { createOrderLineProductsRepository } from './order-line-products.repository.ts';
import { createOrderLineProductsService, type OrderLineProductsService } from './order-line-products.service.ts';
import * as orderLineProductTables from './order-line-products.tables.ts';
import { createOrderDueCountsRepository } from './order-due-counts.repository.ts';
import { createOrderSaleProductsRepository } from './order-sale-products.repository.ts';
import { createOrderSaleSumsRepository } from './order-sale-sums.repository.ts';
import { createOrderSaleSumsService, type OrderSaleSumsService } from './order-sale-sums.service.ts';
import * as orderSaleSumTables from './order-sale-sums.tables.ts';
import { createOrderExportRepository } from './order-export.repository.ts';
import * as orderDueCountTables from './order-due-counts.tables.ts';
import { createOrderListRepository } from './order-list.repository.ts';
import { createOrderOptionLinesRepository } from './order-option-lines.repository.ts';
import { createOrderOptionLinesService, type OrderOptionLinesService } from './order-option-lines.service.ts';
import { claimAdminRoutes } from './claim-admin.routes.ts';
import { claimMallRoutes } from './claim-mall.routes.ts';
import { claimRoutes } from './claim.routes.ts';
import { createClaimServices, type ClaimServices } from './claim-services.ts';
import { createInvoiceRegistration } from './invoice-registration.ts';
import { createInvoiceUploadRepository } from './invoice-upload.repository.ts';
import { invoiceUploadRoutes } from './invoice-upload.routes.ts';
import { createInvoiceUploadService, type InvoiceUploadService } from './invoice-upload.service.ts';
import * as invoiceUploadTables from './invoice-upload.tables.ts';
import { mallOrderRoutes } from './mall-order.routes.ts';
import { createMallOrderService, type MallOrderService } from './mall-order.service.ts';
import { orderActionRoutes } from './order-actions.routes.ts';
import { createOrderActions, type OrderActions } from './order-actions.service.ts';
import { createOrderClaimRepository } from './order-claim.repository.ts';
import { createOrderClaims, type OrderClaims } from './order-claims.ts';
import { createOrderDetailRepository } from './order-detail.repository.ts';
import { orderDetailRoutes } from './order-detail.routes.ts';
import { createOrderDetailService, type OrderDetailService } from './order-detail.service.ts';
import { createOrderInvoices, type OrderInvoices } from './order-invoices.ts';
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
import { createOrderSettlementFeed, type OrderSettlementFeed } from './order-settlement-feed.ts';
import { orderSchedules } from './order-jobs.schedules.ts';
import * as orderTables from './order.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    claimReceipts: ClaimServices['claimReceipts'];
    mallClaims: ClaimServices['mallClaims'];
    returnProcess: ClaimServices['returnProcess'];
    returnLists: ClaimServices['returnLists'];
    orders: OrderService;
    /** Kept order line counts: `countLinesByStatus` (the dashboard), `rebuildLineCounts` (bulk loads), the fold. */
    orderCounts: OrderLineCountsService;
    /** Kept line products of the order list's product search: `rebuildLineProducts` (bulk loads). */
    orderLineProducts: OrderLineProductsService;
    /** Kept sales sums and delivered-line counts of the order statistics (issue 16): the fold, `rebuildSaleSums` (bulk loads). */
    orderSaleSums: OrderSaleSumsService;
    /** The home dashboard's reads of lines and claims (issue 15). */
    orderDashboard: OrderDashboardService;
    /** Lines waiting to ship (20, 35) on given options: the sold-out-soon popup's order count. */
    orderOptionLines: OrderOptionLinesService;
    orderListExports: OrderListExportService;
    orderMoves: OrderMoves;
    orderClaims: OrderClaims;
    mallOrders: MallOrderService;
    mallEvents: MallEventsService;
    orderDetails: OrderDetailService;
    /** Invoice registration (detail, bulk list, Excel upload): `registerInvoice({ key, deliveryEntrCd, invoiceNo, actor, expectedVersion? })`. */
    orderInvoices: OrderInvoices;
    orderActions: OrderActions;
    invoiceUploads: InvoiceUploadService;
    orderLineJobs: OrderLineJobs;
    soldOutCancelJob: SoldOutCancelJob;
    certificateJob: CertificateJob;
    orderOps: OrderOpsService;
    deliveryAutomation: DeliveryAutomation;
    /** What the monthly settlement run reads of the orders (issue 14). */
    settlementFeed: OrderSettlementFeed;
  }
}

/**
 * Orders and claims: the mall's intake, the seller's order work from payment to delivery, cancels, returns and
 * exchanges, and the jobs that watch the clock (DESIGN "Orders").
 */
export const manifest = defineModule({
  name: 'order',
  needs: ['product', 'code', 'supply', 'delivery', 'promotion'],
  services: ({ db, clock }, s) => {
    const repo = createOrderRepository(db);
    const moves = createOrderMoves({ repo, db, clock });
    const orders = createOrderService({ repo: createOrderListRepository(db), exportRepo: createOrderExportRepository(db), codes: s.codes, clock });
    const claimRepo = createOrderClaimRepository(db);
    const claims = createOrderClaims({ claims: claimRepo, moves, ordering: s.productOrdering, db, clock });
    const invoices = createOrderInvoices({ detailRepo: createOrderDetailRepository(db), moves, codes: s.codes, db, clock });
    const invoiceRepo = createInvoiceUploadRepository(db);
    const jobRepo = createOrderJobRepository(db);
    const opsRepo = createOrderOpsRepository(db);
    return {
      orders,
      orderCounts: createOrderLineCountsService({ repo: createOrderLineCountsRepository(db), clock }),
      orderLineProducts: createOrderLineProductsService({ repo: createOrderLineProductsRepository(db) }),
      orderSaleSums: createOrderSaleSumsService({
        repo: createOrderSaleSumsRepository(db),
        products: createOrderSaleProductsRepository(db),
        dues: createOrderDueCountsRepository(db),
      }),
      orderDashboard: createOrderDashboardService({ repo: createOrderDashboardRepository(db), returns: createReturnListRepository(db) }),
      orderOptionLines: createOrderOptionLinesService({ repo: createOrderOptionLinesRepository(db) }),
      orderListExports: createOrderListExportService({ jobs: s.jobs, orders, clock }),
      orderMoves: moves,
      orderClaims: claims,
      mallOrders: createMallOrderService({ repo, moves, ordering: s.productOrdering, prices: s.promotionPrices, db, clock }),
      mallEvents: createMallEventsService({ events: createMallEventsRepository(db), repo, moves, claims, ordering: s.productOrdering, db, clock }),
      orderDetails: createOrderDetailService({ repo, claims: claimRepo, codes: s.codes, clock }),
      orderInvoices: invoices,
      orderActions: createOrderActions({ repo, moves, claims, invoices, db, clock }),
      ...createClaimServices({ db, clock, claims, moves, ordering: s.productOrdering, brands: s.productBrands, sites: s.sites, gateway: s.goodsFlowGateway }),
      invoiceUploads: createInvoiceUploadService({
        repo: invoiceRepo,
        registration: createInvoiceRegistration({ repo: invoiceRepo, orders: repo, clock }),
        codes: s.codes,
        jobs: s.jobs,
        db,
        clock,
      }),
      orderLineJobs: createOrderLineJobs({ repo: jobRepo, moves, db, clock }),
      soldOutCancelJob: createSoldOutCancelJob({ repo: jobRepo, claims, moves, db, clock }),
      certificateJob: createCertificateJob({ repo: jobRepo, moves, db, clock }),
      orderOps: createOrderOpsService({ repo: opsRepo, supply: s.supply, clock }),
      deliveryAutomation: createDeliveryAutomation({ repo: opsRepo, review: s.goodsFlowReview, gateway: s.goodsFlowGateway, moves, db, clock }),
      settlementFeed: createOrderSettlementFeed({ db }),
    };
  },
  routes: ({ deps, services: s }) => [
    orderRoutes({ orders: s.orders, exports: s.orderListExports, idempotency: s.idempotency }),
    mallOrderRoutes({ mallOrders: s.mallOrders, mallRateLimit: deps.config.mallRateLimit }),
    mallEventsRoutes({ mallEvents: s.mallEvents, mallRateLimit: deps.config.mallRateLimit }),
    orderDetailRoutes({ details: s.orderDetails }),
    orderActionRoutes({ actions: s.orderActions }),
    claimRoutes({ receipts: s.claimReceipts, process: s.returnProcess, lists: s.returnLists }),
    claimAdminRoutes({ process: s.returnProcess, lists: s.returnLists }),
    claimMallRoutes({ mallClaims: s.mallClaims, mallRateLimit: deps.config.mallRateLimit }),
    invoiceUploadRoutes({ uploads: s.invoiceUploads, idempotency: s.idempotency }),
    orderOpsRoutes({ ops: s.orderOps, automation: s.deliveryAutomation }),
  ],
  jobs: (s) => [
    ...orderSchedules(s),
    { name: 'purge-invoice-uploads', intervalMs: 6 * 3600 * 1000, run: async () => void (await s.invoiceUploads.purgeOldUploads()) },
  ],
  jobHandlers: (s) => [...s.orderListExports.handlers, ...s.invoiceUploads.handlers],
  tables: [orderTables, orderLineCountTables, orderLineProductTables, orderSaleSumTables, orderDueCountTables, invoiceUploadTables],
});
