import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { ORDER_LIMITS, ZDelayStsCd, ZOrdDtlStsCd } from './order-codes.ts';

// The operator's order views (issue 12): the processing-time (PTS) view across sellers and the automatic invoice
// registration of goods-flow sites. docs/decisions.md "The jobs that watch the clock and the operator's order
// views" says how both were read.

/** The PTS list's sorts: the slowest sellers first by default. */
export const PTS_SORTS = ['avgDispatchHoursDesc', 'within48RateAsc', 'delayCntDesc', 'oldestUndispatchedAsc', 'ordCntDesc', 'supplyEntrCdAsc'] as const;
export const ZPtsSort = z.enum(PTS_SORTS, { error: 'form.msg.invalid' });
export type TPtsSort = z.infer<typeof ZPtsSort>;

const monthsLater = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** A bound of the period: a real day (spec §5 "Orders: period required": the screen always sends both). */
const ZPeriodDay = z.string({ error: 'orderOps.msg.period' }).trim().min(1, { error: 'orderOps.msg.period' }).pipe(ZFilterDay);
const periodFields = { payDtFrom: ZPeriodDay.optional(), payDtTo: ZPeriodDay.optional() };
/** Without a period a call reads the last PTS_DEFAULT_DAYS Seoul days, today included. */
export const PTS_DEFAULT_DAYS = 7;

/** Both bounds or neither, in order, and at most six months apart (as the seller's order list). */
const checkPeriod = (p: { payDtFrom?: string | undefined; payDtTo?: string | undefined }, ctx: z.core.$RefinementCtx) => {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (p.payDtFrom === undefined && p.payDtTo === undefined) return;
  if (p.payDtFrom === undefined || p.payDtTo === undefined) {
    ctx.addIssue({ code: 'custom', message: 'orderOps.msg.period', path: [p.payDtFrom === undefined ? 'payDtFrom' : 'payDtTo'] });
    return;
  }
  // A malformed bound already has its own issue.
  if (!day.test(p.payDtFrom) || !day.test(p.payDtTo)) return;
  if (p.payDtFrom > p.payDtTo) ctx.addIssue({ code: 'custom', message: 'orderOps.msg.period', path: ['payDtTo'] });
  else if (p.payDtTo > monthsLater(p.payDtFrom, ORDER_LIMITS.maxPeriodMonths))
    ctx.addIssue({ code: 'custom', message: 'orderOps.msg.periodTooLong', path: ['payDtTo'] });
};

/** GET /order/orderPtsList: sellers' processing times over lines paid in the period; a company name narrows it. */
export const ZOrderPtsListFilter = z.object({ ...periodFields, supplyEntrNm: z.string().trim().max(100).optional(), sort: ZPtsSort.optional() });
export const ZOrderPtsListRequest = listRequest(ZOrderPtsListFilter).superRefine(checkPeriod);
export type TOrderPtsListRequest = z.infer<typeof ZOrderPtsListRequest>;

/** One seller's processing times over the period. Hours are clock hours, one decimal; null when nothing was dispatched. */
export const ZOrderPtsRow = z.object({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  /** Orders (ordNo) with a line of the seller paid in the period, and their lines. */
  ordCnt: z.number().int(),
  lineCnt: z.number().int(),
  /** Lines dispatched (an invoice registered), and of them within 48 clock hours of payment. */
  dispatchedCnt: z.number().int(),
  within48Cnt: z.number().int(),
  /** within48Cnt / dispatchedCnt in percent, one decimal. */
  within48Rate: z.number().nullable(),
  avgDispatchHours: z.number().nullable(),
  /** Lines of the period now marked delivery-delayed (72) and arrival-delayed (82). */
  delay72Cnt: z.number().int(),
  delay82Cnt: z.number().int(),
  /** The payment time of the oldest line still paid or preparing, if any. */
  oldestUndispatchedPayDt: z.string().nullable(),
});
export type TOrderPtsRow = z.infer<typeof ZOrderPtsRow>;
export const ZOrderPtsListReply = z.object({ list: z.array(ZOrderPtsRow), totalCnt: z.number().int() });
export type TOrderPtsListReply = z.infer<typeof ZOrderPtsListReply>;

/**
 * GET /order/orderPtsLines: the late lines paid in the period (marked now, dispatched after 48 h, or waiting past
 * 48 h), of one seller (the drill-down of a PTS row) or of all, oldest payment first.
 */
export const ZOrderPtsLinesRequest = listRequest(z.object({ ...periodFields, supplyEntrCd: z.string().trim().min(1).max(20).optional() })).superRefine(
  checkPeriod,
);
export type TOrderPtsLinesRequest = z.infer<typeof ZOrderPtsLinesRequest>;

export const ZOrderPtsLine = z.object({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  ordNo: z.string(),
  ordDtlSq: z.number().int(),
  prodNm: z.string(),
  ordDtlStsCd: ZOrdDtlStsCd,
  delayStsCd: ZDelayStsCd.nullable(),
  payDt: z.string(),
  giPrrnDt: z.string(),
  invoiceDt: z.string().nullable(),
  deliveryExpectDt: z.string(),
  deliveredDt: z.string().nullable(),
  /** Clock hours from payment to dispatch, or to now while not dispatched; one decimal. */
  dispatchHours: z.number(),
});
export type TOrderPtsLine = z.infer<typeof ZOrderPtsLine>;
export const ZOrderPtsLinesReply = z.object({ list: z.array(ZOrderPtsLine), totalCnt: z.number().int() });
export type TOrderPtsLinesReply = z.infer<typeof ZOrderPtsLinesReply>;

/** GET /order/deliveryAutomationList: shipping sites with an approved goods-flow contract and their preparing lines. */
export const ZDeliveryAutomationSite = z.object({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  deliveryLocCd: z.string(),
  deliveryLocNm: z.string(),
  deliveryEntrCd: z.string(),
  deliveryEntrNm: z.string(),
  contractNo: z.string(),
  /** When the contract was approved. */
  decidedAt: z.string().nullable(),
  preparingCnt: z.number().int(),
});
export type TDeliveryAutomationSite = z.infer<typeof ZDeliveryAutomationSite>;
export const ZDeliveryAutomationListReply = z.object({ list: z.array(ZDeliveryAutomationSite), totalCnt: z.number().int() });
export type TDeliveryAutomationListReply = z.infer<typeof ZDeliveryAutomationListReply>;

/** POST /order/deliveryAutomation/run: every approved site, or one seller's, or one site. */
export const ZDeliveryAutomationRunRequest = z.object({
  supplyEntrCd: z.string().trim().min(1).max(20).optional(),
  deliveryLocCd: z.string().trim().min(1).max(20).optional(),
});
export type TDeliveryAutomationRunRequest = z.infer<typeof ZDeliveryAutomationRunRequest>;

/** One line of a run: registered with its invoice, or skipped with the reason's message key. */
export const ZDeliveryAutomationResult = z.object({
  supplyEntrCd: z.string(),
  ordNo: z.string(),
  ordDtlSq: z.number().int(),
  ok: z.boolean(),
  invoiceNo: z.string().nullable(),
  messageKey: z.string().nullable(),
});
export type TDeliveryAutomationResult = z.infer<typeof ZDeliveryAutomationResult>;
export const ZDeliveryAutomationRunReply = z.object({
  okCnt: z.number().int(),
  failCnt: z.number().int(),
  results: z.array(ZDeliveryAutomationResult),
});
export type TDeliveryAutomationRunReply = z.infer<typeof ZDeliveryAutomationRunReply>;
