import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';

/** API tests run on PGlite by default and on a PostgreSQL server with TEST_DB=pg (CI runs both). */
export const testDbKind = (): 'pg' | 'pglite' => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite');

/** The server to create test databases on; trust auth on loopback in this workplace. */
export const adminUrl = () => process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A private database copied from the prepared template; `drop` removes it. */
export async function openTestDatabase(template: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (testDbKind() === 'pg') {
    const name = `po_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const db = await openDatabase({ kind: 'pg', url: databaseUrl(name), poolSize: 4 });
    return {
      db,
      drop: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: adminUrl() });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'po-t-'));
  await fs.cp(template, path.join(dir, 'pglite'), { recursive: true });
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  return {
    db,
    drop: async () => {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
