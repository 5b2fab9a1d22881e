import type { AppConfig } from './config.ts';
import { createServices, type Services } from './services.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { openDatabase } from './platform/db/open-database.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import path from 'node:path';

/** The database the configuration names: a server through DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'pg', url: config.databaseUrl, poolSize: config.dbPoolSize })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

/** Migrates, refreshes reference codes and (dev/test) seeds demo data once. */
export async function prepareDatabase(opts: { config: AppConfig; db: Database; clock: Clock }): Promise<{ services: Services; seeded: boolean }> {
  await migrateDatabase(opts.db);
  const services = await createServices(opts);
  await services.codes.syncReferenceCodes();
  const seeded = opts.config.seedDemoData ? await seedDemoData(opts.db, services, opts.clock.now()) : false;
  return { services, seeded };
}
