import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { rowsOf, type Database } from './database.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');

/** Advisory lock keys; one place so two jobs never share a key by accident. */
export const LOCK_KEYS = { migrate: 72_001, seed: 72_002 } as const;

/** Applies the committed migrations; several nodes starting at once run them once. */
export async function migrateDatabase(db: Database): Promise<void> {
  await db.withAdvisoryLock(LOCK_KEYS.migrate, async () => {
    const config = { migrationsFolder: MIGRATIONS_DIR };
    if (db.kind === 'pglite') await migratePglite(db.q as unknown as PgliteDatabase, config);
    else await migratePg(db.q as unknown as NodePgDatabase, config);
  });
}

/** Number of migrations committed in the journal. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** True when every committed migration has been applied. */
export async function isMigrated(db: Database): Promise<boolean> {
  try {
    const rows = rowsOf<{ n: number }>(await db.q.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
    return (rows[0]?.n ?? 0) >= expectedMigrationCount();
  } catch {
    return false;
  }
}
