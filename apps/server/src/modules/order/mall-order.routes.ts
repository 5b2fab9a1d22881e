import { ZMallPlaceOrderReply, ZMallPlaceOrderRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MallOrderService } from './mall-order.service.ts';

/**
 * The mall's order calls (DESIGN "The mall is outside"): its key, no cookie, rate-limited; each idempotent by the
 * mall's own ids.
 */
export const mallOrderRoutes =
  (deps: { mallOrders: MallOrderService; mallRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['mall'];
    const config = { access: 'mall' as const, rateLimit: { max: deps.mallRateLimit, timeWindow: '1 minute' } };
    app.post('/mall/orders', { config, schema: { tags, body: ZMallPlaceOrderRequest, response: { 200: ZMallPlaceOrderReply } } }, async (req) =>
      deps.mallOrders.placeOrder(req.body),
    );
  };
