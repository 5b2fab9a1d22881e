import { ZJobStartedReply, ZOrderListExportRequest, ZOrderListReply, ZOrderListRequest, ZOrderStatusRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { OrderListExportService } from './order-list-export.service.ts';
import type { OrderService } from './order.service.ts';

/** The seller's order lists (business-area §2 /order): orderList, orderStatus and the list's Excel export. */
export const orderRoutes =
  (deps: { orders: OrderService; exports: OrderListExportService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['order'];
    const { orders, exports, idempotency } = deps;
    app.get(
      '/order/orderList',
      { config: { menu: 'order.orderList' }, schema: { tags, querystring: ZOrderListRequest, response: { 200: ZOrderListReply } } },
      async (req) => orders.listOrders({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );

    app.get(
      '/order/orderStatus',
      { config: { menu: 'order.orderStatus' }, schema: { tags, querystring: ZOrderStatusRequest, response: { 200: ZOrderListReply } } },
      async (req) => orders.listOrdersByStatus({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );

    // An export reads: a master's or monitor's view-only session may start one (readsOnly).
    app.post(
      '/order/orderList/excel',
      { config: { menu: 'order.orderList', readsOnly: true }, schema: { tags, body: ZOrderListExportRequest, response: { 202: ZJobStartedReply } } },
      async (req, reply) => {
        const session = sessionOf(req);
        const started = await idempotency.runOnce(idempotencyOf(req, session), () =>
          exports.startOrdersExport({ session, filters: req.body, lang: requestLanguage(req) }),
        );
        return reply.code(202).send(started);
      },
    );
  };
