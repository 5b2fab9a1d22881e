import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig, type AppConfig } from '@/config.ts';
import { ManualClock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { openTestDatabase } from './test-db.ts';

/** The origin `app.inject` requests address (its default Host), as a browser on our page would send it. */
export const TEST_ORIGIN = 'http://localhost:80';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  config: AppConfig;
  /** A request as the web sends it: JSON, Accept-Language, X-Requested-With, and on writes our own Origin. */
  call(opts: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  lang?: 'ko' | 'en';
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A fresh app on a private copy of the migrated template database, with a clock the test moves. */
export async function createTestApp(opts: { env?: NodeJS.ProcessEnv; now?: Date } = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase(inject('dbTemplate'));
  const clock = new ManualClock(opts.now ?? new Date('2026-11-20T01:00:00Z'));
  const config = loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent', ...opts.env });
  const app = await buildApp({ config, db, clock });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    call: ({ method = 'GET', url, body, lang = 'ko', cookies, headers }) =>
      app.inject({
        method,
        url,
        headers: { 'accept-language': lang, 'x-requested-with': 'XMLHttpRequest', ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }), ...headers },
        ...(cookies ? { cookies } : {}),
        ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
