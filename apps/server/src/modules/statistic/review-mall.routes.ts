import { ZMallReviewsReply, ZMallReviewsRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewIntakeService } from './review-intake.service.ts';

/** The mall's reviews (DESIGN "The mall is outside"): its key, no cookie, rate-limited like the other mall calls. */
export const reviewMallRoutes =
  (deps: { intake: ReviewIntakeService; mallRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: 'mall' as const, rateLimit: { max: deps.mallRateLimit, timeWindow: '1 minute' } };
    app.post('/mall/reviews', { config, schema: { tags: ['mall'], body: ZMallReviewsRequest, response: { 200: ZMallReviewsReply } } }, async (req) =>
      deps.intake.saveReviews(req.body),
    );
  };
