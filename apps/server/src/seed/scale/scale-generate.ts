// `npm run scale:generate -- --sellers 500 --lines 2000000 [--seed 1] [--anchor yyyy-MM-dd] [--leave-last-month-open]
// [--database-url postgres://…]`:
// migrates an empty PostgreSQL server database and fills it with the scale mall (generate-scale-mall.ts), printing
// each step's seconds and, at the end, the rows per table and the largest seller's sign-in.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { generateScaleMall } from './generate-scale-mall.ts';

const USAGE =
  'usage: npm run scale:generate -- [--sellers 500] [--lines 2000000] [--seed 1] [--anchor yyyy-MM-dd] [--leave-last-month-open] [--database-url postgres://…]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const positiveInt = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} ${value}: expected a positive whole number\n${USAGE}`);
  return n;
};

async function main(): Promise<void> {
  const t0 = performance.now();
  const { values } = parseArgs({
    options: {
      sellers: { type: 'string', default: '500' },
      lines: { type: 'string', default: '2000000' },
      seed: { type: 'string', default: '1' },
      anchor: { type: 'string' },
      'database-url': { type: 'string' },
      // The last past month is left for `BENCH_ONLY=settlement` to run and time.
      'leave-last-month-open': { type: 'boolean', default: false },
    },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  // The generator is for a PostgreSQL server: PGlite would take hours over two million lines.
  if (!url || !/^postgres(ql)?:\/\//.test(url)) fail(`a PostgreSQL server database is required: --database-url or DATABASE_URL (postgres://…)\n${USAGE}`);
  const sellers = positiveInt('sellers', values.sellers);
  if (sellers < 2) fail('--sellers: at least 2');
  if (values.anchor !== undefined && Number.isNaN(new Date(`${values.anchor}T00:00:00+09:00`).getTime()))
    fail(`--anchor ${values.anchor}: expected yyyy-MM-dd\n${USAGE}`);
  const opts = {
    sellers,
    lines: positiveInt('lines', values.lines),
    seed: positiveInt('seed', values.seed),
    ...(values.anchor ? { anchor: values.anchor } : {}),
    leaveLastMonthOpen: values['leave-last-month-open'],
    log: (line: string) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`),
  };
  const db = await openDatabase({ kind: 'pg', url });
  try {
    const config = { ...loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' }), seedDemoData: false };
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const [existing] = rowsOf<{ n: number }>(await db.q.execute(sql`select count(*)::int as n from supply_entr`));
    if ((existing?.n ?? 0) > 0) {
      fail(
        `the database already has ${existing?.n} sellers; the generator fills an empty one. Make one with\n` +
          `  psql -h 127.0.0.1 -U postgres -c 'create database po_scale'\nand pass --database-url postgres://postgres@127.0.0.1:5432/po_scale`,
      );
    }
    opts.log(`migrated; generating ${opts.sellers} sellers and ${opts.lines.toLocaleString('en')} lines (seed ${opts.seed})`);
    const mall = await generateScaleMall(db, services, opts);
    const seconds = (performance.now() - t0) / 1000;
    console.log(`\nScale mall (seed ${mall.seed}, anchor ${mall.anchor}) in ${seconds.toFixed(1)} s`);
    for (const [table, n] of Object.entries(mall.rows)) console.log(`  ${table.padEnd(20)} ${n.toLocaleString('en').padStart(12)}`);
    console.log(
      `  lines per second     ${Math.round(mall.lines / seconds)
        .toLocaleString('en')
        .padStart(12)} (whole run)`,
    );
    const l = mall.largest;
    console.log(
      `Largest seller ${l.supplyEntrCd}: ${l.lines.toLocaleString('en')} lines, ${l.products.toLocaleString('en')} products, ${l.claims.toLocaleString('en')} claims`,
    );
    console.log(`  sign in as ${l.loginId} / ${l.password}; the SMS code goes to ${l.phone}`);
    console.log(`A tail seller: ${mall.small.supplyEntrCd} (${mall.small.loginId} / ${mall.small.password})`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
