import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createDatabaseFacade, type Database, type Db } from './database.ts';
import * as schema from './schema.ts';

export type DatabaseTarget = { kind: 'pg'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string };

/** Opens PostgreSQL through DATABASE_URL, or the embedded PGlite under DATA_DIR. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pg' ? openServer(target.url, target.poolSize ?? 10) : openEmbedded(target.dataDir);
}

async function openEmbedded(dataDir: string): Promise<Database> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  const root = drizzlePglite(client, { schema }) as unknown as Db;
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

async function openServer(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const root = drizzlePg(pool, { schema }) as unknown as Db;
  await root.execute(sql`select 1`);
  // Advisory locks belong to a connection, so take one connection for the whole critical section.
  const lock: Database['withAdvisoryLock'] = async (key, fn, opts) => {
    const conn = await pool.connect();
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
        await conn.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      conn.release();
    }
  };
  return createDatabaseFacade('pg', root, lock, () => pool.end());
}
