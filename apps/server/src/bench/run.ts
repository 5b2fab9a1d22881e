// `npm run bench`: request latencies of the platform and sign-in calls on a scaled database.
// Runs on a fresh embedded database (or DATABASE_URL's server with BENCH_DB=pg); prints p50/p95/p99.
// Then the catalog case on the PostgreSQL server (catalog-bench.ts), a 10,000-row product Excel upload on a PostgreSQL
// server database (product-excel-bench.ts), the order list of a 200,000-line seller among 2,000,000 lines
// (order-list-bench.ts), the 100,000-line order export (order-export-bench.ts), start to ready of `npm start`
// (start-bench.ts), the 5,000-row invoice upload (invoice-upload-bench.ts), the EXPLAIN check of every seller call on a
// generated mall (scale/plans-bench.ts, non-zero exit on a finding), the monthly settlement run, statement, list and
// statement files on a generated mall (settlement-bench.ts), the order statistics' calls and Excel of the largest
// seller on a generated mall (statistic-bench.ts), the rating statistic on a generated mall (rating-bench.ts), and the
// web's weight per route
// (gzipped JS, scripts/check-bundle-budget.mjs) of a fresh web build. BENCH_ONLY names the parts to run (PARTS below).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COOKIE } from '@po/contracts';
import { buildApp } from '@/app.ts';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { systemClock } from '@/platform/clock.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { createAccount } from '@/seed/create-account.ts';
import { completeBusinessNumber } from '@/seed/demo-sellers.ts';
import { benchInvoiceUpload } from './invoice-upload-bench.ts';
import { benchProductExcelUpload } from './product-excel-bench.ts';
import { runCatalogBench } from './catalog-bench.ts';
import { runOrderListBench } from './order-list-bench.ts';
import { benchOrderExport } from './order-export-bench.ts';
import { benchStart } from './start-bench.ts';
import { runPlansBench } from './scale/plans-bench.ts';
import { runScaleBench } from './scale/scale-bench.ts';
import { runRatingBench } from './rating-bench.ts';
import { runSettlementBench } from './settlement-bench.ts';
import { runStatisticBench } from './statistic-bench.ts';

const SELLERS = Number(process.env.BENCH_SELLERS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(2);
  return `p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms`;
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'po-bench-'));
  const usePg = process.env.BENCH_DB === 'pg' && process.env.DATABASE_URL;
  const db = usePg
    ? await openDatabase({ kind: 'pg', url: process.env.DATABASE_URL! })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  const config = loadConfig({ APP_PROFILE: 'test', SIGNIN_RATE_LIMIT: '1000000', WEB_DIST_DIR: '/nonexistent' });
  const { services } = await prepareDatabase({ config, db, clock: systemClock });

  const t0 = performance.now();
  await db.transaction(async () => {
    for (let i = 0; i < SELLERS; i++) {
      await services.supply.createSupplyEntr({
        supplyEntrCd: `B${String(i).padStart(7, '0')}`,
        supplyEntrNm: `벤치상사${i}`,
        ownerNm: '대표',
        bizGb: 'C',
        bizNo: completeBusinessNumber(String(300_000_000 + i)),
        entrStsCd: i % 5 === 0 ? '99' : '30',
      });
    }
  });
  console.log(`seeded ${SELLERS} sellers in ${((performance.now() - t0) / 1000).toFixed(1)} s (${db.kind})`);
  await createAccount(services, {
    mgrId: 'benchmaster',
    mgrNm: 'bench',
    password: 'Bench#Pass27',
    passwdChangedAt: new Date(),
    isMaster: true,
    roleCd: 'admin',
  });

  const app = await buildApp({ config, db, clock: systemClock });
  // A browser's same-origin write: the CSRF guard wants our Origin or Sec-Fetch-Site same-origin.
  const headers = { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'ko', 'sec-fetch-site': 'same-origin' };
  const login = await app.inject({ method: 'POST', url: '/api/login/login', headers, payload: { loginId: 'benchmaster', password: 'Bench#Pass27' } });
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.statusCode} ${login.body}`);
  const pending = login.cookies.find((c) => c.name === COOKIE.session)!.value;
  const active = (await app.inject({ method: 'POST', url: '/api/login/masterLogin', headers, cookies: { [COOKIE.session]: pending } })).cookies.find(
    (c) => c.name === COOKIE.session,
  )!.value;
  const cookies = { [COOKIE.session]: active };

  let n = 0;
  const cases: [string, () => Promise<unknown>][] = [
    ['GET  /api/health/live', () => app.inject({ url: '/api/health/live' })],
    ['GET  /api/customer/supply/code/groupCd/U200', () => app.inject({ url: '/api/customer/supply/code/groupCd/U200', headers })],
    ['GET  /api/login/userInfo (session lookup)', () => app.inject({ url: '/api/login/userInfo', headers, cookies })],
    [
      'POST /api/login/supplyEntrs (name search)',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login/supplyEntrs',
          headers,
          cookies,
          payload: { searchOption: 'supplyEntrNm', searchOptionNm: '벤치상사12', entrStsCd: '30' },
        }),
    ],
    [
      'POST /api/login/supplyEntrs (all, page 50)',
      () => app.inject({ method: 'POST', url: '/api/login/supplyEntrs', headers, cookies, payload: { entrStsCd: '', pageNum: 50 } }),
    ],
    [
      'POST /api/login/passwdCheck (argon2id, unknown id)',
      () => app.inject({ method: 'POST', url: '/api/login/passwdCheck', headers, payload: { loginId: `nobody${n++}`, password: 'whatever1' } }),
    ],
  ];
  for (const [name, run] of cases) {
    for (let i = 0; i < 20; i++) await run();
    const samples: number[] = [];
    const rounds = name.includes('argon2') ? Math.min(ROUNDS, 60) : ROUNDS;
    for (let i = 0; i < rounds; i++) {
      const s = performance.now();
      await run();
      samples.push(performance.now() - s);
    }
    console.log(`${name.padEnd(48)} ${percentiles(samples)}`);
  }
  await app.close();
  await db.close();
  await fs.rm(dir, { recursive: true, force: true });
}

/** Prints the bundle table; a route over its budget is shown in the table, it does not fail the bench. */
function printBundleTable() {
  const root = path.resolve(import.meta.dirname, '../../../..');
  console.log('\nweb bundle per route (gzipped JS, from the manifest of a fresh build)');
  // Built here so the table never describes an older build than the sources.
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.log('(the web build failed: no bundle table)');
    return;
  }
  spawnSync(process.execPath, [path.join(root, 'scripts/check-bundle-budget.mjs')], { cwd: root, stdio: 'inherit' });
}

/**
 * The parts of `npm run bench`, in the order a whole run takes them. BENCH_ONLY names one or more of them
 * (comma-separated) to run those alone. Each part makes and drops what it needs and prints its own table.
 */
const PARTS: Record<string, () => Promise<void>> = {
  platform: main,
  catalog: runCatalogBench,
  orders: runOrderListBench,
  excel: benchProductExcelUpload,
  export: benchOrderExport,
  start: benchStart,
  invoice: benchInvoiceUpload,
  plans: runPlansBench,
  bundle: async () => printBundleTable(),
  scale: runScaleBench,
  settlement: runSettlementBench,
  statistic: runStatisticBench,
  rating: runRatingBench,
};

async function runParts(names: string[]) {
  const unknown = names.filter((n) => !(n in PARTS));
  if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(', ')}; the parts are ${Object.keys(PARTS).join(', ')}`);
  for (const name of names) await PARTS[name]!();
}

const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
runParts(only && only.length > 0 ? only : Object.keys(PARTS)).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
