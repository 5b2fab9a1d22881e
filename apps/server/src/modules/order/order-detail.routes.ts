import { ZOrderDetailReply, ZOrderHistoryReply, ZOrdNoParams } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { OrderDetailService } from './order-detail.service.ts';

/** The seller's order detail (/order/orderDetail/:ordNo) and its state history popup. */
export const orderDetailRoutes =
  (deps: { details: OrderDetailService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['order'];
    const config = { menu: 'order.orderDetail' } as const;
    app.get('/order/orderDetail/:ordNo', { config, schema: { tags, params: ZOrdNoParams, response: { 200: ZOrderDetailReply } } }, async (req) =>
      deps.details.getDetail({ session: sessionOf(req), ordNo: req.params.ordNo, lang: requestLanguage(req) }),
    );
    app.get('/order/orderDetail/:ordNo/history', { config, schema: { tags, params: ZOrdNoParams, response: { 200: ZOrderHistoryReply } } }, async (req) =>
      deps.details.listHistory({ session: sessionOf(req), ordNo: req.params.ordNo }),
    );
  };
