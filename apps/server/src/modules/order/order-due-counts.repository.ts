import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { orderDueCountDeltas as delta, orderDueCounts as kept } from './order-due-counts.tables.ts';
import { rebuildFromLines } from './order-kept-rebuild.ts';
import { orderLines as l } from './order.tables.ts';

/** Deltas folded per transaction, as the other kept figures'. */
const FOLD_BATCH = 20_000;

/**
 * A seller's kept due counts of the planned dispatch days [startDt, endDt] with the pending deltas (the rows to group):
 * gi_prrn_dt, due_cls, n. Read in one statement, it is exact at any moment.
 */
export function dueCountRows(w: { supplyEntrCd: string; startDt: string; endDt: string }): SQL {
  return sql`
    select gi_prrn_dt, due_cls, n from ${kept}
    where ${kept.supplyEntrCd} = ${w.supplyEntrCd} and ${kept.giPrrnDt} between ${w.startDt}::date and ${w.endDt}::date
    union all
    select gi_prrn_dt, due_cls, n from ${delta}
    where ${delta.supplyEntrCd} = ${w.supplyEntrCd} and ${delta.giPrrnDt} between ${w.startDt}::date and ${w.endDt}::date`;
}

/** A line's due class as the trigger of migration 0032 decides it (null: cancelled whole before shipping, not due). */
const dueClass = sql`case when ${l.invoiceDt} is not null
    then case when (${l.invoiceDt} at time zone 'Asia/Seoul')::date <= ${l.giPrrnDt} then 'ON_TIME' else 'LATE' end
  when ${l.cancelQty} < ${l.ordQty} then 'UNSHIPPED' end`;

/** The kept due counts' fold (the sales sums' schedule runs it) and rebuild (after a bulk load). */
export function createOrderDueCountsRepository(db: Database) {
  return {
    /** Moves up to a batch of pending deltas into the kept counts, as the other folds; answers how many it moved. */
    async foldDueCountDeltas(): Promise<number> {
      return db.transaction(async () => {
        const [folded] = rowsOf<{ moved: number; zeros: unknown[] }>(
          await db.q.execute(sql`
            with moved as (
              delete from ${delta}
              where ${delta.deltaSq} in (select ${delta.deltaSq} from ${delta} order by ${delta.deltaSq} limit ${FOLD_BATCH})
              returning supply_entr_cd, gi_prrn_dt, due_cls, n
            ), upserted as (
              insert into ${kept} (supply_entr_cd, gi_prrn_dt, due_cls, n)
              select supply_entr_cd, gi_prrn_dt, due_cls, sum(n) from moved group by 1, 2, 3 order by 1, 2, 3
              on conflict (supply_entr_cd, gi_prrn_dt, due_cls) do update set n = ${kept.n} + excluded.n
              returning supply_entr_cd, gi_prrn_dt, due_cls, n
            )
            select (select count(*)::int from moved) as moved,
              coalesce((select json_agg(json_build_object('s', supply_entr_cd, 'd', gi_prrn_dt, 'c', due_cls)) from upserted where n = 0), '[]'::json) as zeros`),
        );
        // A day and class left without lines: its row goes, so the table holds only what is there.
        if (folded && folded.zeros.length > 0) {
          await db.q.execute(sql`
            delete from ${kept} using json_to_recordset(${JSON.stringify(folded.zeros)}::json) as z(s text, d date, c text)
            where ${kept.supplyEntrCd} = z.s and ${kept.giPrrnDt} = z.d and ${kept.dueCls} = z.c and ${kept.n} = 0`);
        }
        return folded?.moved ?? 0;
      });
    },

    /** Counts every line again and drops the deltas (rebuildFromLines). */
    async rebuildDueCounts(): Promise<{ rows: number }> {
      const rows = await rebuildFromLines(db, [delta, kept], (count) =>
        count(sql`
          insert into ${kept} (supply_entr_cd, gi_prrn_dt, due_cls, n)
          select supply_entr_cd, gi_prrn_dt, due_cls, count(*)
          from (select ${l.supplyEntrCd} as supply_entr_cd, ${l.giPrrnDt} as gi_prrn_dt, ${dueClass} as due_cls from ${l}) due
          where due_cls is not null group by 1, 2, 3 order by 1, 2, 3`),
      );
      return { rows };
    },
  };
}
export type OrderDueCountsRepository = ReturnType<typeof createOrderDueCountsRepository>;
