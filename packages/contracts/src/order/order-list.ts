import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { ZClaimStsCd, ZClaimType, ZDelayStsCd, ZOrdDtlStsCd, ZOrderStatusFilter, ORDER_LIMITS } from './order-codes.ts';

/** Which date the period reads: the order's (ordDt, the default) or the payment's (payDt). */
export const ORDER_DATE_TYPES = ['ORDER', 'PAY'] as const;
export const ZOrderDateType = z.enum(ORDER_DATE_TYPES, { error: 'form.msg.invalid' });
export type TOrderDateType = z.infer<typeof ZOrderDateType>;

/** A bound of the period: required (spec §5 "orders: period required"), a real `yyyy-MM-dd` day read in Asia/Seoul. */
const ZPeriodDay = z.string({ error: 'orderList.msg.periodRequired' }).trim().min(1, { error: 'orderList.msg.periodRequired' }).pipe(ZFilterDay);

/**
 * Filters of orderList and orderStatus (one schema: the form, the URL's search and the server's SQL). The status
 * is one of the list's codes (stored 20/35/50/60/99, the delay marks 72/82, ship-today); product is a code
 * (ours or the seller's) or a part of the name; invoice and order numbers are matched whole.
 */
export const ZOrderListFilter = z.object({
  dateType: ZOrderDateType.default('ORDER'),
  startDt: ZPeriodDay,
  endDt: ZPeriodDay,
  statusCd: ZOrderStatusFilter.optional(),
  product: z.string().trim().max(100).optional(),
  buyerNm: z.string().trim().max(50).optional(),
  rcpNm: z.string().trim().max(50).optional(),
  invoiceNo: z.string().trim().max(30).optional(),
  ordNo: z.string().trim().max(30).optional(),
  brandCd: z.string().trim().max(20).optional(),
});
export type TOrderListFilter = z.infer<typeof ZOrderListFilter>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day `months` calendar months before a `yyyy-MM-dd` day (the 31st of a longer month falls on the shorter month's last day). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

/**
 * The period's rules (spec §5, §8 "max period exceeded"): start not after end, and at most six calendar months
 * apart — the "6 months" shortcut (today minus six months to today) is the longest search.
 */
export function periodError(p: { startDt: string; endDt: string }): 'orderList.msg.periodReversed' | 'orderList.msg.maxPeriodExceeded' | null {
  // A bound that is no day has its own refusal (the field's); zod runs the object's check anyway.
  if (!ISO_DAY.test(p.startDt) || !ISO_DAY.test(p.endDt)) return null;
  if (p.startDt > p.endDt) return 'orderList.msg.periodReversed';
  if (p.startDt < monthsBefore(p.endDt, ORDER_LIMITS.maxPeriodMonths)) return 'orderList.msg.maxPeriodExceeded';
  return null;
}

const checkPeriod = (value: { startDt: string; endDt: string }, ctx: z.core.$RefinementCtx) => {
  const error = periodError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['startDt'] });
};

export const ZOrderListRequest = listRequest(ZOrderListFilter).superRefine(checkPeriod);
export type TOrderListRequest = z.infer<typeof ZOrderListRequest>;

/** The export's body: the list's search (every row it filters). */
export const ZOrderListExportRequest = ZOrderListFilter.superRefine(checkPeriod);

/**
 * orderStatus?statusCd=: the same list preset by a status (the dashboard's counts land here). Without a period it
 * reads the dashboard's window, the last 14 days to today in Seoul.
 */
export const ORDER_STATUS_DEFAULT_DAYS = 14;
export const ZOrderStatusRequest = listRequest(
  ZOrderListFilter.extend({ startDt: ZPeriodDay.optional(), endDt: ZPeriodDay.optional(), statusCd: ZOrderStatusFilter }),
);
export type TOrderStatusRequest = z.infer<typeof ZOrderStatusRequest>;

/** The open claim on a line (the newest, when there are several), or null. */
export const ZOrderLineClaim = z.object({
  claimSq: z.number().int(),
  claimType: ZClaimType,
  claimStsCd: ZClaimStsCd,
  claimStsNm: z.string(),
  claimQty: z.number().int(),
});

/** One order line as the seller's lists show it, everything on one row. Dates are ISO instants; days are yyyy-MM-dd. */
export const ZOrderListRow = z.object({
  ordNo: z.string(),
  ordDtlSq: z.number().int(),
  ordDt: z.string(),
  payDt: z.string(),
  ordDtlStsCd: ZOrdDtlStsCd,
  ordDtlStsNm: z.string(),
  delayStsCd: ZDelayStsCd.nullable(),
  delayStsNm: z.string().nullable(),
  claim: ZOrderLineClaim.nullable(),
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  brandCd: z.string(),
  prodOptionCd: z.string(),
  optionValue1: z.string(),
  optionValue2: z.string(),
  ordQty: z.number().int(),
  cancelQty: z.number().int(),
  returnQty: z.number().int(),
  exchangeQty: z.number().int(),
  claimQty: z.number().int(),
  /** What remains sold: ordQty - cancelQty - returnQty. */
  saleQty: z.number().int(),
  prodPrice: z.number().int(),
  ordAmt: z.number().int(),
  gradeDiscountAmt: z.number().int(),
  couponAmt: z.number().int(),
  pointAmt: z.number().int(),
  egmAmt: z.number().int(),
  realOrdAmt: z.number().int(),
  deliveryFee: z.number().int(),
  buyerNm: z.string(),
  rcpNm: z.string(),
  deliveryEntrCd: z.string().nullable(),
  deliveryEntrNm: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  giPrrnDt: z.string(),
  deliveryExpectDt: z.string(),
  version: z.number().int(),
});
export type TOrderListRow = z.infer<typeof ZOrderListRow>;

/** The count of one of the list's status codes in the period under the other filters: the tabs. */
export const ZOrderStatusCount = z.object({ statusCd: ZOrderStatusFilter, statusNm: z.string(), cnt: z.number().int() });
export type TOrderStatusCount = z.infer<typeof ZOrderStatusCount>;

/** totalCnt counts the picked status (or every line); allCnt every line of the period under the other filters. */
export const ZOrderListReply = z.object({
  list: z.array(ZOrderListRow),
  totalCnt: z.number().int(),
  allCnt: z.number().int(),
  statusCountList: z.array(ZOrderStatusCount),
  /** The period searched (orderStatus fills in its default). */
  startDt: z.string(),
  endDt: z.string(),
});
export type TOrderListReply = z.infer<typeof ZOrderListReply>;
