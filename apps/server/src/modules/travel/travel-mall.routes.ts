import {
  ZMallTravelBookRequest,
  ZMallTravelEstimateParams,
  ZMallTravelEstimateReply,
  ZMallTravelEstimateRequest,
  ZMallTravelOrderParams,
  ZMallTravelOrderReply,
  ZMallTravelReasonRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TravelMallService } from './travel-mall.service.ts';

/**
 * The mall's travel calls (DESIGN "The mall is outside"): its key, no cookie, rate-limited; each idempotent by the
 * mall's own ids (a move already made answers the reservation or estimate as it is).
 */
export const travelMallRoutes =
  (deps: { mall: TravelMallService; mallRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['mall'];
    const config = { access: 'mall' as const, rateLimit: { max: deps.mallRateLimit, timeWindow: '1 minute' } };
    const { mall } = deps;
    const order = { 200: ZMallTravelOrderReply };
    const estimate = { 200: ZMallTravelEstimateReply };
    const base = '/mall/travel/reservations/:ordNo/:ordDtlSq';
    app.post('/mall/travel/reservations', { config, schema: { tags, body: ZMallTravelBookRequest, response: order } }, async (req) => mall.book(req.body));
    app.post(
      `${base}/cancelRequest`,
      { config, schema: { tags, params: ZMallTravelOrderParams, body: ZMallTravelReasonRequest, response: order } },
      async (req) => mall.requestCancel({ ...req.params, reason: req.body.reason }),
    );
    app.post(`${base}/cancel`, { config, schema: { tags, params: ZMallTravelOrderParams, body: ZMallTravelReasonRequest, response: order } }, async (req) =>
      mall.cancel({ ...req.params, reason: req.body.reason }),
    );
    app.post(`${base}/purchaseConfirm`, { config, schema: { tags, params: ZMallTravelOrderParams, response: order } }, async (req) =>
      mall.confirmPurchase(req.params),
    );
    app.post('/mall/travel/estimates', { config, schema: { tags, body: ZMallTravelEstimateRequest, response: estimate } }, async (req) =>
      mall.requestEstimate(req.body),
    );
    app.post('/mall/travel/estimates/:estmNo/pay', { config, schema: { tags, params: ZMallTravelEstimateParams, response: estimate } }, async (req) =>
      mall.payEstimate(req.params),
    );
    app.post(
      '/mall/travel/estimates/:estmNo/cancel',
      { config, schema: { tags, params: ZMallTravelEstimateParams, body: ZMallTravelReasonRequest, response: estimate } },
      async (req) => mall.cancelEstimate({ ...req.params, reason: req.body.reason }),
    );
  };
