import { z } from 'zod';
import { ZClaimStsCd, ZClaimType, ZDelayReasonCd, ZDelayStsCd, ZDigitIssuStatus, ZDiscountBearer, ZOrdDtlStsCd, ZPayKindCd } from './order-codes.ts';
import { LINE_ACTIONS } from './order-states.ts';

// The seller's order detail (`GET /order/orderDetail/{ordNo}`, spec §2 /order/orderDetail/:ordNo) and the data of its
// popups (state history, expected arrival, coupon usage, e-gift mileage usage). The order's buyer-side facts are
// the mall's; the lines are only the session seller's: an order with none of them is not found.

/** A mall order number (the intake's format). */
export const ZOrdNoParams = z.object({
  ordNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{8,20}$/),
});
export type TOrdNoParams = z.infer<typeof ZOrdNoParams>;

/** What a seller may do with a line now: the line machine's moves plus the actions of this screen's popups. */
export const DETAIL_LINE_ACTIONS = [...LINE_ACTIONS, 'memo', 'delayNotice', 'soldOut'] as const;
export const ZDetailLineAction = z.enum(DETAIL_LINE_ACTIONS);
export type TDetailLineAction = z.infer<typeof ZDetailLineAction>;

export const ZOrderDetailClaim = z.object({
  claimSq: z.number().int(),
  claimType: ZClaimType,
  claimStsCd: ZClaimStsCd,
  claimQty: z.number().int(),
  reasonCd: z.string(),
  reqBy: z.string(),
  reqDt: z.string(),
  version: z.number().int(),
});
export type TOrderDetailClaim = z.infer<typeof ZOrderDetailClaim>;

export const ZOrderDetailLine = z.object({
  ordNo: z.string(),
  ordDtlSq: z.number().int(),
  prodCd: z.string(),
  prodOptionCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  brandCd: z.string(),
  optionValue1: z.string(),
  optionValue2: z.string(),
  ordDtlStsCd: ZOrdDtlStsCd,
  delayStsCd: ZDelayStsCd.nullable(),
  ordQty: z.number().int(),
  cancelQty: z.number().int(),
  returnQty: z.number().int(),
  exchangeQty: z.number().int(),
  /** Held by open claims. */
  claimQty: z.number().int(),
  /** Free for a new claim. */
  claimableQty: z.number().int(),
  /** What remains to ship or keep: ordQty - cancelQty - returnQty. */
  saleQty: z.number().int(),
  prodPrice: z.number(),
  ordAmt: z.number(),
  gradeDiscountAmt: z.number(),
  couponAmt: z.number(),
  couponBearer: ZDiscountBearer,
  couponNo: z.string().nullable(),
  couponNm: z.string().nullable(),
  /** The promotion the line sold under (null: none), the won it took off the line, and who bears it in settlement. */
  promCd: z.string().nullable(),
  promDcAmt: z.number(),
  promBearer: ZDiscountBearer,
  pointAmt: z.number(),
  egmAmt: z.number(),
  realOrdAmt: z.number(),
  deliveryFee: z.number(),
  deliveryEntrCd: z.string().nullable(),
  deliveryEntrNm: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  invoiceDt: z.string().nullable(),
  /** The carrier's public tracking page for the invoice, when we know the carrier's. */
  trackingUrl: z.string().nullable(),
  giPrrnDt: z.string(),
  deliveryExpectDt: z.string(),
  /** Business days from the planned dispatch to the expected delivery. */
  leadTimeDays: z.number().int(),
  /** The latest planned dispatch date a delay notice may set now (null when no notice is allowed). */
  delayNoticeMaxDt: z.string().nullable(),
  /** Days past the expected delivery date while not delivered; 0 once delivered or not yet late. */
  arrivalDelayDay: z.number().int(),
  deliveredDt: z.string().nullable(),
  purchaseConfirmDt: z.string().nullable(),
  soldoutYn: z.enum(['Y', 'N']),
  soldoutDt: z.string().nullable(),
  delayReasonCd: ZDelayReasonCd.nullable(),
  delayReason: z.string().nullable(),
  delayNoticeDt: z.string().nullable(),
  grntSrvcGoodsYn: z.enum(['Y', 'N']),
  digitIssuStatus: ZDigitIssuStatus.nullable(),
  sellerMemo: z.string(),
  version: z.number().int(),
  claims: z.array(ZOrderDetailClaim),
  /** What the seller may do now, from the same tables the server checks. */
  actions: z.array(ZDetailLineAction),
});
export type TOrderDetailLine = z.infer<typeof ZOrderDetailLine>;

export const ZOrderDetailReply = z.object({
  ordNo: z.string(),
  ordDt: z.string(),
  payDt: z.string(),
  payKindCd: ZPayKindCd,
  openMarketYn: z.enum(['Y', 'N']),
  buyerNm: z.string(),
  buyerMobile: z.string(),
  rcpNm: z.string(),
  rcpZip: z.string(),
  fixAddr: z.string(),
  dtlAddr: z.string(),
  rcpMobile: z.string(),
  ordMemo: z.string(),
  puniPassNo: z.string().nullable(),
  lines: z.array(ZOrderDetailLine),
});
export type TOrderDetailReply = z.infer<typeof ZOrderDetailReply>;

/** The state history popup: every change of the seller's lines of the order, oldest first. */
export const ZOrderHistoryRow = z.object({
  ordDtlSq: z.number().int(),
  claimSq: z.number().int().nullable(),
  changedDt: z.string(),
  actorType: z.string(),
  actorNm: z.string(),
  action: z.string(),
  fromStsCd: z.string().nullable(),
  toStsCd: z.string().nullable(),
  memo: z.string().nullable(),
});
export const ZOrderHistoryReply = z.object({ list: z.array(ZOrderHistoryRow) });
export type TOrderHistoryReply = z.infer<typeof ZOrderHistoryReply>;
