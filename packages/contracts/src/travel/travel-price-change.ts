import { z } from 'zod';
import { listReply, listRequest, ZFilterDay } from '../common/paging.ts';
import { withFormRules } from '../form/form-rules.ts';
import { checkPrices } from '../product/price-rules.ts';
import { ZConfirmStsCd } from '../product/product-codes.ts';
import { PRODUCT_LIMITS, ZPrice } from '../product/product-fields.ts';

// Price changes of an approved property's representative prices (travelProduct.productPriceChangeList,
// admin.travelPriceChangeList): the catalog's flow (PRICE_CHANGE_MACHINE) without option charges.

/** POST /travel/priceChanges: the property and its new list and selling prices (one open request at a time). */
export const ZTravelPriceChangeRequest = withFormRules(
  z.object({
    prodCd: z
      .string({ error: 'priceChange.msg.prodCd' })
      .trim()
      .min(1, { error: 'priceChange.msg.prodCd' })
      .max(PRODUCT_LIMITS.codeMax, { error: 'priceChange.msg.prodCd' }),
    newListPrice: ZPrice,
    newProdPrice: ZPrice,
    reqReason: z.string().trim().max(300, { error: 'travelProduct.msg.reqReason' }).default(''),
  }),
  (v, ctx) => {
    const list = ZPrice.safeParse(v.newListPrice);
    const sell = ZPrice.safeParse(v.newProdPrice);
    if (list.success && sell.success)
      for (const x of checkPrices({ listPrice: list.data, prodPrice: sell.data }))
        ctx.addIssue({ code: 'custom', path: ['newProdPrice'], message: x.messageKey });
  },
);
export type TTravelPriceChangeRequest = z.infer<typeof ZTravelPriceChangeRequest>;

/** A request named in a path: the property (`:travelProdCd`) and its request number. */
export const ZTravelPriceChangeParams = z.object({
  travelProdCd: z.string().trim().min(1).max(PRODUCT_LIMITS.codeMax),
  prodPriceSeq: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const ZTravelPriceChangeAdminParams = ZTravelPriceChangeParams.extend({ supplyEntrCd: z.string().trim().min(1).max(20) });
export const ZTravelPriceChangeReply = z.object({ prodCd: z.string(), prodPriceSeq: z.number().int(), confirmStsCd: ZConfirmStsCd });
export type TTravelPriceChangeReply = z.infer<typeof ZTravelPriceChangeReply>;

/** Filters of GET /travel/priceChanges: request days, status, property name or code (contains). */
export const ZTravelPriceChangeListFilter = z.object({
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
  confirmStsCd: ZConfirmStsCd.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type TTravelPriceChangeListFilter = z.infer<typeof ZTravelPriceChangeListFilter>;
export const ZTravelPriceChangeListRequest = listRequest(ZTravelPriceChangeListFilter);
export type TTravelPriceChangeListRequest = z.infer<typeof ZTravelPriceChangeListRequest>;

/** One request, newest first: old and new prices, status, the operator's reason and who decided when. */
export const ZTravelPriceChangeRow = z.object({
  prodCd: z.string(),
  prodPriceSeq: z.number().int(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  oldListPrice: z.number().int(),
  newListPrice: z.number().int(),
  oldProdPrice: z.number().int(),
  newProdPrice: z.number().int(),
  confirmStsCd: ZConfirmStsCd,
  confirmStsNm: z.string(),
  reqReason: z.string(),
  rejectReason: z.string().nullable(),
  regDt: z.string(),
  confirmDt: z.string().nullable(),
});
export type TTravelPriceChangeRow = z.infer<typeof ZTravelPriceChangeRow>;
export const ZTravelPriceChangeListReply = listReply(ZTravelPriceChangeRow);
export type TTravelPriceChangeListReply = z.infer<typeof ZTravelPriceChangeListReply>;

/** The operator's queue (GET /admin/travel/priceChanges), every seller's, oldest first; no status means requested. */
export const ZTravelPriceChangeAdminListFilter = z.object({
  confirmStsCd: ZConfirmStsCd.optional(),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
  supplyEntrNm: z.string().trim().max(100).optional(),
  prodCd: z.string().trim().max(20).optional(),
});
export const ZTravelPriceChangeAdminListRequest = listRequest(ZTravelPriceChangeAdminListFilter);
export type TTravelPriceChangeAdminListRequest = z.infer<typeof ZTravelPriceChangeAdminListRequest>;
export const ZTravelPriceChangeAdminRow = ZTravelPriceChangeRow.extend({ supplyEntrCd: z.string(), supplyEntrNm: z.string() });
export type TTravelPriceChangeAdminRow = z.infer<typeof ZTravelPriceChangeAdminRow>;
export const ZTravelPriceChangeAdminListReply = listReply(ZTravelPriceChangeAdminRow);
