// Start to ready of `npm start` (BENCH_ONLY=start): the product as the README runs it (scripts/start.mjs, the dev
// profile, the web build skipped), timed from the spawn to the first 200 of /api/health/ready: (a) embedded on an
// empty DATA_DIR (migrations and the demo seed), (b) embedded again on that DATA_DIR (target 5 s), (c) a migrated
// PostgreSQL server database (its second start). The server's own 'startup steps' log line tells where the time went.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const PORT = Number(process.env.BENCH_START_PORT ?? 18531);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_S = 5;
const LIMIT_MS = 180_000;

interface StartTiming {
  readyMs: number;
  runningLineMs: number | null;
  steps: Record<string, number> | null;
}

/** Spawns `npm start`'s script, polls the ready endpoint, then stops it by its pid and waits for the exit. */
async function timeStart(env: Record<string, string | undefined>): Promise<StartTiming> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...env, SKIP_WEB_BUILD: '1', PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let runningLineMs: number | null = null;
  let steps: Record<string, number> | null = null;
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (runningLineMs === null && output.includes('Partner Office is running')) runningLineMs = performance.now() - t0;
    const line = output.split('\n').find((l) => l.includes('"startupMs"'));
    if (line && !steps) steps = (JSON.parse(line) as { startupMs: Record<string, number> }).startupMs;
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ready:\n${output.slice(-2000)}`);
      if (performance.now() - t0 > LIMIT_MS) throw new Error(`not ready in ${LIMIT_MS / 1000} s:\n${output.slice(-2000)}`);
      const status = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const readyMs = performance.now() - t0;
    // The steps line comes right after listen; give it a moment to arrive on the pipe.
    for (let i = 0; i < 40 && !steps; i++) await new Promise((r) => setTimeout(r, 25));
    return { readyMs, runningLineMs, steps };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function print(label: string, t: StartTiming, target?: number) {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const verdict = target === undefined ? '' : t.readyMs <= target * 1000 ? ` (target ${target} s) ok` : ` (target ${target} s) MISSED`;
  console.log(`${label.padEnd(44)} ready ${s(t.readyMs)}, 'running' line ${t.runningLineMs === null ? '-' : s(t.runningLineMs)}${verdict}`);
  if (t.steps) {
    // Each step's own share: the mark minus the one before (imported = process start, tsx and the module graph).
    let last = 0;
    const parts = Object.entries(t.steps).map(([step, at]) => {
      const part = `${step} ${at - last}`;
      last = at;
      return part;
    });
    console.log(`${''.padEnd(44)} server steps (ms): ${parts.join(', ')}`);
  }
}

/** Runs the three starts; prints their lines. The server case is skipped (with a line saying so) without a server. */
export async function benchStart(): Promise<void> {
  const { APP_PROFILE: _profile, DATABASE_URL: _url, ...env } = process.env;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'po-start-bench-'));
  console.log(`\nstart to ready (npm start, dev profile, web build skipped)`);
  try {
    print('embedded, first start (migrations, demo seed)', await timeStart({ ...env, DATA_DIR: dataDir }));
    print('embedded, restart', await timeStart({ ...env, DATA_DIR: dataDir }), TARGET_S);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const name = `po_bench_start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`start bench: no PostgreSQL server (${(err as Error).message}); the server case skipped`);
    await admin.end().catch(() => undefined);
    return;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const emptyDir = await fs.mkdtemp(path.join(os.tmpdir(), 'po-start-bench-'));
  try {
    const serverEnv = { ...env, DATA_DIR: emptyDir, DATABASE_URL: url.toString() };
    await timeStart(serverEnv);
    print('PostgreSQL server, second start', await timeStart(serverEnv));
  } finally {
    await fs.rm(emptyDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
