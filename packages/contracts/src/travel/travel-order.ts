import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { DASHBOARD_LIMITS } from '../dashboard/dashboard-limits.ts';
import { periodError } from '../order/order-list.ts';
import { TRAVEL_LIMITS, ZTravelOrderStsCd } from './travel-codes.ts';
import { TRAVEL_ORDER_ACTIONS } from './travel-states.ts';

// The seller's reservations (business-area §2 travel order group: orderList, orderStatus, orderDetail/:ordNo; issue
// 17): the list and the status page share one filter and one reply; the detail shows every reservation line of a
// mall order number that is the session seller's; status moves name the lines and the versions the screen read and
// answer per line (each line its own transaction, as the fashion order's bulk actions).

/** Which date the period reads: the order's (ordDt, the default) or the check-in day. */
export const TRAVEL_ORDER_DATE_TYPES = ['ORDER', 'CHECK_IN'] as const;
export const ZTravelOrderDateType = z.enum(TRAVEL_ORDER_DATE_TYPES, { error: 'form.msg.invalid' });
export type TTravelOrderDateType = z.infer<typeof ZTravelOrderDateType>;

const ZPeriodDay = z.string({ error: 'orderList.msg.periodRequired' }).trim().min(1, { error: 'orderList.msg.periodRequired' }).pipe(ZFilterDay);
const mallNo = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{8,20}$/);

/** Filters of orderList and orderStatus: the period (required, at most 6 months, as the fashion orders'), status, product code or name part, guest or buyer name, ordNo. */
export const ZTravelOrderListFilter = z.object({
  dateType: ZTravelOrderDateType.default('ORDER'),
  startDt: ZPeriodDay,
  endDt: ZPeriodDay,
  statusCd: ZTravelOrderStsCd.optional(),
  product: z.string().trim().max(100).optional(),
  guestNm: z.string().trim().max(50).optional(),
  buyerNm: z.string().trim().max(50).optional(),
  ordNo: z.string().trim().max(30).optional(),
});
export type TTravelOrderListFilter = z.infer<typeof ZTravelOrderListFilter>;

const checkPeriod = (value: { startDt?: string; endDt?: string }, ctx: z.core.$RefinementCtx) => {
  if (value.startDt === undefined || value.endDt === undefined) return;
  const error = periodError({ startDt: value.startDt, endDt: value.endDt });
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['startDt'] });
};

export const ZTravelOrderListRequest = listRequest(ZTravelOrderListFilter).superRefine(checkPeriod);
export type TTravelOrderListRequest = z.infer<typeof ZTravelOrderListRequest>;

/** The Excel export's body: the list's search (every row it filters); the reply is the xlsx file itself. */
export const ZTravelOrderListExportRequest = ZTravelOrderListFilter.superRefine(checkPeriod);
export type TTravelOrderListExportRequest = z.infer<typeof ZTravelOrderListExportRequest>;

/**
 * orderStatus?statusCd=: the list preset by a status (the travel-only home's counts land here). Without a period it
 * reads the order dates of the home's window (the last 14 days to today in Seoul), so a count equals its list.
 */
export const TRAVEL_ORDER_STATUS_DEFAULT_DAYS = DASHBOARD_LIMITS.windowDays;

export const ZTravelOrderStatusRequest = listRequest(
  ZTravelOrderListFilter.extend({ startDt: ZPeriodDay.optional(), endDt: ZPeriodDay.optional(), statusCd: ZTravelOrderStsCd }),
).superRefine(checkPeriod);
export type TTravelOrderStatusRequest = z.infer<typeof ZTravelOrderStatusRequest>;

export const ZTravelOrderAction = z.enum(TRAVEL_ORDER_ACTIONS, { error: 'travelOrder.msg.statusInvalid' });
export type TTravelOrderActionCd = z.infer<typeof ZTravelOrderAction>;

/** One reservation line as the lists show it. Instants are ISO; days are yyyy-MM-dd. */
export const ZTravelOrderRow = z.object({
  ordNo: z.string(),
  ordDtlSq: z.number().int(),
  ordDt: z.string(),
  payDt: z.string(),
  rsvStsCd: ZTravelOrderStsCd,
  rsvStsNm: z.string(),
  prodCd: z.string(),
  prodNm: z.string(),
  roomSeq: z.number().int(),
  roomNm: z.string(),
  checkInDt: z.string(),
  checkOutDt: z.string(),
  nightCnt: z.number().int(),
  roomCnt: z.number().int(),
  adultCnt: z.number().int(),
  childCnt: z.number().int(),
  guestNm: z.string(),
  guestMobile: z.string(),
  buyerNm: z.string(),
  buyerMobile: z.string(),
  ordAmt: z.number().int(),
  memo: z.string(),
  /** What the seller may do now (TRAVEL_ORDER_MACHINE): the list's bulk buttons and the detail's. */
  allowedActions: z.array(ZTravelOrderAction),
  version: z.number().int(),
});
export type TTravelOrderRow = z.infer<typeof ZTravelOrderRow>;

export const ZTravelOrderStatusCount = z.object({ statusCd: ZTravelOrderStsCd, statusNm: z.string(), cnt: z.number().int() });
export type TTravelOrderStatusCount = z.infer<typeof ZTravelOrderStatusCount>;

/** totalCnt counts the picked status (or every line); allCnt every line of the period under the other filters; one count per status (the tabs). */
export const ZTravelOrderListReply = z.object({
  list: z.array(ZTravelOrderRow),
  totalCnt: z.number().int(),
  allCnt: z.number().int(),
  statusCountList: z.array(ZTravelOrderStatusCount),
  startDt: z.string(),
  endDt: z.string(),
});
export type TTravelOrderListReply = z.infer<typeof ZTravelOrderListReply>;

export const ZTravelOrdNoParams = z.object({ ordNo: mallNo });
export type TTravelOrdNoParams = z.infer<typeof ZTravelOrdNoParams>;

export const ZTravelOrderNight = z.object({ stayDt: z.string(), price: z.number().int() });

/** A status move (or a memo) of a reservation or an estimate, newest last. */
export const ZTravelStatusHistoryRow = z.object({
  refKey: z.string(),
  fromStsCd: z.string().nullable(),
  toStsCd: z.string(),
  action: z.string(),
  actorType: z.enum(['seller', 'mall', 'system']),
  actorNm: z.string(),
  memo: z.string().nullable(),
  changedDt: z.string(),
});
export type TTravelStatusHistoryRow = z.infer<typeof ZTravelStatusHistoryRow>;

export const ZTravelOrderDetailLine = ZTravelOrderRow.extend({
  guestEmail: z.string(),
  rsvRequest: z.string(),
  cancelReason: z.string().nullable(),
  confirmDt: z.string().nullable(),
  cancelDt: z.string().nullable(),
  nights: z.array(ZTravelOrderNight),
  history: z.array(ZTravelStatusHistoryRow),
});
export type TTravelOrderDetailLine = z.infer<typeof ZTravelOrderDetailLine>;

export const ZTravelOrderDetailReply = z.object({
  ordNo: z.string(),
  ordDt: z.string(),
  payDt: z.string(),
  buyerNm: z.string(),
  buyerMobile: z.string(),
  lines: z.array(ZTravelOrderDetailLine),
});
export type TTravelOrderDetailReply = z.infer<typeof ZTravelOrderDetailReply>;

const lineRef = { ordNo: mallNo, ordDtlSq: z.number().int().min(1).max(999), version: z.number().int().min(1) };

/**
 * PUT /travelOrder/lines/status: one action on the selected lines. A cancel request or a cancel by the seller
 * needs its reason (travelOrder.msg.cancelReasonRequired).
 */
export const ZTravelOrderMoveRequest = z
  .object({
    action: ZTravelOrderAction,
    lines: z.array(z.object(lineRef)).min(1, { error: 'order.msg.noLines' }).max(100),
    reason: z.string().trim().max(TRAVEL_LIMITS.cancelReasonMax, { error: 'travelOrder.msg.cancelReasonMax' }).default(''),
  })
  .superRefine((v, ctx) => {
    if ((v.action === 'cancel' || v.action === 'cancelRequest') && v.reason === '') {
      ctx.addIssue({ code: 'custom', message: 'travelOrder.msg.cancelReasonRequired', path: ['reason'] });
    }
  });
export type TTravelOrderMoveRequest = z.infer<typeof ZTravelOrderMoveRequest>;

/** PUT /travelOrder/lines/memo: the seller's memo of one line (300 characters). */
export const ZTravelOrderMemoRequest = z.object({
  ...lineRef,
  memo: z.string().max(TRAVEL_LIMITS.memoMax, { error: 'travelOrder.msg.memoMax' }),
});
export type TTravelOrderMemoRequest = z.infer<typeof ZTravelOrderMemoRequest>;

/** Per line: the lines done with their new status and version, and the refused ones with the spec's key. */
export const ZTravelOrderActionReply = z.object({
  ok: z.array(z.object({ ordNo: z.string(), ordDtlSq: z.number().int(), rsvStsCd: ZTravelOrderStsCd, version: z.number().int() })),
  failed: z.array(z.object({ ordNo: z.string(), ordDtlSq: z.number().int(), messageKey: z.string(), message: z.string() })),
});
export type TTravelOrderActionReply = z.infer<typeof ZTravelOrderActionReply>;
