import {
  ZProductRejectRequest,
  ZProductStatusReply,
  ZTravelProductParams,
  ZTravelProductReviewListReply,
  ZTravelProductReviewListRequest,
  ZTravelProductReviewReply,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { TravelProductReviewService } from './travel-product-review.service.ts';

/** The MD's queue of new travel properties (admin.travelProductReviewList); a master may look, its decisions are refused. */
export const travelProductAdminRoutes =
  (deps: { review: TravelProductReviewService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.travelProductReviewList' };
    const { review } = deps;
    app.get(
      '/admin/travel/products',
      { config, schema: { tags, querystring: ZTravelProductReviewListRequest, response: { 200: ZTravelProductReviewListReply } } },
      async (req) => review.listForReview({ query: req.query, lang: requestLanguage(req) }),
    );
    app.get(
      '/admin/travel/products/:travelProdCd',
      { config, schema: { tags, params: ZTravelProductParams, response: { 200: ZTravelProductReviewReply } } },
      async (req) => review.getForReview({ prodCd: req.params.travelProdCd, lang: requestLanguage(req) }),
    );
    app.post(
      '/admin/travel/products/:travelProdCd/approve',
      { config, schema: { tags, params: ZTravelProductParams, response: { 200: ZProductStatusReply } } },
      async (req) => review.approve({ session: sessionOf(req), prodCd: req.params.travelProdCd, lang: requestLanguage(req) }),
    );
    app.post(
      '/admin/travel/products/:travelProdCd/reject',
      { config, schema: { tags, params: ZTravelProductParams, body: ZProductRejectRequest, response: { 200: ZProductStatusReply } } },
      async (req) => review.reject({ session: sessionOf(req), prodCd: req.params.travelProdCd, reason: req.body.reason, lang: requestLanguage(req) }),
    );
  };
