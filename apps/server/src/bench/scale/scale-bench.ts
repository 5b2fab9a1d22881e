// The scale part of `npm run bench` (BENCH_ONLY=scale): the largest seller's key calls over HTTP on a generated
// mall, beside two floors measured in the same run, in one table and a JSON file.
//
//   BENCH_ONLY=scale npm run bench                               generates 500 sellers / 2,000,000 lines (seed 1)
//   BENCH_ONLY=scale BENCH_SELLERS=20 BENCH_LINES=50000 npm run bench       a small mall, for development
//   BENCH_KEEP_DB=1 ...                                          keeps the generated database and prints its URL
//   BENCH_DATABASE_URL=postgres://.../po_bench_scale_xxxx ...    measures that mall again, without generating
//   BENCH_SCALE_SECONDS=0.3 ...                                  shorter runs (a factor on every duration)
//   BENCH_LOG_LEVEL=warn ...                                     the product's log level (default info, as prod)
//   BENCH_SCALE_CASE='dashboard/all' ...                         only the cases whose name holds that text
//
// The product runs as its own process (node + tsx on main.ts, as `npm start`), test profile, LOG_LEVEL=info (prod's
// default: each request logged, to a file), DB_POOL_SIZE as the environment gives it (default 10); autocannon runs
// here. Each case is measured at 1 connection (5 s) and 50 (10 s), the sign-in's password step at 1 and 8 (one
// account per connection: the account lock refuses more tries in flight on one account).
// Columns: p50/p95/p99 in ms and req/s over HTTP; cpu/req = CPU ms the server process spent per reply (steadier than
// latencies on a shared machine; 1000 / it bounds one process's replies per second); db p95 = the statements the
// case's service call sent, recorded once and replayed with pg at the same concurrency (a pool of 50 for 50);
// fst p95 = a bare Fastify route answering a fixed body of the reply's size, same concurrency; ratio = HTTP p95 /
// (db p95 + fst p95); target = the kind's p95 at 50 connections (lists 30 ms and ratio ≤ 1.5, dashboard 80,
// statistics 150); verdict ok / MISSED / ERRORS. Then the mixed read load (every seller read case in turn, 50
// connections, 15 s): req/s (target ≥ 1,500) and errors, beside the same mix replayed on the database alone.
// Printed, never asserted, except: any non-2xx or any plan-check finding makes the bench exit non-zero.
import { COOKIE } from '@po/contracts';
import pg from 'pg';
import { prepareDatabase } from '@/bootstrap.ts';
import { systemClock } from '@/platform/clock.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { startFastifyFloor, startProduct, type BenchProcess } from './bench-process.ts';
import { createGroupingRecorder, measureDatabaseFloor, onlyReads, type RecordedCall } from './database-floor.ts';
import { browserHeaders, signInOverHttp } from './http-sign-in.ts';
import { benchSeconds, measureHttp, type HttpRequest } from './measure-http.ts';
import { checkPlans, type PlanFinding } from './plan-check.ts';
import { buildScaleCases, TARGET_P95_MS, type ScaleCase } from './scale-cases.ts';
import { openBenchDatabase, withClient } from './scale-database.ts';
import { benchConfig, SERVER_ENV } from './scale-config.ts';
import { judgeRow, machineInfo, printTable, writeReport, type ScaleReport, type ScaleRow } from './scale-report.ts';
import { findDetailOrder, findLastSettledMonth, findOtherLoginIds, findProductWord, readServerVersion } from './scale-sql.ts';

const MIXED_TARGET_RPS = 1500;

function httpRequestOf(c: ScaleCase, origin: string, token: string): HttpRequest {
  const headers: Record<string, string> = { ...browserHeaders(origin) };
  if (c.request.signedIn) headers.cookie = `${COOKIE.session}=${encodeURIComponent(token)}`;
  if (c.request.body !== undefined) headers['content-type'] = 'application/json';
  return { method: c.request.method, path: c.request.path, headers, ...(c.request.body !== undefined ? { body: JSON.stringify(c.request.body) } : {}) };
}

/** The real reply once: its size for the Fastify floor, and a refusal now rather than 10 s of errors later. */
async function captureReply(origin: string, r: HttpRequest): Promise<number> {
  const res = await fetch(`${origin}${r.path}`, { method: r.method, headers: r.headers, ...(r.body ? { body: r.body } : {}) });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`scale bench: ${r.method} ${r.path} answered ${res.status} ${body.toString().slice(0, 300)}`);
  return body.length;
}

/** The plan check of a seller-scoped call; until plan-check.ts is built, one line saying so. */
async function checkCasePlans(url: string, name: string, call: RecordedCall, state: { built: boolean }): Promise<PlanFinding[]> {
  if (!state.built) return [];
  return withClient(url, async (client) => {
    try {
      return await checkPlans(client, name, call.queries);
    } catch (err) {
      if ((err as Error).message !== 'checkPlans: not built yet') throw err;
      console.log('scale bench: the plan check is not built yet (plan-check.ts); no EXPLAIN of the recorded statements');
      state.built = false;
      return [];
    }
  });
}

export async function runScaleBench(): Promise<void> {
  const startedAt = new Date().toISOString();
  const mall = await openBenchDatabase();
  console.log(
    `\nscale: ${mall.made ? `generated ${mall.sellers} sellers / ${mall.lines} lines in ${mall.generatedSeconds.toFixed(1)} s` : `reused ${mall.sellers} sellers / ${mall.lines} lines`}; measuring ${mall.seller.supplyEntrCd} (${mall.seller.lines} lines) as ${mall.seller.loginId}`,
  );
  const processes: BenchProcess[] = [];
  const recorder = createGroupingRecorder();
  const db = await openDatabase({ kind: 'pg', url: mall.url, logQuery: recorder.logQuery });
  const outbox = new pg.Client({ connectionString: mall.url });
  await outbox.connect();
  try {
    const product = await startProduct(mall.url);
    processes.push(product);
    console.log(`product ready ${product.readySeconds.toFixed(1)} s after spawn (pid ${product.pid}, log ${product.logFile})`);
    const t0 = performance.now();
    const token = await signInOverHttp(product.origin, mall.seller, outbox);
    const signInSeconds = (performance.now() - t0) / 1000;

    const { services } = await prepareDatabase({ config: benchConfig(), db, clock: systemClock });
    const session = await services.sessions.resolveSession(token);
    if (!session) throw new Error('scale bench: the signed-in session is not found in the bench process');
    const only = process.env.BENCH_SCALE_CASE;
    const cases = buildScaleCases({
      loginId: mall.seller.loginId,
      password: mall.seller.password,
      otherLoginIds: await findOtherLoginIds(outbox, mall.seller.loginId, 7),
      detailOrdNo: await findDetailOrder(outbox, mall.seller.supplyEntrCd),
      productWord: await findProductWord(outbox, mall.seller.supplyEntrCd),
      settleYm: await findLastSettledMonth(outbox, mall.seller.supplyEntrCd),
      today: new Date(),
    }).filter((c) => !only || c.name.includes(only));

    const plans = { built: true, findings: [] as PlanFinding[] };
    const prepared = [];
    for (const c of cases) {
      const request = httpRequestOf(c, product.origin, token);
      const replyBytes = await captureReply(product.origin, request);
      // Once before recording: what the services cache (codes, brands) is read then, as the warm server has it.
      await c.call({ services, session, token });
      const call = await recorder.record(() => c.call({ services, session, token }));
      if (c.sellerRead) plans.findings.push(...(await checkCasePlans(mall.url, c.name, call, plans)));
      prepared.push({ c, request, replyBytes, call });
    }
    const floor = await startFastifyFloor([...new Set(prepared.map((p) => p.replyBytes))]);
    processes.push(floor);

    const rows: ScaleRow[] = [];
    for (const { c, request, replyBytes, call } of prepared) {
      for (const connections of c.connections) {
        const seconds = benchSeconds(connections === 1 ? 5 : 10);
        const bodyPerConnection = c.bodyPerConnection?.map((b) => JSON.stringify(b));
        const http = await measureHttp({
          origin: product.origin,
          requests: [request],
          connections,
          seconds,
          serverCpuMs: product.cpuMs,
          ...(bodyPerConnection ? { bodyPerConnection } : {}),
        });
        const replayable = call.queries.length > 0 && onlyReads(call);
        const dbFloor = replayable ? await measureDatabaseFloor(mall.url, [call], connections, benchSeconds(connections === 1 ? 3 : 5)) : null;
        const fastifyFloor = await measureHttp({
          origin: floor.origin,
          requests: [{ method: 'GET', path: `/floor/${replyBytes}`, headers: {} }],
          connections,
          seconds: benchSeconds(connections === 1 ? 3 : 5),
        });
        const ratio = dbFloor ? http.p95 / (dbFloor.p95 + fastifyFloor.p95) : null;
        const row = {
          name: c.name,
          kind: c.kind,
          http,
          dbFloor,
          fastifyFloor,
          replyBytes,
          statements: call.queries.length,
          statementTurns: call.groups.length,
          ratio,
          targetP95Ms: c.targetP95Ms ?? TARGET_P95_MS[c.kind],
        };
        rows.push({ ...row, verdict: judgeRow(row) });
        console.log(`  ${c.name} at ${connections}: p95 ${http.p95.toFixed(1)} ms, ${http.rps.toFixed(0)} req/s`);
      }
    }

    const reads = prepared.filter((p) => p.c.sellerRead);
    const mixedHttp = await measureHttp({
      origin: product.origin,
      requests: reads.map((p) => p.request),
      connections: 50,
      seconds: benchSeconds(15),
      serverCpuMs: product.cpuMs,
    });
    // The database alone under the same mix: what no HTTP tuning can go beyond on this machine.
    const mixedDbFloor = await measureDatabaseFloor(
      mall.url,
      reads.filter((p) => onlyReads(p.call)).map((p) => p.call),
      50,
      benchSeconds(10),
    );
    const mixedOk = mixedHttp.errors === 0 && mixedHttp.rps >= MIXED_TARGET_RPS;
    const report: ScaleReport = {
      startedAt,
      machine: machineInfo(await readServerVersion(outbox)),
      sizes: {
        sellers: mall.sellers,
        lines: mall.lines,
        sellerLines: mall.seller.lines,
        supplyEntrCd: mall.seller.supplyEntrCd,
        reusedDatabase: !mall.made,
        generatedSeconds: mall.generatedSeconds,
      },
      server: { readySeconds: product.readySeconds, env: { ...SERVER_ENV } },
      signIn: { seconds: signInSeconds },
      rows,
      mixed: {
        ...mixedHttp,
        cases: reads.map((p) => p.c.name),
        dbFloor: mixedDbFloor,
        targetRps: MIXED_TARGET_RPS,
        verdict: mixedHttp.errors > 0 ? `ERRORS ${mixedHttp.errors}` : mixedOk ? 'ok' : 'MISSED',
      },
      planCheck: plans,
    };
    printTable(report);
    for (const f of plans.findings) console.log(`plan check: ${f.call}: ${f.problem}\n  ${f.sql}`);
    console.log(`scale results written to ${await writeReport(report)}`);
    const errors = rows.reduce((n, r) => n + r.http.errors, 0) + mixedHttp.errors;
    if (errors > 0 || plans.findings.length > 0) {
      console.log(`scale bench: ${errors} error replies, ${plans.findings.length} plan-check findings`);
      process.exitCode = 1;
    }
  } finally {
    for (const p of processes.reverse()) await p.stop();
    await outbox.end();
    await db.close();
    await mall.release();
  }
}
