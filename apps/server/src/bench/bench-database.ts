// A PostgreSQL server database of a bench's own, made and dropped through the server's admin connection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the benches make their databases: BENCH_PG_ADMIN_URL, else the local server. */
export const BENCH_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabaseHandle {
  name: string;
  url: string;
  /** Drops it, unless BENCH_KEEP_DB=1 keeps it (then its URL is printed, for EXPLAIN or BENCH_DATABASE_URL). */
  drop: () => Promise<void>;
}

async function runAdmin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * A new empty database named `po_bench_<tag>_<hex>`. Null, with a line saying why, when the server cannot be
 * reached: a bench part without its server is skipped, not failed.
 */
export async function createBenchDatabase(part: string, tag: string): Promise<BenchDatabaseHandle | null> {
  const name = `po_bench_${tag}_${randomBytes(4).toString('hex')}`;
  try {
    await runAdmin(`create database ${name}`);
  } catch (err) {
    console.log(`${part}: create database failed (${(err as Error).message}); skipped`);
    return null;
  }
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP_DB === '1') console.log(`${part}: kept the database ${url.toString()}`);
      else
        await runAdmin(`drop database if exists ${name} with (force)`).catch((err: unknown) => console.log(`${part}: drop failed (${(err as Error).message})`));
    },
  };
}
