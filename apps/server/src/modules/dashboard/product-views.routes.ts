import { ZProductViewsReply, ZProductViewsRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductViewsService } from './product-views.service.ts';

/** The mall's product views (DESIGN "The mall is outside"): its key, no cookie, rate-limited; a resend replaces the day's counts. */
export const productViewsRoutes =
  (deps: { views: ProductViewsService; mallRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: 'mall' as const, rateLimit: { max: deps.mallRateLimit, timeWindow: '1 minute' } };
    app.post('/mall/product-views', { config, schema: { tags: ['mall'], body: ZProductViewsRequest, response: { 200: ZProductViewsReply } } }, async (req) =>
      deps.views.saveViews(req.body),
    );
  };
