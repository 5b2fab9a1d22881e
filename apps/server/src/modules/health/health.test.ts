import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is live', async () => {
    const res = await t.call({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database is reachable and migrated', async () => {
    const res = await t.call({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('is not ready when a migration is missing', async () => {
    await t.db.q.execute(sql`delete from drizzle.__drizzle_migrations`);
    const res = await t.call({ url: '/api/health/ready', lang: 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', error: 'Service Unavailable' });
  });
});
