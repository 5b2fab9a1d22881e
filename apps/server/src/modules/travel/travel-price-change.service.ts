import {
  PRICE_CHANGE_MACHINE,
  PROD_STATUS,
  type TConfirmStsCd,
  type TLanguage,
  type TTravelPriceChangeAdminListRequest,
  type TTravelPriceChangeListRequest,
  type TTravelPriceChangeReply,
  type TTravelPriceChangeRequest,
  type TTravelPriceChangeRow,
} from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { codeName } from '@/platform/http/messages.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { TravelPriceChangeKey, TravelPriceChangeRepository } from './travel-price-change.repository.ts';
import type { TravelProductStatusService } from './travel-product-status.service.ts';
import type { TravelProductRepository } from './travel-product.repository.ts';

/** Approved properties: on sale, sold out or suspended (before approval the prices are the form's). */
const APPROVED: readonly string[] = [PROD_STATUS.normal, PROD_STATUS.soldOut, PROD_STATUS.suspended];

type DbRow = Awaited<ReturnType<TravelPriceChangeRepository['listSellerPage']>>['rows'][number];
const toRow = (r: DbRow, lang: TLanguage): TTravelPriceChangeRow => ({
  prodCd: r.change.prodCd,
  prodPriceSeq: r.change.prodPriceSeq,
  supplyProdCd: r.supplyProdCd,
  prodNm: r.prodNm,
  oldListPrice: r.change.oldListPrice,
  newListPrice: r.change.newListPrice,
  oldProdPrice: r.change.oldProdPrice,
  newProdPrice: r.change.newProdPrice,
  confirmStsCd: r.change.confirmStsCd as TConfirmStsCd,
  confirmStsNm: codeName('product.confirmSts', r.change.confirmStsCd, lang),
  reqReason: r.change.reqReason,
  rejectReason: r.change.rejectReason,
  regDt: r.change.reqDt.toISOString(),
  confirmDt: r.change.confirmDt?.toISOString() ?? null,
});

/**
 * Price changes of travel properties (travelProduct.productPriceChangeList, admin.travelPriceChangeList): the
 * catalog's flow on the representative prices. Every write locks the product row first, then the request.
 */
export function createTravelPriceChangeService(deps: {
  repo: TravelProductRepository;
  changes: TravelPriceChangeRepository;
  statuses: TravelProductStatusService;
  supply: SupplyService;
  db: Database;
  clock: Clock;
}) {
  const { repo, changes, statuses, supply, db, clock } = deps;

  async function move(
    k: TravelPriceChangeKey,
    action: 'confirm' | 'reject' | 'withdraw',
    who: 'seller' | 'operator',
    session: SessionContext,
    rejectReason?: string,
  ) {
    return db.transaction(async (): Promise<TTravelPriceChangeReply> => {
      const product = await statuses.lock(k);
      const row = await changes.findForUpdate(k);
      if (!row) throw new AppError('NOT_FOUND');
      const to = requireTransition(PRICE_CHANGE_MACHINE, { from: row.confirmStsCd as TConfirmStsCd, action, who }) ?? (row.confirmStsCd as TConfirmStsCd);
      const now = clock.now();
      const actor = actorOf(session);
      const decided = who === 'operator' ? { confirmDt: now, confirmId: actor.mgrId } : { confirmDt: null, confirmId: null };
      await changes.decide(k, { confirmStsCd: to, ...decided, rejectReason: action === 'reject' ? (rejectReason ?? null) : null });
      if (action === 'confirm')
        await repo.updateProduct(k, {
          listPrice: row.newListPrice,
          prodPrice: row.newProdPrice,
          version: product.version + 1,
          upDt: now,
          upId: actor.mgrId,
          upNm: actor.nm,
        });
      return { prodCd: k.prodCd, prodPriceSeq: k.prodPriceSeq, confirmStsCd: to };
    });
  }

  return {
    /** A request on an approved property, one open at a time, with prices that differ from the current ones. */
    async requestPriceChange(opts: { session: SessionContext; body: TTravelPriceChangeRequest }): Promise<TTravelPriceChangeReply> {
      const k = { supplyEntrCd: companyOf(opts.session), prodCd: opts.body.prodCd };
      const b = opts.body;
      return db.transaction(async () => {
        const product = await statuses.lock(k);
        if (!APPROVED.includes(product.prodStsCd)) throw new AppError('CONFLICT', { messageKey: 'priceChange.msg.notApproved' });
        if (await changes.findOpen(k)) throw new AppError('CONFLICT', { messageKey: 'priceChange.msg.openRequest' });
        if (b.newListPrice === product.listPrice && b.newProdPrice === product.prodPrice)
          throw validationError([{ field: 'newProdPrice', messageKey: 'priceChange.msg.pricesUnchanged' }]);
        const actor = actorOf(opts.session);
        const prodPriceSeq = await changes.insert({
          ...k,
          oldListPrice: product.listPrice,
          oldProdPrice: product.prodPrice,
          newListPrice: b.newListPrice,
          newProdPrice: b.newProdPrice,
          confirmStsCd: '10',
          reqReason: b.reqReason,
          reqDt: clock.now(),
          reqId: actor.mgrId,
        });
        return { prodCd: k.prodCd, prodPriceSeq, confirmStsCd: '10' as const };
      });
    },
    withdrawPriceChange: (opts: { session: SessionContext; prodCd: string; prodPriceSeq: number }) =>
      move({ supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd, prodPriceSeq: opts.prodPriceSeq }, 'withdraw', 'seller', opts.session),
    /** The operator confirms (the prices change) or rejects with a reason. */
    decide: (opts: { session: SessionContext; supplyEntrCd: string; prodCd: string; prodPriceSeq: number; confirm: boolean; rejectReason?: string }) =>
      move(opts, opts.confirm ? 'confirm' : 'reject', 'operator', opts.session, opts.rejectReason),

    async listPriceChanges(opts: { session: SessionContext; query: TTravelPriceChangeListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      const { rows, totalCnt } = await changes.listSellerPage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize } });
      return { list: rows.map((r) => toRow(r, opts.lang)), totalCnt };
    },
    /** Every seller's requests, oldest first; no status means the requested ones. */
    async listForReview(opts: { query: TTravelPriceChangeAdminListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, supplyEntrNm, confirmStsCd, ...filters } = opts.query;
      const supplyEntrCds = supplyEntrNm ? await supply.findSupplyEntrCdsByName(supplyEntrNm) : undefined;
      if (supplyEntrCds && supplyEntrCds.length === 0) return { list: [], totalCnt: 0 };
      const { rows, totalCnt } = await changes.listReviewPage({
        filters: { ...filters, confirmStsCd: confirmStsCd ?? '10', ...(supplyEntrCds ? { supplyEntrCds } : {}) },
        page: { pageNum, pageSize },
      });
      const names = await supply.findSupplyEntrNames(rows.map((r) => r.change.supplyEntrCd));
      const list = rows.map((r) => ({ ...toRow(r, opts.lang), supplyEntrCd: r.change.supplyEntrCd, supplyEntrNm: names.get(r.change.supplyEntrCd) ?? '' }));
      return { list, totalCnt };
    },
  };
}
export type TravelPriceChangeService = ReturnType<typeof createTravelPriceChangeService>;
