import { ZJobStartedReply, ZTravelProductListFilter, ZTravelProductListReply, ZTravelProductListRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { TravelProductExportService } from './travel-product-export.service.ts';
import type { TravelProductQueryService } from './travel-product-query.service.ts';

/** The travel search list (travelProduct.productSearchList) and its Excel export. */
export const travelProductListRoutes =
  (deps: { query: TravelProductQueryService; exports: TravelProductExportService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel'];
    const { query, exports, idempotency } = deps;
    app.get(
      '/travel/products',
      {
        config: { menu: 'travelProduct.productSearchList' },
        schema: { tags, querystring: ZTravelProductListRequest, response: { 200: ZTravelProductListReply } },
      },
      async (req) => query.listTravelProducts({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    // An export reads: a master's or monitor's view-only session may start one (readsOnly).
    app.post(
      '/travel/products/excel',
      {
        config: { menu: 'travelProduct.productSearchList', readsOnly: true },
        schema: { tags, body: ZTravelProductListFilter, response: { 202: ZJobStartedReply } },
      },
      async (req, reply) => {
        const session = sessionOf(req);
        const started = await idempotency.runOnce(idempotencyOf(req, session), () =>
          exports.startTravelProductsExport({ session, filters: req.body, lang: requestLanguage(req) }),
        );
        return reply.code(202).send(started);
      },
    );
  };
