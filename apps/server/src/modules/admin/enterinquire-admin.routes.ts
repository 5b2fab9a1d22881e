import { ZEnterinquireDetailReply, ZEnterinquireListReply, ZEnterinquireListRequest, ZEnterinquireParams } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { InquiryService } from '@/modules/inquiry/inquiry.service.ts';

/** The operator's inquiry screens (/admin/enterinquireList): role admin only, read-only. */
export const enterinquireAdminRoutes =
  (deps: { inquiries: InquiryService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.inquiryList' };
    const { inquiries } = deps;
    app.get(
      '/admin/enterinquire/list',
      { config, schema: { tags, querystring: ZEnterinquireListRequest, response: { 200: ZEnterinquireListReply } } },
      async (req) => inquiries.listEnterinquires({ query: req.query, lang: requestLanguage(req) }),
    );
    app.get(
      '/admin/enterinquire/:inquirySeq',
      { config, schema: { tags, params: ZEnterinquireParams, response: { 200: ZEnterinquireDetailReply } } },
      async (req) => inquiries.getEnterinquire({ inquirySeq: req.params.inquirySeq, lang: requestLanguage(req) }),
    );
    app.get('/admin/enterinquire/:inquirySeq/image', { config, schema: { tags, params: ZEnterinquireParams } }, async (req, reply) => {
      const file = await inquiries.openEnterinquireImage(req.params);
      return reply.type(file.mimeType).header('Content-Disposition', attachmentDisposition(file.fileNm)).send(file.data);
    });
  };
