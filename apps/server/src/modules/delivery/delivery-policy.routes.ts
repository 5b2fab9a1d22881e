import {
  ZCreateDeliveryPolicyReply, ZDeliveryPolicyDetailReply, ZDeliveryPolicyHistoryReply, ZDeliveryPolicyListReply, ZDeliveryPolicyListRequest, ZDeliveryPolicyParams, ZDeliveryPolicySaveRequest, ZOneReply, ZPageRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { DeliveryPolicyService } from './delivery-policy.service.ts';
import './delivery.messages.ts';

/** Delivery-fee policies (/setting/deliveryPolicyList, deliveryPolicyDetail, deliveryPolicyForm/:dlcstPlcyCd). */
export const deliveryPolicyRoutes =
  (deps: { policies: DeliveryPolicyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['delivery'];
    const { policies } = deps;
    app.get('/delivery/policies', { schema: { tags, querystring: ZDeliveryPolicyListRequest, response: { 200: ZDeliveryPolicyListReply } } }, async (req) =>
      policies.listPolicies({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.post('/delivery/policy', { schema: { tags, body: ZDeliveryPolicySaveRequest, response: { 200: ZCreateDeliveryPolicyReply } } }, async (req) =>
      policies.createPolicy({ session: sessionOf(req), body: req.body }),
    );
    app.get('/delivery/policy/:dlcstPlcyCd', { schema: { tags, params: ZDeliveryPolicyParams, response: { 200: ZDeliveryPolicyDetailReply } } }, async (req) =>
      policies.getPolicy({ session: sessionOf(req), dlcstPlcyCd: req.params.dlcstPlcyCd, lang: requestLanguage(req) }),
    );
    app.put('/delivery/policy/:dlcstPlcyCd', { schema: { tags, params: ZDeliveryPolicyParams, body: ZDeliveryPolicySaveRequest, response: { 200: ZOneReply } } }, async (req) =>
      policies.updatePolicy({ session: sessionOf(req), dlcstPlcyCd: req.params.dlcstPlcyCd, body: req.body }),
    );
    app.get('/delivery/policy/:dlcstPlcyCd/history', { schema: { tags, params: ZDeliveryPolicyParams, querystring: ZPageRequest, response: { 200: ZDeliveryPolicyHistoryReply } } }, async (req) =>
      policies.listPolicyHistory({ session: sessionOf(req), dlcstPlcyCd: req.params.dlcstPlcyCd, query: req.query, lang: requestLanguage(req) }),
    );
  };
