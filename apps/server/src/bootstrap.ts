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

/** Migrates, refreshes reference codes and (dev/test) seeds demo data once; `onStep` hears each step's end (the start's timings). */
export async function prepareDatabase(opts: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  onStep?: (step: string) => void;
}): Promise<{ services: Services; seeded: boolean }> {
  const onStep = opts.onStep ?? (() => undefined);
  await migrateDatabase(opts.db);
  onStep('migrate');
  const services = await createServices(opts);
  onStep('services');
  await services.codes.syncReferenceCodes();
  onStep('codeSync');
  const seeded = opts.config.seedDemoData ? await seedDemoData(opts.db, services, opts.clock.now()) : false;
  onStep('demoSeed');
  return { services, seeded };
}
