import {
  ZJobStartedReply,
  ZDeliveryPolicyListFilter,
  ZCreateDeliveryPolicyReply,
  ZDeliveryPolicyDetailReply,
  ZDeliveryPolicyHistoryReply,
  ZDeliveryPolicyListReply,
  ZDeliveryPolicyListRequest,
  ZDeliveryPolicyParams,
  ZDeliveryPolicySaveRequest,
  ZOneReply,
  ZPageRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { DeliveryExportService } from './delivery-export.service.ts';
import type { DeliveryPolicyService } from './delivery-policy.service.ts';

/** Delivery-fee policies (/setting/deliveryPolicyList, deliveryPolicyDetail, deliveryPolicyForm/:dlcstPlcyCd). */
export const deliveryPolicyRoutes =
  (deps: { policies: DeliveryPolicyService; exports: DeliveryExportService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['delivery'];
    const { policies, exports, idempotency } = deps;
    app.get(
      '/delivery/policies',
      {
        config: { menu: 'setting.deliveryPolicyList' },
        schema: { tags, querystring: ZDeliveryPolicyListRequest, response: { 200: ZDeliveryPolicyListReply } },
      },
      async (req) => policies.listPolicies({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    // An export reads: a master's or monitor's view-only session may start one (readsOnly).
    app.post(
      '/delivery/policies/excel',
      {
        config: { menu: 'setting.deliveryPolicyList', readsOnly: true },
        schema: { tags, body: ZDeliveryPolicyListFilter, response: { 202: ZJobStartedReply } },
      },
      async (req, reply) => {
        const session = sessionOf(req);
        const started = await idempotency.runOnce(idempotencyOf(req, session), () =>
          exports.startPoliciesExport({ session, filters: req.body, lang: requestLanguage(req) }),
        );
        return reply.code(202).send(started);
      },
    );

    app.post(
      '/delivery/policy',
      { config: { menu: 'setting.deliveryPolicyList' }, schema: { tags, body: ZDeliveryPolicySaveRequest, response: { 200: ZCreateDeliveryPolicyReply } } },
      async (req) => {
        const session = sessionOf(req);
        return idempotency.runOnce(idempotencyOf(req, session), () => policies.createPolicy({ session, body: req.body }));
      },
    );
    app.get(
      '/delivery/policy/:dlcstPlcyCd',
      { config: { menu: 'setting.deliveryPolicyList' }, schema: { tags, params: ZDeliveryPolicyParams, response: { 200: ZDeliveryPolicyDetailReply } } },
      async (req) => policies.getPolicy({ session: sessionOf(req), dlcstPlcyCd: req.params.dlcstPlcyCd, lang: requestLanguage(req) }),
    );
    app.put(
      '/delivery/policy/:dlcstPlcyCd',
      {
        config: { menu: 'setting.deliveryPolicyList' },
        schema: { tags, params: ZDeliveryPolicyParams, body: ZDeliveryPolicySaveRequest, response: { 200: ZOneReply } },
      },
      async (req) => policies.updatePolicy({ session: sessionOf(req), dlcstPlcyCd: req.params.dlcstPlcyCd, body: req.body }),
    );
    app.get(
      '/delivery/policy/:dlcstPlcyCd/history',
      {
        config: { menu: 'setting.deliveryPolicyList' },
        schema: { tags, params: ZDeliveryPolicyParams, querystring: ZPageRequest, response: { 200: ZDeliveryPolicyHistoryReply } },
      },
      async (req) => policies.listPolicyHistory({ session: sessionOf(req), dlcstPlcyCd: req.params.dlcstPlcyCd, query: req.query, lang: requestLanguage(req) }),
    );
  };
