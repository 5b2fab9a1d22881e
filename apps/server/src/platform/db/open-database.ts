import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pino } from 'pino';
import { createDatabaseFacade, type Database, type Db } from './database.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import { createPgTransactionRunner } from './pg-transaction.ts';

export type DatabaseTarget = { kind: 'pg'; url: string; poolSize?: number; log?: DatabaseLog; logQuery?: QueryLogger } | { kind: 'pglite'; dataDir: string };

/** Sees every statement with its parameters before it is sent (the benchmarks record a call's SQL with it). */
export type QueryLogger = (query: string, params: unknown[]) => void;

/** Where a dropped connection is reported; the server's own log when the caller has one. */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
}

// Opened before the HTTP app (and its logger) exists: the same JSON lines, warnings only.
const defaultLog: DatabaseLog = pino({ name: 'database', level: 'warn' });

/** Opens PostgreSQL through DATABASE_URL, or the embedded PGlite under DATA_DIR. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pg' ? openServer(target.url, target.poolSize ?? 10, target.log ?? defaultLog, target.logQuery) : openEmbedded(target.dataDir);
}

async function openEmbedded(dataDir: string): Promise<Database> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  // PGlite loads an extension's code only when opened with it, also for a data folder where it already exists
  // (a copy of the test template, a restart): the trigram indexes of the product lists need both (migration 0014).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
  const root = drizzlePglite(client) as unknown as Db;
  // One embedded connection: a session lock is held by the only session there is.
  const lock: Database['withAdvisoryLock'] = async (key, fn, opts) => {
    const fnName = opts?.wait === false ? 'pg_try_advisory_lock' : 'pg_advisory_lock';
    const rows = await client.query<{ locked: boolean | null }>(`select ${fnName}($1) as locked`, [key]);
    if (opts?.wait === false && rows.rows[0]?.locked !== true) return null;
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  };
  return createDatabaseFacade('pglite', root, lock, () => client.close());
}

async function openServer(url: string, poolSize: number, log: DatabaseLog, logQuery?: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Notice a peer that vanished without closing the socket (failover, network cut).
    keepAlive: true,
    // A request waits this long for a connection, then answers 503 instead of hanging.
    connectionTimeoutMillis: 15_000,
  });
  watchConnections(pool, log);
  const logger = logQuery ? { logQuery } : undefined;
  const root = drizzlePg(pool, { logger }) as unknown as Db;
  await root.execute(sql`select 1`);
  // Advisory locks belong to a connection, so take one connection for the whole critical section.
  const lock: Database['withAdvisoryLock'] = async (key, fn, opts) => {
    const conn = await pool.connect();
    let broken: Error | undefined;
    try {
      if (opts?.wait === false) {
        const r = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!r.rows[0]?.locked) return null;
      } else {
        await conn.query('select pg_advisory_lock($1)', [key]);
      }
      try {
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [key]).catch((err: unknown) => {
          // The server ends a session's locks with the session: a dropped connection holds nothing.
          if (!isDatabaseUnavailable(err)) throw err;
          broken = asError(err);
        });
      }
    } catch (err) {
      if (isDatabaseUnavailable(err)) broken = asError(err);
      throw err;
    } finally {
      // A broken connection is closed, not handed to the next caller.
      conn.release(broken);
    }
  };
  return createDatabaseFacade('pg', withTransactions(root, createPgTransactionRunner(pool, logger)), lock, () => pool.end());
}

/**
 * The server may drop any connection at any time. node-postgres then emits 'error' on the client and,
 * for an idle one, on the pool; an 'error' event nobody listens to ends the process. The pool listens
 * to its idle clients only, so every client gets a listener of its own for its whole life, checked
 * out or not (a transaction's, the advisory lock's). The query that was running rejects by itself and
 * answers 503; a broken client is discarded when released (see the transaction runner and the lock).
 */
function watchConnections(pool: pg.Pool, log: DatabaseLog): void {
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err) => {
      // One line per connection: a drop arrives as the server's FATAL and again as the socket's end.
      if (reported) return;
      reported = true;
      log.warn({ code: errorCode(err), message: err.message }, 'database connection lost');
    });
  });
  // Already reported by the client's own listener above.
  pool.on('error', () => {});
}

/** Drizzle's root handle, with transactions run by `runner` instead of Drizzle's pool transaction. */
function withTransactions(root: Db, runner: ReturnType<typeof createPgTransactionRunner>): Db {
  // Every other method and field is the root's own, through the prototype.
  return Object.create(root, { transaction: { value: runner } }) as Db;
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));
const errorCode = (err: unknown) => ((err as { code?: unknown }).code as string | undefined) ?? null;
