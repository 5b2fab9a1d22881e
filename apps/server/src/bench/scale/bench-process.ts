// The processes the scale bench measures over HTTP: the product as `npm start` runs it (node + tsx on main.ts) and
// the bare Fastify floor. Each writes its output to a file (as a log shipper would read it) and is stopped by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, SERVER_ENV } from './scale-config.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');

export interface BenchProcess {
  origin: string;
  pid: number;
  /** Seconds from spawn to the first ready answer. */
  readySeconds: number;
  logFile: string;
  /** CPU ms the process (and its children: tsx runs the server in one) has used so far; null off Linux. */
  cpuMs: () => number | null;
  stop(): Promise<void>;
}

/** The pid and its descendants, from /proc. */
function processTree(pid: number): number[] {
  let listed: string;
  try {
    listed = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  } catch {
    return [pid];
  }
  return [pid, ...listed.trim().split(/\s+/).filter(Boolean).map(Number).flatMap(processTree)];
}

/** User plus system CPU time of a process tree in ms (clock ticks of 10 ms), or null where /proc is missing. */
function readCpuMs(pid: number): number | null {
  try {
    return processTree(pid).reduce((sum, p) => {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    }, 0);
  } catch {
    return null;
  }
}

/** Polls `url` until it answers 200; fails when the process ends first or after `limitMs`. */
async function waitForReady(url: string, child: ChildProcess, logFile: string, limitMs = 180_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scale bench: ${url} ended (code ${child.exitCode}) before it was ready; see ${logFile}`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > limitMs) throw new Error(`scale bench: ${url} not ready after ${limitMs / 1000} s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startProcess(opts: { name: string; script: string; args?: string[]; env: Record<string, string>; readyPath: string }): Promise<BenchProcess> {
  const port = await findFreePort();
  const logFile = path.join(os.tmpdir(), `po-bench-scale-${opts.name}-${process.pid}.log`);
  const out = fs.openSync(logFile, 'w');
  const t0 = performance.now();
  const child = spawn(process.execPath, [tsxCli, '--tsconfig', 'apps/server/tsconfig.json', opts.script, ...(opts.args ?? [])], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  fs.closeSync(out);
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(child.pid!, 'SIGTERM');
    });
  try {
    await waitForReady(`${origin}${opts.readyPath}`, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, pid: child.pid!, readySeconds: (performance.now() - t0) / 1000, logFile, cpuMs: () => readCpuMs(child.pid!), stop };
}

/** The product on `databaseUrl`, ready when /api/health/ready says the database is reachable and migrated. */
export function startProduct(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<BenchProcess> {
  return startProcess({
    name: 'product',
    script: 'apps/server/src/main.ts',
    env: { ...SERVER_ENV, ...extraEnv, DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), `po-bench-scale-data-${process.pid}`) },
    readyPath: '/api/health/ready',
  });
}

/** The bare Fastify floor (fastify-floor-server.ts) with one route per reply size. */
export function startFastifyFloor(sizes: number[]): Promise<BenchProcess> {
  return startProcess({
    name: 'fastify-floor',
    script: 'apps/server/src/bench/scale/fastify-floor-server.ts',
    args: sizes.map(String),
    env: {},
    readyPath: '/ready',
  });
}
