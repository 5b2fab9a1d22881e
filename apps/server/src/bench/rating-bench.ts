// The rating part of `npm run bench` (BENCH_ONLY=rating): the rating statistic's calls for the largest seller of a
// generated mall (scale/scale-database.ts: BENCH_SELLERS / BENCH_LINES, default 500 / 2,000,000, or
// BENCH_DATABASE_URL's mall), through the services the routes call, p50/p95 over repeated calls (targets: p95 ≤
// 150 ms; each Excel ≤ 5 s), and the EXPLAIN check of every statement they send (a finding exits non-zero).
//
//   BENCH_ONLY=rating BENCH_SELLERS=20 BENCH_LINES=200000 npm run bench      a small mall
//
// `ratingBenchCalls` gives the same calls in the statistic part's shape (statistic-bench.ts, h-stat-sales), and
// `ratingScaleCases` as scale-bench cases (HTTP and the service twin) for the statistic cases of scale-cases.ts.
import { monthsBefore, ZStatisticExcelRequest, ZStatisticPageRequest, type TLanguage } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { writeRatingDayXlsx, writeRatingProductXlsx } from '@/modules/statistic/statistic-rating-excel.ts';
import { prepareDatabase } from '@/bootstrap.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { Services } from '@/services.ts';
import { checkPlans, type PlanFinding } from './scale/plan-check.ts';
import { percentilesOf } from './scale/percentiles.ts';
import { createQueryRecorder } from './scale/query-recorder.ts';
import type { CallContext, ScaleCase } from './scale/scale-cases.ts';
import { benchConfig } from './scale/scale-config.ts';
import { openBenchDatabase, withClient } from './scale/scale-database.ts';

const ROUNDS = Number(process.env.BENCH_RATING_ROUNDS ?? 50);
const WARMUP = 5;
const TARGET = { p95Ms: 150, excelS: 5 };
const lang: TLanguage = 'ko';

interface RatingCall {
  name: string;
  path: string;
  query: Record<string, string>;
  excel: boolean;
  run(services: Services, supplyEntrCd: string): Promise<unknown>;
}

/** The rating calls over a period (6 months: the issue's measure) and "all"; the Excels write the file as the route does. */
function ratingCalls(half: { startDt: string; endDt: string }): RatingCall[] {
  const page = { pageNum: '1', pageSize: '10' };
  const list = (name: string, path: string, query: Record<string, string>, by: 'day' | 'product'): RatingCall => ({
    name,
    path,
    query,
    excel: false,
    run: (s, supplyEntrCd) => {
      const parsed = ZStatisticPageRequest.parse(query);
      return by === 'day'
        ? s.statisticRating.listByDay({ supplyEntrCd, query: parsed })
        : s.statisticRating.listByProduct({ supplyEntrCd, query: parsed, lang });
    },
  });
  const excel = (name: string, path: string, query: Record<string, string>, by: 'day' | 'product'): RatingCall => ({
    name,
    path,
    query,
    excel: true,
    run: async (s, supplyEntrCd) => {
      const { downloadName: _name, ...period } = ZStatisticExcelRequest.parse(query);
      if (by === 'day') return writeRatingDayXlsx({ lang, ...(await s.statisticRating.allDays({ supplyEntrCd, period })) });
      return writeRatingProductXlsx({ lang, ...(await s.statisticRating.allProducts({ supplyEntrCd, period, lang })) });
    },
  });
  return [
    list('rating by day, 6 months, first page', '/api/statistic/product-review/day', { ...half, ...page }, 'day'),
    list('rating by day, all, first page', '/api/statistic/product-review/day', page, 'day'),
    list('rating by product, 6 months, first page', '/api/statistic/product-review/product', { ...half, ...page }, 'product'),
    list('rating by product, 6 months, page 20', '/api/statistic/product-review/product', { ...half, pageNum: '20', pageSize: '10' }, 'product'),
    excel('rating by day Excel, 6 months', '/api/statistic/product-review/day/excel', half, 'day'),
    excel('rating by product Excel, 6 months', '/api/statistic/product-review/product/excel', half, 'product'),
  ];
}

/** The 6 months to today's Seoul day. */
const sixMonthsTo = (today: Date) => {
  const endDt = seoulDate(today);
  return { startDt: monthsBefore(endDt, 6), endDt };
};

/**
 * The rating calls in the shape of the statistic part's (statistic-bench.ts): `[name, call]` pairs of the reads and
 * `[name, make]` pairs of the Excel files, over the period it measures.
 */
export function ratingBenchCalls(services: Services, supplyEntrCd: string, period: { startDt: string; endDt: string }) {
  const all = ratingCalls(period);
  return {
    calls: all.filter((c) => !c.excel).map((c): [string, () => Promise<unknown>] => [c.name, () => c.run(services, supplyEntrCd)]),
    files: all.filter((c) => c.excel).map((c): [string, () => Promise<Buffer>] => [c.name, () => c.run(services, supplyEntrCd) as Promise<Buffer>]),
  };
}

/** The rating calls as scale-bench cases ('statistic', the signed-in seller's reads), the lists only. */
export function ratingScaleCases(today: Date): ScaleCase[] {
  return ratingCalls(sixMonthsTo(today))
    .filter((c) => !c.excel)
    .map((c) => ({
      name: c.name,
      kind: 'statistic' as const,
      sellerRead: true,
      connections: [1, 50],
      request: { method: 'GET' as const, path: `${c.path}?${new URLSearchParams(c.query).toString()}`, signedIn: true },
      call: (ctx: CallContext) => c.run(ctx.services, ctx.session.supplyEntrCd ?? ''),
    }));
}

/** Runs the rating part: prints one line per call and the plan findings; a finding makes it fail. */
export async function runRatingBench(): Promise<void> {
  const mall = await openBenchDatabase();
  const recorder = createQueryRecorder();
  const db = await openDatabase({ kind: 'pg', url: mall.url, logQuery: recorder.logQuery });
  const findings: PlanFinding[] = [];
  try {
    const { services } = await prepareDatabase({ config: benchConfig(), db, clock: systemClock });
    const seller = mall.seller.supplyEntrCd;
    const [size] = rowsOf<{ reviews: number; mine: number; half: number }>(
      await db.q.execute(sql`select (select count(*) from product_review)::int as reviews,
        (select count(*) from product_review where supply_entr_cd = ${seller})::int as mine,
        (select count(*) from product_review where supply_entr_cd = ${seller} and review_dt >= now() - interval '6 months')::int as half`),
    );
    console.log(
      `\nrating: ${mall.made ? `generated ${mall.sellers} sellers / ${mall.lines} lines in ${mall.generatedSeconds.toFixed(1)} s` : `reused ${mall.sellers} sellers / ${mall.lines} lines`}; ` +
        `${size?.reviews} reviews, ${seller} has ${size?.mine} (${size?.half} in 6 months) of its ${mall.seller.lines} lines`,
    );
    for (const c of ratingCalls(sixMonthsTo(new Date()))) {
      const call = () => c.run(services, seller);
      for (let i = 0; i < (c.excel ? 1 : WARMUP); i++) await call();
      const queries = await recorder.record(call);
      findings.push(...(await withClient(mall.url, (client) => checkPlans(client, c.name, queries))));
      const samples: number[] = [];
      for (let i = 0; i < (c.excel ? 3 : ROUNDS); i++) {
        const t0 = performance.now();
        await call();
        samples.push(performance.now() - t0);
      }
      const p = percentilesOf(samples);
      const ok = c.excel ? p.p95 <= TARGET.excelS * 1000 : p.p95 <= TARGET.p95Ms;
      const target = c.excel ? `≤ ${TARGET.excelS} s` : `p95 ≤ ${TARGET.p95Ms} ms`;
      console.log(
        `  ${c.name.padEnd(44)} p50 ${p.p50.toFixed(1).padStart(7)} ms  p95 ${p.p95.toFixed(1).padStart(7)} ms  ${String(queries.length).padStart(2)} statements  (${target}) ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    for (const f of findings) console.log(`  PLAN ${f.call}: ${f.problem}\n    ${f.sql.slice(0, 300)}`);
  } finally {
    await db.close();
    await mall.release();
  }
  if (findings.length > 0) throw new Error(`rating bench: ${findings.length} plan finding(s)`);
}
