import type { TOrderDateType } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { rebuildFromLines } from './order-kept-rebuild.ts';
import { orderLineCountDeltas as delta, orderLineCounts as kept } from './order-line-counts.tables.ts';
import { orderLines as l } from './order.tables.ts';

/** One group of the tab counts: a stored status, a delay mark, and whether it ships today. */
export interface StatusGroup {
  ordDtlStsCd: string;
  delayStsCd: string | null;
  shipToday: boolean;
  n: number;
}

/** The statement triggers that append the deltas: a bulk loader may disable them and rebuild afterwards. */
export const LINE_COUNT_TRIGGERS = ['ord_dtl_count_insert_trg', 'ord_dtl_count_update_trg', 'ord_dtl_count_delete_trg'] as const;

/** Deltas folded per transaction: a fold never holds the kept rows for long. */
const FOLD_BATCH = 20_000;

/** A line's Seoul day of one of its dates, as the triggers count it and the list's period reads it. */
const seoulDay = (column: typeof l.ordDt | typeof l.payDt) => sql`(${column} at time zone 'Asia/Seoul')::date`;

/**
 * Kept counts of a seller's lines per day and status (decisions "Kept order line counts"). The triggers of
 * migration 0021 append deltas; `foldLineCountDeltas` moves them into the kept table; every read sums the kept
 * rows and the pending deltas in one statement (one snapshot), so a fold between two reads changes no answer.
 */
export function createOrderLineCountsRepository(db: Database) {
  return {
    /**
     * The period's lines grouped as the list's grouped scan groups them (status, delay mark, ship-today), from
     * the kept counts. Ship-today depends on the clock, so it is counted from the lines on `ord_dtl_ship_today_idx`
     * (the few paid or preparing ones) and taken out of its status's kept group, in the same statement.
     */
    async countLineGroups(opts: { supplyEntrCd: string; dateType: TOrderDateType; startDt: string; endDt: string; today: string }): Promise<StatusGroup[]> {
      const { supplyEntrCd, dateType, startDt, endDt, today } = opts;
      const deltaDay = dateType === 'PAY' ? delta.payDay : delta.ordDay;
      const lineDate = dateType === 'PAY' ? l.payDt : l.ordDt;
      const rows = rowsOf<{ sts: string; delay: string | null; ship: boolean; n: number }>(
        await db.q.execute(sql`
          with counted as (
            select sts, nullif(delay, '') as delay, sum(n)::int as n
            from (
              select ${kept.ordDtlStsCd} as sts, ${kept.delayStsCd} as delay, ${kept.n} as n
              from ${kept}
              where ${kept.supplyEntrCd} = ${supplyEntrCd} and ${kept.dateKind} = ${dateType}
                and ${kept.day} between ${startDt}::date and ${endDt}::date
              union all
              select ${delta.ordDtlStsCd}, ${delta.delayStsCd}, ${delta.n}
              from ${delta}
              where ${delta.supplyEntrCd} = ${supplyEntrCd} and ${deltaDay} between ${startDt}::date and ${endDt}::date
            ) k
            group by sts, delay
          ), ship as (
            select ${l.ordDtlStsCd} as sts, ${l.delayStsCd} as delay, count(*)::int as n
            from ${l}
            where ${l.supplyEntrCd} = ${supplyEntrCd} and ${l.ordDtlStsCd} in ('20', '35') and ${l.giPrrnDt} <= ${today}::date
              and ${lineDate} >= ((${startDt})::date)::timestamp at time zone 'Asia/Seoul'
              and ${lineDate} < ((${endDt})::date)::timestamp at time zone 'Asia/Seoul' + interval '1 day'
            group by 1, 2
          )
          select c.sts, c.delay, false as ship, c.n - coalesce(s.n, 0) as n
          from counted c left join ship s on s.sts = c.sts and s.delay is not distinct from c.delay
          union all
          select sts, delay, true, n from ship`),
      );
      return rows.filter((r) => r.n > 0).map((r) => ({ ordDtlStsCd: r.sts, delayStsCd: r.delay, shipToday: r.ship, n: Number(r.n) }));
    },

    /**
     * Moves up to a batch of pending deltas into the kept counts in one transaction; answers how many it moved
     * (0: nothing was pending). Two folds at once cannot count a delta twice: the second one's delete finds the
     * rows gone. The upsert writes in key order, so two folds never wait on each other in a circle.
     */
    async foldLineCountDeltas(): Promise<number> {
      return db.transaction(async () => {
        const [folded] = rowsOf<{ moved: number; zeros: unknown[] }>(
          await db.q.execute(sql`
            with moved as (
              delete from ${delta}
              where ${delta.deltaSq} in (select ${delta.deltaSq} from ${delta} order by ${delta.deltaSq} limit ${FOLD_BATCH})
              returning supply_entr_cd, ord_day, pay_day, ord_dtl_sts_cd, delay_sts_cd, n
            ), summed as (
              select supply_entr_cd, 'ORDER' as date_kind, ord_day as day, ord_dtl_sts_cd, delay_sts_cd, sum(n)::int as n
              from moved group by 1, 2, 3, 4, 5
              union all
              select supply_entr_cd, 'PAY', pay_day, ord_dtl_sts_cd, delay_sts_cd, sum(n)::int
              from moved group by 1, 2, 3, 4, 5
            ), upserted as (
              insert into ${kept} (supply_entr_cd, date_kind, day, ord_dtl_sts_cd, delay_sts_cd, n)
              select * from summed where n <> 0 order by 1, 2, 3, 4, 5
              on conflict (supply_entr_cd, date_kind, day, ord_dtl_sts_cd, delay_sts_cd) do update set n = ${kept.n} + excluded.n
              returning supply_entr_cd, date_kind, day, ord_dtl_sts_cd, delay_sts_cd, n
            )
            select (select count(*)::int from moved) as moved,
              coalesce((select json_agg(json_build_object('s', supply_entr_cd, 'k', date_kind, 'd', day, 't', ord_dtl_sts_cd, 'm', delay_sts_cd))
                from upserted where n = 0), '[]'::json) as zeros`),
        );
        // A day and status left without lines: its row goes, so the table holds only what is there.
        if (folded && folded.zeros.length > 0) {
          await db.q.execute(sql`
            delete from ${kept} using json_to_recordset(${JSON.stringify(folded.zeros)}::json) as z(s text, k text, d date, t text, m text)
            where ${kept.supplyEntrCd} = z.s and ${kept.dateKind} = z.k and ${kept.day} = z.d and ${kept.ordDtlStsCd} = z.t
              and ${kept.delayStsCd} = z.m and ${kept.n} = 0`);
        }
        return folded?.moved ?? 0;
      });
    },

    /** Counts every line again and drops the deltas (rebuildFromLines). */
    async rebuildLineCounts(): Promise<{ rows: number }> {
      const rows = await rebuildFromLines(db, [delta, kept], (count) =>
        count(sql`
          insert into ${kept} (supply_entr_cd, date_kind, day, ord_dtl_sts_cd, delay_sts_cd, n)
          select ${l.supplyEntrCd}, 'ORDER', ${seoulDay(l.ordDt)}, ${l.ordDtlStsCd}, coalesce(${l.delayStsCd}, ''), count(*)
          from ${l} group by 1, 2, 3, 4, 5
          union all
          select ${l.supplyEntrCd}, 'PAY', ${seoulDay(l.payDt)}, ${l.ordDtlStsCd}, coalesce(${l.delayStsCd}, ''), count(*)
          from ${l} group by 1, 2, 3, 4, 5`),
      );
      return { rows };
    },
  };
}
export type OrderLineCountsRepository = ReturnType<typeof createOrderLineCountsRepository>;
