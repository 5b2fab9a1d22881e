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

const LINES = Number(process.env.BENCH_EXPORT_LINES ?? 120_000);
/** Lines of other sellers around the exported one, so its scans do not read a table of its own. */
const OTHERS = Number(process.env.BENCH_EXPORT_OTHERS ?? 200_000);
const SELLER = 'X0000000';
const TARGET_S = 5;
const TARGET_RSS_MB = 150;
const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * The seller's LINES lines spread over the last 170 days (inside the export's six months), then OTHERS lines of 99
 * other sellers; statuses, delay marks, invoices and a 1% of open claims as the orders bench makes them.
 */
async function generateLines(db: Database) {
  await db.q.execute(sql`
    insert into ord_dtl (ord_no, ord_dtl_sq, supply_entr_cd, ord_dt, pay_dt, buyer_nm, rcp_nm, prod_cd, prod_option_cd,
      supply_prod_cd, prod_nm, brand_cd, option_value1, option_value2, ord_dtl_sts_cd, delay_sts_cd, ord_qty, prod_price, ord_amt,
      real_ord_amt, sell_fee_rate, delivery_loc_cd, delivery_entr_cd, invoice_no, gi_prrn_dt, delivery_expect_dt, up_dt)
    select 'E' || lpad(g::text, 10, '0'), 1,
      case when g <= ${LINES} then ${SELLER} else 'X' || lpad((1 + g % 99)::text, 7, '0') end,
      t.ord_dt, t.ord_dt + interval '3 minutes',
      '구매자' || (g % 5000), '수령인' || (g % 7000),
      'P' || lpad((g % 3000)::text, 9, '0'), 'P' || lpad((g % 3000)::text, 9, '0') || '001',
      'SP-' || (g % 3000), '벤치 상품 ' || (g % 3000) || (case when g % 10 = 0 then ' 트렌치 코트' else ' 니트' end), 'BR' || (g % 20),
      '블랙', 'FREE', s.sts, case when g % 50 = 0 and s.sts in ('20', '35') then '72' when g % 50 = 1 and s.sts = '50' then '82' end,
      1 + g % 3, 39000, 39000 * (1 + g % 3), 39000 * (1 + g % 3), 10.00, 'DL0001',
      case when s.sts in ('50', '60') then '04' end, case when s.sts in ('50', '60') then (600000000000 + g)::text end,
      (t.ord_dt at time zone 'Asia/Seoul')::date + 2, (t.ord_dt at time zone 'Asia/Seoul')::date + 4, t.ord_dt
    from generate_series(1, ${LINES + OTHERS}) g
    cross join lateral (select now() - ((g::bigint * 7919) % (170 * 86400)) * interval '1 second' as ord_dt) t
    cross join lateral (select case
      when t.ord_dt < now() - interval '14 days' then case when g % 20 = 0 then '99' else '60' end
      when g % 4 = 0 then '20' when g % 4 = 1 then '35' when g % 4 = 2 then '50' else '60' end as sts) s`);
  await db.q.execute(sql`
    insert into ord_claim (supply_entr_cd, ord_no, ord_dtl_sq, claim_type, claim_sts_cd, claim_qty, req_by, reason_cd, req_dt, up_dt)
    select supply_entr_cd, ord_no, ord_dtl_sq, 'RETURN', 'RETURN_REQUESTED', 1, 'BUYER', '01', ord_dt + interval '2 days', ord_dt + interval '2 days'
    from ord_dtl where ord_dtl_sts_cd = '60' and (hashtext(ord_no) % 100) = 0`);
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
  const url = new URL(bench.url);
  const db = await openDatabase({ kind: 'pg', url: url.toString() });
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
