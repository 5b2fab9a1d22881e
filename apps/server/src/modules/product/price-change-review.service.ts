import {
  checkPriceChangeFits,
  PRICE_CHANGE_MACHINE,
  type TConfirmStsCd,
  type TLanguage,
  type TPriceChangeAdminListRequest,
  type TPriceChangeReply,
} from '@po/contracts';
import { actorOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { ProductEditRepository } from './product-edit.repository.ts';
import type { ProductRepository } from './product.repository.ts';
import { asFields, priceChangeProduct } from './price-change.service.ts';
import { toPriceChangeReplies } from './price-change-view.ts';
import type { PriceChangeKey, PriceChangeRepository } from './price-change.repository.ts';

export type PriceChangeDecision = PriceChangeKey & { session: SessionContext } & ({ confirm: true } | { confirm: false; rejectReason: string });

/**
 * The operator's side of price changes (/admin/priceChangeList): the queue across sellers and the decisions.
 * Confirming changes the product in the same transaction, under its row lock, after checking the new prices
 * again against the combinations stored now (one added since the request must fit the new bounds too).
 */
export function createPriceChangeReviewService(deps: {
  repo: ProductRepository;
  edits: ProductEditRepository;
  changes: PriceChangeRepository;
  supply: SupplyService;
  db: Database;
  clock: Clock;
}) {
  const { repo, edits, changes, supply, db, clock } = deps;

  async function decide(d: PriceChangeDecision): Promise<TPriceChangeReply> {
    const k: PriceChangeKey = { supplyEntrCd: d.supplyEntrCd, prodCd: d.prodCd, prodPriceSeq: d.prodPriceSeq };
    const actor = actorOf(d.session);
    return db.transaction(async () => {
      // The product first, as the seller's request and withdrawal lock it: one lock order, no deadlock.
      const product = await repo.findForUpdate(k);
      const row = product ? await changes.findForUpdate(k) : undefined;
      if (!product || !row) throw new AppError('NOT_FOUND');
      const from = row.confirmStsCd as TConfirmStsCd;
      const to = requireTransition(PRICE_CHANGE_MACHINE, { from, action: d.confirm ? 'confirm' : 'reject', who: 'operator' }) ?? from;
      const now = clock.now();
      const decided = { confirmStsCd: to, confirmDt: now, confirmId: actor.mgrId, confirmNm: actor.nm };
      if (!d.confirm) {
        await changes.decide(k, { ...decided, rejectReason: d.rejectReason });
        return { prodCd: k.prodCd, prodPriceSeq: k.prodPriceSeq, confirmStsCd: to };
      }
      const asked = await changes.listOptionsOf(k);
      const ask = {
        changeType: row.changeType,
        newListPrice: row.newListPrice,
        newProdPrice: row.newProdPrice,
        options: asked.map((o) => ({ prodOptionCd: o.prodOptionCd, newExtraCharge: o.newExtraCharge })),
      };
      const violations = checkPriceChangeFits(priceChangeProduct(product, await edits.listOptions(k)), ask);
      if (violations.length > 0) throw new AppError('CONFLICT', { messageKey: 'priceChange.msg.noLongerFits', fields: asFields(violations) });
      await changes.setProductPrices(k, {
        listPrice: row.newListPrice,
        prodPrice: row.newProdPrice,
        sellFeeRate: row.newSellFeeRate,
        upDt: now,
        upId: actor.mgrId,
        upNm: actor.nm,
      });
      for (const o of asked)
        await changes.setExtraCharge({ supplyEntrCd: k.supplyEntrCd, prodOptionCd: o.prodOptionCd, extraCharge: o.newExtraCharge, upDt: now });
      await changes.decide(k, { ...decided, rejectReason: null });
      return { prodCd: k.prodCd, prodPriceSeq: k.prodPriceSeq, confirmStsCd: to };
    });
  }

  return {
    decide,

    /** Requests of every seller under the filters (status, type, days, company name, product), oldest first. */
    async listForReview(opts: { query: TPriceChangeAdminListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, supplyEntrNm, ...filters } = opts.query;
      const supplyEntrCds = supplyEntrNm ? await supply.findSupplyEntrCdsByName(supplyEntrNm) : undefined;
      if (supplyEntrCds && supplyEntrCds.length === 0) return { list: [], totalCnt: 0 };
      const { rows, totalCnt } = await changes.listForReview({
        filters: { ...filters, ...(supplyEntrCds ? { supplyEntrCds } : {}) },
        page: { pageNum, pageSize },
      });
      const replies = await toPriceChangeReplies(changes, rows, opts.lang);
      const names = await supply.findSupplyEntrNames(rows.map((r) => r.supplyEntrCd));
      return { list: replies.map((r) => ({ ...r, supplyEntrNm: names.get(r.supplyEntrCd) ?? '' })), totalCnt };
    },
  };
}
export type PriceChangeReviewService = ReturnType<typeof createPriceChangeReviewService>;
