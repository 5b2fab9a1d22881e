import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@/config.ts';
import { createServices } from '@/services.ts';
import { systemClock } from '@/platform/clock.ts';
import { migrateDatabase } from '@/platform/db/migrate.ts';
import { openDatabase, type DatabaseTarget } from '@/platform/db/open-database.ts';
import { adminUrl, databaseUrl, testDbKind } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

/** Prepares one migrated database with reference codes; every test file starts from a copy of it. */
async function prepareTemplate(target: DatabaseTarget): Promise<void> {
  const db = await openDatabase(target);
  try {
    await migrateDatabase(db);
    await (await createServices({ config: loadConfig({ APP_PROFILE: 'test' }), db, clock: systemClock })).codes.syncReferenceCodes();
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDbKind() === 'pg') {
    const name = `po_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await prepareTemplate({ kind: 'pg', url: databaseUrl(name), poolSize: 2 });
    project.provide('dbTemplate', name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'po-tpl-'));
  await prepareTemplate({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  project.provide('dbTemplate', path.join(dir, 'pglite'));
  return () => fs.rm(dir, { recursive: true, force: true });
}
