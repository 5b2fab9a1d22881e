import {
  ZProductParams,
  ZProductRejectRequest,
  ZProductReviewListReply,
  ZProductReviewListRequest,
  ZProductReviewReply,
  ZProductStatusReply,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { ProductReviewService } from './product-review.service.ts';

/**
 * The MD's queue of new products (/admin/productReviewList). Role admin only; a master also holds the admin
 * role and may look, but the master guard refuses its decisions.
 */
export const productAdminRoutes =
  (deps: { review: ProductReviewService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.productReviewList' };
    const { review } = deps;
    app.get(
      '/admin/product/products',
      { config, schema: { tags, querystring: ZProductReviewListRequest, response: { 200: ZProductReviewListReply } } },
      async (req) => review.listForReview({ query: req.query, lang: requestLanguage(req) }),
    );
    app.get('/admin/product/products/:prodCd', { config, schema: { tags, params: ZProductParams, response: { 200: ZProductReviewReply } } }, async (req) =>
      review.getForReview({ prodCd: req.params.prodCd, lang: requestLanguage(req) }),
    );
    app.post(
      '/admin/product/products/:prodCd/approve',
      { config, schema: { tags, params: ZProductParams, response: { 200: ZProductStatusReply } } },
      async (req) => review.approve({ session: sessionOf(req), prodCd: req.params.prodCd, lang: requestLanguage(req) }),
    );
    app.post(
      '/admin/product/products/:prodCd/reject',
      { config, schema: { tags, params: ZProductParams, body: ZProductRejectRequest, response: { 200: ZProductStatusReply } } },
      async (req) => review.reject({ session: sessionOf(req), prodCd: req.params.prodCd, reason: req.body.reason, lang: requestLanguage(req) }),
    );
  };
