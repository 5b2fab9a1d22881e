// The scale bench's database: an already generated mall named by BENCH_DATABASE_URL, or a new one made here with
// the generator (BENCH_SELLERS / BENCH_LINES, seed 1) and dropped at the end unless BENCH_KEEP_DB=1.
import pg from 'pg';
import { prepareDatabase } from '@/bootstrap.ts';
import { systemClock } from '@/platform/clock.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { generateScaleMall } from '@/seed/scale/generate-scale-mall.ts';
import { SCALE_PASSWORD } from '@/seed/scale/scale-plan.ts';
import { benchConfig } from './scale-config.ts';
import { countMall, findLargestSeller, markDemoDataSeeded } from './scale-sql.ts';
import { createBenchDatabase } from '../bench-database.ts';

export interface BenchDatabase {
  url: string;
  /** Made by this run (and dropped by `release` unless kept) or reused. */
  made: boolean;
  sellers: number;
  lines: number;
  seller: { supplyEntrCd: string; loginId: string; password: string; phone: string; lines: number };
  /** Seconds the generator took (0 for a reused mall). */
  generatedSeconds: number;
  release(): Promise<void>;
}

/** Runs `fn` with one pg client on `url`, closed afterwards. */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** BENCH_DATABASE_URL's mall: the seller to measure is re-derived from the data (the one with most lines). */
async function reuseMall(url: string): Promise<BenchDatabase> {
  const { seller, sizes } = await withClient(url, async (c) => {
    await markDemoDataSeeded(c);
    return { seller: await findLargestSeller(c), sizes: await countMall(c) };
  });
  return {
    url,
    made: false,
    ...sizes,
    seller: { ...seller, password: sellerPassword() },
    generatedSeconds: 0,
    release: async () => undefined,
  };
}

/** The generated sellers' password; a mall generated otherwise names its own in BENCH_SELLER_PASSWORD. */
function sellerPassword(): string {
  return process.env.BENCH_SELLER_PASSWORD ?? SCALE_PASSWORD;
}

async function generateMall(): Promise<BenchDatabase> {
  const bench = await createBenchDatabase('scale bench', 'scale');
  if (!bench) throw new Error('scale bench: the PostgreSQL server cannot be reached');
  const url = new URL(bench.url);
  // Kept (BENCH_KEEP_DB=1), the URL it prints measures the same mall again as BENCH_DATABASE_URL.
  const release = bench.drop;
  try {
    const db = await openDatabase({ kind: 'pg', url: url.toString() });
    const t0 = performance.now();
    try {
      const { services } = await prepareDatabase({ config: benchConfig(), db, clock: systemClock });
      const sellers = Number(process.env.BENCH_SELLERS ?? 500);
      const lines = Number(process.env.BENCH_LINES ?? 2_000_000);
      const mall = await generateScaleMall(db, services, { sellers, lines, seed: 1, log: (line) => console.log(`  generator: ${line}`) });
      const { largest } = mall;
      await withClient(url.toString(), markDemoDataSeeded);
      return {
        url: url.toString(),
        made: true,
        sellers: mall.sellers,
        lines: mall.lines,
        seller: { supplyEntrCd: largest.supplyEntrCd, loginId: largest.loginId, password: largest.password, phone: largest.phone, lines: largest.lines },
        generatedSeconds: (performance.now() - t0) / 1000,
        release,
      };
    } finally {
      await db.close();
    }
  } catch (err) {
    await release();
    throw err;
  }
}

/** The mall the bench measures: BENCH_DATABASE_URL's, else a new generated one. */
export function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  return given ? reuseMall(given) : generateMall();
}
