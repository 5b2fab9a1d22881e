import {
  ZJobStartedReply,
  ZDeliveryLocListFilter,
  ZCreateDeliveryLocReply,
  ZDeliveryLocDetailReply,
  ZDeliveryLocListReply,
  ZDeliveryLocListRequest,
  ZDeliveryLocParams,
  ZDeliveryLocSaveRequest,
  ZDeliveryLocUseRequest,
  ZOneReply,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { DeliveryExportService } from './delivery-export.service.ts';
import type { DeliveryLocService } from './delivery-loc.service.ts';

/** Shipping sites (/setting/delivery, deliveryForm, deliveryDetail/:deliveryLocCd). */
export const deliveryLocRoutes =
  (deps: { sites: DeliveryLocService; exports: DeliveryExportService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['delivery'];
    const { sites, exports, idempotency } = deps;
    app.get(
      '/delivery/deliveryLocs',
      { config: { menu: 'setting.delivery' }, schema: { tags, querystring: ZDeliveryLocListRequest, response: { 200: ZDeliveryLocListReply } } },
      async (req) => sites.listSites({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );

    // An export reads: a master's or monitor's view-only session may start one (readsOnly).
    app.post(
      '/delivery/deliveryLocs/excel',
      { config: { menu: 'setting.delivery', readsOnly: true }, schema: { tags, body: ZDeliveryLocListFilter, response: { 202: ZJobStartedReply } } },
      async (req, reply) => {
        const session = sessionOf(req);
        const started = await idempotency.runOnce(idempotencyOf(req, session), () =>
          exports.startSitesExport({ session, filters: req.body, lang: requestLanguage(req) }),
        );
        return reply.code(202).send(started);
      },
    );

    app.post(
      '/delivery/deliveryLoc',
      { config: { menu: 'setting.delivery' }, schema: { tags, body: ZDeliveryLocSaveRequest, response: { 200: ZCreateDeliveryLocReply } } },
      async (req) => {
        const session = sessionOf(req);
        return idempotency.runOnce(idempotencyOf(req, session), () => sites.createSite({ session, body: req.body }));
      },
    );

    app.get(
      '/delivery/deliveryLoc/:deliveryLocCd',
      { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, response: { 200: ZDeliveryLocDetailReply } } },
      async (req) => sites.getSite({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd, lang: requestLanguage(req) }),
    );

    app.put(
      '/delivery/deliveryLoc/:deliveryLocCd',
      { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, body: ZDeliveryLocSaveRequest, response: { 200: ZOneReply } } },
      async (req) => sites.updateSite({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd, body: req.body }),
    );

    app.put(
      '/delivery/deliveryLoc/:deliveryLocCd/useYn',
      { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, body: ZDeliveryLocUseRequest, response: { 200: ZOneReply } } },
      async (req) => sites.setSiteUse({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd, useYn: req.body.useYn }),
    );
  };
