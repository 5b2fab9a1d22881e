import {
  ZPromCdParams,
  ZPromotionAgreementReply,
  ZPromotionAgreementRequest,
  ZPromotionDetailReply,
  ZPromotionListReply,
  ZPromotionListRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { PromotionSellerService } from './promotion-seller.service.ts';

/**
 * The seller's promotions (promotion.promotionSearchList, promotion.promotionDetailForm). A master or search-only
 * session reads; the platform refuses its answers (MASTER_VIEW_ONLY).
 */
export const promotionSellerRoutes =
  (deps: { promotions: PromotionSellerService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['promotion'];
    const s = deps.promotions;
    const list = { menu: 'promotion.promotionSearchList' };
    const form = { menu: 'promotion.promotionDetailForm' };
    app.get('/promotion/list', { config: list, schema: { tags, querystring: ZPromotionListRequest, response: { 200: ZPromotionListReply } } }, async (req) =>
      s.listPromotions({ session: sessionOf(req), query: req.query }),
    );
    app.get('/promotion/detail/:promCd', { config: form, schema: { tags, params: ZPromCdParams, response: { 200: ZPromotionDetailReply } } }, async (req) =>
      s.getPromotion({ session: sessionOf(req), promCd: req.params.promCd }),
    );
    app.put(
      '/promotion/detail/:promCd/agreement',
      { config: form, schema: { tags, params: ZPromCdParams, body: ZPromotionAgreementRequest, response: { 200: ZPromotionAgreementReply } } },
      async (req) => s.answerPromotion({ session: sessionOf(req), promCd: req.params.promCd, req: req.body }),
    );
  };
