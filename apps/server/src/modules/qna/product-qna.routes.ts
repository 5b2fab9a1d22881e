import { ZProductQnaListReply, ZProductQnaListRequest, ZProductQnaParams, ZProductQnaRow, ZQnaAnswerRequest, ZQnaTempSaveRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { ProductQnaService } from './product-qna.service.ts';

/**
 * The seller's product Q&A (menu qna.productQna). The seller is the session's; a master or monitor session reads,
 * and the platform refuses its saves (MASTER_VIEW_ONLY).
 */
export const productQnaRoutes =
  (deps: { productQna: ProductQnaService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['qna'];
    const config = { menu: 'qna.productQna' };
    const s = deps.productQna;
    app.get('/qna/productQna', { config, schema: { tags, querystring: ZProductQnaListRequest, response: { 200: ZProductQnaListReply } } }, async (req) =>
      s.listQuestions({ session: sessionOf(req), query: req.query }),
    );
    app.get('/qna/productQna/:prdQnaSq', { config, schema: { tags, params: ZProductQnaParams, response: { 200: ZProductQnaRow } } }, async (req) =>
      s.getQuestion({ session: sessionOf(req), prdQnaSq: req.params.prdQnaSq }),
    );
    app.put(
      '/qna/productQna/:prdQnaSq/temp',
      { config, schema: { tags, params: ZProductQnaParams, body: ZQnaTempSaveRequest, response: { 200: ZProductQnaRow } } },
      async (req) => s.saveDraft({ session: sessionOf(req), prdQnaSq: req.params.prdQnaSq, answer: req.body.answer }),
    );
    app.put(
      '/qna/productQna/:prdQnaSq/answer',
      { config, schema: { tags, params: ZProductQnaParams, body: ZQnaAnswerRequest, response: { 200: ZProductQnaRow } } },
      async (req) => s.saveAnswer({ session: sessionOf(req), prdQnaSq: req.params.prdQnaSq, answer: req.body.answer }),
    );
  };
