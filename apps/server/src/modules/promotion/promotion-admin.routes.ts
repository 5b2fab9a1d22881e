import {
  ZPromCdParams,
  ZPromotionAdminDetailReply,
  ZPromotionAdminListReply,
  ZPromotionAdminListRequest,
  ZPromotionCreateReply,
  ZPromotionCreateRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { PromotionAdminService } from './promotion-admin.service.ts';

/** The operator's promotions (role admin: admin.promotionList / admin.promotionForm). A master may only look. */
export const promotionAdminRoutes =
  (deps: { admin: PromotionAdminService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const { admin, idempotency } = deps;
    const list = { menu: 'admin.promotionList' };
    const form = { menu: 'admin.promotionForm' };
    const base = '/promotion/admin';
    const detail = { tags, params: ZPromCdParams, response: { 200: ZPromotionAdminDetailReply } };

    app.get(
      `${base}/list`,
      { config: list, schema: { tags, querystring: ZPromotionAdminListRequest, response: { 200: ZPromotionAdminListReply } } },
      async (req) => admin.listPromotions({ query: req.query }),
    );
    // A retried create (same key, same body) answers the first reply: one promotion.
    app.post(base, { config: form, schema: { tags, body: ZPromotionCreateRequest, response: { 200: ZPromotionCreateReply } } }, async (req) => {
      const session = sessionOf(req);
      return idempotency.runOnce(idempotencyOf(req, session), () => admin.createPromotion({ session, req: req.body }));
    });
    app.get(`${base}/:promCd`, { config: form, schema: detail }, async (req) => admin.getPromotion({ promCd: req.params.promCd }));
    app.post(`${base}/:promCd/cancel`, { config: form, schema: detail }, async (req) => admin.cancelPromotion({ promCd: req.params.promCd }));
  };
