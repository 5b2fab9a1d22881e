import {
  discountRate,
  editRuleOf,
  isOnSale,
  NOTICE_ITEM_FIELDS,
  productImageUrl,
  type TLanguage,
  type TProdStsCd,
  type TProductDetailReply,
  type TProductListRow,
  type TProductOptionRow,
} from '@po/contracts';
import { codeName } from '@/platform/http/messages.ts';
import type { ImageRow, NoticeItemRow, OptionRow } from './product-edit.repository.ts';
import type { ProductRow } from './product.repository.ts';

/** What a view needs beside the rows: the language, the seller's brand names, the category paths. */
export interface ProductViewContext {
  lang: TLanguage;
  brandNames: Map<string, string>;
  categoryPath: (standardCategoryId: string, lang: TLanguage) => string;
}

const yn = (b: boolean) => (b ? 'Y' : 'N');
export const statusName = (cd: string, lang: TLanguage) => codeName('product.status', cd, lang);
const brandName = (ctx: ProductViewContext, brandCd: string) => ctx.brandNames.get(brandCd) ?? brandCd;

/** What every list of products shows of one: the seller's supply and search lists and the operator's queue. */
export function toProductSummary(r: { product: ProductRow; stockQty: number; optionCnt: number }, ctx: Pick<ProductViewContext, 'lang' | 'categoryPath'>) {
  const p = r.product;
  const status = p.prodStsCd as TProdStsCd;
  return {
    prodCd: p.prodCd,
    supplyProdCd: p.supplyProdCd,
    prodNm: p.prodNm,
    prodStsCd: status,
    prodStsNm: statusName(status, ctx.lang),
    brandCd: p.brandCd,
    categoryPath: ctx.categoryPath(p.standardCategoryId, ctx.lang),
    listPrice: p.listPrice,
    prodPrice: p.prodPrice,
    dcRate: discountRate(p.listPrice, p.prodPrice),
    optionType: p.optionType as TProductListRow['optionType'],
    optionCnt: r.optionCnt,
    stockQty: r.stockQty,
    rejectReason: p.rejectReason,
    regDt: p.regDt.toISOString(),
  };
}

/** A product as the supply and search lists show it. */
export function toListRow(
  r: { product: ProductRow; stockQty: number; optionCnt: number; mainFileSeq: number | null; priceChangeType: 'P' | 'O' | 'A' | null },
  ctx: ProductViewContext,
): TProductListRow {
  const p = r.product;
  return {
    ...toProductSummary(r, ctx),
    saleYn: yn(isOnSale(p.prodStsCd as TProdStsCd)),
    brandNm: brandName(ctx, p.brandCd),
    standardCategoryId: p.standardCategoryId,
    sellFeeRate: p.sellFeeRate,
    mainFileSeq: r.mainFileSeq === null ? null : Number(r.mainFileSeq),
    imageUrl: r.mainFileSeq === null ? null : productImageUrl(Number(r.mainFileSeq)),
    priceChangeType: r.priceChangeType,
    upDt: p.upDt.toISOString(),
  };
}

/** One combination of the option grid, with its product. */
export function toOptionRow(r: { option: OptionRow; product: ProductRow }, ctx: ProductViewContext): TProductOptionRow {
  const { option: o, product: p } = r;
  return {
    prodCd: p.prodCd,
    supplyProdCd: p.supplyProdCd,
    prodNm: p.prodNm,
    prodStsCd: p.prodStsCd as TProdStsCd,
    prodStsNm: statusName(p.prodStsCd, ctx.lang),
    brandCd: p.brandCd,
    brandNm: brandName(ctx, p.brandCd),
    prodOptionCd: o.prodOptionCd,
    optionValue1: o.optionValue1,
    optionValue2: o.optionValue2,
    enterpriseOptionCd: o.enterpriseOptionCd ?? '',
    extraCharge: o.extraCharge,
    stockQty: o.stockQty,
    saleAbleYn: o.saleAbleYn,
    version: o.version,
    upDt: o.upDt.toISOString(),
  };
}

/** The update form's product: every field group, what its status lets the seller change, and its version. */
export function toDetail(
  parts: { product: ProductRow; options: OptionRow[]; images: ImageRow[]; notice: NoticeItemRow[] },
  ctx: ProductViewContext,
): TProductDetailReply {
  const { product: p } = parts;
  const { supplyEntrCd: _s, regId: _r, upId: _u, ...columns } = p;
  const status = p.prodStsCd as TProdStsCd;
  const rule = editRuleOf(status);
  const noticeValues = Object.fromEntries(NOTICE_ITEM_FIELDS.map((f, i) => [f, parts.notice.find((n) => n.niCdSeq === i + 1)?.itemValue ?? '']));
  return {
    ...columns,
    ...(noticeValues as Record<(typeof NOTICE_ITEM_FIELDS)[number], string>),
    prodStsCd: status,
    prodStsNm: statusName(status, ctx.lang),
    optionType: p.optionType as TProductDetailReply['optionType'],
    priceEditableYn: yn(rule.prices),
    brandEditableYn: yn(rule.brand),
    brandNm: brandName(ctx, p.brandCd),
    categoryPath: ctx.categoryPath(p.standardCategoryId, ctx.lang),
    dcRate: discountRate(p.listPrice, p.prodPrice),
    options: parts.options.map((o) => ({
      prodOptionCd: o.prodOptionCd,
      sortOrder: o.sortOrder,
      optionValue1: o.optionValue1,
      optionValue2: o.optionValue2,
      stockQty: o.stockQty,
      extraCharge: o.extraCharge,
      saleAbleYn: o.saleAbleYn,
      enterpriseOptionCd: o.enterpriseOptionCd ?? '',
      version: o.version,
    })),
    images: parts.images.map((i) => ({ imageSeq: i.imageSeq, fileSeq: i.fileSeq, fileUrl: productImageUrl(i.fileSeq) })),
    noticeItems: parts.notice.map((n) => ({ field: `niCd${n.niCdSeq}`, itemNm: n.itemNm, itemValue: n.itemValue })),
    regDt: p.regDt.toISOString(),
    upDt: p.upDt.toISOString(),
  };
}
