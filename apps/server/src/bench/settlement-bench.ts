// The settlement part of `npm run bench` (BENCH_ONLY=settlement), on a generated mall (settlement-bench-mall.ts):
// the monthly run of the last past month (sellers, rows, seconds, rows/s; target 60 s for 500 sellers and
// 2,000,000 lines), the largest seller's statement of that month (first page with its totals; target 300 ms) and its
// settlement list (6 months, first page; p95 target 30 ms) through the services, p50/p95 over repeated calls, and
// the whole month's statement files (the Excel and PDF jobs' handlers). Prints one table and writes
// bench-results/settlement-<ISO time>.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addMonths, type TLanguage } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { SETTLEMENT_JOB } from '@/modules/calculate/settlement-exports.service.ts';
import { prepareDatabase } from '@/bootstrap.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import type { JobResultFile } from '@/platform/jobs/job-handler.ts';
import { settlementRunOnClock } from '@/seed/scale/scale-settlements.ts';
import type { Services } from '@/services.ts';
import { findBenchMonths, findLargestSellerCd, openSettlementMall } from './settlement-bench-mall.ts';
import { percentilesOf, type Percentiles } from './scale/percentiles.ts';
import { benchConfig } from './scale/scale-config.ts';

const TARGET = { runS: 60, statementMs: 300, listP95Ms: 30 };
const ROUNDS = Number(process.env.BENCH_SETTLEMENT_ROUNDS ?? 100);
const WARMUP = 10;
const lang: TLanguage = 'ko';

type Timed = { name: string; target: string; ok: boolean | null } & Percentiles & { n: number };

async function timeCalls(name: string, target: { p: 'p50' | 'p95'; ms: number }, call: () => Promise<unknown>): Promise<Timed> {
  for (let i = 0; i < WARMUP; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  const p = percentilesOf(samples);
  return { name, target: `${target.p} ≤ ${target.ms} ms`, ok: p[target.p] <= target.ms, ...p, n: ROUNDS };
}

/** A statement file made as its job makes it (the handler, with the job's seller and payload). */
async function timeFile(services: Services, kind: string, supplyEntrCd: string, settleYm: string) {
  const handler = services.settlementExports.handlers.find((h) => h.kind === kind);
  if (!handler) throw new Error(`settlement bench: no job handler ${kind}`);
  const ctx = { id: `bench-${kind}`, payload: { settleYm, lang }, supplyEntrCd, requestedBy: null, attempt: 1, progress: async () => undefined };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const file = (await handler.run(ctx)) as JobResultFile;
  const cpu = process.cpuUsage(cpu0);
  return { kind, seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, bytes: file.data.length };
}

/** Runs the settlement part; prints its table and writes its JSON. Skipped (with a line saying so) without a server. */
export async function runSettlementBench(): Promise<void> {
  const mall = await openSettlementMall();
  if (!mall) return;
  const db = await openDatabase({ kind: 'pg', url: mall.url });
  try {
    const { services } = await prepareDatabase({ config: benchConfig(), db, clock: systemClock });
    const [size] = rowsOf<{ sellers: number; lines: number }>(
      await db.q.execute(sql`select (select count(*) from supply_entr)::int as sellers, (select count(*) from ord_dtl)::int as lines`),
    );
    const { open, shown } = await findBenchMonths(db);
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(`\nsettlement: ${size?.sellers} sellers, ${size?.lines} lines; load average ${load.join(' ')} on ${os.cpus().length} cores`);

    let run: Record<string, unknown> | null = null;
    if (open) {
      const t0 = performance.now();
      const result = await settlementRunOnClock(db, services).runMonthAsConfirmed(open, 'bench');
      const seconds = (performance.now() - t0) / 1000;
      const [rows] = rowsOf<{ n: number; lines: number }>(
        await db.q.execute(sql`select count(*)::int as n, count(distinct (ord_no, ord_dtl_sq))::int as lines from sac_row where settle_ym = ${open}`),
      );
      run = {
        settleYm: open,
        stsCd: result.stsCd,
        sellers: result.fixedSellers,
        rows: rows?.n ?? 0,
        lines: rows?.lines ?? 0,
        seconds,
        rowsPerSecond: (rows?.n ?? 0) / seconds,
      };
      run.ok = seconds <= TARGET.runS;
    } else console.log('settlement: every past month is fixed (generate with --leave-last-month-open to time a run)');
    if (!shown) throw new Error('settlement bench: no settled month to read');

    const seller = await findLargestSellerCd(db);
    const session = { supplyEntrCd: seller };
    const [month] = rowsOf<{ rows: number; payout: number }>(
      await db.q.execute(
        sql`select row_cnt::int as rows, payout_amt::float8 as payout from sac_month where supply_entr_cd = ${seller} and settle_ym = ${shown}`,
      ),
    );
    const { kinds } = await services.settlements.sellerOf(session);
    const listQuery = { startYm: addMonths(shown, -5), endYm: shown, pageNum: 1, pageSize: 20 };
    const reads: Timed[] = [
      await timeCalls('statement, first page and totals', { p: 'p95', ms: TARGET.statementMs }, () =>
        services.settlements.getStatement({ session, settleYm: shown, query: { pageNum: 1, pageSize: 20 }, lang }),
      ),
      await timeCalls('statement, page 50', { p: 'p95', ms: TARGET.statementMs }, () =>
        services.settlements.getStatement({ session, settleYm: shown, query: { pageNum: 50, pageSize: 20 }, lang }),
      ),
      await timeCalls(`settlement list (${kinds.kicc ? 'KICC' : 'domestic'}), 6 months, first page`, { p: 'p95', ms: TARGET.listP95Ms }, () =>
        kinds.kicc
          ? services.settlements.listKicc({ session, query: listQuery, lang })
          : services.settlements.listDomestic({ session, query: listQuery, lang }),
      ),
    ];
    const files = [
      await timeFile(services, SETTLEMENT_JOB.statementExcel, seller, shown),
      await timeFile(services, SETTLEMENT_JOB.statementPdf, seller, shown),
    ];

    console.log(`settlement: largest seller ${seller}, month ${shown}: ${month?.rows ?? 0} rows, payout ${month?.payout ?? 0} won`);
    if (run)
      console.log(
        `  monthly run ${open}: ${String(run.sellers)} sellers, ${String(run.rows)} rows in ${(run.seconds as number).toFixed(1)} s ` +
          `(${Math.round(run.rowsPerSecond as number)} rows/s; target ${TARGET.runS} s) ${run.ok ? 'ok' : 'MISSED'}`,
      );
    for (const r of reads)
      console.log(
        `  ${r.name.padEnd(48)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (${r.target}) ${r.ok ? 'ok' : 'MISSED'}`,
      );
    for (const f of files)
      console.log(`  ${f.kind.padEnd(48)} ${f.seconds.toFixed(2)} s (CPU ${f.cpuSeconds.toFixed(2)} s), ${(f.bytes / 1024).toFixed(0)} KB`);

    const at = new Date().toISOString();
    const dir = path.resolve(import.meta.dirname, '../../../../bench-results');
    await fs.mkdir(dir, { recursive: true });
    const report = {
      at,
      loadAverage: os.loadavg(),
      cores: os.cpus().length,
      mall: { ...size, generatedSeconds: mall.generatedSeconds },
      seller,
      month: shown,
      ...month,
      run,
      reads,
      files,
      targets: TARGET,
    };
    const file = path.join(dir, `settlement-${at.replace(/[:.]/g, '-')}.json`);
    await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`settlement: wrote ${path.relative(path.resolve(dir, '..'), file)}`);
  } finally {
    await db.close();
    await mall.drop();
  }
}
