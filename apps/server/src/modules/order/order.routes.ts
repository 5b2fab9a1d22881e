import { ZOrderListReply, ZOrderListRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { OrderService } from './order.service.ts';

/** The seller's orders (business-area §2 /order). */
export const orderRoutes =
  (deps: { orders: OrderService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['order'];
    app.get(
      '/order/orderList',
      { config: { menu: 'order.orderList' }, schema: { tags, querystring: ZOrderListRequest, response: { 200: ZOrderListReply } } },
      async (req) => deps.orders.listOrders({ session: sessionOf(req), query: req.query }),
    );
  };
