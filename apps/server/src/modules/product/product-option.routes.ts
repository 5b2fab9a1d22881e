import { ZOptionStockSaveReply, ZOptionStockSaveRequest, ZProductOptionListReply, ZProductOptionListRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { ProductOptionService } from './product-option.service.ts';

/** The option and stock grid (/product/productOptionList). */
export const productOptionRoutes =
  (deps: { options: ProductOptionService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['product'];
    const config = { menu: 'product.productOptionList' };
    app.get('/product/options', { config, schema: { tags, querystring: ZProductOptionListRequest, response: { 200: ZProductOptionListReply } } }, async (req) =>
      deps.options.listOptions({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.put('/product/options/stock', { config, schema: { tags, body: ZOptionStockSaveRequest, response: { 200: ZOptionStockSaveReply } } }, async (req) =>
      deps.options.saveOptionStock({ session: sessionOf(req), body: req.body, lang: requestLanguage(req) }),
    );
  };
