import { ZJobStartedReply, ZProductListFilter, ZProductListReply, ZProductListRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { ProductExportService } from './product-export.service.ts';
import type { ProductQueryService } from './product-query.service.ts';

/** The product lists (productSupplyList with its status tabs, productSearchList) and the search list's Excel export. */
export const productListRoutes =
  (deps: { query: ProductQueryService; exports: ProductExportService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['product'];
    const { query, exports, idempotency } = deps;
    // One call serves both screens: the supply list filters by status, the search list by the rest.
    app.get(
      '/product/products',
      { config: { menu: 'product.productSearchList' }, schema: { tags, querystring: ZProductListRequest, response: { 200: ZProductListReply } } },
      async (req) => query.listProducts({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );

    // An export reads: a master's or monitor's view-only session may start one (readsOnly).
    app.post(
      '/product/products/excel',
      { config: { menu: 'product.productSearchList', readsOnly: true }, schema: { tags, body: ZProductListFilter, response: { 202: ZJobStartedReply } } },
      async (req, reply) => {
        const session = sessionOf(req);
        const started = await idempotency.runOnce(idempotencyOf(req, session), () =>
          exports.startProductsExport({ session, filters: req.body, lang: requestLanguage(req) }),
        );
        return reply.code(202).send(started);
      },
    );
  };
