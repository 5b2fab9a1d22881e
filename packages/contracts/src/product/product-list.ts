import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';
import { OPTION_LIMITS } from './option-rules.ts';
import { ZPastedCodes } from './product-codes-paste.ts';
import { ZOptionType, ZPriceChangeType, ZProdStsCd } from './product-codes.ts';

/** The orders a product list may be sorted in; newest registration first by default. */
export const PRODUCT_SORTS = ['regDtDesc', 'regDtAsc', 'prodNmAsc', 'prodPriceAsc', 'prodPriceDesc', 'upDtDesc'] as const;
export const ZProductSort = z.enum(PRODUCT_SORTS, { error: 'form.msg.invalid' });
export type TProductSort = z.infer<typeof ZProductSort>;

/** A bound of the sale-able stock filter (the same range as a combination's stock). */
const ZStockBound = z.coerce
  .number({ error: 'product.msg.stockQty' })
  .int({ error: 'product.msg.stockQty' })
  .min(0, { error: 'product.msg.stockQty' })
  .max(OPTION_LIMITS.maxStock * OPTION_LIMITS.maxRows, { error: 'product.msg.stockQty' });

/**
 * Filters of productSupplyList (status tabs) and productSearchList: registration or update days (the shared
 * day bounds, read in Asia/Seoul), brand, category (a node and everything under it), status, on sale or not,
 * name (contains), the seller's code (contains), the sale-able stock range and up to 1,000 pasted product codes.
 */
export const ZProductListFilter = z.object({
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
  upDtFrom: ZFilterDay.optional(),
  upDtTo: ZFilterDay.optional(),
  brandCd: z.string().trim().max(20).optional(),
  standardCategoryId: z
    .string()
    .trim()
    .regex(/^(\d{2}){1,6}$/, { error: 'product.msg.standardCategoryId' })
    .optional(),
  prodStsCd: ZProdStsCd.optional(),
  /** Y: on sale (normal, 90); N: anything else (awaiting, rejected, sold out, suspended). */
  saleYn: z.optional(ZYn),
  prodNm: z.string().trim().max(100).optional(),
  supplyProdCd: z.string().trim().max(50).optional(),
  /** Pasted product codes, separated by new lines, commas or spaces. */
  prodCds: ZPastedCodes.optional(),
  /** The sale-able stock (the row's stockQty) from / to, both included. */
  stockMin: ZStockBound.optional(),
  stockMax: ZStockBound.optional(),
  sort: ZProductSort.optional(),
});
export type TProductListFilter = z.infer<typeof ZProductListFilter>;
export const ZProductListRequest = listRequest(ZProductListFilter);
export type TProductListRequest = z.infer<typeof ZProductListRequest>;

/** One product as the supply and search lists show it; stockQty is the sale-able stock of all its combinations. */
export const ZProductListRow = z.object({
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  prodStsCd: ZProdStsCd,
  prodStsNm: z.string(),
  saleYn: ZYn,
  brandCd: z.string(),
  brandNm: z.string(),
  standardCategoryId: z.string(),
  categoryPath: z.string(),
  listPrice: z.number().int(),
  prodPrice: z.number().int(),
  dcRate: z.number().int(),
  sellFeeRate: z.string(),
  optionType: ZOptionType,
  optionCnt: z.number().int(),
  stockQty: z.number().int(),
  /** The main image's file, or null. */
  mainFileSeq: z.number().int().nullable(),
  /** Where the main image is served (`/api/file/image/<fileSeq>`), or null without one. */
  imageUrl: z.string().nullable(),
  /** The type of the price change awaiting the MD (P, O or A), or null: the list's price-change label. */
  priceChangeType: ZPriceChangeType.nullable(),
  rejectReason: z.string().nullable(),
  regDt: z.string(),
  upDt: z.string(),
});
export type TProductListRow = z.infer<typeof ZProductListRow>;

/** The count of each status under the same filters (the status filter aside): the supply list's tabs. */
export const ZProductStatusCount = z.object({ prodStsCd: ZProdStsCd, prodStsNm: z.string(), cnt: z.number().int() });
export const ZProductListReply = z.object({ list: z.array(ZProductListRow), totalCnt: z.number().int(), statusCountList: z.array(ZProductStatusCount) });
export type TProductListReply = z.infer<typeof ZProductListReply>;
