import { ZMallQnaAnswersQuery, ZMallQnaAnswersReply, ZMallQnaReply, ZMallQnaRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QnaIntakeService } from './qna-intake.service.ts';

/**
 * The mall's Q&A calls (DESIGN "The mall is outside"): its key, no cookie, rate-limited like the other mall calls.
 * A question is idempotent by the mall's id; the answers come back as a feed by cursor.
 */
export const qnaMallRoutes =
  (deps: { intake: QnaIntakeService; mallRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['mall'];
    const config = { access: 'mall' as const, rateLimit: { max: deps.mallRateLimit, timeWindow: '1 minute' } };
    app.post('/mall/qna', { config, schema: { tags, body: ZMallQnaRequest, response: { 200: ZMallQnaReply } } }, async (req) =>
      deps.intake.receiveQuestion(req.body),
    );
    app.get('/mall/qna/answers', { config, schema: { tags, querystring: ZMallQnaAnswersQuery, response: { 200: ZMallQnaAnswersReply } } }, async (req) =>
      deps.intake.listAnswers(req.query),
    );
  };
