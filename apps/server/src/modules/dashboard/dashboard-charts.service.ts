import {
  DASHBOARD_LIMITS,
  LEAD_TIME_BUCKETS,
  addMonths,
  leadTimeBucketOf,
  periodError,
  type TConversionRankingReply,
  type TLeadTimeBucket,
  type TLeadTimeReply,
  type TSalesChartReply,
  type TSalesChartRow,
} from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { validationError } from '@/platform/http/app-error.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { OrderDashboardService } from '../order/order-dashboard.service.ts';
import type { ProductDashboardService } from '../product/product-dashboard.service.ts';

type Period = { startDt?: string | undefined; endDt?: string | undefined };
type Page = { pageNum: number; pageSize: number };

/** The days of a period, oldest first. */
const daysOf = (startDt: string, endDt: string) => {
  const out: string[] = [];
  for (let d = startDt; d <= endDt; d = addDays(d, 1)) out.push(d);
  return out;
};

/** The request's period, or `days` days ending the given end day (today by default); refused like the order lists'. */
function periodOf(p: Period, today: string, days: number): { startDt: string; endDt: string } {
  const endDt = p.endDt ?? today;
  const startDt = p.startDt ?? addDays(endDt, 1 - days);
  const error = periodError({ startDt, endDt });
  if (error) throw validationError([{ field: 'startDt', messageKey: error }]);
  return { startDt, endDt };
}

const chartRow = (ordDt: string, r?: { keptAmt: number; cancelAmt: number; returnAmt: number }): TSalesChartRow => ({
  ordDt,
  realSaleAmt: r?.keptAmt ?? 0,
  cancelAmt: r?.cancelAmt ?? 0,
  returnAmt: r?.returnAmt ?? 0,
});

/**
 * The home's charts (business-area §3 "Chart rows", §7; decisions "Home dashboard (issue 15)"): daily and monthly
 * sales, the delivery lead time and the visit-to-order conversion ranking, each over the seller's own rows.
 */
export function createDashboardChartsService(deps: { orders: OrderDashboardService; products: ProductDashboardService; clock: Clock }) {
  const { orders, products, clock } = deps;
  const today = () => seoulDate(clock.now());

  return {
    /** One row per day of the period (default: the 14 days to today), oldest first, zeros for empty days; paged. */
    async dailySales(supplyEntrCd: string, q: Period & Page): Promise<TSalesChartReply> {
      const period = periodOf(q, today(), DASHBOARD_LIMITS.dailyChartDays);
      const days = daysOf(period.startDt, period.endDt);
      const page = days.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
      if (page.length === 0) return { list: [], totalCnt: days.length };
      const rows = await orders.sumSalesBy({ supplyEntrCd, startDt: page[0]!, endDt: page.at(-1)!, unit: 'day' });
      const byDay = new Map(rows.map((r) => [r.ordDt, r]));
      return { list: page.map((d) => chartRow(d, byDay.get(d))), totalCnt: days.length };
    },

    /** One row per month (yyyy-MM) of the period (default: the 5 months to this one), oldest first, zeros too. */
    async monthlySales(supplyEntrCd: string, q: Period & Page): Promise<TSalesChartReply> {
      const endYm = (q.endDt ?? today()).slice(0, 7);
      const startYm = q.startDt?.slice(0, 7) ?? addMonths(endYm, 1 - DASHBOARD_LIMITS.monthlyChartMonths);
      const error = periodError({ startDt: `${startYm}-01`, endDt: `${endYm}-01` });
      if (error) throw validationError([{ field: 'startDt', messageKey: error }]);
      const months: string[] = [];
      for (let m = startYm; m <= endYm; m = addMonths(m, 1)) months.push(m);
      const page = months.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
      if (page.length === 0) return { list: [], totalCnt: months.length };
      const last = page.at(-1)!;
      const endDt = addDays(`${addMonths(last, 1)}-01`, -1);
      const rows = await orders.sumSalesBy({ supplyEntrCd, startDt: `${page[0]!}-01`, endDt, unit: 'month' });
      const byMonth = new Map(rows.map((r) => [r.ordDt, r]));
      return { list: page.map((m) => chartRow(m, byMonth.get(m))), totalCnt: months.length };
    },

    /** Lines delivered in the period (default: the last 14 days) by days from payment to delivery, every bucket. */
    async leadTime(supplyEntrCd: string, q: Period): Promise<TLeadTimeReply> {
      const period = periodOf(q, today(), DASHBOARD_LIMITS.windowDays);
      const counts = new Map<TLeadTimeBucket, number>(LEAD_TIME_BUCKETS.map((b) => [b, 0]));
      for (const r of await orders.countLeadDays({ supplyEntrCd, ...period })) {
        // A delivery day before the payment's is no usable lead time: it is counted as other (ETC).
        const bucket = r.days < 0 ? 'ETC' : leadTimeBucketOf(r.days);
        counts.set(bucket, counts.get(bucket)! + r.n);
      }
      return { list: LEAD_TIME_BUCKETS.map((b) => ({ deliveryDays: b, cnt: counts.get(b)! })) };
    },

    /**
     * Products with views in the period (default: the last 14 days) ranked by orders per view: ordCnt = distinct
     * orders of the product ordered in the period; ordRate = ordCnt / pvCnt in percent, one decimal half up (the Q&A
     * rates' ratePercent); ties by views (more first), then product code. Ranked in the database (rankConversion).
     */
    async conversionRanking(supplyEntrCd: string, q: Period & Page): Promise<TConversionRankingReply> {
      const period = periodOf(q, today(), DASHBOARD_LIMITS.windowDays);
      const { rows, totalCnt } = await orders.rankConversion({ supplyEntrCd, ...period, limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize });
      const names = new Map((await products.listNames({ supplyEntrCd, prodCds: rows.map((r) => r.prodCd) })).map((p) => [p.prodCd, p.prodNm]));
      return {
        list: rows.map(({ tenths, ...r }) => ({ ...r, ordRate: tenths / 10, prodNm: names.get(r.prodCd) ?? '' })),
        totalCnt,
      };
    },
  };
}
export type DashboardChartsService = ReturnType<typeof createDashboardChartsService>;
