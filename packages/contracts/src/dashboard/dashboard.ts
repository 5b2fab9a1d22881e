import { z } from 'zod';
import { ZFilterDay } from '../common/paging.ts';
import { ZLeadTimeBucket } from './lead-time.ts';

// The home dashboard's calls (business-area §7 "GET /dashboard/..."; §3 "Dashboard statistic", "Chart rows").
// Every figure is the session seller's; windows are DASHBOARD_LIMITS'. Rates are percentages with one decimal,
// null when there is nothing to divide by (the screen shows '-').

const count = z.number().int().nonnegative();
const won = z.number().int();
const rate = z.number().nullable();

/** GET /api/dashboard/statistic: this month's sales and the counts of the cards' second row. */
export const ZDashboardStatistic = z.object({
  /** This month (Seoul, 1st to today): quantity and amount sold (ordered minus cancelled and returned). */
  thisMonthSaleQty: count,
  thisMonthSaleAmt: won,
  /** What this month's lines would settle to with the settlement run's formulas (sale - fee - burden + delivery). */
  thisMonthSettleExpectAmt: won,
  /** Lines paid and not yet preparing (status 20), the last 14 days. */
  paymentCompleteCount: count,
  /** Lines marked delivery delayed (72) and arrival delayed (82), the last 14 days. */
  deliveryDelayCount: count,
  arrivalDelayCount: count,
  /** Return and exchange requests the buyer withdrew, the last 14 days. */
  withdrawCount: count,
  /** Product questions unanswered (answerType UNANSWERED: no save, not even a temporary one), the last 30 days. */
  productQnaUnanswerCount: count,
  /** CS inquiries waiting for the seller's response, the last 30 days. */
  reCentSupplyCsRspnCount: count,
  /** Product questions of the last 14 days answered within 24 hours, in percent. */
  answerRate: rate,
  /** CS inquiries of the last 14 days answered within 4 hours, in percent. */
  supplyCsRspnRate: rate,
  productSoldOutSoonCount: z.object({ totalCnt: count }),
});
export type TDashboardStatistic = z.infer<typeof ZDashboardStatistic>;

/** GET /api/dashboard/product-status: the seller's products by status (40, 90, 60, 70; every status, zeros too). */
export const ZDashboardProductStatus = z.object({
  productStatusCountList: z.array(z.object({ prodStsCd: z.string(), cntByProdStsCd: count })),
});
export type TDashboardProductStatus = z.infer<typeof ZDashboardProductStatus>;

/** GET /api/dashboard/promotion-product-status: the seller's products in promotions by agreement state. */
export const ZDashboardPromotionStatus = z.object({
  partnerPromotionProductCount: z.object({ total: count, prepare: count, agree: count, reject: count }),
});
export type TDashboardPromotionStatus = z.infer<typeof ZDashboardPromotionStatus>;

/** GET /api/dashboard/order-status: lines by status, the last 14 days (preparing, shipping, delivered, cancelled). */
export const ZDashboardOrderStatus = z.object({
  orderStatusCount: z.object({ stsCd35: count, stsCd50: count, stsCd60: count, stsCd99: count }),
});
export type TDashboardOrderStatus = z.infer<typeof ZDashboardOrderStatus>;

/** GET /api/dashboard/return-status: return and exchange claims by status, the last 14 days. */
export const ZDashboardReturnStatus = z.object({
  returnStatusCount: z.object({ collect: count, collectCompleted: count, completed: count, disable: count }),
});
export type TDashboardReturnStatus = z.infer<typeof ZDashboardReturnStatus>;

/**
 * GET /api/dashboard/key-status: the key indicators of the last 14 days, in percent (formulas in decisions.md,
 * "Home dashboard"): order fulfilment, return delay and delivery delay rates.
 */
export const ZDashboardKeyStatus = z.object({
  orderFulfilmentRate: rate,
  returnDelayRate: rate,
  deliveryDelayRate: rate,
});
export type TDashboardKeyStatus = z.infer<typeof ZDashboardKeyStatus>;

/** GET /api/dashboard/supplyCsRspnRate. */
export const ZDashboardCsRspnRate = z.object({ supplyCsRspnRate: rate });
/** GET /api/dashboard/recentCsRspnRate: the Q&A answer rate and the waiting CS inquiries. */
export const ZDashboardRecentCsRspnRate = z.object({ answerRate: rate, productQnaUnanswerCount: count, reCentSupplyCsRspnCount: count });
/** GET /api/dashboard/product-soldOutCount. */
export const ZDashboardSoldOutCount = z.object({ productSoldOutSoonCount: z.object({ totalCnt: count }) });

/** GET /api/dashboard/all: every card in one reply (the home's first load; the refresh buttons call the parts). */
export const ZDashboardAll = z.object({
  statistic: ZDashboardStatistic,
  ...ZDashboardProductStatus.shape,
  ...ZDashboardPromotionStatus.shape,
  ...ZDashboardOrderStatus.shape,
  ...ZDashboardReturnStatus.shape,
  keyStatus: ZDashboardKeyStatus,
  /** The window the counts read: yyyy-MM-dd, Seoul, both ends included. */
  startDt: z.string(),
  endDt: z.string(),
});
export type TDashboardAll = z.infer<typeof ZDashboardAll>;

/** A chart's period (§7: start and end dates); without one, the chart's default window ending today. */
export const ZDashboardPeriod = z.object({ startDt: ZFilterDay.optional(), endDt: ZFilterDay.optional() });

/** GET /api/dashboard/daily-sales (§7 "daily sales (start date, end date, page 1, size 14)"). */
export const ZDailySalesRequest = ZDashboardPeriod.extend({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(31).default(14),
});
/** GET /api/dashboard/monthly-sales (§7 "monthly (size 100)"): startDt / endDt name months by any of their days. */
export const ZMonthlySalesRequest = ZDashboardPeriod.extend({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
/** A day (yyyy-MM-dd) or month (yyyy-MM) of the order chart: paid amount kept, and what was cancelled and returned. */
export const ZSalesChartRow = z.object({ ordDt: z.string(), realSaleAmt: won, cancelAmt: won, returnAmt: won });
export type TSalesChartRow = z.infer<typeof ZSalesChartRow>;
export const ZSalesChartReply = z.object({ list: z.array(ZSalesChartRow), totalCnt: count });
export type TSalesChartReply = z.infer<typeof ZSalesChartReply>;

/** GET /api/dashboard/lead-time (§7 "lead time (start, end)"): every bucket, zeros too, in LEAD_TIME_BUCKETS order. */
export const ZLeadTimeRequest = ZDashboardPeriod;
export const ZLeadTimeRow = z.object({ deliveryDays: ZLeadTimeBucket, cnt: count });
export const ZLeadTimeReply = z.object({ list: z.array(ZLeadTimeRow) });
export type TLeadTimeReply = z.infer<typeof ZLeadTimeReply>;

/** GET /api/dashboard/conversion-ranking (§7 "searchGubun ORDER_PV, startDt, endDt, pageNum 1, pageSize 10"). */
export const ZConversionRankingRequest = ZDashboardPeriod.extend({
  searchGubun: z.literal('ORDER_PV').default('ORDER_PV'),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(10).default(10),
});
/** A product's views and orders in the period; ordRate = orders / views in percent, one decimal. */
export const ZConversionRow = z.object({ prodCd: z.string(), prodNm: z.string(), pvCnt: count, ordCnt: count, ordRate: z.number() });
export type TConversionRow = z.infer<typeof ZConversionRow>;
export const ZConversionRankingReply = z.object({ list: z.array(ZConversionRow), totalCnt: count });
export type TConversionRankingReply = z.infer<typeof ZConversionRankingReply>;
