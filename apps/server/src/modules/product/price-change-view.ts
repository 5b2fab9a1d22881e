import { discountRate, type TLanguage, type TPriceChangeOptionRow, type TPriceChangeRow } from '@po/contracts';
import { codeName } from '@/platform/http/messages.ts';
import type { PriceChangeListRow, PriceChangeRepository } from './price-change.repository.ts';

const keyOf = (r: { supplyEntrCd: string; prodCd: string; prodPriceSeq: number }) => `${r.supplyEntrCd}\u0000${r.prodCd}\u0000${r.prodPriceSeq}`;

/** Requests as the lists answer them: old and new values, the discount rates derived from them, the codes' names. */
export async function toPriceChangeReplies(
  changes: PriceChangeRepository,
  rows: PriceChangeListRow[],
  lang: TLanguage,
): Promise<(TPriceChangeRow & { supplyEntrCd: string })[]> {
  const options = new Map<string, TPriceChangeOptionRow[]>();
  for (const o of await changes.listOptionsOfMany(rows)) {
    const list = options.get(keyOf(o.change)) ?? [];
    list.push({
      prodOptionCd: o.change.prodOptionCd,
      optionValue1: o.optionValue1 ?? '',
      optionValue2: o.optionValue2 ?? '',
      oldExtraCharge: o.change.oldExtraCharge,
      newExtraCharge: o.change.newExtraCharge,
    });
    options.set(keyOf(o.change), list);
  }
  return rows.map((r) => ({
    supplyEntrCd: r.supplyEntrCd,
    prodCd: r.prodCd,
    prodPriceSeq: r.prodPriceSeq,
    supplyProdCd: r.supplyProdCd,
    prodNm: r.prodNm,
    changeType: r.changeType,
    changeTypeNm: codeName('product.priceChangeType', r.changeType, lang),
    oldListPrice: r.oldListPrice,
    newListPrice: r.newListPrice,
    oldProdPrice: r.oldProdPrice,
    newProdPrice: r.newProdPrice,
    oldDcRate: discountRate(r.oldListPrice, r.oldProdPrice),
    newDcRate: discountRate(r.newListPrice, r.newProdPrice),
    oldSellFeeRate: r.oldSellFeeRate,
    newSellFeeRate: r.newSellFeeRate,
    options: options.get(keyOf(r)) ?? [],
    confirmStsCd: r.confirmStsCd as TPriceChangeRow['confirmStsCd'],
    confirmStsNm: codeName('product.confirmSts', r.confirmStsCd, lang),
    rejectReason: r.rejectReason,
    regDt: r.regDt.toISOString(),
    regNm: r.regNm,
    confirmDt: r.confirmDt ? r.confirmDt.toISOString() : null,
    confirmNm: r.confirmNm,
  }));
}
