import { ZPriceChangeListReply, ZPriceChangeListRequest, ZPriceChangeParams, ZPriceChangeReply, ZPriceChangeRequest, ZProductParams } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { PriceChangeService } from './price-change.service.ts';

/** The seller's price-change requests (/product/productPriceChangeList): list, request, withdraw, one product's price history. */
export const priceChangeRoutes =
  (deps: { changes: PriceChangeService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['product'];
    const config = { menu: 'product.productPriceChangeList' };
    const { changes, idempotency } = deps;
    app.get(
      '/product/priceChanges',
      { config, schema: { tags, querystring: ZPriceChangeListRequest, response: { 200: ZPriceChangeListReply } } },
      async (req) => changes.listPriceChanges({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.post('/product/priceChanges', { config, schema: { tags, body: ZPriceChangeRequest, response: { 200: ZPriceChangeReply } } }, async (req) => {
      const session = sessionOf(req);
      return idempotency.runOnce(idempotencyOf(req, session), () => changes.requestPriceChange({ session, body: req.body }));
    });
    app.put(
      '/product/priceChanges/:prodCd/:prodPriceSeq/withdraw',
      { config, schema: { tags, params: ZPriceChangeParams, response: { 200: ZPriceChangeReply } } },
      async (req) => changes.withdrawPriceChange({ session: sessionOf(req), ...req.params }),
    );
    app.get(
      '/product/products/:prodCd/priceHistory',
      { config, schema: { tags, params: ZProductParams, response: { 200: ZPriceChangeListReply } } },
      async (req) => changes.listPriceHistory({ session: sessionOf(req), prodCd: req.params.prodCd, lang: requestLanguage(req) }),
    );
  };
