import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { OffsetClock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { openTestDatabase } from '@/test/test-db.ts';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('PUT /api/dev/clock', () => {
  it('is not there unless CLOCK_CONTROL is on', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/dev/clock',
      headers: { authorization: `Bearer ${t.config.mallApiKey}` },
      payload: { offsetSeconds: 60 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is refused in the prod profile', () => {
    expect(() => loadConfig({ APP_PROFILE: 'prod', CLOCK_CONTROL: 'true' })).toThrow(/CLOCK_CONTROL/);
  });

  it('moves an offset clock ahead with the mall key, and back', async () => {
    const { db, drop }: { db: Database; drop: () => Promise<void> } = await openTestDatabase(inject('dbTemplate'));
    const clock = new OffsetClock();
    const app = await buildApp({ config: loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent', CLOCK_CONTROL: 'true' }), db, clock });
    try {
      const move = (offsetSeconds: number, key = loadConfig({ APP_PROFILE: 'test' }).mallApiKey) =>
        app.inject({ method: 'PUT', url: '/api/dev/clock', headers: { authorization: `Bearer ${key}` }, payload: { offsetSeconds } });
      expect((await move(86_400, 'wrong')).statusCode).toBe(401);
      const res = await move(86_400);
      expect(res.statusCode, res.body).toBe(200);
      expect(clock.now().getTime() - Date.now()).toBeGreaterThan(86_000_000);
      await move(0);
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      await app.close();
      await drop();
    }
  });
});
