import {
  ZOneReply,
  ZPartnerJoinApproveReply,
  ZPartnerJoinApproveRequest,
  ZPartnerJoinDetailReply,
  ZPartnerJoinFileParams,
  ZPartnerJoinListReply,
  ZPartnerJoinListRequest,
  ZPartnerJoinParams,
  ZPartnerJoinRejectRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { PartnerReviewService } from '@/modules/partner/partner-review.service.ts';

/**
 * The operator's review of partner applications (/admin/partnerJoinList). Role admin only; a master holds
 * the admin role and may look, but the master guard refuses its decisions.
 */
export const partnerJoinAdminRoutes =
  (deps: { review: PartnerReviewService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.partnerApplicationList' };
    const { review } = deps;
    app.get(
      '/admin/partnerJoin/list',
      { config, schema: { tags, querystring: ZPartnerJoinListRequest, response: { 200: ZPartnerJoinListReply } } },
      async (req) => review.listPartnerJoins({ query: req.query, lang: requestLanguage(req) }),
    );
    app.get('/admin/partnerJoin/:applSeq', { config, schema: { tags, params: ZPartnerJoinParams, response: { 200: ZPartnerJoinDetailReply } } }, async (req) =>
      review.getPartnerJoin({ applSeq: req.params.applSeq, lang: requestLanguage(req) }),
    );
    // Uploaded bytes are never shown inline: an attachment of the sniffed type, to operators only.
    app.get('/admin/partnerJoin/:applSeq/file/:fileSeq', { config, schema: { tags, params: ZPartnerJoinFileParams } }, async (req, reply) => {
      const file = await review.openPartnerJoinFile(req.params);
      return reply.type(file.mimeType).header('Content-Disposition', attachmentDisposition(file.fileNm)).send(file.data);
    });
    app.put(
      '/admin/partnerJoin/:applSeq/approve',
      { config, schema: { tags, params: ZPartnerJoinParams, body: ZPartnerJoinApproveRequest, response: { 200: ZPartnerJoinApproveReply } } },
      async (req) => review.approvePartnerJoin({ session: sessionOf(req), applSeq: req.params.applSeq, terms: req.body }),
    );
    app.put(
      '/admin/partnerJoin/:applSeq/reject',
      { config, schema: { tags, params: ZPartnerJoinParams, body: ZPartnerJoinRejectRequest, response: { 200: ZOneReply } } },
      async (req) => review.rejectPartnerJoin({ session: sessionOf(req), applSeq: req.params.applSeq, rejectReason: req.body.rejectReason }),
    );
    app.put('/admin/partnerJoin/:applSeq/close', { config, schema: { tags, params: ZPartnerJoinParams, response: { 200: ZOneReply } } }, async (req) =>
      review.closePartnerJoin({ session: sessionOf(req), applSeq: req.params.applSeq }),
    );
  };
