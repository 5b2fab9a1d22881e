import { z } from 'zod';
import { listReply, listRequest, ZFilterDay } from '../common/paging.ts';
import { ZProdStsCd } from '../product/product-codes.ts';
import { ZProductStatusHistoryRow } from '../product/product-status.ts';
import { ZTravelProductDetailReply } from './travel-product.ts';
import { ZTravelProductListRow } from './travel-product-list.ts';

// The operator's approval of travel products (admin.travelProductReviewList): the queue across sellers, oldest
// first, a preview and approve / reject with a reason (POST .../approve, POST .../reject with ZProductRejectRequest).

/** Filters of GET /admin/travel/products; no status means the queue itself (awaiting approval, 40). */
export const ZTravelProductReviewListFilter = z.object({
  prodStsCd: ZProdStsCd.optional(),
  supplyEntrNm: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
});
export const ZTravelProductReviewListRequest = listRequest(ZTravelProductReviewListFilter);
export type TTravelProductReviewListRequest = z.infer<typeof ZTravelProductReviewListRequest>;
export const ZTravelProductReviewRow = ZTravelProductListRow.extend({ supplyEntrCd: z.string(), supplyEntrNm: z.string() });
export type TTravelProductReviewRow = z.infer<typeof ZTravelProductReviewRow>;
export const ZTravelProductReviewListReply = listReply(ZTravelProductReviewRow);

/** GET /admin/travel/products/:prodCd: the property as the seller sees it, with its seller and status history. */
export const ZTravelProductReviewReply = ZTravelProductDetailReply.extend({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  continentNm: z.string(),
  gradeNm: z.string(),
  statusHistory: z.array(ZProductStatusHistoryRow),
});
export type TTravelProductReviewReply = z.infer<typeof ZTravelProductReviewReply>;
