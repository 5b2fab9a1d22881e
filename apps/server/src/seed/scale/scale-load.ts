import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';

/**
 * Runs `load` with the tables' secondary indexes dropped, then builds them again from their own definitions: one
 * sorted build per index is cheaper than keeping a dozen indexes up to date row by row (400,000 lines on a busy
 * 2-core machine: orders and lines 40 s instead of 66 s). Primary keys and unique indexes stay, so the load still
 * cannot write a duplicate.
 */
export async function loadWithoutIndexes(db: Database, tables: readonly string[], load: () => Promise<void>): Promise<void> {
  const list = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.q.execute(sql`
      select i.indexname as name, i.indexdef as def from pg_indexes i
      join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename in (${list}) and not x.indisunique and not x.indisprimary`),
  );
  for (const i of indexes) await db.q.execute(sql.raw(`drop index "${i.name}"`));
  try {
    await load();
  } finally {
    for (const i of indexes) await db.q.execute(sql.raw(i.def));
  }
}

/**
 * Runs `load` in one transaction without JIT compilation: the generator's statements are large expressions the
 * planner costs high, and compiling them took longer than running them (seconds per statement, measured).
 */
export function loadWithoutJit(db: Database, load: () => Promise<void>): Promise<void> {
  return db.transaction(async () => {
    await db.q.execute(sql`set local jit = off`);
    await load();
  });
}
