import { ZPriceChangeAdminListReply, ZPriceChangeAdminListRequest, ZPriceChangeAdminParams, ZPriceChangeRejectRequest, ZPriceChangeReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { PriceChangeReviewService } from './price-change-review.service.ts';

/**
 * The operator's queue of price changes (/admin/priceChangeList). Role admin only; a master holds the admin
 * role and may look, but the master guard refuses its decisions.
 */
export const priceChangeAdminRoutes =
  (deps: { review: PriceChangeReviewService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.priceChangeList' };
    const { review } = deps;
    app.get(
      '/admin/priceChange/list',
      { config, schema: { tags, querystring: ZPriceChangeAdminListRequest, response: { 200: ZPriceChangeAdminListReply } } },
      async (req) => review.listForReview({ query: req.query, lang: requestLanguage(req) }),
    );
    app.put(
      '/admin/priceChange/:supplyEntrCd/:prodCd/:prodPriceSeq/confirm',
      { config, schema: { tags, params: ZPriceChangeAdminParams, response: { 200: ZPriceChangeReply } } },
      async (req) => review.decide({ session: sessionOf(req), ...req.params, confirm: true }),
    );
    app.put(
      '/admin/priceChange/:supplyEntrCd/:prodCd/:prodPriceSeq/reject',
      { config, schema: { tags, params: ZPriceChangeAdminParams, body: ZPriceChangeRejectRequest, response: { 200: ZPriceChangeReply } } },
      async (req) => review.decide({ session: sessionOf(req), ...req.params, confirm: false, rejectReason: req.body.rejectReason }),
    );
  };
