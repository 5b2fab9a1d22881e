// The order list export of `npm run bench` (BENCH_ONLY=export): one seller with 100,000 or more lines in the
// export's six months on the PostgreSQL server, exported as the job does it (enqueue, the worker runs the handler,
// the .xlsx is stored), timed, with the peak RSS and heap growth over a baseline taken just before (targets: 5 s,
// 150 MB of RSS). Makes its own database and drops it afterwards.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { monthsBefore } from '@po/contracts';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { loadModules } from '@/module-loader.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { actingAs } from '@/seed/demo-settings.ts';
import { createJobsFor } from '@/services.ts';
import { createBenchDatabase } from './bench-database.ts';
import { insertBenchLines } from './order-list-bench.ts';

const LINES = Number(process.env.BENCH_EXPORT_LINES ?? 120_000);
/** Lines of other sellers around the exported one, so its scans do not read a table of its own. */
const OTHERS = Number(process.env.BENCH_EXPORT_OTHERS ?? 200_000);
const SELLER = 'X0000000';
const TARGET_S = 5;
const TARGET_RSS_MB = 150;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** The seller's LINES lines over the last 170 days (inside the export's six months), then OTHERS of 99 other sellers. */
async function generateLines(db: Database) {
  await insertBenchLines(db, { ordNoPrefix: 'E', total: LINES + OTHERS, own: LINES, seller: SELLER, others: 99, otherPrefix: 'X', days: 170 });
  await db.q.execute(sql`vacuum analyze`);
}

/** Samples the RSS and heap every ~20 ms from a baseline taken now; `stop` answers the peak growth of each. */
function sampleMemory() {
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { rss: rss - base.rss, heap: heap - base.heapUsed };
    },
  };
}

/** Runs the export case; prints its line against the targets. Skipped (with a line saying so) without a server. */
export async function benchOrderExport(): Promise<void> {
  const bench = await createBenchDatabase('export bench', 'export');
  if (!bench) return;
  const db = await openDatabase({ kind: 'pg', url: bench.url });
  try {
    const config = { ...loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' }), seedDemoData: false };
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const t0 = performance.now();
    await generateLines(db);
    const today = seoulDate(new Date());
    const filters = { dateType: 'ORDER' as const, startDt: monthsBefore(today, 6), endDt: today };
    const [n] = rowsOf<{ n: number }>(
      await db.q.execute(sql`select count(*)::int as n from ord_dtl where supply_entr_cd = ${SELLER} and ord_dt >= ${filters.startDt}::date`),
    );
    console.log(`\nexport: ${n?.n} lines of one seller in six months (${LINES + OTHERS} in all), made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const session = actingAs('bench01', '벤치', SELLER);
    const jobs = createJobsFor({ deps: { config, db, clock: systemClock }, services, modules: await loadModules(), log: pino({ level: 'warn' }) });
    // The time the reads took (the database and the row mapping; each next read overlaps the writing of the page
    // before it): the export calls the order service's keyset read through this object.
    let readMs = 0;
    let reads = 0;
    const listLinesAfter = services.orders.listLinesAfter;
    services.orders.listLinesAfter = async (opts) => {
      const s = performance.now();
      try {
        return await listLinesAfter(opts);
      } finally {
        readMs += performance.now() - s;
        reads++;
      }
    };
    global.gc?.();
    const memory = sampleMemory();
    const cpu0 = process.cpuUsage();
    const t1 = performance.now();
    const { jobId } = await services.orderListExports.startOrdersExport({ session, filters, lang: 'ko' });
    await jobs.worker.drain();
    const seconds = (performance.now() - t1) / 1000;
    const growth = memory.stop();
    const cpu = process.cpuUsage(cpu0);
    const job = await services.jobs.findSellerJob(SELLER, jobId);
    const [file] = await services.files.listFiles('job', [jobId]);
    const ok = seconds <= TARGET_S && mb(growth.rss) <= TARGET_RSS_MB;
    console.log(
      `order list export: ${job?.progressDone ?? '?'} rows, job ${job?.status ?? '?'}, file ${((file?.fileSize ?? 0) / 1024 / 1024).toFixed(1)} MB ` +
        `in ${seconds.toFixed(1)} s (${reads} reads took ${(readMs / 1000).toFixed(1)} s, this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); peak RSS growth ${mb(growth.rss).toFixed(0)} MB, heap growth ${mb(growth.heap).toFixed(0)} MB ` +
        `(target ${TARGET_S} s, ${TARGET_RSS_MB} MB) ${ok ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await db.close();
    await bench.drop();
  }
}
