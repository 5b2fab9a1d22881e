// The monthly settlement run of `npm run bench` (BENCH_ONLY=settlement): on the generated mall (500 sellers,
// 2,000,000 lines; BENCH_SELLERS / BENCH_LINES for a smaller one, BENCH_DATABASE_URL to reuse one), every month but
// the last is run first (the first run ever reads every line: printed, not judged), then the last month is run as
// the schedule runs it, timed against the target (60 s). Prints seconds, sellers fixed and rows written.
import { addMonths } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '@/bootstrap.ts';
import { confirmDueOf } from '@/modules/calculate/settlement-run.service.ts';
import { ManualClock } from '@/platform/clock.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { openBenchDatabase } from './scale/scale-database.ts';
import { benchConfig } from './scale/scale-config.ts';

const TARGET_S = 60;

export async function runSettlementBench(): Promise<void> {
  const mall = await openBenchDatabase();
  const db = await openDatabase({ kind: 'pg', url: mall.url });
  try {
    const clock = new ManualClock(new Date());
    const { services } = await prepareDatabase({ config: benchConfig(), db, clock });
    const [span] = rowsOf<{ first: string; last: string }>(
      await db.q.execute(sql`select to_char(min(delivered_dt) at time zone 'Asia/Seoul', 'YYYY-MM') as first,
        to_char(max(delivered_dt) at time zone 'Asia/Seoul', 'YYYY-MM') as last from ord_dtl where delivered_dt is not null`),
    );
    if (!span?.first) throw new Error('settlement bench: the mall has no delivered line');
    const run = async (ym: string) => {
      clock.set(new Date(`${confirmDueOf(ym)}T09:00:00+09:00`));
      const t0 = performance.now();
      const out = await services.settlementRun.runMonth({ settleYm: ym, runBy: 'bench' });
      const seconds = (performance.now() - t0) / 1000;
      const [rows] = rowsOf<{ n: number }>(await db.q.execute(sql`select count(*)::int as n from sac_row where settle_ym = ${ym}`));
      return { seconds, sellers: out.fixedSellers, rows: rows?.n ?? 0 };
    };
    const backlog = addMonths(span.last, -1);
    const first = await run(backlog);
    console.log(`settlement: first run (${span.first}..${backlog}, every line): ${first.seconds.toFixed(1)} s, ${first.sellers} sellers, ${first.rows} rows`);
    const month = await run(span.last);
    const verdict = month.seconds <= TARGET_S ? 'ok' : 'MISSED';
    console.log(
      `settlement: monthly run ${span.last} over ${mall.lines} lines / ${mall.sellers} sellers: ${month.seconds.toFixed(1)} s (target ${TARGET_S} s) ${verdict}, ${month.sellers} sellers, ${month.rows} rows`,
    );
  } finally {
    await db.close();
    await mall.release();
  }
}
