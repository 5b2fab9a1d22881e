import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
// Repositories name their tables; no relational-query schema is registered, so the platform lists no module's tables.
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * The database as the rest of the server sees it. Repositories read `db.q`, which is the open
 * transaction when one is running (see `transaction`), so a service can group repository calls into
 * one atomic write without passing a handle through every signature.
 */
export interface Database {
  readonly kind: 'pglite' | 'pg';
  readonly q: Db;
  /** Runs fn in one transaction; nested calls join the outer one. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs fn while holding a Postgres advisory lock (jobs, migrations); answers null when busy. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>, opts?: { wait?: boolean }): Promise<T | null>;
  close(): Promise<void>;
}

/** Builds the transaction-aware facade over a driver's root Drizzle handle. */
export function createDatabaseFacade(kind: Database['kind'], root: Db, lock: Database['withAdvisoryLock'], close: () => Promise<void>): Database {
  const current = new AsyncLocalStorage<Db>();
  return {
    kind,
    get q() {
      return current.getStore() ?? root;
    },
    async transaction<T>(fn: () => Promise<T>): Promise<T> {
      if (current.getStore()) return fn();
      return root.transaction((tx) => current.run(tx as unknown as Db, fn));
    },
    withAdvisoryLock: lock,
    close,
  };
}

/** Rows of a raw `execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] } | null)?.rows ?? [];
}
