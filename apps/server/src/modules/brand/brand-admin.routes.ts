import {
  ZBrandAdminListReply,
  ZBrandAdminListRequest,
  ZBrandAdminParams,
  ZBrandAdminRow,
  ZBrandApproveReply,
  ZBrandRejectRequest,
  ZOneReply,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { BrandReviewService } from './brand-review.service.ts';

/**
 * The MD's queue of brand requests (/admin/brandRequestList). Role admin only; a master also holds the
 * admin role and may look, but the master guard refuses its decisions.
 */
export const brandAdminRoutes =
  (deps: { review: BrandReviewService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.brandRequestList' };
    const { review } = deps;
    app.get('/admin/brand/list', { config, schema: { tags, querystring: ZBrandAdminListRequest, response: { 200: ZBrandAdminListReply } } }, async (req) =>
      review.listForReview({ query: req.query, lang: requestLanguage(req) }),
    );
    app.get(
      '/admin/brand/:supplyEntrCd/:brandRgsrRqstSeq',
      { config, schema: { tags, params: ZBrandAdminParams, response: { 200: ZBrandAdminRow } } },
      async (req) => review.getForReview({ ...req.params, lang: requestLanguage(req) }),
    );
    app.put(
      '/admin/brand/:supplyEntrCd/:brandRgsrRqstSeq/approve',
      { config, schema: { tags, params: ZBrandAdminParams, response: { 200: ZBrandApproveReply } } },
      async (req) => review.approve({ session: sessionOf(req), ...req.params }),
    );
    app.put(
      '/admin/brand/:supplyEntrCd/:brandRgsrRqstSeq/reject',
      { config, schema: { tags, params: ZBrandAdminParams, body: ZBrandRejectRequest, response: { 200: ZOneReply } } },
      async (req) => review.reject({ session: sessionOf(req), ...req.params, rejectReason: req.body.rejectReason }),
    );
  };
