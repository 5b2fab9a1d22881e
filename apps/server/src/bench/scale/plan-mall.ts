import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { systemClock } from '@/platform/clock.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { generateScaleMall } from '@/seed/scale/generate-scale-mall.ts';
import { createBenchDatabase } from '../bench-database.ts';

const SELLERS = Number(process.env.BENCH_SELLERS ?? 500);
const LINES = Number(process.env.BENCH_LINES ?? 2_000_000);

/**
 * A generated mall of its own for the plans part (BENCH_SELLERS sellers, BENCH_LINES lines; the 500 and
 * 2,000,000 unless told); `drop` removes it (BENCH_KEEP_DB=1 keeps it). Null, with a line saying why, when the server
 * cannot be reached.
 */
export async function makePlanMall(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const bench = await createBenchDatabase('plans', 'plans');
  if (!bench) return null;
  const { url, drop } = bench;
  const db = await openDatabase({ kind: 'pg', url });
  try {
    const config = { ...loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' }), seedDemoData: false };
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const t0 = performance.now();
    // The generator ends with vacuum analyze: the statistics the plans are chosen by are fresh.
    await generateScaleMall(db, services, { sellers: SELLERS, lines: LINES, seed: 1 });
    console.log(`\nplans: generated ${SELLERS} sellers, ${LINES} lines in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } catch (err) {
    await db.close();
    await drop();
    throw err;
  }
  await db.close();
  return { url, drop };
}
