import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTerminator, runWithDrops, startCommitCutter, waitUntil } from '@/test/db-faults.ts';
import { policyBody, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { adminUrl, testDbKind } from '@/test/test-db.ts';
import { createJobRuntime } from '../jobs/job-runtime.ts';
import type { JobDefinition } from '../jobs/scheduler.ts';
import { createJobsFor } from '@/services.ts';
import { rowsOf } from './database.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import { openDatabase } from './open-database.ts';

/**
 * The PostgreSQL server drops connections (pg_terminate_backend, failover, restart) while requests run.
 * Only the server pass can do that: PGlite has no connections to drop.
 */
describe.skipIf(testDbKind() !== 'pg')('dropped database connections', () => {
  let t: TestApp;
  let terminator: Awaited<ReturnType<typeof openTerminator>>;
  let dbName: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    dbName = rowsOf<{ name: string }>(await t.db.q.execute(sql`select current_database() as name`))[0]!.name;
    terminator = await openTerminator(dbName);
  });
  afterAll(async () => {
    await terminator.close();
    await t.close();
  });

  it('answers 200 or 503 during a burst of writes, saves each 200 once and nothing else, then serves again', async () => {
    const { cookies, supplyEntrCd } = await sellerSession(t);
    const titles = Array.from({ length: 60 }, (_, i) => `fault-${String(i).padStart(2, '0')}`);

    const post = (title: string) => async () => ({
      title,
      res: await t.call({ method: 'POST', url: '/api/delivery/policy', cookies, body: policyBody({ dlcstPlcyTitl: title }) }),
    });
    const { results: replies, rounds, ended } = await runWithDrops(titles.map(post), terminator, 6);

    for (const { res } of replies) {
      if (res.statusCode === 200) continue;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', error: 'Service Unavailable', displayMessage: expect.any(String) });
    }
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(ended).toBeGreaterThan(0);
    // The drops hit requests in flight, not only idle connections; else this test would prove nothing.
    expect(replies.some((r) => r.res.statusCode === 503)).toBe(true);

    const saved = rowsOf<{ title: string; code: string }>(
      await t.db.q.execute(sql`select dlcst_plcy_titl as title, dlcst_plcy_cd as code from dlcst_plcy where supply_entr_cd = ${supplyEntrCd}`),
    );
    for (const { title, res } of replies) {
      const rows = saved.filter((r) => r.title === title);
      if (res.statusCode === 200)
        expect(
          rows.map((r) => r.code),
          title,
        ).toEqual([res.json<{ dlcstPlcyCd: string }>().dlcstPlcyCd]);
      else expect(rows, title).toEqual([]);
    }

    const after = await t.call({ method: 'POST', url: '/api/delivery/policy', cookies, body: policyBody({ dlcstPlcyTitl: 'after the faults' }) });
    expect(after.statusCode, after.body).toBe(200);
    expect((await t.call({ url: '/api/delivery/policies?pageSize=100', cookies })).json().totalCnt).toBe(saved.length + 1);
  });

  it('keeps the scheduler running when a job loses its connections mid-run', async () => {
    const log = t.app.log.child({});
    const warn = vi.spyOn(log, 'warn');
    const error = vi.spyOn(log, 'error');

    let runs = 0;
    let atGate!: () => void;
    const reachedGate = new Promise<void>((r) => (atGate = r));
    let openGate!: () => void;
    const gate = new Promise<void>((r) => (openGate = r));
    const job: JobDefinition = {
      name: 'fault-job',
      intervalMs: 20,
      run: async () => {
        runs++;
        if (runs > 1) {
          await t.db.q.execute(sql`select 1`);
          return;
        }
        // The first run holds the job's lock connection and a transaction's connection, both idle
        // while it waits at the gate: the drop reaches clients that are checked out.
        await t.db.transaction(async () => {
          await t.db.q.execute(sql`select 1`);
          atGate();
          await gate;
          await t.db.q.execute(sql`select 1`);
        });
      },
    };
    // The schedule alone, on the queue: every period the test clock enters enqueues one run.
    const { worker, scheduler } = createJobsFor({
      deps: { config: t.config, db: t.db, clock: t.clock },
      services: t.app.services,
      modules: [{ name: 'faults', jobs: () => [job] }],
      log,
    });
    const runtime = createJobRuntime({ worker, scheduler, log, pollMs: 20, scheduleMs: 20 });
    runtime.start();
    try {
      await reachedGate;
      expect(await terminator.terminateAll()).toBeGreaterThanOrEqual(2);
      await terminator.settle();
      openGate();
      await waitUntil('the job ran again twice', () => {
        t.clock.advanceSeconds(1);
        return runs >= 3;
      });
    } finally {
      await runtime.stop();
    }
    const logged = [...warn.mock.calls, ...error.mock.calls].filter(([obj]) => (obj as { kind?: string }).kind === 'schedule:fault-job');
    expect(logged).toHaveLength(1);
  });

  it('answers a transaction by what the server did when the connection drops at COMMIT', async () => {
    const cutter = await startCommitCutter(new URL(adminUrl()));
    const db = await openDatabase({ kind: 'pg', url: cutter.url(dbName), poolSize: 2, log: { warn: () => {} } });
    try {
      await db.q.execute(sql`create table commit_probe (id text primary key)`);
      const insert = (id: string) =>
        db.transaction(async () => {
          await db.q.execute(sql`insert into commit_probe values (${id})`);
          return id;
        });
      const saved = async () => rowsOf<{ id: string }>(await t.db.q.execute(sql`select id from commit_probe order by id`)).map((r) => r.id);

      // The server committed and only its answer was lost: success, saved once.
      cutter.loseNextCommitAnswer();
      expect(await insert('landed')).toBe('landed');
      // The COMMIT never arrived: an error that says unavailable, and nothing saved.
      cutter.loseNextCommit();
      const lost = await insert('lost').then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(lost)).toBe(true);
      expect(cutter.cuts()).toBe(2);

      expect(await saved()).toEqual(['landed']);
      // The broken connections were dropped from the pool: the next transaction works.
      expect(await insert('next')).toBe('next');
      expect(await saved()).toEqual(['landed', 'next']);
    } finally {
      await db.close();
      await cutter.close();
    }
  });
});
