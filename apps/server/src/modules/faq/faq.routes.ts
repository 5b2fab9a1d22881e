import { ZFaqDetailParams, ZFaqDetailReply, ZFaqListReply, ZFaqListRequest, ZFaqMainListReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '@/platform/http/language.ts';
import type { FaqService } from './faq.service.ts';

export const faqRoutes =
  (deps: { faq: FaqService }): FastifyPluginAsyncZod =>
  async (app) => {
    const opts = { config: { access: 'public' as const } };
    const tags = ['faq'];
    app.get('/faq/mainList', { ...opts, schema: { tags, response: { 200: ZFaqMainListReply } } }, async (req) => deps.faq.listMainFaqs(requestLanguage(req)));
    app.get('/faq/list', { ...opts, schema: { tags, querystring: ZFaqListRequest, response: { 200: ZFaqListReply } } }, async (req) =>
      deps.faq.listFaqs({ ...req.query, lang: requestLanguage(req) }),
    );
    app.get('/faq/detail/:seq', { ...opts, schema: { tags, params: ZFaqDetailParams, response: { 200: ZFaqDetailReply } } }, async (req) =>
      deps.faq.getFaq(req.params.seq, requestLanguage(req)),
    );
  };
