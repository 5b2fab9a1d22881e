import { z } from 'zod';
import { listReply, listRequest, ZFilterDay } from '../common/paging.ts';
import { ZPastedCodes } from './product-codes-paste.ts';
import { ZConfirmStsCd, ZPriceChangeType } from './product-codes.ts';

/**
 * Filters of GET /product/priceChanges (productPriceChangeList): days of the request (Asia/Seoul), status,
 * type, product name (contains) and pasted product codes.
 */
export const ZPriceChangeListFilter = z.object({
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
  confirmStsCd: ZConfirmStsCd.optional(),
  changeType: ZPriceChangeType.optional(),
  prodNm: z.string().trim().max(100).optional(),
  prodCds: ZPastedCodes.optional(),
});
export type TPriceChangeListFilter = z.infer<typeof ZPriceChangeListFilter>;
export const ZPriceChangeListRequest = listRequest(ZPriceChangeListFilter);
export type TPriceChangeListRequest = z.infer<typeof ZPriceChangeListRequest>;

const int = z.number().int();

// The replies live here, apart from the request's rules (product-fields), so a screen that only reads and
// withdraws does not download the form's field schemas.
export const ZPriceChangeKey = z.object({ prodCd: z.string(), prodPriceSeq: int });
/** The request made (or decided): its key and status. */
export const ZPriceChangeReply = ZPriceChangeKey.extend({ confirmStsCd: z.string() });
export type TPriceChangeReply = z.infer<typeof ZPriceChangeReply>;

/** A combination's extra charge before and after (O and A requests). */
export const ZPriceChangeOptionRow = z.object({
  prodOptionCd: z.string(),
  optionValue1: z.string(),
  optionValue2: z.string(),
  oldExtraCharge: int,
  newExtraCharge: int,
});
export type TPriceChangeOptionRow = z.infer<typeof ZPriceChangeOptionRow>;

/**
 * One request as the lists show it: old and new prices (for O, new = old), the discount rates derived from
 * them, the commission before and after, its status, the operator's reason and who decided when.
 */
export const ZPriceChangeRow = z.object({
  prodCd: z.string(),
  prodPriceSeq: int,
  supplyProdCd: z.string(),
  prodNm: z.string(),
  changeType: ZPriceChangeType,
  changeTypeNm: z.string(),
  oldListPrice: int,
  newListPrice: int,
  oldProdPrice: int,
  newProdPrice: int,
  oldDcRate: int,
  newDcRate: int,
  oldSellFeeRate: z.string(),
  newSellFeeRate: z.string(),
  options: z.array(ZPriceChangeOptionRow),
  confirmStsCd: ZConfirmStsCd,
  confirmStsNm: z.string(),
  rejectReason: z.string().nullable(),
  regDt: z.string(),
  regNm: z.string(),
  confirmDt: z.string().nullable(),
  confirmNm: z.string().nullable(),
});
export type TPriceChangeRow = z.infer<typeof ZPriceChangeRow>;
export const ZPriceChangeListReply = listReply(ZPriceChangeRow);
export type TPriceChangeListReply = z.infer<typeof ZPriceChangeListReply>;

/**
 * Filters of the operator's queue (GET /admin/priceChange/list, /admin/priceChangeList), every seller's
 * requests, oldest first: status (the screen opens on requested), type, days, company name, product code.
 */
export const ZPriceChangeAdminListFilter = z.object({
  confirmStsCd: ZConfirmStsCd.optional(),
  changeType: ZPriceChangeType.optional(),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
  supplyEntrNm: z.string().trim().max(100).optional(),
  prodCd: z.string().trim().max(20).optional(),
});
export type TPriceChangeAdminListFilter = z.infer<typeof ZPriceChangeAdminListFilter>;
export const ZPriceChangeAdminListRequest = listRequest(ZPriceChangeAdminListFilter);
export type TPriceChangeAdminListRequest = z.infer<typeof ZPriceChangeAdminListRequest>;
export const ZPriceChangeAdminRow = ZPriceChangeRow.extend({ supplyEntrCd: z.string(), supplyEntrNm: z.string() });
export type TPriceChangeAdminRow = z.infer<typeof ZPriceChangeAdminRow>;
export const ZPriceChangeAdminListReply = listReply(ZPriceChangeAdminRow);
