import type { TDstcDivCd, TStatSalesFigures } from '@po/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import {
  orderLeadTimeCounts as leadKept,
  orderLeadTimeDeltas as leadDelta,
  orderSaleDaySums as dayKept,
  orderSaleProductSums as prodKept,
  orderSaleSumDeltas as delta,
} from './order-sale-sums.tables.ts';
import { rebuildFromLines } from './order-kept-rebuild.ts';
import { orderLines as l } from './order.tables.ts';

/** The statement triggers that append the deltas: a bulk loader may disable them and rebuild afterwards. */
export const SALE_SUM_TRIGGERS = ['ord_sale_sum_insert_trg', 'ord_sale_sum_update_trg', 'ord_sale_sum_delete_trg'] as const;

/** Deltas folded per transaction: a fold never holds the kept rows for long. */
const FOLD_BATCH = 20_000;

/** The figure columns of the kept sums and their deltas, in the tables' order. */
export const SALE_FIGURE_COLUMNS = [
  'ord_cnt',
  'ord_qty',
  'real_ord_amt',
  'cancel_qty',
  'cancel_amt',
  'return_qty',
  'return_amt',
  'real_sale_qty',
  'real_sale_amt',
] as const;
const FIGURES = sql.raw(SALE_FIGURE_COLUMNS.join(', '));
const SUMMED = sql.raw(SALE_FIGURE_COLUMNS.map((c) => `sum(${c})`).join(', '));

/**
 * The sums of the figures of the rows `from` yields, named as ZStatSalesFigures (float8: the driver answers bigint
 * as text; won sums stay far below 2^53).
 */
export const saleFigureSums = sql.raw(
  // Summed as float8, not as numeric (what sum(bigint) gives): the product statistic adds 120,000 rows of 9 figures
  // for the largest seller, and numeric additions were most of its time; integers stay exact below 2^53.
  SALE_FIGURE_COLUMNS.map((c) => `coalesce(sum(${c}::float8), 0) as "${c.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase())}"`).join(', '),
);

/**
 * A seller's kept day sums of the Seoul order days [startDt, endDt] with the pending deltas (the rows to group):
 * `columns` (ord_day, age_cd, sex_cd and the figures unless told). Read in one statement, it is exact at any moment
 * (a fold commits its delete and its upsert together).
 */
export function saleDayRows(w: { supplyEntrCd: string; startDt: string; endDt: string; columns?: SQL }): SQL {
  const columns = w.columns ?? sql`ord_day, age_cd, sex_cd, ${FIGURES}`;
  return sql`
    select ${columns} from ${dayKept}
    where ${dayKept.supplyEntrCd} = ${w.supplyEntrCd} and ${dayKept.ordDay} between ${w.startDt}::date and ${w.endDt}::date
    union all
    select ${columns} from ${delta}
    where ${delta.supplyEntrCd} = ${w.supplyEntrCd} and ${delta.ordDay} between ${w.startDt}::date and ${w.endDt}::date`;
}

/**
 * The same for the product sums: `columns` (ord_day, prod_cd, brand_cd and the figures unless told), narrowed by
 * `where` on those columns.
 */
export function saleProductRows(w: { supplyEntrCd: string; startDt: string; endDt: string; where?: SQL | undefined; columns?: SQL }): SQL {
  const more = w.where ? sql` and ${w.where}` : sql``;
  const columns = w.columns ?? sql`ord_day, prod_cd, brand_cd, ${FIGURES}`;
  return sql`
    select ${columns} from ${prodKept}
    where ${prodKept.supplyEntrCd} = ${w.supplyEntrCd} and ${prodKept.ordDay} between ${w.startDt}::date and ${w.endDt}::date${more}
    union all
    select ${columns} from ${delta}
    where ${delta.supplyEntrCd} = ${w.supplyEntrCd} and ${delta.ordDay} between ${w.startDt}::date and ${w.endDt}::date${more}`;
}

/** A figure column of the kept sums (a product statistic's sort). */
export type SaleFigureColumn = (typeof SALE_FIGURE_COLUMNS)[number];
/** The delivered lines' counts: delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n, narrowed by `where`. */
export function leadTimeRows(w: { supplyEntrCd: string; startDt: string; endDt: string; where?: SQL | undefined }): SQL {
  const more = w.where ? sql` and ${w.where}` : sql``;
  return sql`
    select delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n from ${leadKept}
    where ${leadKept.supplyEntrCd} = ${w.supplyEntrCd} and ${leadKept.deliveredDay} between ${w.startDt}::date and ${w.endDt}::date${more}
    union all
    select delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n from ${leadDelta}
    where ${leadDelta.supplyEntrCd} = ${w.supplyEntrCd} and ${leadDelta.deliveredDay} between ${w.startDt}::date and ${w.endDt}::date${more}`;
}

/** A line's figures as the trigger computes them (migrations 0028 and 0032): the rebuild sums the same. */
const lineFigures = sql.raw(`count(*), sum(ord_qty), sum(real_ord_amt), sum(cancel_qty),
  sum(floor(real_ord_amt::numeric * cancel_qty / ord_qty)), sum(return_qty), sum(floor(real_ord_amt::numeric * return_qty / ord_qty)),
  sum(ord_qty - cancel_qty - return_qty), sum(floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty))`);
/** The day sums' settle_expect_amt of a group: the database function the trigger calls, so both compute it alike. */
const lineSettleExpect = sql.raw(`sum(ord_dtl_settle_expect_amt(ord_qty, ord_qty - cancel_qty - return_qty, ord_amt, coupon_amt, coupon_bearer,
  prom_dc_amt, prom_bearer, delivery_fee, sell_fee_rate))`);
const seoulDay = (column: unknown) => sql`(${column} at time zone 'Asia/Seoul')::date`;

/** A seller's Seoul days, both included. */
export interface StatWindow {
  supplyEntrCd: string;
  startDt: string;
  endDt: string;
}

/**
 * Kept sales sums and delivered-line counts (decisions "Order statistics (issue 16)"): the statistics' reads (each
 * sums kept rows and pending deltas in one statement, never the lines), the fold the schedule runs, the rebuild a
 * bulk loader runs, and the first order day of a seller.
 */
export function createOrderSaleSumsRepository(db: Database) {
  /**
   * Deletes the kept rows a fold left at zero (a group whose lines all went; `zero` says so of a row `t`): the tables
   * hold only what is there.
   */
  async function dropZeros(table: typeof dayKept | typeof prodKept | typeof leadKept, keys: readonly string[], zeros: unknown[], zero: string) {
    if (zeros.length === 0) return;
    const cols = sql.raw(keys.map((k) => `${k} ${k.endsWith('_day') ? 'date' : k === 'lead_days' ? 'int' : 'text'}`).join(', '));
    const match = sql.raw(keys.map((k) => `t.${k} = z.${k}`).join(' and '));
    await db.q.execute(sql`
      delete from ${table} t using json_to_recordset(${JSON.stringify(zeros)}::json) as z(${cols})
      where ${match} and ${sql.raw(zero)}`);
  }

  return {
    /** The figures per Seoul order day (yyyy-MM-dd) or month (yyyy-MM) of the window; days without lines are absent. */
    async sumByPeriod(w: StatWindow & { unit: 'day' | 'month' }): Promise<(TStatSalesFigures & { ordDt: string })[]> {
      const format = w.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
      return rowsOf(
        await db.q.execute(sql`
          select to_char(ord_day, ${format}) as "ordDt", ${saleFigureSums}
          from (${saleDayRows(w)}) k group by 1`),
      );
    },

    /** The figures per age band and sex ('' where the mall sent none). */
    async sumByAge(w: StatWindow): Promise<(TStatSalesFigures & { ageCd: string; sexCd: string })[]> {
      return rowsOf(
        await db.q.execute(sql`
          select age_cd as "ageCd", sex_cd as "sexCd", ${saleFigureSums}
          from (${saleDayRows(w)}) k group by 1, 2`),
      );
    },

    /**
     * Lines delivered in the window per whole Seoul days from payment to delivery, narrowed to a brand, to products
     * and to domestic or overseas shipping sites (the site's flag as it is now).
     */
    async countLeadDays(
      w: StatWindow & { brandCd?: string | undefined; prodCdList?: string[] | undefined; dstcDivCd?: TDstcDivCd | undefined },
    ): Promise<{ days: number; n: number }[]> {
      const where: SQL[] = [];
      if (w.brandCd) where.push(sql`brand_cd = ${w.brandCd}`);
      if (w.prodCdList && w.prodCdList.length > 0) where.push(sql`prod_cd = any(${sql.param(w.prodCdList)}::text[])`);
      if (w.dstcDivCd) {
        where.push(sql`delivery_loc_cd in (
          select d.delivery_loc_cd from delivery_loc d where d.supply_entr_cd = ${w.supplyEntrCd} and d.frcn_dypl_yn = ${w.dstcDivCd === 'OVERSEAS' ? 'Y' : 'N'})`);
      }
      return rowsOf(
        await db.q.execute(sql`
          select lead_days as days, sum(n)::int as n
          from (${leadTimeRows({ ...w, where: where.length > 0 ? sql.join(where, sql` and `) : undefined })}) k
          group by 1 having sum(n) <> 0`),
      );
    },
    /**
     * Moves up to a batch of pending sales deltas into the day and product sums in one transaction; answers how many
     * it moved. As the line counts' fold: a second fold at once finds the rows gone, upserts go in key order.
     */
    async foldSaleSumDeltas(): Promise<number> {
      return db.transaction(async () => {
        const [folded] = rowsOf<{ moved: number; dayZeros: unknown[]; prodZeros: unknown[] }>(
          await db.q.execute(sql`
            with moved as (
              delete from ${delta}
              where ${delta.deltaSq} in (select ${delta.deltaSq} from ${delta} order by ${delta.deltaSq} limit ${FOLD_BATCH})
              returning supply_entr_cd, ord_day, prod_cd, brand_cd, age_cd, sex_cd, ${FIGURES}, settle_expect_amt
            ), days as (
              insert into ${dayKept} (supply_entr_cd, ord_day, age_cd, sex_cd, ${FIGURES}, settle_expect_amt)
              select supply_entr_cd, ord_day, age_cd, sex_cd, ${SUMMED}, sum(settle_expect_amt) from moved group by 1, 2, 3, 4 order by 1, 2, 3, 4
              on conflict (supply_entr_cd, ord_day, age_cd, sex_cd) do update set
                ${sql.raw([...SALE_FIGURE_COLUMNS, 'settle_expect_amt'].map((c) => `${c} = ord_sale_day_sum.${c} + excluded.${c}`).join(', '))}
              returning supply_entr_cd, ord_day, age_cd, sex_cd, ord_cnt, settle_expect_amt
            ), prods as (
              insert into ${prodKept} (supply_entr_cd, ord_day, prod_cd, brand_cd, ${FIGURES})
              select supply_entr_cd, ord_day, prod_cd, brand_cd, ${SUMMED} from moved group by 1, 2, 3, 4 order by 1, 2, 3, 4
              on conflict (supply_entr_cd, ord_day, prod_cd, brand_cd) do update set
                ${sql.raw(SALE_FIGURE_COLUMNS.map((c) => `${c} = ord_sale_prod_sum.${c} + excluded.${c}`).join(', '))}
              returning supply_entr_cd, ord_day, prod_cd, brand_cd, ord_cnt
            )
            select (select count(*)::int from moved) as moved,
              coalesce((select json_agg(json_build_object('supply_entr_cd', supply_entr_cd, 'ord_day', ord_day, 'age_cd', age_cd, 'sex_cd', sex_cd))
                from days where ord_cnt = 0 and settle_expect_amt = 0), '[]'::json) as "dayZeros",
              coalesce((select json_agg(json_build_object('supply_entr_cd', supply_entr_cd, 'ord_day', ord_day, 'prod_cd', prod_cd, 'brand_cd', brand_cd))
                from prods where ord_cnt = 0), '[]'::json) as "prodZeros"`),
        );
        if (!folded) return 0;
        // A day row is dropped only when its settle_expect_amt is 0 too: the backfill of migration 0032 gave a group whose
        // lines were all still pending a row with that figure alone, which the fold of those lines completes.
        await dropZeros(dayKept, ['supply_entr_cd', 'ord_day', 'age_cd', 'sex_cd'], folded.dayZeros, 't.ord_cnt = 0 and t.settle_expect_amt = 0');
        await dropZeros(prodKept, ['supply_entr_cd', 'ord_day', 'prod_cd', 'brand_cd'], folded.prodZeros, 't.ord_cnt = 0');
        return folded.moved;
      });
    },

    /** The same for the delivered lines' counts. */
    async foldLeadTimeDeltas(): Promise<number> {
      return db.transaction(async () => {
        const [folded] = rowsOf<{ moved: number; zeros: unknown[] }>(
          await db.q.execute(sql`
            with moved as (
              delete from ${leadDelta}
              where ${leadDelta.deltaSq} in (select ${leadDelta.deltaSq} from ${leadDelta} order by ${leadDelta.deltaSq} limit ${FOLD_BATCH})
              returning supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n
            ), upserted as (
              insert into ${leadKept} (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
              select supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, sum(n)
              from moved group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
              on conflict (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days) do update set n = ${leadKept.n} + excluded.n
              returning supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n
            )
            select (select count(*)::int from moved) as moved,
              coalesce((select json_agg(json_build_object('supply_entr_cd', supply_entr_cd, 'delivered_day', delivered_day, 'prod_cd', prod_cd,
                'brand_cd', brand_cd, 'delivery_loc_cd', delivery_loc_cd, 'lead_days', lead_days)) from upserted where n = 0), '[]'::json) as zeros`),
        );
        if (!folded) return 0;
        await dropZeros(leadKept, ['supply_entr_cd', 'delivered_day', 'prod_cd', 'brand_cd', 'delivery_loc_cd', 'lead_days'], folded.zeros, 't.n = 0');
        return folded.moved;
      });
    },

    /**
     * Sums every line again and drops the deltas (rebuildFromLines). The rows go
     * in key order, so a seller's days lie together on the heap: the product read of the largest seller's 6 months
     * touched 202 heap blocks instead of 3,086 (45 ms to 13 ms).
     */
    async rebuildSaleSums(): Promise<{ dayRows: number; productRows: number; leadTimeRows: number }> {
      return rebuildFromLines(db, [delta, dayKept, prodKept, leadDelta, leadKept], async (count) => {
        const dayRows = await count(sql`
          insert into ${dayKept} (supply_entr_cd, ord_day, age_cd, sex_cd, ${FIGURES}, settle_expect_amt)
          select ${l.supplyEntrCd}, ${seoulDay(l.ordDt)}, coalesce(${l.buyerAgeCd}, ''), coalesce(${l.buyerSexCd}, ''), ${lineFigures}, ${lineSettleExpect}
          from ${l} group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
        const productRows = await count(sql`
          insert into ${prodKept} (supply_entr_cd, ord_day, prod_cd, brand_cd, ${FIGURES})
          select ${l.supplyEntrCd}, ${seoulDay(l.ordDt)}, ${l.prodCd}, ${l.brandCd}, ${lineFigures}
          from ${l} group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
        const leadTimeRows = await count(sql`
          insert into ${leadKept} (supply_entr_cd, delivered_day, prod_cd, brand_cd, delivery_loc_cd, lead_days, n)
          select ${l.supplyEntrCd}, ${seoulDay(l.deliveredDt)}, ${l.prodCd}, ${l.brandCd}, ${l.deliveryLocCd},
            ${seoulDay(l.deliveredDt)} - ${seoulDay(l.payDt)}, count(*)
          from ${l} where ${l.deliveredDt} is not null group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`);
        return { dayRows, productRows, leadTimeRows };
      });
    },

    /** The Seoul day of the seller's first order (kept or pending), or null without orders. */
    async firstOrderDay(supplyEntrCd: string): Promise<string | null> {
      const [row] = rowsOf<{ d: string | null }>(
        await db.q.execute(sql`
          select to_char(least(
            (select min(${dayKept.ordDay}) from ${dayKept} where ${dayKept.supplyEntrCd} = ${supplyEntrCd}),
            (select min(${delta.ordDay}) from ${delta} where ${delta.supplyEntrCd} = ${supplyEntrCd} and ${delta.ordCnt} > 0)
          ), 'YYYY-MM-DD') as d`),
      );
      return row?.d ?? null;
    },
  };
}
export type OrderSaleSumsRepository = ReturnType<typeof createOrderSaleSumsRepository>;
