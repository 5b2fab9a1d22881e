import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerWith } from '@/test/jobs.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { rowsOf } from '../db/database.ts';
import { createScheduler, scheduleHandlers, type JobDefinition } from './scheduler.ts';

describe('schedules on the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counting = (name: string) => {
    let runs = 0;
    const job: JobDefinition = { name, intervalMs: 60_000, run: async () => void runs++ };
    return { job, runs: () => runs };
  };

  it('enqueues one run per period however many nodes tick, and one worker runs it once', async () => {
    const { job, runs } = counting('settle-test');
    // Two nodes: each has its own scheduler and worker on the same queue.
    const nodes = ['a', 'b'].map((n) => ({
      scheduler: createScheduler({ queue: t.app.services.jobs, clock: t.clock, schedules: [job] }),
      worker: workerWith(t, scheduleHandlers([job]), { nodeId: n }),
    }));
    expect(await nodes[0]!.scheduler.enqueueDue()).toBe(1);
    expect(await nodes[1]!.scheduler.enqueueDue()).toBe(0);
    expect((await nodes[0]!.worker.drain()) + (await nodes[1]!.worker.drain())).toBe(1);
    expect(runs()).toBe(1);
    // The same period again: nothing new. The next period: one more run.
    expect(await nodes[1]!.scheduler.enqueueDue()).toBe(0);
    t.clock.advanceSeconds(60);
    expect(await nodes[1]!.scheduler.enqueueDue()).toBe(1);
    expect(await nodes[0]!.scheduler.enqueueDue()).toBe(0);
    expect(await nodes[1]!.worker.drain()).toBe(1);
    expect(runs()).toBe(2);
  });

  it('fails a run once (the next period is the retry) and keeps scheduling', async () => {
    const job: JobDefinition = {
      name: 'broken-test',
      intervalMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    };
    const scheduler = createScheduler({ queue: t.app.services.jobs, clock: t.clock, schedules: [job] });
    const worker = workerWith(t, scheduleHandlers([job]));
    await scheduler.enqueueDue();
    expect(await worker.drain()).toBe(1);
    const rows = rowsOf<{ status: string; attempts: number }>(await t.db.q.execute(sql`select status, attempts from job where kind = 'schedule:broken-test'`));
    expect(rows).toEqual([{ status: 'failed', attempts: 1 }]);
    t.clock.advanceSeconds(60);
    expect(await scheduler.enqueueDue()).toBe(1);
  });
});
