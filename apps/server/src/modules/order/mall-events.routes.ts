import {
  ZMallCatalogQuery,
  ZMallCatalogReply,
  ZMallConfirmReply,
  ZMallLineParams,
  ZMallNotificationsAck,
  ZMallNotificationsAckReply,
  ZMallNotificationsQuery,
  ZMallNotificationsReply,
  ZMallShipmentsQuery,
  ZMallShipmentsReply,
  ZMallTrackingReply,
  ZMallTrackingRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MallEventsService } from './mall-events.service.ts';

/**
 * The mall's calls after the intake (DESIGN "The mall is outside"): tracking events, purchase confirmations, the
 * notification outbox and the storefront's feeds. Its key, no cookie, rate-limited like the intake.
 */
export const mallEventsRoutes =
  (deps: { mallEvents: MallEventsService; mallRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['mall'];
    const config = { access: 'mall' as const, rateLimit: { max: deps.mallRateLimit, timeWindow: '1 minute' } };
    const s = deps.mallEvents;
    app.post('/mall/tracking', { config, schema: { tags, body: ZMallTrackingRequest, response: { 200: ZMallTrackingReply } } }, async (req) =>
      s.applyTracking(req.body),
    );
    app.post(
      '/mall/orders/:ordNo/lines/:ordDtlSq/confirm',
      { config, schema: { tags, params: ZMallLineParams, response: { 200: ZMallConfirmReply } } },
      async (req) => s.confirmPurchase(req.params),
    );
    app.get(
      '/mall/notifications',
      { config, schema: { tags, querystring: ZMallNotificationsQuery, response: { 200: ZMallNotificationsReply } } },
      async (req) => s.listNotifications(req.query),
    );
    app.post('/mall/notifications/ack', { config, schema: { tags, body: ZMallNotificationsAck, response: { 200: ZMallNotificationsAckReply } } }, async (req) =>
      s.ackNotifications(req.body.notificationSeqs),
    );
    app.get('/mall/catalog', { config, schema: { tags, querystring: ZMallCatalogQuery, response: { 200: ZMallCatalogReply } } }, async (req) =>
      s.listCatalog(req.query),
    );
    app.get('/mall/shipments', { config, schema: { tags, querystring: ZMallShipmentsQuery, response: { 200: ZMallShipmentsReply } } }, async (req) =>
      s.listShipments(req.query),
    );
  };
