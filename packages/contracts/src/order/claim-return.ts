import { z } from 'zod';
import { listRequest, listReply, ZFilterDay } from '../common/paging.ts';
import { ORDER_LIMITS, RETURN_LIST_STATUSES, ZClaimReasonCd, ZClaimStsCd, ZClaimType, ZFeeGubun, ZRefundWayCd, ZReturnFeePayCd } from './order-codes.ts';

// Return and exchange processing (spec §2 /return, §4, §5): the seller's list and its one-item actions (collect,
// recovery complete, complete, hold, withdraw), the withdraw screen, and the operator's hold queue.

const yn = z.enum(['Y', 'N']);
const version = z.number().int().min(1).optional();

/** Returns and exchanges only: a cancel is not processed on the return screens. */
export const ZReturnClaimType = z.enum(['RETURN', 'EXCHANGE'], { error: 'order.msg.claimType' });
/** Which date the period filters: the claim's receipt (the default) or the order. */
export const ZReturnPeriodType = z.enum(['REQ_DT', 'ORD_DT']);

export const ZReturnListFilter = z.object({
  statusCd: z.enum(RETURN_LIST_STATUSES, { error: 'order.msg.claimStsCd' }).optional(),
  claimType: ZReturnClaimType.optional(),
  periodType: ZReturnPeriodType.optional(),
  fromDt: ZFilterDay.optional(),
  toDt: ZFilterDay.optional(),
  ordNo: z.string().trim().max(20).optional(),
});
export const ZReturnListRequest = listRequest(ZReturnListFilter);
export type TReturnListRequest = z.infer<typeof ZReturnListRequest>;

/** One claim as the return screens show it: the line, product, quantity, reason, fault party, fees, pickup, hold, dates. */
export const ZReturnRow = z.object({
  claimSq: z.number().int(),
  supplyEntrCd: z.string(),
  claimType: ZClaimType,
  claimStsCd: ZClaimStsCd,
  ordNo: z.string(),
  ordDtlSq: z.number().int(),
  ordDt: z.string(),
  buyerNm: z.string(),
  rcpNm: z.string(),
  prodCd: z.string(),
  prodNm: z.string(),
  optionValue1: z.string(),
  optionValue2: z.string(),
  claimQty: z.number().int(),
  reqBy: z.string(),
  reasonCd: ZClaimReasonCd,
  reqReason: z.string(),
  feeGubun: ZFeeGubun.nullable(),
  returnFee: z.number().int(),
  returnFeePayCd: ZReturnFeePayCd.nullable(),
  returnFeePaidYn: yn,
  giftYn: yn,
  giftCheckedYn: yn,
  /** Points paid part of the line: the refund way must be confirmed before completion. */
  pointUsedYn: yn,
  refundWayCd: ZRefundWayCd.nullable(),
  refundAmt: z.number().int().nullable(),
  refundDt: z.string().nullable(),
  exchangeProdOptionCd: z.string().nullable(),
  exchangeOrdDtlSq: z.number().int().nullable(),
  rdeliveryEntrCd: z.string().nullable(),
  rinvoiceNo: z.string().nullable(),
  autoCollectYn: yn,
  holdReason: z.string().nullable(),
  holdDt: z.string().nullable(),
  releaseMemo: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  reqDt: z.string(),
  collectDt: z.string().nullable(),
  collectCompleteDt: z.string().nullable(),
  completeDt: z.string().nullable(),
  withdrawDt: z.string().nullable(),
  version: z.number().int(),
});
export type TReturnRow = z.infer<typeof ZReturnRow>;

export const ZReturnStatusCounts = z.record(z.enum(RETURN_LIST_STATUSES), z.number().int());
export const ZReturnListReply = listReply(ZReturnRow).extend({ counts: ZReturnStatusCounts });
export type TReturnListReply = z.infer<typeof ZReturnListReply>;

/** Pickup: carrier and invoice; both left out asks the goods-flow provider when the shipping site has a contract. */
export const ZCollectRequest = z.object({
  rdeliveryEntrCd: z.string().trim().min(1).max(10).optional(),
  rinvoiceNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,30}$/, { error: 'claim.msg.pickupInvoice' })
    .optional(),
  version,
});
export type TCollectRequest = z.infer<typeof ZCollectRequest>;

/** The recovery complete popup: fault party, fee and how it is paid, the gift check, the refund way. */
export const ZClaimFeeRequest = z.object({
  feeGubun: ZFeeGubun.optional(),
  returnFee: z.number().int().min(0).max(1_000_000).optional(),
  returnFeePayCd: ZReturnFeePayCd.optional(),
  returnFeePaidYn: yn.optional(),
  giftCheckedYn: yn.optional(),
  refundWayCd: ZRefundWayCd.optional(),
  version,
});
export type TClaimFeeRequest = z.infer<typeof ZClaimFeeRequest>;

export const ZHoldRequest = z.object({
  holdReason: z
    .string({ error: 'claim.msg.holdReasonRequired' })
    .trim()
    .min(1, { error: 'claim.msg.holdReasonRequired' })
    .max(ORDER_LIMITS.holdReasonMax, { error: 'claim.msg.holdReasonTooLong' }),
  version,
});
export const ZWithdrawRequest = z.object({ reason: z.string().trim().max(ORDER_LIMITS.memoMax).optional(), version });
export const ZReleaseRequest = z.object({
  releaseMemo: z
    .string({ error: 'claim.msg.releaseMemoRequired' })
    .trim()
    .min(1, { error: 'claim.msg.releaseMemoRequired' })
    .max(ORDER_LIMITS.holdReasonMax, { error: 'claim.msg.holdReasonTooLong' }),
});

export const ZClaimActionReply = z.object({
  claimSq: z.number().int(),
  claimStsCd: ZClaimStsCd,
  version: z.number().int(),
  refundAmt: z.number().int().nullable(),
  exchangeOrdDtlSq: z.number().int().nullable(),
});
export type TClaimActionReply = z.infer<typeof ZClaimActionReply>;

/**
 * The withdraw screen: claims that may still be withdrawn (received, returning) or were withdrawn. startDt / endDt
 * are the Seoul days of the withdrawal, so only the WITHDRAWN view reads them (the home's withdrawal count opens it
 * on its 14 days).
 */
export const ZReturnWithdrawRequest = listRequest(
  z.object({
    view: z.enum(['WITHDRAWABLE', 'WITHDRAWN']).default('WITHDRAWABLE'),
    claimType: ZReturnClaimType.optional(),
    startDt: ZFilterDay.optional(),
    endDt: ZFilterDay.optional(),
  }),
);
export type TReturnWithdrawRequest = z.infer<typeof ZReturnWithdrawRequest>;
export const ZReturnWithdrawReply = listReply(ZReturnRow);

/** The operator's hold queue (all sellers), oldest first. */
/** The CS centre's queue, by seller and by order number (the one a caller names on the phone). */
export const ZReturnHoldFilter = z.object({ supplyEntrCd: z.string().trim().max(20).optional(), ordNo: z.string().trim().max(30).optional() });
export const ZReturnHoldRequest = listRequest(ZReturnHoldFilter);
export type TReturnHoldRequest = z.infer<typeof ZReturnHoldRequest>;
export const ZReturnHoldReply = listReply(ZReturnRow);
