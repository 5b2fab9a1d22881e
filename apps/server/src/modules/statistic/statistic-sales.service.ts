import {
  LEAD_TIME_BUCKETS,
  STATISTIC_LIMITS,
  STAT_AGE_CODES,
  STAT_SEX_CODES,
  addMonths,
  leadTimeAverage,
  leadTimeBucketOf,
  type TLeadTimeBucket,
  type TStatAgeReply,
  type TStatLeadTimeReply,
  type TStatPeriodReply,
  type TStatPeriodRow,
  type TStatProductFilter,
  type TStatProductRow,
  type TStatSalesFigures,
  type TStatisticPeriod,
  type TStatLeadTimeRequest,
} from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { ProductViewsService } from '../dashboard/product-views.service.ts';
import type { OrderSaleSumsService, ProductOrder } from '../order/order-sale-sums.service.ts';
import { ratePercent } from '../qna/qna-stats.service.ts';
import type { StatisticSalesRepository } from './statistic-sales.repository.ts';

type Page = { pageNum: number; pageSize: number };
type Unit = 'day' | 'month';

const FIGURE_KEYS = ['ordCnt', 'ordQty', 'realOrdAmt', 'cancelQty', 'cancelAmt', 'returnQty', 'returnAmt', 'realSaleQty', 'realSaleAmt'] as const;
export const ZERO_FIGURES: TStatSalesFigures = Object.fromEntries(FIGURE_KEYS.map((k) => [k, 0])) as TStatSalesFigures;

/** The figures of a row as numbers (the driver may answer text), and only them. */
const figuresOf = (r?: Partial<Record<keyof TStatSalesFigures, unknown>>): TStatSalesFigures =>
  Object.fromEntries(FIGURE_KEYS.map((k) => [k, Number(r?.[k] ?? 0)])) as TStatSalesFigures;

/** The sum of rows' figures. */
export function addFigures(rows: readonly TStatSalesFigures[]): TStatSalesFigures {
  const total = { ...ZERO_FIGURES };
  for (const r of rows) for (const k of FIGURE_KEYS) total[k] += r[k];
  return total;
}

/** The figure a product sort orders by (largest first); PV_CNT orders by the views. */
const SORT_VALUE: Record<Exclude<TStatProductFilter['sortCd'], 'PV_CNT'>, (r: TStatSalesFigures) => number> = {
  REAL_SALE_AMT: (r) => r.realSaleAmt,
  REAL_SALE_QTY: (r) => r.realSaleQty,
  ORD_QTY: (r) => r.ordQty,
  CANCEL_AMT: (r) => r.cancelAmt,
  RETURN_AMT: (r) => r.returnAmt,
};

/** What the database orders a page by for each sort: a kept sums' column, or the views. */
const SORT_ORDER: Record<TStatProductFilter['sortCd'], ProductOrder> = {
  REAL_SALE_AMT: 'real_sale_amt',
  REAL_SALE_QTY: 'real_sale_qty',
  ORD_QTY: 'ord_qty',
  CANCEL_AMT: 'cancel_amt',
  RETURN_AMT: 'return_amt',
  PV_CNT: 'pv_cnt',
};

/** A share in percent, one decimal, half up; 0 of nothing. */
const shareOf = (part: number, whole: number) => ratePercent({ due: whole, answeredInTime: part }) ?? 0;

/** The days (yyyy-MM-dd) or months (yyyy-MM) of a period, newest first. */
function unitsOf(period: { startDt: string; endDt: string }, unit: Unit): string[] {
  const out: string[] = [];
  if (unit === 'day') for (let d = period.endDt; d >= period.startDt; d = addDays(d, -1)) out.push(d);
  else for (let m = period.endDt.slice(0, 7); m >= period.startDt.slice(0, 7); m = addMonths(m, -1)) out.push(m);
  return out;
}

/**
 * The order statistics (business-area §7; issue 16): by day and month, by product, by age band and sex, and the
 * delivery lead time, each over the seller's own lines from the kept sales sums (decisions "Order statistics").
 */
export function createStatisticSalesService(deps: {
  repo: StatisticSalesRepository;
  saleSums: OrderSaleSumsService;
  views: ProductViewsService;
  clock: Clock;
}) {
  const { repo, saleSums, views, clock } = deps;

  /**
   * The period's Seoul days: no end reads to today, no start from the seller's first order day (today without
   * orders). A start after the end (only when one bound was left out) is an empty period.
   */
  async function periodOf(supplyEntrCd: string, p: TStatisticPeriod): Promise<{ startDt: string; endDt: string; empty: boolean }> {
    const today = seoulDate(clock.now());
    const endDt = p.endDt ?? today;
    const startDt = p.startDt ?? (await saleSums.firstOrderDay(supplyEntrCd)) ?? today;
    return { startDt, endDt, empty: startDt > endDt };
  }

  /** Every row of the period (newest first) and its total. */
  async function periodRows(
    supplyEntrCd: string,
    p: TStatisticPeriod,
    unit: Unit,
  ): Promise<{ rows: TStatPeriodRow[]; total: TStatSalesFigures; startDt: string; endDt: string }> {
    const period = await periodOf(supplyEntrCd, p);
    if (period.empty) return { rows: [], total: { ...ZERO_FIGURES }, ...period };
    const sums = new Map((await saleSums.sumByPeriod({ supplyEntrCd, ...period, unit })).map((r) => [r.ordDt, figuresOf(r)]));
    const rows = unitsOf(period, unit).map((ordDt) => ({ ordDt, ...(sums.get(ordDt) ?? ZERO_FIGURES) }));
    return { rows, total: addFigures([...sums.values()]), startDt: period.startDt, endDt: period.endDt };
  }

  type ProductFigures = TStatSalesFigures & { prodCd: string; brandCd: string };

  /**
   * Every product of the filters in the sort's order (largest first, ties by product code) with their views, or the
   * rows `slice` keeps (the database sorts and cuts them; `totals: false` leaves the sums out).
   */
  async function productRows(supplyEntrCd: string, f: TStatProductFilter, slice?: { from: number; to: number; totals?: boolean }) {
    const period = await periodOf(supplyEntrCd, f);
    if (period.empty) return { rows: [] as TStatProductRow[], totalCnt: 0, total: { ...ZERO_FIGURES }, ...period };
    if (slice) return productPage(supplyEntrCd, f, period, slice);
    const byViews = f.sortCd === 'PV_CNT';
    const [sums, allViews] = await Promise.all([
      saleSums.sumByProduct({ supplyEntrCd, ...period, brandCd: f.brandCd, product: f.product }),
      byViews ? views.sumByProduct({ supplyEntrCd, ...period }) : null,
    ]);
    const figures: ProductFigures[] = sums.map((s) => ({ prodCd: s.prodCd, brandCd: s.brandCd, ...figuresOf(s) }));
    const pvOf = (list: { prodCd: string; pvCnt: number }[]) => new Map(list.map((v) => [v.prodCd, Number(v.pvCnt)]));
    const allPv = allViews ? pvOf(allViews) : null;
    const figureOf = f.sortCd === 'PV_CNT' ? null : SORT_VALUE[f.sortCd];
    // Each row's sort value once (a comparison making objects cost 100 ms over 12,000 products).
    const sortValue = new Map(figures.map((r) => [r, figureOf ? figureOf(r) : (allPv?.get(r.prodCd) ?? 0)]));
    figures.sort((a, b) => sortValue.get(b)! - sortValue.get(a)! || (a.prodCd < b.prodCd ? -1 : a.prodCd > b.prodCd ? 1 : 0));
    return { rows: await namedRows(supplyEntrCd, period, figures, allPv), totalCnt: figures.length, total: addFigures(figures), ...period };
  }

  /**
   * A page in the sort's order: the database sorts the products (joining the views for PV_CNT) and sends the page
   * with the count and sums; views are read for the page's products alone.
   */
  async function productPage(
    supplyEntrCd: string,
    f: TStatProductFilter,
    period: { startDt: string; endDt: string },
    slice: { from: number; to: number; totals?: boolean },
  ) {
    const page = await saleSums.pageByProduct({
      supplyEntrCd,
      ...period,
      brandCd: f.brandCd,
      product: f.product,
      orderBy: SORT_ORDER[f.sortCd],
      limit: slice.to - slice.from,
      offset: slice.from,
      totals: slice.totals ?? true,
    });
    const figures = page.rows.map((s) => ({ prodCd: s.prodCd, brandCd: s.brandCd, ...figuresOf(s) }));
    return { rows: await namedRows(supplyEntrCd, period, figures, null), totalCnt: page.totalCnt, total: figuresOf(page.total), ...period };
  }

  /** The shown products' names and views (read for them alone unless every product's views were read to sort). */
  async function namedRows(
    supplyEntrCd: string,
    period: { startDt: string; endDt: string },
    kept: ProductFigures[],
    allPv: Map<string, number> | null,
  ): Promise<TStatProductRow[]> {
    const prodCds = kept.map((r) => r.prodCd);
    const [shownViews, names] = await Promise.all([
      allPv ? null : views.sumByProduct({ supplyEntrCd, ...period, prodCds }),
      repo.listProductNames({ supplyEntrCd, prodCds }),
    ]);
    const pv = allPv ?? new Map((shownViews ?? []).map((v) => [v.prodCd, Number(v.pvCnt)]));
    const nameOf = new Map(names.map((n) => [n.prodCd, n]));
    return kept.map((r) => {
      const pvCnt = pv.get(r.prodCd) ?? 0;
      const n = nameOf.get(r.prodCd);
      // The product as it is now; its code when it is gone.
      const named = { supplyProdCd: n?.supplyProdCd ?? '', prodNm: n?.prodNm ?? r.prodCd, brandNm: n?.brandNm ?? '' };
      return { ...r, ...named, pvCnt, ordRate: ratePercent({ due: pvCnt, answeredInTime: r.ordCnt }) };
    });
  }

  return {
    periodRows,

    /** GET /statistic/day and /statistic/month: a page of the rows, their count and the period's total. */
    async periodPage(supplyEntrCd: string, q: TStatisticPeriod & Page, unit: Unit): Promise<TStatPeriodReply> {
      const { rows, total } = await periodRows(supplyEntrCd, q, unit);
      return { list: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), totalCnt: rows.length, total };
    },

    /** Every product of the filters, named (the Excel). */
    async allProducts(supplyEntrCd: string, f: TStatProductFilter) {
      const { rows, total, startDt, endDt } = await productRows(supplyEntrCd, f);
      return { rows, total, startDt, endDt };
    },

    /** PUT orderProductList: a page of the products in the sort's order, their count and their total. */
    async productPage(supplyEntrCd: string, f: TStatProductFilter & Page) {
      const { rows, totalCnt, total } = await productRows(supplyEntrCd, f, { from: (f.pageNum - 1) * f.pageSize, to: f.pageNum * f.pageSize });
      return { list: rows, totalCnt, total };
    },

    /** PUT orderProductChart: the first products of the sort. */
    async productChart(supplyEntrCd: string, f: TStatProductFilter) {
      const { rows } = await productRows(supplyEntrCd, f, { from: 0, to: STATISTIC_LIMITS.productChartTop, totals: false });
      return { list: rows };
    },

    /** GET /statistic/age: every band × sex (zeros too) with its share of the period's net sales. */
    async ageGender(supplyEntrCd: string, p: TStatisticPeriod): Promise<TStatAgeReply & { startDt: string; endDt: string }> {
      const period = await periodOf(supplyEntrCd, p);
      const sums = period.empty ? [] : await saleSums.sumByAge({ supplyEntrCd, ...period });
      const byKey = new Map<string, TStatSalesFigures>();
      for (const s of sums) {
        // A band or sex the mall did not send ('' kept) or one no longer known is UNKNOWN.
        const ageCd = (STAT_AGE_CODES as readonly string[]).includes(s.ageCd) ? s.ageCd : 'UNKNOWN';
        const sexCd = (STAT_SEX_CODES as readonly string[]).includes(s.sexCd) ? s.sexCd : 'UNKNOWN';
        const key = `${ageCd}|${sexCd}`;
        byKey.set(key, addFigures([byKey.get(key) ?? ZERO_FIGURES, figuresOf(s)]));
      }
      const total = addFigures([...byKey.values()]);
      const list = STAT_AGE_CODES.flatMap((ageCd) =>
        STAT_SEX_CODES.map((sexCd) => {
          const f = byKey.get(`${ageCd}|${sexCd}`) ?? ZERO_FIGURES;
          return { ageCd, sexCd, ...f, saleRate: shareOf(f.realSaleAmt, total.realSaleAmt) };
        }),
      );
      return { list, total, startDt: period.startDt, endDt: period.endDt };
    },

    /** GET /statistic/lead-time: every bucket with its count and share, the average by the §5 rule. */
    async leadTime(supplyEntrCd: string, q: Omit<TStatLeadTimeRequest, 'downloadName'>): Promise<TStatLeadTimeReply & { startDt: string; endDt: string }> {
      const period = await periodOf(supplyEntrCd, q);
      const counts = new Map<TLeadTimeBucket, number>(LEAD_TIME_BUCKETS.map((b) => [b, 0]));
      if (!period.empty) {
        for (const r of await saleSums.countLeadDays({ supplyEntrCd, ...period, brandCd: q.brandCd, prodCdList: q.prodCdList, dstcDivCd: q.dstcDivCd })) {
          // A delivery day before the payment's is no usable lead time: other (ETC), as the home's chart.
          const bucket = r.days < 0 ? 'ETC' : leadTimeBucketOf(r.days);
          counts.set(bucket, counts.get(bucket)! + Number(r.n));
        }
      }
      const totalCnt = [...counts.values()].reduce((a, n) => a + n, 0);
      const list = LEAD_TIME_BUCKETS.map((b) => ({ deliveryDays: b, cnt: counts.get(b)!, rate: shareOf(counts.get(b)!, totalCnt) }));
      const avgDays = leadTimeAverage(list.map((r) => ({ name: r.deliveryDays, data: r.cnt })));
      return { list, totalCnt, avgDays, startDt: period.startDt, endDt: period.endDt };
    },
  };
}
export type StatisticSalesService = ReturnType<typeof createStatisticSalesService>;
