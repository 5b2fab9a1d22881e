import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { rowsOf, type Db } from './database.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

type TxCallback<T> = (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>;

/**
 * Transactions on the PostgreSQL server, one pooled connection each, that stay correct when the server
 * drops the connection. Drizzle's own pool transaction falls short in two ways: a BEGIN that fails
 * never gives its connection back (the pool shrinks until every request waits forever), and a COMMIT
 * whose answer is lost leaves unknown whether it landed. Here the connection is always released (and
 * discarded when broken), and a lost COMMIT is settled by asking the server on another connection, so
 * the caller's answer is true: success means saved, an error means not saved. Only when the server
 * cannot be asked at all does a lost COMMIT stay in doubt; it then answers an error.
 */
export function createPgTransactionRunner(pool: pg.Pool, logger?: Logger) {
  // One Drizzle handle per pooled connection, built once.
  const handles = new WeakMap<pg.PoolClient, NodePgDatabase>();
  const handleOf = (client: pg.PoolClient) => {
    let h = handles.get(client);
    if (!h) handles.set(client, (h = drizzle(client, { logger })));
    return h;
  };

  return async function transaction<T>(fn: TxCallback<T>): Promise<T> {
    // The work was done and COMMIT sent when the connection dropped: the id to ask about.
    let inDoubt: { xid: string | null; value: T; err: unknown } | undefined;
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const done = await runOn(handleOf(client), fn);
      if ('value' in done) return done.value;
      inDoubt = done.inDoubt;
    } catch (err) {
      if (isDatabaseUnavailable(err)) broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      // With an error the pool closes the connection instead of handing it to the next caller: a
      // connection whose server said FATAL can still look queryable until its socket closes.
      client.release(broken ?? (inDoubt ? new Error('connection dropped at COMMIT') : undefined));
    }
    // Asked only once the connection is given back: callers in doubt that each kept theirs while
    // asking could hold the whole pool and wait for one another.
    if (inDoubt.xid === null || (await commitStatus(inDoubt.xid)) === 'committed') return inDoubt.value;
    throw inDoubt.err;
  };

  type Outcome<T> = { value: T } | { inDoubt: { xid: string | null; value: T; err: unknown } };

  async function runOn<T>(db: NodePgDatabase, fn: TxCallback<T>): Promise<Outcome<T>> {
    let finished: { xid: string | null; value: T } | undefined;
    try {
      const value = await db.transaction(async (tx) => {
        const v = await fn(tx);
        // The transaction's id, if it wrote anything, to ask about later should COMMIT's answer be lost.
        const xid = rowsOf<{ xid: string | null }>(await tx.execute(sql`select txid_current_if_assigned()::text as xid`))[0]?.xid ?? null;
        finished = { xid, value: v };
        return v;
      });
      return { value };
    } catch (err) {
      // Only a COMMIT cut off by the connection is in doubt; anything earlier was rolled back.
      if (!finished || !isDatabaseUnavailable(err)) throw err;
      return { inDoubt: { ...finished, err } };
    }
  }

  /** Whether a transaction whose connection dropped committed; 'unknown' when the server cannot say. */
  async function commitStatus(xid: string): Promise<'committed' | 'aborted' | 'unknown'> {
    // 'in progress' lasts only while the dropped backend is still exiting, and the question itself may
    // meet another connection of the same drop: ask again, a bounded number of times.
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        const r = await pool.query<{ status: string | null }>('select txid_status($1::bigint) as status', [xid]);
        const status = r.rows[0]?.status ?? null;
        if (status === 'committed' || status === 'aborted') return status;
        if (status !== 'in progress') return 'unknown'; // too old to tell: cannot happen seconds later
      } catch (err) {
        if (!isDatabaseUnavailable(err)) return 'unknown';
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return 'unknown';
  }
}
