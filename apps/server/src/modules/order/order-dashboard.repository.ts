import { CLAIM_STATUS } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { dueCountRows } from './order-due-counts.repository.ts';
import { leadTimeRows, saleDayRows } from './order-sale-sums.repository.ts';
import { orderClaims as c, orderLines as l } from './order.tables.ts';

/** Seoul days `yyyy-MM-dd`, both ends included. */
export interface DayWindow {
  supplyEntrCd: string;
  startDt: string;
  endDt: string;
}

/** An instant column within the Seoul days of a window (the same bounds as the order lists' period). */
const within = (column: unknown, w: DayWindow) =>
  sql`${column} >= (${w.startDt}::date)::timestamp at time zone 'Asia/Seoul'
      and ${column} < (${w.endDt}::date + 1)::timestamp at time zone 'Asia/Seoul'`;

/** A product of the conversion ranking: its views and distinct orders in the window, orders per view in tenths of a percent. */
export type ConversionRow = { prodCd: string; pvCnt: number; ordCnt: number; tenths: number };

/** What the kept quantity of lines sold: quantity, what the buyers paid for it, and what it would settle to. */
export interface SaleEstimateRow {
  saleQty: number;
  paidAmt: number;
  settleExpectAmt: number;
}

/**
 * The home dashboard's reads of the seller's lines and claims. Every statement leads with the seller's code on one
 * of ord_dtl's or ord_claim's seller indexes or on the kept sums (decisions "Home dashboard (issue 15)").
 */
export function createOrderDashboardRepository(db: Database) {
  return {
    /**
     * The kept quantity of the lines ordered in the window, its paid amount and what it would settle to: the kept day
     * sums' real_sale_qty, real_sale_amt and settle_expect_amt, which the triggers compute per line with the settlement
     * run's formulas (decisions "Home dashboard at scale (issue 13)"), so the seller's lines are not read.
     */
    async sumKeptSales(w: DayWindow): Promise<SaleEstimateRow> {
      const [row] = rowsOf<SaleEstimateRow>(
        await db.q.execute(sql`
          select coalesce(sum(real_sale_qty), 0)::float8 as "saleQty", coalesce(sum(real_sale_amt), 0)::float8 as "paidAmt",
                 coalesce(sum(settle_expect_amt), 0)::float8 as "settleExpectAmt"
          from (${saleDayRows({ ...w, columns: sql`real_sale_qty, real_sale_amt, settle_expect_amt` })}) k`),
      );
      return row ?? { saleQty: 0, paidAmt: 0, settleExpectAmt: 0 };
    },

    /**
     * The paid amount of the window's lines per Seoul day or month of their order: kept (ordered minus cancelled
     * and returned), cancelled and returned, each the line's realOrdAmt share by quantity, floored per line. Read from
     * the kept sales sums, so the home's charts and the order statistics agree by construction (decisions "Order
     * statistics (issue 16)").
     */
    async sumSalesBy(opts: DayWindow & { unit: 'day' | 'month' }): Promise<{ ordDt: string; keptAmt: number; cancelAmt: number; returnAmt: number }[]> {
      const format = opts.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
      return rowsOf(
        await db.q.execute(sql`
          select to_char(ord_day, ${format}) as "ordDt", sum(real_sale_amt)::float8 as "keptAmt",
                 sum(cancel_amt)::float8 as "cancelAmt", sum(return_amt)::float8 as "returnAmt"
          from (${saleDayRows(opts)}) k
          group by 1
          having sum(ord_cnt) <> 0`),
      );
    },

    /**
     * The lines due to ship in the window (dispatch deadline in it, up to today) that were not cancelled whole
     * before shipping: how many, how many shipped by the deadline, how many shipped late or are still unshipped
     * past it. Shipped = the invoice's Seoul day, as the settlement's late-dispatch days read it. From the kept due
     * counts: whether an unshipped line is late is decided here, against today.
     */
    async countDueLines(opts: DayWindow & { today: string }): Promise<{ due: number; onTime: number; late: number }> {
      const [row] = rowsOf<{ due: number; onTime: number; late: number }>(
        await db.q.execute(sql`
          select coalesce(sum(n), 0)::int as due,
                 coalesce(sum(n) filter (where due_cls = 'ON_TIME'), 0)::int as "onTime",
                 coalesce(sum(n) filter (where due_cls = 'LATE' or (due_cls = 'UNSHIPPED' and gi_prrn_dt < ${opts.today}::date)), 0)::int as late
          from (${dueCountRows(opts)}) k`),
      );
      return { due: row?.due ?? 0, onTime: row?.onTime ?? 0, late: row?.late ?? 0 };
    },

    /** Return and exchange claims whose pickup arrived (collection completed) in the window, not withdrawn: the Seoul days. */
    async listCollectedClaims(w: DayWindow): Promise<{ collectedDay: string; completedDay: string | null }[]> {
      return rowsOf(
        await db.q.execute(sql`
          select to_char(${c.collectCompleteDt} at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "collectedDay",
                 to_char(${c.completeDt} at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "completedDay"
          from ${c}
          where ${c.supplyEntrCd} = ${w.supplyEntrCd} and ${c.claimType} in ('RETURN', 'EXCHANGE')
            and ${c.claimStsCd} <> ${CLAIM_STATUS.withdrawn}
            and ${c.reqDt} < (${w.endDt}::date + 1)::timestamp at time zone 'Asia/Seoul'
            and ${within(c.collectCompleteDt, w)}`),
      );
    },

    /**
     * Return and exchange claims withdrawn in the window. The status is compared as an expression so the planner keeps
     * to the seller's ord_claim_list_idx: with few withdrawn claims it took ord_claim_status_idx, which spans sellers.
     */
    async countWithdrawn(w: DayWindow): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.q.execute(sql`
          select count(*)::int as n from ${c}
          where ${c.supplyEntrCd} = ${w.supplyEntrCd} and ${c.claimType} in ('RETURN', 'EXCHANGE')
            and ${c.claimStsCd} || '' = ${CLAIM_STATUS.withdrawn} and ${within(c.withdrawDt, w)}`),
      );
      return row?.n ?? 0;
    },

    /**
     * Lines delivered in the window by whole Seoul days from payment to delivery, from the kept delivered-line counts
     * (as the order statistics' lead time): the lines of six months were a scan of every page of ord_dtl for the
     * largest seller (decisions "Plans on the generated mall").
     */
    async countLeadDays(w: DayWindow): Promise<{ days: number; n: number }[]> {
      return rowsOf(
        await db.q.execute(sql`
          select lead_days as days, sum(n)::int as n
          from (${leadTimeRows(w)}) k
          group by 1 having sum(n) <> 0`),
      );
    },

    /**
     * The home's conversion ranking: the products with views in the window (the mall's product_view_day, joined
     * here as the product statistic does), each with its distinct orders of the window (ord_dtl_ord_dt_idx), ranked
     * by orders per view in tenths of a percent, half up (ratePercent's floor((2000·orders + views) / (2·views))),
     * then views, then code; one page and how many there are. The largest seller has 13,000 viewed products in 14
     * days: ranked here, only the page leaves the database (in the service the two lists cost 57 ms of CPU a call).
     */
    async rankConversion(w: DayWindow & { limit: number; offset: number }): Promise<{ rows: ConversionRow[]; totalCnt: number }> {
      const rows = rowsOf<ConversionRow & { totalCnt: number }>(
        await db.q.execute(sql`
          with viewed as materialized (
            select prod_cd, sum(pv_cnt)::bigint as pv from product_view_day
            where supply_entr_cd = ${w.supplyEntrCd} and view_dt between ${w.startDt}::date and ${w.endDt}::date
            group by 1 having sum(pv_cnt) > 0),
          ordered as (
            select ${l.prodCd} as prod_cd, count(distinct ${l.ordNo})::bigint as n
            from ${l}
            where ${l.supplyEntrCd} = ${w.supplyEntrCd} and ${within(l.ordDt, w)}
            group by 1),
          ranked as (
            select v.prod_cd, v.pv, coalesce(o.n, 0) as n, (2000 * coalesce(o.n, 0) + v.pv) / (2 * v.pv) as tenths
            from viewed v left join ordered o on o.prod_cd = v.prod_cd)
          select prod_cd as "prodCd", pv::int as "pvCnt", n::int as "ordCnt", tenths::int as tenths,
                 (select count(*) from viewed)::int as "totalCnt"
          from ranked
          order by tenths desc, pv desc, prod_cd collate "C"
          limit ${w.limit} offset ${w.offset}`),
      );
      const totalCnt =
        rows[0]?.totalCnt ??
        rowsOf<{ n: number }>(
          await db.q.execute(sql`
          select count(distinct prod_cd)::int as n from product_view_day
          where supply_entr_cd = ${w.supplyEntrCd} and view_dt between ${w.startDt}::date and ${w.endDt}::date and pv_cnt > 0`),
        )[0]!.n;
      return { rows: rows.map(({ totalCnt: _n, ...r }) => r), totalCnt };
    },
  };
}
export type OrderDashboardRepository = ReturnType<typeof createOrderDashboardRepository>;
