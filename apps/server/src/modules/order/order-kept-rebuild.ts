import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { orderLines as l } from './order.tables.ts';

/** Runs an `insert … select` and answers how many rows it wrote. */
export type CountInsert = (insert: SQL) => Promise<number>;

/**
 * Fills kept figures again from every line: for a bulk load that ran with the triggers disabled, or to repair. In one
 * transaction, writers of ord_dtl wait (SHARE lock), so no delta is lost between the count and the drop; `tables` (the
 * kept rows and their deltas) are locked and emptied, then `fill` writes them again through `count`.
 */
export function rebuildFromLines<T>(db: Database, tables: readonly PgTable[], fill: (count: CountInsert) => Promise<T>): Promise<T> {
  return db.transaction(async () => {
    await db.q.execute(sql`lock table ${l} in share mode`);
    await db.q.execute(sql`lock table ${sql.join([...tables], sql`, `)} in exclusive mode`);
    for (const t of tables) await db.q.execute(sql`delete from ${t}`);
    const count: CountInsert = async (insert) =>
      rowsOf<{ n: number }>(await db.q.execute(sql`with ins as (${insert} returning 1) select count(*)::int as n from ins`))[0]?.n ?? 0;
    return fill(count);
  });
}
