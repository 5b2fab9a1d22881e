import {
  checkPriceChangeChanges,
  checkPriceChangeFits,
  changesCharges,
  changesPrices,
  effectiveSellFeeRate,
  PRICE_CHANGE_MACHINE,
  PRICE_CHANGE_STATUS,
  PROD_STATUS,
  type PriceChangeViolation,
  type TConfirmStsCd,
  type TLanguage,
  type TOptionType,
  type TPriceChangeListRequest,
  type TPriceChangeReply,
  type TPriceChangeRequest,
} from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { ProductBrandSlot } from './product-brand-port.ts';
import type { OptionRow, ProductEditRepository } from './product-edit.repository.ts';
import type { ProductRepository, ProductRow } from './product.repository.ts';
import { toPriceChangeReplies } from './price-change-view.ts';
import type { PriceChangeKey, PriceChangeRepository } from './price-change.repository.ts';

type Key = { supplyEntrCd: string; prodCd: string };
/** Buyers have seen an approved product's prices: from then on they change only through a confirmed request. */
const APPROVED: readonly string[] = [PROD_STATUS.normal, PROD_STATUS.soldOut, PROD_STATUS.suspended];

export const asFields = (violations: PriceChangeViolation[]): TKeyedFieldError[] =>
  violations.map((v) => ({ field: v.path.join('.'), messageKey: v.messageKey as TKeyedFieldError['messageKey'] }));
export const priceChangeProduct = (product: ProductRow, options: OptionRow[]) => ({
  listPrice: product.listPrice,
  prodPrice: product.prodPrice,
  optionType: product.optionType as TOptionType,
  options,
});

/**
 * The seller's price-change requests (productPriceChangeList): asked on an approved product only, one open
 * request per product, numbered per product; the product itself changes only when the operator confirms
 * (price-change-review.service.ts). The product row is locked first, as every product change does.
 */
export function createPriceChangeService(deps: {
  repo: ProductRepository;
  edits: ProductEditRepository;
  changes: PriceChangeRepository;
  brands: ProductBrandSlot;
  supply: SupplyService;
  db: Database;
  clock: Clock;
}) {
  const { repo, edits, changes, brands, supply, db, clock } = deps;

  /** The commission that applies now: the product's brand's rate, else the seller's contract rate (as at registration). */
  async function currentSellFeeRate(product: ProductRow): Promise<number> {
    const brand = await brands.findSellerBrand({ supplyEntrCd: product.supplyEntrCd, brandCd: product.brandCd });
    const entr = await supply.findSupplyEntr(product.supplyEntrCd);
    return effectiveSellFeeRate({ brandRate: brand?.sellFeeRate, contractRate: Number(entr?.sellFeeRate ?? product.sellFeeRate) });
  }

  async function lockProduct(key: Key): Promise<ProductRow> {
    const product = await repo.findForUpdate(key);
    if (!product) throw new AppError('NOT_FOUND');
    return product;
  }

  return {
    /** Records a request (status 10) with the old values read under the product's lock; answers its number. */
    async requestPriceChange(opts: { session: SessionContext; body: TPriceChangeRequest }): Promise<TPriceChangeReply> {
      const { session, body: b } = opts;
      const key = { supplyEntrCd: companyOf(session), prodCd: b.prodCd };
      const actor = actorOf(session);
      return db.transaction(async () => {
        const product = await lockProduct(key);
        if (!APPROVED.includes(product.prodStsCd)) throw new AppError('CONFLICT', { messageKey: 'priceChange.msg.notApproved' });
        if (await changes.hasOpenRequest(key)) throw new AppError('CONFLICT', { messageKey: 'priceChange.msg.openRequest' });
        const stored = await edits.listOptions(key);
        const asIs = priceChangeProduct(product, stored);
        const violations = [...checkPriceChangeFits(asIs, b), ...checkPriceChangeChanges(asIs, b)];
        if (violations.length > 0) throw validationError(asFields(violations));

        const byCode = new Map(stored.map((o) => [o.prodOptionCd, o.extraCharge]));
        const prodPriceSeq = await changes.nextSeq(key);
        const prices = changesPrices(b.changeType);
        // Only the combinations whose charge moves are kept: a row sent back unchanged is no part of the change.
        const moved = changesCharges(b.changeType) ? b.options.filter((o) => byCode.get(o.prodOptionCd) !== o.newExtraCharge) : [];
        await changes.insert(
          {
            ...key,
            prodPriceSeq,
            changeType: b.changeType,
            oldListPrice: product.listPrice,
            newListPrice: prices && b.newListPrice !== undefined ? b.newListPrice : product.listPrice,
            oldProdPrice: product.prodPrice,
            newProdPrice: prices && b.newProdPrice !== undefined ? b.newProdPrice : product.prodPrice,
            oldSellFeeRate: product.sellFeeRate,
            newSellFeeRate: String(await currentSellFeeRate(product)),
            confirmStsCd: PRICE_CHANGE_STATUS.requested,
            regDt: clock.now(),
            regId: actor.mgrId,
            regNm: actor.nm,
          },
          moved.map((o) => ({
            ...key,
            prodPriceSeq,
            prodOptionCd: o.prodOptionCd,
            oldExtraCharge: byCode.get(o.prodOptionCd) ?? 0,
            newExtraCharge: o.newExtraCharge,
          })),
        );
        return { prodCd: key.prodCd, prodPriceSeq, confirmStsCd: PRICE_CHANGE_STATUS.requested };
      });
    },

    /** The seller takes back a request still awaiting the operator (40 withdrawn); a decided one answers 409. */
    async withdrawPriceChange(opts: { session: SessionContext; prodCd: string; prodPriceSeq: number }): Promise<TPriceChangeReply> {
      const k: PriceChangeKey = { supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd, prodPriceSeq: opts.prodPriceSeq };
      const actor = actorOf(opts.session);
      return db.transaction(async () => {
        await lockProduct(k);
        const row = await changes.findForUpdate(k);
        if (!row) throw new AppError('NOT_FOUND');
        const to = requireTransition(PRICE_CHANGE_MACHINE, { from: row.confirmStsCd as TConfirmStsCd, action: 'withdraw', who: 'seller' }) ?? row.confirmStsCd;
        await changes.decide(k, { confirmStsCd: to, confirmDt: clock.now(), confirmId: actor.mgrId, confirmNm: actor.nm, rejectReason: null });
        return { prodCd: k.prodCd, prodPriceSeq: k.prodPriceSeq, confirmStsCd: to };
      });
    },

    /** One page of the seller's requests under the filters, newest first. */
    async listPriceChanges(opts: { session: SessionContext; query: TPriceChangeListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      const { rows, totalCnt } = await changes.listForSeller({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize } });
      return { list: await toPriceChangeReplies(changes, rows, opts.lang), totalCnt };
    },

    /** A product's price history: every request of it, newest first (the status history holds statuses only). */
    async listPriceHistory(opts: { session: SessionContext; prodCd: string; lang: TLanguage }) {
      const key = { supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd };
      if (!(await repo.find(key))) throw new AppError('NOT_FOUND');
      const { rows, totalCnt } = await changes.listForSeller({
        supplyEntrCd: key.supplyEntrCd,
        filters: { prodCds: key.prodCd },
        page: { pageNum: 1, pageSize: 1000 },
      });
      return { list: await toPriceChangeReplies(changes, rows, opts.lang), totalCnt };
    },
  };
}
export type PriceChangeService = ReturnType<typeof createPriceChangeService>;
