import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerWith } from '@/test/jobs.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { databaseUrl, testDbKind } from '@/test/test-db.ts';
import { rowsOf } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { AppError } from '../http/app-error.ts';
import type { JobHandler } from './job-handler.ts';
import { createJobRepository } from './job.repository.ts';
import { retryDelayMs } from './job-worker.ts';

describe('job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const jobs = () => t.app.services.jobs;
  const find = (id: string) => createJobRepository(t.db).find(id);

  it('runs a job once, stores its progress and its file, and shows it to its seller only', async () => {
    const handler: JobHandler = {
      kind: 'test.file',
      run: async (ctx) => {
        await ctx.progress(1, 2);
        await ctx.progress(2, 2);
        return { fileNm: '결과.txt', mimeType: 'text/plain', data: Buffer.from(JSON.stringify(ctx.payload)) };
      },
    };
    const id = (await jobs().enqueue({ kind: 'test.file', payload: { n: 1 }, supplyEntrCd: 'S1', requestedBy: 'me' }))!;
    expect((await find(id))?.status).toBe('queued');
    expect(await workerWith(t, [handler]).drain()).toBe(1);
    expect(await find(id)).toMatchObject({ status: 'completed', progressDone: 2, progressTotal: 2, attempts: 1, resultFileNm: '결과.txt', errorKey: null });
    expect((await jobs().readResultFile(id))?.data.toString()).toBe('{"n":1}');
    expect(await jobs().findSellerJob('S1', id)).toBeDefined();
    expect(await jobs().findSellerJob('S2', id)).toBeUndefined();
  });

  it('retries a failing job with a growing delay, then fails it with the message key', async () => {
    let tries = 0;
    const handler: JobHandler = {
      kind: 'test.fail',
      run: async () => {
        tries++;
        throw new AppError('CONFLICT', { messageKey: 'job.msg.failed' });
      },
    };
    const worker = workerWith(t, [handler]);
    const id = (await jobs().enqueue({ kind: 'test.fail', payload: {}, maxAttempts: 3 }))!;
    expect(await worker.drain()).toBe(1);
    expect(await find(id)).toMatchObject({ status: 'queued', attempts: 1, errorKey: 'job.msg.failed' });
    // Not due before its delay.
    expect(await worker.drain()).toBe(0);
    t.clock.advanceSeconds(retryDelayMs(1) / 1000);
    expect(await worker.drain()).toBe(1);
    t.clock.advanceSeconds(retryDelayMs(2) / 1000);
    expect(await worker.drain()).toBe(1);
    expect(tries).toBe(3);
    expect(await find(id)).toMatchObject({ status: 'failed', attempts: 3, errorKey: 'job.msg.failed' });
    t.clock.advanceSeconds(3600);
    expect(await worker.drain()).toBe(0);
  });

  it('gives a job whose node died (its lease ran out) to another node', async () => {
    let ran = 0;
    const handler: JobHandler = { kind: 'test.lease', run: async () => void ran++ };
    const id = (await jobs().enqueue({ kind: 'test.lease', payload: {} }))!;
    const now = t.clock.now();
    // Node "dead" claims it and never reports again.
    const claimed = await createJobRepository(t.db).claimNext({ nodeId: 'dead', now, lockedUntil: new Date(now.getTime() + 60_000), kinds: ['test.lease'] });
    expect(claimed?.id).toBe(id);
    const other = workerWith(t, [handler], { nodeId: 'alive' });
    expect(await other.drain()).toBe(0);
    t.clock.advanceSeconds(61);
    expect(await other.drain()).toBe(1);
    expect(ran).toBe(1);
    expect(await find(id)).toMatchObject({ status: 'completed', claimedBy: 'alive', attempts: 2 });
  });

  it('never runs one job twice when two workers claim at once', async () => {
    // On the server the second worker is a node of its own: its own pool on the same database.
    const name = rowsOf<{ name: string }>(await t.db.q.execute(sql`select current_database() as name`))[0]!.name;
    const otherDb = testDbKind() === 'pg' ? await openDatabase({ kind: 'pg', url: databaseUrl(name), poolSize: 2 }) : t.db;
    try {
      const runs = new Map<string, number>();
      const handler: JobHandler = {
        kind: 'test.race',
        run: async (ctx) => {
          runs.set(ctx.id, (runs.get(ctx.id) ?? 0) + 1);
          await ctx.progress(1, 1);
        },
      };
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push((await jobs().enqueue({ kind: 'test.race', payload: { i } }))!);
      const a = workerWith(t, [handler], { nodeId: 'a' });
      const b = workerWith(t, [handler], { db: otherDb, nodeId: 'b' });
      const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
      expect(ranA + ranB).toBe(20);
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
      const done = rowsOf<{ n: number }>(
        await t.db.q.execute(sql`select count(*)::int as n from job where kind = 'test.race' and status = 'completed' and attempts = 1`),
      );
      expect(done[0]?.n).toBe(20);
    } finally {
      if (otherDb !== t.db) await otherDb.close();
    }
  });

  it('purges finished jobs and their files after the retention', async () => {
    const handler: JobHandler = { kind: 'test.purge', run: async () => ({ fileNm: 'a.txt', mimeType: 'text/plain', data: Buffer.from('a') }) };
    const id = (await jobs().enqueue({ kind: 'test.purge', payload: {} }))!;
    await workerWith(t, [handler]).drain();
    expect(await jobs().purgeFinishedJobs()).toBe(0);
    t.clock.advanceSeconds(8 * 24 * 3600);
    expect(await jobs().purgeFinishedJobs()).toBeGreaterThanOrEqual(1);
    expect(await find(id)).toBeUndefined();
    expect(await jobs().readResultFile(id)).toBeUndefined();
  });
});
