import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Runs fn in one transaction that first takes a lock per key (a transaction-level advisory lock on the
 * key's 64-bit hash), so callers sharing a key run one after another — across every node of a
 * PostgreSQL server, and on PGlite alike. A count and the write it decides therefore form one atomic step.
 *
 * Keys are locked in sorted order, so two callers sharing some keys cannot deadlock. The locks last
 * until the transaction ends (the outer one, when fn is called inside a transaction already): keep fn
 * short, and do slow work (password hashing, a provider call) outside it — it holds a connection.
 */
export async function withKeyLocks<T>(db: Database, keys: readonly string[], fn: () => Promise<T>): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  return db.transaction(async () => {
    for (const key of ordered) await db.q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`);
    return fn();
  });
}
