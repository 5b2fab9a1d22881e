import { z } from 'zod';
import { listReply, listRequest, ZFilterDay } from '../common/paging.ts';
import { ZOptionType, ZProdStsCd } from './product-codes.ts';
import { ZProductDetailReply } from './product-detail.ts';
import { ZProductStatusHistoryRow } from './product-status.ts';

const s = z.string();
const int = z.number().int();

/**
 * Filters of GET /admin/product/products (/admin/productReviewList, every seller's products, oldest first).
 * No status means the queue itself: the products awaiting approval (40).
 */
export const ZProductReviewListFilter = z.object({
  prodStsCd: ZProdStsCd.optional(),
  /** The company's name (contains). */
  supplyEntrNm: s.trim().max(100).optional(),
  /** The company's code (contains). */
  supplyEntrCd: s.trim().max(20).optional(),
  /** A brand's name in either language (contains) or its code. */
  brandNm: s.trim().max(100).optional(),
  prodNm: s.trim().max(100).optional(),
  /** The mall's product code or the seller's own code (contains). */
  prodCd: s.trim().max(50).optional(),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
});
export type TProductReviewListFilter = z.infer<typeof ZProductReviewListFilter>;
export const ZProductReviewListRequest = listRequest(ZProductReviewListFilter);
export type TProductReviewListRequest = z.infer<typeof ZProductReviewListRequest>;

/** One product of the queue, with its seller; stockQty is the sale-able stock (approval of none sells it out at once). */
export const ZProductReviewRow = z.object({
  prodCd: s,
  supplyProdCd: s,
  prodNm: s,
  prodStsCd: ZProdStsCd,
  prodStsNm: s,
  supplyEntrCd: s,
  supplyEntrNm: s,
  brandCd: s,
  brandNm: s,
  categoryPath: s,
  listPrice: int,
  prodPrice: int,
  dcRate: int,
  optionType: ZOptionType,
  optionCnt: int,
  stockQty: int,
  rejectReason: s.nullable(),
  regDt: s,
});
export type TProductReviewRow = z.infer<typeof ZProductReviewRow>;
export const ZProductReviewListReply = listReply(ZProductReviewRow);
export type TProductReviewListReply = z.infer<typeof ZProductReviewListReply>;

/**
 * The delivery fees a buyer is shown: the product's fee policy (POLICY), else its brand's fees (BRAND), or
 * NONE when the brand is no longer usable (the MD should not approve such a product).
 */
export const ZProductReviewDelivery = z.object({
  source: z.enum(['POLICY', 'BRAND', 'NONE']),
  dlcstPlcyTitl: s.nullable(),
  /** 01 free, 02 paid, 03 free from a threshold (the delivery policy's kinds). */
  dlcstTypeCd: s.nullable(),
  dlcstTypeNm: s.nullable(),
  dlcst: int,
  dlcstLevyStdrAmt: int,
  jejuDlcst: int,
  inmnDlcst: int,
  rtrnDlcst: int,
  exchDlcst: int,
});
export type TProductReviewDelivery = z.infer<typeof ZProductReviewDelivery>;

/**
 * GET /admin/product/products/:prodCd: the whole product as the storefront would show it (the seller's detail
 * reply, images included as that reply carries them) with what the MD needs beside it: the seller, the names of
 * the codes, the fees a buyer pays, the sale-able stock and the status history (newest first).
 */
export const ZProductReviewReply = ZProductDetailReply.extend({
  supplyEntrCd: s,
  supplyEntrNm: s,
  categoryNames: z.array(s),
  deliveryMethodNm: s,
  giOptnNm: s,
  kcGbNm: s,
  niTypeNm: s,
  saleAbleStockQty: int,
  delivery: ZProductReviewDelivery,
  statusHistory: z.array(ZProductStatusHistoryRow),
});
export type TProductReviewReply = z.infer<typeof ZProductReviewReply>;
