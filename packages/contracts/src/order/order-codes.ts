import { z } from 'zod';

// Code sets of orders and claims (spec business §3 "Order line", "Return/exchange", §4, §9). Where the spec names
// a field without its codes, the codes are ours and docs/decisions.md "Orders and claims (issue 12)" says why.
// The names of the codes are `order.<set>.<code>` in the catalogue.

/**
 * An order line's status (ordDtlStsCd), spec §4: 20 payment complete, 35 preparing product, 50 shipping,
 * 60 delivered, 99 cancelled. 72 (delivery delayed) and 82 (arrival delayed) are not stored here: they are the
 * line's delay mark (`delaySts`), set by the clock's jobs while the line stays where it is, so a delayed line
 * keeps telling whether it was prepared (FIELD-NOTES: Naver keeps such dimensions apart).
 */
export const LINE_STATUS = { paid: '20', preparing: '35', shipping: '50', delivered: '60', cancelled: '99' } as const;
export const LINE_STATUSES = ['20', '35', '50', '60', '99'] as const;
export const ZOrdDtlStsCd = z.enum(LINE_STATUSES, { error: 'order.msg.ordDtlStsCd' });
export type TOrdDtlStsCd = z.infer<typeof ZOrdDtlStsCd>;

/** The delay mark of a line: 72 not dispatched within 48 hours of payment, 82 not delivered by 23:59 of the expected day. */
export const DELAY_STATUS = { deliveryDelay: '72', arrivalDelay: '82' } as const;
export const ZDelayStsCd = z.enum(['72', '82']);
export type TDelayStsCd = z.infer<typeof ZDelayStsCd>;

/**
 * The status codes a list or the dashboard asks by (orderStatus?statusCd=, the dashboard's stsCd35/50/60/99):
 * the stored statuses, the two delay marks, and ship-today (paid or preparing, dispatch planned for today or
 * earlier).
 */
export const ORDER_STATUS_FILTERS = ['20', '35', '50', '60', '72', '82', '99', 'SHIP_TODAY'] as const;
export const ZOrderStatusFilter = z.enum(ORDER_STATUS_FILTERS, { error: 'order.msg.statusCd' });
export type TOrderStatusFilter = z.infer<typeof ZOrderStatusFilter>;

/** A claim's kind: a cancel, a return, an exchange. One line may carry several claims, each for part of its quantity. */
export const CLAIM_TYPES = ['CANCEL', 'RETURN', 'EXCHANGE'] as const;
export const ZClaimType = z.enum(CLAIM_TYPES, { error: 'order.msg.claimType' });
export type TClaimType = z.infer<typeof ZClaimType>;

/**
 * A claim's status. Returns and exchanges use spec §4's five (return receipt, returning, collected, complete,
 * hold) plus withdrawn; cancels are requested, completed or withdrawn.
 */
export const CLAIM_STATUS = {
  cancelRequested: 'CANCEL_REQUESTED',
  cancelCompleted: 'CANCEL_COMPLETED',
  cancelWithdrawn: 'CANCEL_WITHDRAWN',
  requested: 'RETURN_REQUESTED',
  collect: 'RETURN_COLLECT',
  collected: 'RETURN_COLLECT_COMPLETED',
  completed: 'RETURN_COMPLETED',
  hold: 'RETURN_DISABLE',
  withdrawn: 'RETURN_WITHDRAWN',
} as const;
export const CLAIM_STATUSES = [
  'CANCEL_REQUESTED',
  'CANCEL_COMPLETED',
  'CANCEL_WITHDRAWN',
  'RETURN_REQUESTED',
  'RETURN_COLLECT',
  'RETURN_COLLECT_COMPLETED',
  'RETURN_COMPLETED',
  'RETURN_DISABLE',
  'RETURN_WITHDRAWN',
] as const;
export const ZClaimStsCd = z.enum(CLAIM_STATUSES, { error: 'order.msg.claimStsCd' });
export type TClaimStsCd = z.infer<typeof ZClaimStsCd>;

/** The return list's statuses (returnList?statusCd=), spec §4. */
export const RETURN_LIST_STATUSES = ['RETURN_REQUESTED', 'RETURN_COLLECT', 'RETURN_COLLECT_COMPLETED', 'RETURN_COMPLETED', 'RETURN_DISABLE'] as const;
export const ZReturnListStatus = z.enum(RETURN_LIST_STATUSES, { error: 'order.msg.claimStsCd' });

/** Claims still open: they hold quantity of the line until completed or withdrawn. */
export const OPEN_CLAIM_STATUSES: readonly TClaimStsCd[] = [
  'CANCEL_REQUESTED',
  'RETURN_REQUESTED',
  'RETURN_COLLECT',
  'RETURN_COLLECT_COMPLETED',
  'RETURN_DISABLE',
];

/** Who asked for a claim: the buyer through the mall, or the seller (a sold-out cancel, a receipt on the buyer's call). */
export const ZClaimRequester = z.enum(['BUYER', 'SELLER']);
export type TClaimRequester = z.infer<typeof ZClaimRequester>;

/**
 * Claim reasons (FIELD-NOTES: changed mind, colour/size, wrong delivery, broken, sold out, late delivery). The
 * fault party follows from the reason unless the seller decides otherwise: the buyer's own reasons (01, 02) put
 * the return fee on the buyer, the others on the seller.
 */
export const CLAIM_REASONS = ['01', '02', '03', '04', '05', '06', '09'] as const;
export const ZClaimReasonCd = z.enum(CLAIM_REASONS, { error: 'order.msg.reasonCd' });
export type TClaimReasonCd = z.infer<typeof ZClaimReasonCd>;
export const CLAIM_REASON = {
  changedMind: '01',
  sizeColour: '02',
  wrongDelivery: '03',
  damaged: '04',
  soldOut: '05',
  lateDelivery: '06',
  other: '09',
} as const;
export const BUYER_FAULT_REASONS: readonly TClaimReasonCd[] = ['01', '02'];

/** Fault party (feeGubun): who pays the return or exchange shipping fee. */
export const ZFeeGubun = z.enum(['BUYER', 'SELLER'], { error: 'order.msg.feeGubun' });
export type TFeeGubun = z.infer<typeof ZFeeGubun>;

/** How a buyer at fault pays the return fee: deducted from the refund, or paid separately (transfer, enclosed cash). */
export const ZReturnFeePayCd = z.enum(['DEDUCT', 'SEPARATE'], { error: 'order.msg.returnFeePayCd' });
export type TReturnFeePayCd = z.infer<typeof ZReturnFeePayCd>;

/** How a refund goes back: to the original payment, or as mall points. */
export const ZRefundWayCd = z.enum(['ORIGINAL', 'POINT'], { error: 'order.msg.refundWayCd' });
export type TRefundWayCd = z.infer<typeof ZRefundWayCd>;

/** Payment kinds (payKindNm): card, bank transfer, virtual account, mobile phone, simple pay, points only. */
export const PAY_KINDS = ['CARD', 'TRANSFER', 'VBANK', 'PHONE', 'EASY', 'POINT'] as const;
export const ZPayKindCd = z.enum(PAY_KINDS, { error: 'order.msg.payKindCd' });
export type TPayKindCd = z.infer<typeof ZPayKindCd>;

/** Who bears a discount: the mall, or the seller (a seller-borne discount lowers the seller's settlement). */
export const ZDiscountBearer = z.enum(['MALL', 'SELLER'], { error: 'order.msg.bearer' });
export type TDiscountBearer = z.infer<typeof ZDiscountBearer>;

/** The digital authenticity certificate of a guarantee product (spec guarantee agreement): issued once, deactivated on a claim. */
export const ZDigitIssuStatus = z.enum(['WAITING', 'ISSUED', 'DEACTIVATED']);
export type TDigitIssuStatus = z.infer<typeof ZDigitIssuStatus>;

/** Dispatch-delay reasons (FIELD-NOTES, Naver's set): preparing, buyer's request, custom-made, reserved dispatch, overseas, other. */
export const DELAY_REASONS = ['PRODUCT_PREPARE', 'CUSTOMER_REQUEST', 'CUSTOM_BUILD', 'RESERVED_DISPATCH', 'OVERSEA_DELIVERY', 'ETC'] as const;
export const ZDelayReasonCd = z.enum(DELAY_REASONS, { error: 'order.msg.delayReasonCd' });
export type TDelayReasonCd = z.infer<typeof ZDelayReasonCd>;

/** Kinds of the buyer-notification outbox (the mall sends them on). */
export const BUYER_NOTIFICATION_KINDS = ['SOLD_OUT', 'DELIVERY_DELAY', 'SHIPPED', 'REFUND', 'EXCHANGE_SHIPPED', 'CANCELLED'] as const;
export type TBuyerNotificationKind = (typeof BUYER_NOTIFICATION_KINDS)[number];

/** Who moves a line or a claim (the history's actor). */
export type TOrderActor = 'seller' | 'buyer' | 'operator' | 'system' | 'carrier';

/** Limits of spec §5 and §9 for orders and claims, and the clock's rules (decisions.md says how each was read). */
export const ORDER_LIMITS = {
  memoMax: 300,
  holdReasonMax: 1000,
  refundAccountMinDigits: 8,
  /** A delay notice may move the planned dispatch date at most this many business days. */
  delayNoticeMaxBusinessDays: 3,
  /** Not dispatched within this many hours of payment: delivery delayed (72). */
  deliveryDelayHours: 48,
  /** Purchase confirmed automatically this many days after delivery. */
  autoConfirmDays: 8,
  /** The digital certificate is issued within this many days of delivery. */
  certificateIssueDays: 7,
  /** Orders list: the longest period one search may span. */
  maxPeriodMonths: 6,
} as const;
