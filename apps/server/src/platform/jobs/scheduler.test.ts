import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { rowsOf } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { databaseUrl, testDbKind } from '@/test/test-db.ts';
import { createScheduler, type JobDefinition } from './scheduler.ts';

function blockingJob(name: string, lockKey: number) {
  let release!: () => void;
  let runs = 0;
  const gate = new Promise<void>((r) => (release = r));
  const job: JobDefinition = { name, lockKey, intervalMs: 60_000, run: async () => { runs++; await gate; } };
  return { job, release, runs: () => runs };
}

describe('scheduler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('skips a job that is already running in this process', async () => {
    const s = createScheduler({ db: t.db, log: t.app.log });
    const { job, release, runs } = blockingJob('purge', 91_001);
    const first = s.runOnce(job);
    expect(await s.runOnce(job)).toBe('skipped');
    release();
    expect(await first).toBe('ran');
    expect(runs()).toBe(1);
    expect(await s.runOnce({ ...job, run: async () => {} })).toBe('ran');
  });

  it.runIf(testDbKind() === 'pg')('lets only one node run a job at a time on a shared database', async () => {
    // A second "node": its own pool on the same database as the test app.
    const otherDb = await openDatabase({ kind: 'pg', url: await currentUrl(t) });
    try {
      const a = createScheduler({ db: t.db, log: t.app.log });
      const b = createScheduler({ db: otherDb, log: t.app.log });
      const { job, release } = blockingJob('settle', 91_002);
      const first = a.runOnce(job);
      await new Promise((r) => setTimeout(r, 100));
      expect(await b.runOnce(job)).toBe('skipped');
      release();
      expect(await first).toBe('ran');
    } finally {
      await otherDb.close();
    }
  });
});

/** The URL of the test app's own database (its name is the current database). */
async function currentUrl(t: TestApp): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const rows = rowsOf<{ name: string }>(await t.db.q.execute(sql`select current_database() as name`));
  return databaseUrl(rows[0]!.name);
}
