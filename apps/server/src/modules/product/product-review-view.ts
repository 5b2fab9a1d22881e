import { DLCST_TYPES, type TDeliveryPolicyDetailReply, type TLanguage, type TProductReviewDelivery, type TProductReviewRow } from '@po/contracts';
import { codeName } from '@/platform/http/messages.ts';
import type { BrandFees } from './product-brand-port.ts';
import type { ProductRow } from './product.repository.ts';
import { toProductSummary } from './product-view.ts';

/** What a queue row needs beside the product: the language, company names, each seller's brand names, category paths. */
export interface ReviewRowContext {
  lang: TLanguage;
  companyNames: Map<string, string>;
  brandsBySeller: Map<string, Map<string, string>>;
  categoryPath: (standardCategoryId: string, lang: TLanguage) => string;
}

/** A product of the operator's queue, with its seller. */
export function toReviewRow(r: { product: ProductRow; stockQty: number; optionCnt: number }, ctx: ReviewRowContext): TProductReviewRow {
  const p = r.product;
  return {
    ...toProductSummary(r, ctx),
    supplyEntrCd: p.supplyEntrCd,
    supplyEntrNm: ctx.companyNames.get(p.supplyEntrCd) ?? '',
    brandNm: ctx.brandsBySeller.get(p.supplyEntrCd)?.get(p.brandCd) ?? p.brandCd,
  };
}

/** No fees could be found: the product names no policy and its brand is no longer usable. */
export const NO_DELIVERY: TProductReviewDelivery = {
  source: 'NONE',
  dlcstPlcyTitl: null,
  dlcstTypeCd: null,
  dlcstTypeNm: null,
  dlcst: 0,
  dlcstLevyStdrAmt: 0,
  jejuDlcst: 0,
  inmnDlcst: 0,
  rtrnDlcst: 0,
  exchDlcst: 0,
};

/** The fees of the product's delivery-fee policy. */
export const deliveryOfPolicy = (p: TDeliveryPolicyDetailReply): TProductReviewDelivery => ({
  source: 'POLICY',
  dlcstPlcyTitl: p.dlcstPlcyTitl,
  dlcstTypeCd: p.dlcstTypeCd,
  dlcstTypeNm: p.dlcstTypeNm,
  dlcst: p.dlcst,
  dlcstLevyStdrAmt: p.dlcstLevyStdrAmt,
  jejuDlcst: p.jejuDlcst,
  inmnDlcst: p.inmnDlcst,
  rtrnDlcst: p.rtrnDlcst,
  exchDlcst: p.exchDlcst,
});

/**
 * The brand's fees, read with the policies' kinds: no fee is free, a fee with a free-shipping threshold is
 * conditionally free, a fee without one is always charged.
 */
export function deliveryOfBrand(b: BrandFees, lang: TLanguage): TProductReviewDelivery {
  const type = b.deliveryFee === 0 ? DLCST_TYPES.free : b.minOrdAmt > 0 ? DLCST_TYPES.conditional : DLCST_TYPES.paid;
  return {
    source: 'BRAND',
    dlcstPlcyTitl: null,
    dlcstTypeCd: type,
    dlcstTypeNm: codeName('dlcst.type', type, lang),
    dlcst: b.deliveryFee,
    dlcstLevyStdrAmt: b.minOrdAmt,
    jejuDlcst: b.jejuDeliveryFee,
    inmnDlcst: b.islandDeliveryFee,
    rtrnDlcst: b.rtrnDlcst,
    exchDlcst: b.exchDlcst,
  };
}
