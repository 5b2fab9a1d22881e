// The catalog case of `npm run bench`: a seller with 50,000 products and 500,000 combinations on the PostgreSQL
// server, its search list's first page under several filter mixes (target p95 ≤ 30 ms) and the 50,000-row
// export job end to end (target ≤ 10 s). Makes its own database and drops it afterwards.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { TProductListFilter, TProductOptionListFilter } from '@po/contracts';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { loadModules } from '@/module-loader.ts';
import { createJobsFor } from '@/services.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { actingAs } from '@/seed/demo-settings.ts';
import { BENCH_SELLER, generateBenchCatalog } from './catalog-bench-data.ts';
import { createBenchDatabase } from './bench-database.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const RUNS = Number(process.env.BENCH_CATALOG_RUNS ?? 200);
const SEARCH_P95_MS = 30;
const EXPORT_MS = 10_000;

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const row = (name: string, cols: string[]) => console.log(`${name.padEnd(44)} ${cols.map((c) => c.padStart(10)).join(' ')}`);

/** Runs the catalog case; prints its table. Skipped (with a line saying so) when the server cannot be reached. */
export async function runCatalogBench(): Promise<void> {
  const bench = await createBenchDatabase('catalog bench', 'catalog');
  if (!bench) return;
  const db = await openDatabase({ kind: 'pg', url: bench.url });
  try {
    const config = { ...loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' }), seedDemoData: false };
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const t0 = performance.now();
    await db.transaction(() => generateBenchCatalog(services, db, { products: PRODUCTS, now: systemClock.now() }));
    // As autovacuum would after a load this size: fresh statistics and a visibility map (index-only counts).
    await db.q.execute(sql`vacuum analyze`);
    const [n] = rowsOf<{ p: number; o: number }>(
      await db.q.execute(sql`select (select count(*) from product)::int as p, (select count(*) from product_option)::int as o`),
    );
    console.log(`\ncatalog: ${n?.p} products, ${n?.o} combinations on PostgreSQL, made and analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const session = actingAs('bench01', '벤치', BENCH_SELLER);
    const [sample] = rowsOf<{ brand_cd: string }>(await db.q.execute(sql`select brand_cd from product limit 1`));
    const codes = rowsOf<{ prod_cd: string }>(await db.q.execute(sql`select prod_cd from product order by md5(prod_cd) limit 1000`));
    const pasted = codes.map((c) => c.prod_cd).join('\n');
    const list = (filters: TProductListFilter) => () =>
      services.productQuery.listProducts({ session, query: { pageNum: 1, pageSize: 20, ...filters }, lang: 'ko' });
    const grid = (filters: TProductOptionListFilter) => () =>
      services.productOptions.listOptions({ session, query: { pageNum: 1, pageSize: 20, ...filters }, lang: 'ko' });
    const cases: [string, () => Promise<unknown>][] = [
      ['list: default (newest first, tabs)', list({})],
      ['list: status tab 90', list({ prodStsCd: '90' })],
      ['list: status tab 20 (small)', list({ prodStsCd: '20' })],
      ['list: brand', list({ brandCd: sample?.brand_cd ?? '' })],
      ['list: category prefix 1001 (outerwear)', list({ standardCategoryId: '1001' })],
      ['list: category leaf + status 90', list({ standardCategoryId: '10010101', prodStsCd: '90' })],
      ['list: name contains "트렌치"', list({ prodNm: '트렌치' })],
      ['list: name contains, no match', list({ prodNm: '존재하지않는상품' })],
      ['list: name contains "코트" (2 characters)', list({ prodNm: '코트' })],
      ['list: seller code contains', list({ supplyProdCd: '00123' })],
      ['list: seller code "0012" (oldest rows)', list({ supplyProdCd: '0012' })],
      ['list: 1,000 pasted codes', list({ prodCds: pasted })],
      ['list: brand + on sale + last 30 days', list({ brandCd: sample?.brand_cd ?? '', saleYn: 'Y', regDtFrom: daysAgo(30) })],
      ['list: price sort', list({ sort: 'prodPriceDesc' })],
      ['grid: stock 1-5 (sold out soon)', grid({ qtyMin: 1, qtyMax: 5 })],
      ['grid: sold out combinations', grid({ soldOutYn: 'Y' })],
    ];
    row('case (first page, 20 rows)', ['p50 ms', 'p95 ms', 'target', '']);
    for (const [label, run] of cases) {
      for (let i = 0; i < 10; i++) await run();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        await run();
        samples.push(performance.now() - s);
      }
      const sorted = samples.sort((a, b) => a - b);
      const p95 = at(sorted, 95);
      row(label, [at(sorted, 50).toFixed(1), p95.toFixed(1), `≤ ${SEARCH_P95_MS}`, p95 <= SEARCH_P95_MS ? 'ok' : 'MISSED']);
    }
    if (process.env.BENCH_CATALOG_EXPORT !== '0') await benchExport(config, db, services, session);
  } finally {
    await db.close();
    await bench.drop();
  }
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The search list's export of every product, from the start call to the stored file, through the app's own worker. */
async function benchExport(
  config: ReturnType<typeof loadConfig>,
  db: Awaited<ReturnType<typeof openDatabase>>,
  services: Awaited<ReturnType<typeof prepareDatabase>>['services'],
  session: ReturnType<typeof actingAs>,
) {
  const { worker } = createJobsFor({ deps: { config, db, clock: systemClock }, services, modules: await loadModules(), log: pino({ level: 'silent' }) });
  const s = performance.now();
  const { jobId } = await services.productExports.startProductsExport({ session, filters: {}, lang: 'ko' });
  await worker.drain();
  const ms = performance.now() - s;
  const job = await services.jobs.findSellerJob(BENCH_SELLER, jobId);
  const file = await services.jobs.readResultFile(jobId);
  row(`export: ${job?.progressTotal ?? '?'} rows (${job?.status}, ${Math.round((file?.data.length ?? 0) / 1024)} kB)`, [
    '',
    (ms / 1000).toFixed(2) + ' s',
    `≤ ${EXPORT_MS / 1000} s`,
    ms <= EXPORT_MS && job?.status === 'completed' ? 'ok' : 'MISSED',
  ]);
}
