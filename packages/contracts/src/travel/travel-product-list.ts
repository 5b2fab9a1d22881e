import { z } from 'zod';
import { listReply, listRequest, ZFilterDay } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';
import { ZProdStsCd } from '../product/product-codes.ts';
import { ZTravelContinentCd, ZTravelGradeCd } from './travel-codes.ts';

/**
 * Filters of GET /travel/products (travelProduct.productSearchList) and its Excel export: status, a name or code
 * term (the property's name, the mall's code or the seller's own code, contains), continent, nation, brand and the
 * registration days (Asia/Seoul).
 */
export const ZTravelProductListFilter = z.object({
  prodStsCd: ZProdStsCd.optional(),
  keyword: z.string().trim().max(100).optional(),
  continentCd: ZTravelContinentCd.optional(),
  nationCd: z.string().trim().max(2).optional(),
  gradeCd: ZTravelGradeCd.optional(),
  brandCd: z.string().trim().max(20).optional(),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
});
export type TTravelProductListFilter = z.infer<typeof ZTravelProductListFilter>;
export const ZTravelProductListRequest = listRequest(ZTravelProductListFilter);
export type TTravelProductListRequest = z.infer<typeof ZTravelProductListRequest>;

/** A property as the search list shows it: newest registration first. */
export const ZTravelProductListRow = z.object({
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  prodStsCd: ZProdStsCd,
  prodStsNm: z.string(),
  brandCd: z.string(),
  brandNm: z.string(),
  continentCd: ZTravelContinentCd,
  continentNm: z.string(),
  nationCd: z.string(),
  gradeCd: ZTravelGradeCd,
  gradeNm: z.string(),
  listPrice: z.number().int(),
  prodPrice: z.number().int(),
  roomCnt: z.number().int(),
  rsvStartDt: z.string(),
  rsvEndDt: z.string(),
  /** The main photo (`/api/file/image/<fileSeq>`), or null. */
  imageUrl: z.string().nullable(),
  /** Y while a price change awaits the operator. */
  priceChangeYn: ZYn,
  rejectReason: z.string().nullable(),
  regDt: z.string(),
  upDt: z.string(),
});
export type TTravelProductListRow = z.infer<typeof ZTravelProductListRow>;
export const ZTravelProductListReply = listReply(ZTravelProductListRow);
export type TTravelProductListReply = z.infer<typeof ZTravelProductListReply>;
