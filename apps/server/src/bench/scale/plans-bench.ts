// The plans part of `npm run bench` (BENCH_ONLY=plans): every seller-scoped list, search and detail call, with
// each of its filters, as the largest seller of a generated mall, under the query recorder; each statement it sent
// is EXPLAINed on the mall (plan-check.ts). One line per call; the run exits non-zero on any finding.
// BENCH_DATABASE_URL names an already generated mall; without it one is made (BENCH_SELLERS, BENCH_LINES) and dropped.
import pg from 'pg';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { systemClock } from '@/platform/clock.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { listPlanCases } from './plan-cases.ts';
import { readPlanCatalogue } from './plan-catalogue.ts';
import { checkPlans, type PlanFinding } from './plan-check.ts';
import { MIN_JUDGED_PAGES } from './plan-problems.ts';
import { makePlanMall } from './plan-mall.ts';
import { findLargestSeller, readPlanSamples } from './plan-samples.ts';
import { createQueryRecorder, type RecordedQuery } from './query-recorder.ts';

/** Runs the plans part; prints its lines. */
export async function runPlansBench(): Promise<void> {
  const mall = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, drop: async () => {} } : await makePlanMall();
  if (!mall) return;
  try {
    const findings = await checkMall(mall.url);
    if (findings.length > 0) {
      console.log(`plans: ${findings.length} finding(s)`);
      // The other parts still run; the whole bench answers failure.
      process.exitCode = 1;
    } else console.log('plans: every statement of every call reads seller tables through an index that leads with supply_entr_cd');
  } finally {
    await mall.drop();
  }
}

async function checkMall(url: string): Promise<PlanFinding[]> {
  const recorder = createQueryRecorder();
  const db = await openDatabase({ kind: 'pg', url, poolSize: 2, logQuery: recorder.logQuery });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const config = { ...loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' }), seedDemoData: false };
    // Also brings a mall generated before the newest migrations up to date (their indexes are what is checked).
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const small = [...(await readPlanCatalogue(client)).sellerTables].filter(([, pages]) => pages < MIN_JUDGED_PAGES);
    if (small.length > 0)
      console.log(
        `plans: sequential scans not judged on seller tables under ${MIN_JUDGED_PAGES} pages (read whole whatever their indexes): ${small.map(([t, p]) => `${t} (${p})`).join(', ')}`,
      );
    const seller = await findLargestSeller(client);
    const samples = await readPlanSamples(client, seller);
    const counts = await client.query<{ lines: number; products: number }>(
      `select (select count(*) from ord_dtl where supply_entr_cd = $1)::int as lines, (select count(*) from product where supply_entr_cd = $1)::int as products`,
      [seller],
    );
    console.log(
      `\nplans: seller ${seller} (${counts.rows[0]?.lines} order lines, ${counts.rows[0]?.products} products); EXPLAIN of every statement of each call`,
    );
    const all: PlanFinding[] = [];
    for (const [name, run] of listPlanCases(services, samples, systemClock.now())) {
      // A call refused (a sample the seller lacks) still sent its statements up to the refusal: check those.
      const outcome = { failed: '' };
      const queries = await recorder.record(() =>
        run().catch((err: unknown) => {
          outcome.failed = (err as Error).message;
        }),
      );
      const findings = await checkPlans(client, name, queries);
      if (SHOW && name.includes(SHOW)) await printPlans(client, queries);
      all.push(...findings);
      const note = outcome.failed ? ` (the call answered: ${outcome.failed})` : '';
      if (findings.length === 0) console.log(`ok    ${name} — ${queries.length} statement(s)${note}`);
      else {
        console.log(`FAIL  ${name} — ${queries.length} statement(s)${note}`);
        for (const f of findings) console.log(`        ${f.problem}\n          ${oneLine(f.sql)}`);
      }
    }
    return all;
  } finally {
    await client.end();
    await db.close();
  }
}

// BENCH_PLANS_SHOW=<part of a call's name> prints the plans of that call's statements, to read a finding;
// BENCH_PLANS_ANALYZE=1 runs them too (EXPLAIN ANALYZE), to see which statement of a call takes the time.
const SHOW = process.env.BENCH_PLANS_SHOW;
const EXPLAIN = process.env.BENCH_PLANS_ANALYZE === '1' ? 'explain (analyze, buffers)' : 'explain';

async function printPlans(client: pg.Client, queries: RecordedQuery[]) {
  for (const q of queries) {
    if (!/^\s*(select|with)\b/i.test(q.sql)) continue;
    const r = await client.query<{ 'QUERY PLAN': string }>(`${EXPLAIN} ${q.sql}`, q.params);
    console.log(`      ${oneLine(q.sql)}\n${r.rows.map((row) => `        ${row['QUERY PLAN']}`).join('\n')}`);
  }
}

const oneLine = (sql: string) => {
  const s = sql.replace(/\s+/g, ' ').trim();
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
};
