import { z } from 'zod';
import { ZFilterDay, listRequest } from '../common/paging.ts';
import { ZDiscountBearer } from '../order/order-codes.ts';
import { PROMOTION_LIMITS, ZPromDcType, ZPromDivision, ZPromReqState, ZPromState } from './promotion-codes.ts';

const count = z.number().int();

/** A promotion code: PM and 8 digits, issued by the server. */
export const ZPromCd = z
  .string()
  .trim()
  .regex(/^PM\d{8}$/, { error: 'form.msg.invalid' });
export const ZPromCdParams = z.object({ promCd: ZPromCd });

/**
 * promotionSearchList (business-area §2, param statusCd): the promotions that target the seller's products.
 * statusCd narrows to promotions with at least one of the seller's products in that agreement state (the home's
 * promotion card links PREPARE, AGREE, REJECT); promState to a stage; the period to promotions whose run overlaps
 * it. The counts answer the seller's target products (total, prepare, agree, reject) over the same filters
 * without statusCd: with no filter they are the home card's partnerPromotionProductCount.
 */
export const ZPromotionListFilter = z.object({
  statusCd: ZPromReqState.optional(),
  promState: ZPromState.optional(),
  promNm: z.string().trim().max(PROMOTION_LIMITS.promNmMax).optional(),
  startDt: ZFilterDay.optional(),
  endDt: ZFilterDay.optional(),
});
export type TPromotionListFilter = z.infer<typeof ZPromotionListFilter>;
export const ZPromotionListRequest = listRequest(ZPromotionListFilter);
export type TPromotionListRequest = z.infer<typeof ZPromotionListRequest>;

/** The promotion as every screen shows it (dates are Seoul days; the request period is the seller's deadline). */
export const ZPromotionHead = z.object({
  promCd: z.string(),
  promNm: z.string(),
  promDivision: ZPromDivision,
  promState: ZPromState,
  reqStartDt: z.string(),
  reqEndDt: z.string(),
  progStartDt: z.string(),
  progEndDt: z.string(),
  dcTypeCd: ZPromDcType,
  /** RATE: percent; AMOUNT: won per unit; PRICE: 0 (each product has its price). */
  dcValue: count,
  /** Who bears the discount in settlement: the seller (its burden) or the mall. */
  bearer: ZDiscountBearer,
});
export type TPromotionHead = z.infer<typeof ZPromotionHead>;

/** The seller's products in a promotion, by agreement state. */
export const ZPromotionCounts = z.object({ total: count, prepare: count, agree: count, reject: count });
export type TPromotionCounts = z.infer<typeof ZPromotionCounts>;

/** A list row: reqState is PREPARE while any product awaits, else AGREE if any was agreed, else REJECT; pprodCnt the seller's target products. */
export const ZPromotionRow = ZPromotionHead.extend({ reqState: ZPromReqState, pprodCnt: count, counts: ZPromotionCounts });
export type TPromotionRow = z.infer<typeof ZPromotionRow>;
export const ZPromotionListReply = z.object({ list: z.array(ZPromotionRow), totalCnt: count, counts: ZPromotionCounts });
export type TPromotionListReply = z.infer<typeof ZPromotionListReply>;

/** A target product with its price now, the promotion price that price gives, and the seller's answer. */
export const ZPromotionProductRow = z.object({
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  brandNm: z.string(),
  prodPrice: count,
  promPrice: count,
  reqState: ZPromReqState,
  rejectReason: z.string().nullable(),
  /** When the seller last answered (ISO), null while awaiting. */
  decidedDt: z.string().nullable(),
});
export type TPromotionProductRow = z.infer<typeof ZPromotionProductRow>;

/** promotionDetailForm/:promCd: the head, the seller's target products, and whether they may still be answered (the request period). */
export const ZPromotionDetailReply = z.object({
  head: ZPromotionHead,
  counts: ZPromotionCounts,
  products: z.array(ZPromotionProductRow),
  editableYn: z.enum(['Y', 'N']),
});
export type TPromotionDetailReply = z.infer<typeof ZPromotionDetailReply>;

/** One answer: agree, or reject with a reason (required, up to 500 characters). */
export const ZPromotionAnswer = z
  .object({
    prodCd: z.string().trim().min(1).max(30),
    reqState: z.enum(['AGREE', 'REJECT'], { error: 'promotion.msg.answerRequired' }),
    rejectReason: z.string().trim().max(PROMOTION_LIMITS.rejectReasonMax, { error: 'promotion.msg.rejectReasonMax' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reqState === 'REJECT' && !v.rejectReason) ctx.addIssue({ code: 'custom', message: 'promotion.msg.rejectReasonRequired', path: ['rejectReason'] });
  });
export type TPromotionAnswer = z.infer<typeof ZPromotionAnswer>;

/** PUT the answers for some of the promotion's products at once (one transaction: all or none). */
export const ZPromotionAgreementRequest = z.object({
  list: z.array(ZPromotionAnswer).min(1, { error: 'promotion.msg.noneChecked' }).max(PROMOTION_LIMITS.agreementMax),
});
export type TPromotionAgreementRequest = z.infer<typeof ZPromotionAgreementRequest>;
export const ZPromotionAgreementReply = z.object({ updatedCnt: count, counts: ZPromotionCounts });
export type TPromotionAgreementReply = z.infer<typeof ZPromotionAgreementReply>;
