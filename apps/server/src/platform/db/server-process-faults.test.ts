import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTerminator, runWithDrops, waitUntil, type Terminator } from '@/test/db-faults.ts';
import { adminUrl, databaseUrl, testDbKind } from '@/test/test-db.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/**
 * The real process, started as `npm start` starts it, on its own database: an unhandled 'error' event
 * of a dropped connection would end it, which no in-process test can see.
 */
describe.skipIf(testDbKind() !== 'pg')('the server process when PostgreSQL drops its connections', () => {
  const dbName = `po_f_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let terminator: Terminator;
  let server: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${inject('dbTemplate')}`);
    terminator = await openTerminator(dbName);
  });
  afterAll(async () => {
    await stopServer();
    await terminator?.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  async function stopServer(): Promise<void> {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  const alive = () => server !== undefined && server.exitCode === null && server.signalCode === null;

  it('keeps running, answers 200 or 503 while its connections are ended, and is ready afterwards', async () => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, APP_PROFILE: 'test', DATABASE_URL: databaseUrl(dbName), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server = child;
    // Kept for the failure message, bounded.
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);

    // PORT=0 picks a free port; the process prints the one it got.
    let base = '';
    await waitUntil(
      'the server prints its address',
      () => {
        if (!alive()) throw new Error(`the server exited while starting:\n${output}`);
        const port = /api: http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
        if (port) base = `http://127.0.0.1:${port}`;
        return port !== undefined;
      },
      90_000,
    );
    const ready = () =>
      fetch(`${base}/api/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
    await waitUntil('the server is ready', ready, 30_000);

    // Reads that go to the database on every call: reference codes and the readiness check.
    const urls = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? '/api/health/ready' : '/api/customer/supply/code/groupCd/G098'));
    // A refused or reset request is status 0: the process is gone, and its output says why.
    const call = (url: string) => async () => {
      try {
        const res = await fetch(`${base}${url}`, { headers: { 'accept-language': 'en' } });
        return { url, status: res.status, body: (await res.json()) as { errorCode?: string } };
      } catch (err) {
        return { url, status: 0, body: { error: String(err) } as { errorCode?: string } };
      }
    };
    const { results, rounds, ended } = await runWithDrops(urls.map(call), terminator, 8);

    expect(alive(), output).toBe(true);
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(ended).toBeGreaterThan(0);
    for (const r of results) {
      if (r.status === 200) continue;
      expect(r.status, JSON.stringify(r)).toBe(503);
      expect(r.body.errorCode).toBe('SERVICE_UNAVAILABLE');
    }
    expect(await ready(), output).toBe(true);
    expect((await call('/api/customer/supply/code/groupCd/G098')()).status).toBe(200);
    expect(alive(), output).toBe(true);
  }, 150_000);
});
