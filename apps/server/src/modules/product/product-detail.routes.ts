import { ZProductDetailReply, ZProductParams, ZUpdateProductReply, ZUpdateProductRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { ProductQueryService } from './product-query.service.ts';
import type { ProductUpdateService } from './product-update.service.ts';

/** One product's form (/product/productUpdateForm/:prodCd): read and save. */
export const productDetailRoutes =
  (deps: { query: ProductQueryService; updates: ProductUpdateService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['product'];
    const config = { menu: 'product.productUpdateForm' };
    app.get('/product/products/:prodCd', { config, schema: { tags, params: ZProductParams, response: { 200: ZProductDetailReply } } }, async (req) =>
      deps.query.getProduct({ session: sessionOf(req), prodCd: req.params.prodCd, lang: requestLanguage(req) }),
    );
    app.put(
      '/product/products/:prodCd',
      { config, schema: { tags, params: ZProductParams, body: ZUpdateProductRequest, response: { 200: ZUpdateProductReply } } },
      async (req) => deps.updates.updateProduct({ session: sessionOf(req), prodCd: req.params.prodCd, body: req.body }),
    );
  };
