import { effectiveSellFeeRate } from '@po/contracts';
import type { Actor } from '@/platform/auth/session-scope.ts';
import { prodOptionCdOf, toNoticeRows, toOptionRows, toProductRow } from '@/modules/product/product-record.ts';
import type { productImages, productNoticeItems, productPriceChangeOptions, productPriceChanges } from '@/modules/product/product.tables.ts';
import type { NewOption, NewProduct, NewStatusHistory } from '@/modules/product/product.repository.ts';
import { NOTICE_ITEM_SETS } from '@/modules/product/reference/notice-item-sets.ts';
import type { DemoPriceChange } from './demo-price-change-plan.ts';
import type { DemoProductPlan } from './demo-product-plan.ts';

const OPERATOR: Actor = { mgrId: 'admin01', nm: '운영자' };
const SYSTEM: Actor = { mgrId: 'system', nm: 'system' };

export interface SellerRowContext {
  supplyEntrCd: string;
  seller: Actor;
  contractRate: number;
  /** The brand's commission, by brand code (null when the brand has none). */
  brandRates: Map<string, number | null>;
  /** The stored picture of each image key. */
  fileSeqs: Map<string, number>;
}

export interface DemoRows {
  products: NewProduct[];
  options: NewOption[];
  images: (typeof productImages.$inferInsert)[];
  notices: (typeof productNoticeItems.$inferInsert)[];
  history: NewStatusHistory[];
  priceChanges: (typeof productPriceChanges.$inferInsert)[];
  priceChangeOptions: (typeof productPriceChangeOptions.$inferInsert)[];
}

/**
 * The table rows of a seller's planned products, written with the same record functions as a registration,
 * then given the status, dates and version their planned life left them with.
 */
export function toDemoRows(c: SellerRowContext, plans: readonly DemoProductPlan[], prodCds: readonly string[], changes: readonly DemoPriceChange[]): DemoRows {
  const out: DemoRows = { products: [], options: [], images: [], notices: [], history: [], priceChanges: [], priceChangeOptions: [] };
  const actorOf = (type: string) => (type === 'operator' ? OPERATOR : type === 'system' ? SYSTEM : c.seller);
  const confirmedAt = new Map(changes.filter((x) => x.confirmStsCd === '20' && x.confirmDt).map((x) => [x.productIndex, x.confirmDt as Date]));

  plans.forEach((p, i) => {
    const prodCd = prodCds[i] ?? '';
    const key = { supplyEntrCd: c.supplyEntrCd, prodCd };
    const sellFeeRate = effectiveSellFeeRate({ brandRate: c.brandRates.get(p.body.brandCd) ?? null, contractRate: c.contractRate });
    const ctx = { ...key, sellFeeRate, actor: c.seller, now: p.regDt };
    const last = p.moves[p.moves.length - 1];
    const lastAt = Math.max(last?.at.getTime() ?? 0, confirmedAt.get(i)?.getTime() ?? 0);
    const upBy = actorOf(last?.actorType ?? 'seller');
    out.products.push({
      ...toProductRow(p.body, ctx),
      prodStsCd: p.status,
      rejectReason: p.rejectReason,
      version: p.moves.length,
      upDt: new Date(lastAt),
      upId: upBy.mgrId,
      upNm: upBy.nm,
    });
    out.options.push(...toOptionRows(p.body, ctx));
    p.imageKeys.forEach((k, j) => out.images.push({ ...key, imageSeq: j + 1, fileSeq: c.fileSeqs.get(k) ?? 0 }));
    out.notices.push(
      ...toNoticeRows(
        p.body,
        key,
        NOTICE_ITEM_SETS[p.body.niTypeCd].items.map(([ko]) => ko),
      ),
    );
    for (const m of p.moves) {
      const by = actorOf(m.actorType);
      const { at, ...move } = m;
      out.history.push({ ...key, ...move, changedDt: at, actorId: by.mgrId, actorNm: by.nm });
    }
  });

  for (const x of changes) {
    const p = plans[x.productIndex];
    const prodCd = prodCds[x.productIndex] ?? '';
    const rate = String(out.products[x.productIndex]?.sellFeeRate ?? c.contractRate);
    const decidedBy = x.confirmStsCd === '40' ? c.seller : OPERATOR;
    const { productIndex: _i, options, ...values } = x;
    out.priceChanges.push({
      ...values,
      supplyEntrCd: c.supplyEntrCd,
      prodCd,
      oldSellFeeRate: rate,
      newSellFeeRate: rate,
      confirmId: x.confirmDt ? decidedBy.mgrId : null,
      confirmNm: x.confirmDt ? decidedBy.nm : null,
      regId: c.seller.mgrId,
      regNm: c.seller.nm,
    });
    for (const o of options) {
      if (!p) continue;
      out.priceChangeOptions.push({
        supplyEntrCd: c.supplyEntrCd,
        prodCd,
        prodPriceSeq: x.prodPriceSeq,
        prodOptionCd: prodOptionCdOf(prodCd, o.optionIndex),
        oldExtraCharge: o.oldExtraCharge,
        newExtraCharge: o.newExtraCharge,
      });
    }
  }
  return out;
}
