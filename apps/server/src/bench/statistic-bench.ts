// The statistic part of `npm run bench` (BENCH_ONLY=statistic), on a generated mall (BENCH_DATABASE_URL's, or one
// generated here: BENCH_SELLERS / BENCH_LINES, the 500 and 2,000,000 unless told; dropped at the end unless
// BENCH_KEEP_DB=1): as the largest seller, each statistic call over its last 6 months through the services, p50/p95
// over BENCH_STATISTIC_ROUNDS calls after a warm-up (target p95 ≤ 150 ms), and each Excel (target ≤ 5 s). Prints one
// table and writes bench-results/statistic-<ISO time>.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STAT_PRODUCT_SORTS, type TLanguage } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '@/bootstrap.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { writeAgeExcel, writeLeadTimeExcel, writePeriodExcel, writeProductExcel } from '@/modules/statistic/statistic-sales-excel.ts';
import type { Services } from '@/services.ts';
import { findLargestSellerCd } from './settlement-bench-mall.ts';
import { createBenchDatabase } from './bench-database.ts';
import { percentilesOf, type Percentiles } from './scale/percentiles.ts';
import { benchConfig } from './scale/scale-config.ts';
import { generateScaleMall } from '@/seed/scale/generate-scale-mall.ts';

const TARGET = { callP95Ms: 150, excelS: 5 };
const ROUNDS = Number(process.env.BENCH_STATISTIC_ROUNDS ?? 40);
const WARMUP = 5;
const lang: TLanguage = 'ko';

type Timed = { name: string; ok: boolean } & Percentiles & { n: number };
type Period = { startDt: string; endDt: string };

async function timeCalls(name: string, call: () => Promise<unknown>): Promise<Timed> {
  for (let i = 0; i < WARMUP; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  const p = percentilesOf(samples);
  return { name, ok: p.p95 <= TARGET.callP95Ms, ...p, n: ROUNDS };
}

async function timeFile(name: string, make: () => Promise<Buffer>) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const data = await make();
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - t0) / 1000;
  return { name, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, bytes: data.length, ok: seconds <= TARGET.excelS };
}

/** The order statistics' calls (h-stat-sales) as the routes make them. */
function salesCalls(
  services: Services,
  seller: string,
  period: Period,
): { calls: [string, () => Promise<unknown>][]; files: [string, () => Promise<Buffer>][] } {
  const s = services.statisticSales;
  const page = { pageNum: 1, pageSize: 20 };
  const product = { ...period, sortCd: 'REAL_SALE_AMT' as const };
  const calls: [string, () => Promise<unknown>][] = [
    ['day, 6 months, first page', () => s.periodPage(seller, { ...period, ...page }, 'day')],
    ['month, 6 months', () => s.periodPage(seller, { ...period, ...page }, 'month')],
    ['day, all (from the first order)', () => s.periodPage(seller, page, 'day')],
    ...STAT_PRODUCT_SORTS.filter((sortCd) => sortCd === 'REAL_SALE_AMT' || sortCd === 'PV_CNT').map(
      (sortCd) => [`product list by ${sortCd}, first page`, () => s.productPage(seller, { ...product, sortCd, ...page })] as [string, () => Promise<unknown>],
    ),
    ['product list, name search', () => s.productPage(seller, { ...product, product: '코트', ...page })],
    ['product chart (top 10)', () => s.productChart(seller, product)],
    ['age and gender', () => s.ageGender(seller, period)],
    ['lead time', () => s.leadTime(seller, period)],
    ['lead time, domestic', () => s.leadTime(seller, { ...period, dstcDivCd: 'DOMESTIC' })],
    // The home's monthly chart reads the same kept sums.
    ['home monthly sales chart (5 months)', () => services.dashboardCharts.monthlySales(seller, { pageNum: 1, pageSize: 12 })],
  ];
  const files: [string, () => Promise<Buffer>][] = [
    ['day Excel, 6 months', async () => writePeriodExcel({ lang, unit: 'day', ...(await s.periodRows(seller, period, 'day')) })],
    ['month Excel, 6 months', async () => writePeriodExcel({ lang, unit: 'month', ...(await s.periodRows(seller, period, 'month')) })],
    ['product Excel, 6 months', async () => writeProductExcel({ lang, ...(await s.allProducts(seller, product)) })],
    [
      'age Excel',
      async () => {
        const { list, total } = await s.ageGender(seller, period);
        return writeAgeExcel({ lang, rows: list, total });
      },
    ],
    ['lead-time Excel', async () => writeLeadTimeExcel({ lang, reply: await s.leadTime(seller, period) })],
  ];
  return { calls, files };
}

/** Runs the statistic part; prints its table and writes its JSON. Skipped (with a line saying so) without a server. */
export async function runStatisticBench(): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL;
  const bench = given ? { url: given, drop: async () => undefined } : await createBenchDatabase('statistic bench', 'stat');
  if (!bench) return;
  const db = await openDatabase({ kind: 'pg', url: bench.url });
  try {
    const { services } = await prepareDatabase({ config: benchConfig(), db, clock: systemClock });
    if (!given) {
      const sellers = Number(process.env.BENCH_SELLERS ?? 500);
      const lines = Number(process.env.BENCH_LINES ?? 2_000_000);
      await generateScaleMall(db, services, { sellers, lines, seed: 1, log: (line) => console.log(`  generator: ${line}`) });
    }
    // Whatever a schedule has not folded yet is folded first, as the one-minute schedule keeps it.
    await services.orderSaleSums.foldSaleSums();
    const seller = await findLargestSellerCd(db);
    const [size] = rowsOf<{ sellers: number; lines: number; last: string }>(
      await db.q.execute(sql`select (select count(*) from supply_entr)::int as sellers, (select count(*) from ord_dtl)::int as lines,
        (select to_char(max(ord_dt) at time zone 'Asia/Seoul', 'YYYY-MM-DD') from ord_dtl where supply_entr_cd = ${seller}) as last`),
    );
    const endDt = size?.last ?? seoulDate(new Date());
    const period = { startDt: addDays(endDt, -182), endDt };
    const [inPeriod] = rowsOf<{ n: number; products: number; keptRows: number }>(
      await db.q.execute(sql`select count(*)::int as n, count(distinct prod_cd)::int as products,
        (select count(*) from ord_sale_prod_sum where supply_entr_cd = ${seller} and ord_day between ${period.startDt}::date and ${period.endDt}::date)::int as "keptRows"
        from ord_dtl where supply_entr_cd = ${seller}
        and ord_dt >= (${period.startDt}::date)::timestamp at time zone 'Asia/Seoul' and ord_dt < (${period.endDt}::date + 1)::timestamp at time zone 'Asia/Seoul'`),
    );
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(`\nstatistic: ${size?.sellers} sellers, ${size?.lines} lines; load average ${load.join(' ')} on ${os.cpus().length} cores`);
    console.log(
      `statistic: largest seller ${seller}, ${period.startDt}..${period.endDt}: ${inPeriod?.n} lines, ${inPeriod?.products} products, ${inPeriod?.keptRows} kept product-day rows`,
    );

    const { calls, files } = salesCalls(services, seller, period);
    // The rating statistic's calls (h-stat-rate) join here: push [name, call] pairs and their files.
    const reads: Timed[] = [];
    for (const [name, call] of calls) reads.push(await timeCalls(name, call));
    const written = [];
    for (const [name, make] of files) written.push(await timeFile(name, make));

    for (const r of reads)
      console.log(`  ${r.name.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ${r.ok ? 'ok' : 'MISSED'}`);
    for (const f of written)
      console.log(
        `  ${f.name.padEnd(40)} ${f.seconds.toFixed(2)} s (CPU ${f.cpuSeconds.toFixed(2)} s), ${(f.bytes / 1024).toFixed(0)} KB  ${f.ok ? 'ok' : 'MISSED'}`,
      );

    const at = new Date().toISOString();
    const dir = path.resolve(import.meta.dirname, '../../../../bench-results');
    await fs.mkdir(dir, { recursive: true });
    const report = { at, loadAverage: os.loadavg(), cores: os.cpus().length, mall: size, seller, period, inPeriod, reads, files: written, targets: TARGET };
    const file = path.join(dir, `statistic-${at.replace(/[:.]/g, '-')}.json`);
    await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`statistic: wrote ${path.relative(path.resolve(dir, '..'), file)}`);
  } finally {
    await db.close();
    await bench.drop();
  }
}
