import {
  ZPriceChangeRejectRequest,
  ZTravelPriceChangeAdminListReply,
  ZTravelPriceChangeAdminListRequest,
  ZTravelPriceChangeAdminParams,
  ZTravelPriceChangeListReply,
  ZTravelPriceChangeListRequest,
  ZTravelPriceChangeParams,
  ZTravelPriceChangeReply,
  ZTravelPriceChangeRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { TravelPriceChangeService } from './travel-price-change.service.ts';

const keyOf = (p: { supplyEntrCd: string; travelProdCd: string; prodPriceSeq: number }) => ({
  supplyEntrCd: p.supplyEntrCd,
  prodCd: p.travelProdCd,
  prodPriceSeq: p.prodPriceSeq,
});

/**
 * Travel price changes: the seller's list, request and withdrawal (travelProduct.productPriceChangeList) and the
 * operator's queue and decisions (admin.travelPriceChangeList; a master may look, the master guard refuses its decisions).
 */
export const travelPriceChangeRoutes =
  (deps: { changes: TravelPriceChangeService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel'];
    const config = { menu: 'travelProduct.productPriceChangeList' };
    const admin = { menu: 'admin.travelPriceChangeList' };
    const { changes, idempotency } = deps;
    app.get(
      '/travel/priceChanges',
      { config, schema: { tags, querystring: ZTravelPriceChangeListRequest, response: { 200: ZTravelPriceChangeListReply } } },
      async (req) => changes.listPriceChanges({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.post('/travel/priceChanges', { config, schema: { tags, body: ZTravelPriceChangeRequest, response: { 200: ZTravelPriceChangeReply } } }, async (req) => {
      const session = sessionOf(req);
      return idempotency.runOnce(idempotencyOf(req, session), () => changes.requestPriceChange({ session, body: req.body }));
    });
    app.put(
      '/travel/priceChanges/:travelProdCd/:prodPriceSeq/withdraw',
      { config, schema: { tags, params: ZTravelPriceChangeParams, response: { 200: ZTravelPriceChangeReply } } },
      async (req) => changes.withdrawPriceChange({ session: sessionOf(req), prodCd: req.params.travelProdCd, prodPriceSeq: req.params.prodPriceSeq }),
    );
    app.get(
      '/admin/travel/priceChanges',
      { config: admin, schema: { tags: ['admin'], querystring: ZTravelPriceChangeAdminListRequest, response: { 200: ZTravelPriceChangeAdminListReply } } },
      async (req) => changes.listForReview({ query: req.query, lang: requestLanguage(req) }),
    );
    app.put(
      '/admin/travel/priceChanges/:supplyEntrCd/:travelProdCd/:prodPriceSeq/confirm',
      { config: admin, schema: { tags: ['admin'], params: ZTravelPriceChangeAdminParams, response: { 200: ZTravelPriceChangeReply } } },
      async (req) => changes.decide({ session: sessionOf(req), ...keyOf(req.params), confirm: true }),
    );
    app.put(
      '/admin/travel/priceChanges/:supplyEntrCd/:travelProdCd/:prodPriceSeq/reject',
      {
        config: admin,
        schema: { tags: ['admin'], params: ZTravelPriceChangeAdminParams, body: ZPriceChangeRejectRequest, response: { 200: ZTravelPriceChangeReply } },
      },
      async (req) => changes.decide({ session: sessionOf(req), ...keyOf(req.params), confirm: false, rejectReason: req.body.rejectReason }),
    );
  };
