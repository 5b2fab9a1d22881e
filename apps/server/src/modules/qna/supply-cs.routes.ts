import { ZSupplyCsAnswerRequest, ZSupplyCsListReply, ZSupplyCsListRequest, ZSupplyCsParams, ZSupplyCsRow } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { SupplyCsService } from './supply-cs.service.ts';

/** The seller's CS inquiries (menu qna.supplyCs): the list, one inquiry, the one answer. */
export const supplyCsRoutes =
  (deps: { supplyCs: SupplyCsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['qna'];
    const config = { menu: 'qna.supplyCs' };
    const s = deps.supplyCs;
    app.get('/qna/supplyCs', { config, schema: { tags, querystring: ZSupplyCsListRequest, response: { 200: ZSupplyCsListReply } } }, async (req) =>
      s.listInquiries({ session: sessionOf(req), query: req.query }),
    );
    app.get('/qna/supplyCs/:supplyCsSq', { config, schema: { tags, params: ZSupplyCsParams, response: { 200: ZSupplyCsRow } } }, async (req) =>
      s.getInquiry({ session: sessionOf(req), supplyCsSq: req.params.supplyCsSq }),
    );
    app.put(
      '/qna/supplyCs/:supplyCsSq/answer',
      { config, schema: { tags, params: ZSupplyCsParams, body: ZSupplyCsAnswerRequest, response: { 200: ZSupplyCsRow } } },
      async (req) => s.answerInquiry({ session: sessionOf(req), supplyCsSq: req.params.supplyCsSq, rspnCont: req.body.rspnCont }),
    );
  };
