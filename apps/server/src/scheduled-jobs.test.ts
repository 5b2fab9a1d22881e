import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller, signInWithSms, startLogin } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { sql } from 'drizzle-orm';
import { loadModules } from '@/module-loader.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { listJobs } from '@/services.ts';
import { appJobs } from '@/test/jobs.ts';

describe('retention jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('deletes ended sessions, old codes and old sign-in attempts, and keeps live ones', async () => {
    const s = await makeSeller(t);
    const { cookies } = await signInWithSms(t, s);
    await startLogin(t, s.mgrId, 'Wrong#Pass9');
    const services = t.app.services;
    expect(await services.sessions.purgeEndedSessions()).toBe(0);
    t.clock.advanceSeconds(100 * 24 * 60 * 60);
    expect(await services.sessions.purgeEndedSessions()).toBeGreaterThan(0);
    expect(await services.verification.purgeOldCodes()).toBeGreaterThan(0);
    expect(await services.login.purgeOldAttempts()).toBeGreaterThan(0);
    // The schedules run the same purges through the job queue; nothing is left for them now.
    const schedules = listJobs(services, await loadModules());
    const { scheduler, worker } = await appJobs(t);
    expect(await scheduler.enqueueDue()).toBe(schedules.length);
    expect(await worker.drain()).toBe(schedules.length);
    const runs = rowsOf<{ kind: string; status: string }>(await t.db.q.execute(sql`select kind, status from job where kind like 'schedule:%' order by kind`));
    expect(runs).toEqual(schedules.map((s) => ({ kind: `schedule:${s.name}`, status: 'completed' })).sort((a, b) => a.kind.localeCompare(b.kind)));
    expect(await services.login.purgeOldAttempts()).toBe(0);
    expect((await t.call({ url: '/api/login/userInfo', cookies })).statusCode).toBe(401);
  });

  it('keeps a session that is still in use', async () => {
    const s = await makeSeller(t);
    const { cookies } = await signInWithSms(t, s);
    expect(await t.app.services.sessions.purgeEndedSessions()).toBe(0);
    expect((await t.call({ url: '/api/login/userInfo', cookies })).statusCode).toBe(200);
  });
});
