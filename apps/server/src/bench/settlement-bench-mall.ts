// The settlement bench's mall: BENCH_DATABASE_URL's (generated with --leave-last-month-open to time a real run), or a
// new one generated here with its last past month left open (BENCH_SELLERS / BENCH_LINES, the 500 and
// 2,000,000 unless told), dropped at the end unless BENCH_KEEP_DB=1.
import { addMonths } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '@/bootstrap.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { generateScaleMall } from '@/seed/scale/generate-scale-mall.ts';
import { createBenchDatabase } from './bench-database.ts';
import { benchConfig } from './scale/scale-config.ts';

export interface SettlementMall {
  url: string;
  /** Seconds the generator took (0 for a reused mall). */
  generatedSeconds: number;
  drop: () => Promise<void>;
}

/** The mall to measure; null (with a line saying why) when the server cannot be reached. */
export async function openSettlementMall(): Promise<SettlementMall | null> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, generatedSeconds: 0, drop: async () => undefined };
  const bench = await createBenchDatabase('settlement bench', 'settle');
  if (!bench) return null;
  const db = await openDatabase({ kind: 'pg', url: bench.url });
  try {
    const { services } = await prepareDatabase({ config: benchConfig(), db, clock: systemClock });
    const sellers = Number(process.env.BENCH_SELLERS ?? 500);
    const lines = Number(process.env.BENCH_LINES ?? 2_000_000);
    const t0 = performance.now();
    await generateScaleMall(db, services, { sellers, lines, seed: 1, leaveLastMonthOpen: true, log: (line) => console.log(`  generator: ${line}`) });
    return { url: bench.url, generatedSeconds: (performance.now() - t0) / 1000, drop: bench.drop };
  } catch (err) {
    await bench.drop();
    throw err;
  } finally {
    await db.close();
  }
}

/**
 * The month the bench runs: the one after the last fixed month, when the orders' last past month is not fixed yet
 * (the generator's `leaveLastMonthOpen` leaves exactly that one); null when every past month is fixed. `shown` is
 * the month whose statement and list are read: the run's, else the last fixed one.
 */
export async function findBenchMonths(db: Database): Promise<{ open: string | null; shown: string | null }> {
  const [row] = rowsOf<{ lastFixed: string | null; lastOrderYm: string | null }>(
    await db.q.execute(sql`select (select max(settle_ym) from sac_run where sts_cd <> 'RUNNING') as "lastFixed",
      (select to_char(max(ord_dt) at time zone 'Asia/Seoul', 'YYYY-MM') from ord) as "lastOrderYm"`),
  );
  const lastFixed = row?.lastFixed ?? null;
  if (!row?.lastOrderYm) return { open: null, shown: lastFixed };
  // The orders' last month is still going on (the anchor's); the month before it is the last one to settle.
  const lastPast = addMonths(row.lastOrderYm, -1);
  const next = lastFixed === null ? lastPast : addMonths(lastFixed, 1);
  const open = next <= lastPast ? next : null;
  return { open, shown: open ?? lastFixed };
}

/** The seller with the most order lines (the "largest seller"). */
export async function findLargestSellerCd(db: Database): Promise<string> {
  const [row] = rowsOf<{ cd: string }>(
    await db.q.execute(sql`select supply_entr_cd as cd from ord_dtl group by supply_entr_cd order by count(*) desc, supply_entr_cd limit 1`),
  );
  if (!row) throw new Error('settlement bench: the mall has no order lines');
  return row.cd;
}
