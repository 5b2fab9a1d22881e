// The orders case of `npm run bench` (BENCH_ONLY=orders): 2,000,000 order lines over 500 sellers on the PostgreSQL
// server, the largest seller with 200,000 of them over a year, and that seller's order list first page under the
// screen's searches (target p95 ≤ 30 ms). Makes its own database and drops it afterwards. The kept line counts are
// made by rebuilding them after a load with their triggers off (BENCH_ORDER_COUNTS=rebuild, the default) or by the
// triggers themselves and a fold (=trigger); then the cost of the triggers on single-line writes is measured.
import { sql } from 'drizzle-orm';
import type { TOrderListRequest } from '@po/contracts';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { LINE_COUNT_TRIGGERS } from '@/modules/order/order-line-counts.repository.ts';
import { actingAs } from '@/seed/demo-settings.ts';
import { createBenchDatabase } from './bench-database.ts';

const LINES = Number(process.env.BENCH_ORDER_LINES ?? 2_000_000);
const BIG = Number(process.env.BENCH_ORDER_BIG ?? 200_000);
const SELLERS = 500;
const RUNS = Number(process.env.BENCH_ORDER_RUNS ?? 100);
const P95_MS = 30;
const COUNTS = process.env.BENCH_ORDER_COUNTS === 'trigger' ? 'trigger' : 'rebuild';
const WRITES = Number(process.env.BENCH_ORDER_WRITES ?? 1000);
export const BIG_SELLER = 'O0000000';

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const row = (name: string, cols: string[]) => console.log(`${name.padEnd(44)} ${cols.map((c) => c.padStart(10)).join(' ')}`);

/**
 * Bench order lines, written by the server itself in one INSERT … SELECT: the first `own` lines are `seller`'s, the
 * rest spread over `others` sellers (`otherPrefix` + 7 digits); order dates over the last `days` days; lines older
 * than two weeks mostly delivered, recent ones paid, preparing or shipping; about 2% with a delay mark and 1% of the
 * delivered with an open return. The orders bench and the export bench both fill with it.
 */
export async function insertBenchLines(
  db: Database,
  o: { ordNoPrefix: string; total: number; own: number; seller: string; others: number; otherPrefix: string; days: number },
) {
  await db.q.execute(sql`
    insert into ord_dtl (ord_no, ord_dtl_sq, supply_entr_cd, ord_dt, pay_dt, buyer_nm, rcp_nm, prod_cd, prod_option_cd,
      supply_prod_cd, prod_nm, brand_cd, option_value1, option_value2, ord_dtl_sts_cd, delay_sts_cd, ord_qty, prod_price, ord_amt,
      real_ord_amt, sell_fee_rate, delivery_loc_cd, delivery_entr_cd, invoice_no, gi_prrn_dt, delivery_expect_dt, up_dt)
    select ${o.ordNoPrefix} || lpad(g::text, 10, '0'), 1,
      case when g <= ${o.own} then ${o.seller} else ${o.otherPrefix} || lpad((1 + g % ${o.others})::text, 7, '0') end,
      t.ord_dt, t.ord_dt + interval '3 minutes',
      '구매자' || (g % 5000), '수령인' || (g % 7000),
      'P' || lpad((g % 3000)::text, 9, '0'), 'P' || lpad((g % 3000)::text, 9, '0') || '001',
      'SP-' || (g % 3000), '벤치 상품 ' || (g % 3000) || (case when g % 10 = 0 then ' 트렌치 코트' else ' 니트' end), 'BR' || (g % 20),
      '블랙', 'FREE', s.sts, case when g % 50 = 0 and s.sts in ('20', '35') then '72' when g % 50 = 1 and s.sts = '50' then '82' end,
      1 + g % 3, 39000, 39000 * (1 + g % 3), 39000 * (1 + g % 3), 10.00, 'DL0001',
      case when s.sts in ('50', '60') then '04' end, case when s.sts in ('50', '60') then (600000000000 + g)::text end,
      (t.ord_dt at time zone 'Asia/Seoul')::date + 2, (t.ord_dt at time zone 'Asia/Seoul')::date + 4, t.ord_dt
    from generate_series(1, ${o.total}) g
    cross join lateral (select now() - ((g::bigint * 7919) % (${o.days} * 86400)) * interval '1 second' as ord_dt) t
    cross join lateral (select case
      when t.ord_dt < now() - interval '14 days' then case when g % 20 = 0 then '99' else '60' end
      when g % 4 = 0 then '20' when g % 4 = 1 then '35' when g % 4 = 2 then '50' else '60' end as sts) s`);
  await db.q.execute(sql`
    insert into ord_claim (supply_entr_cd, ord_no, ord_dtl_sq, claim_type, claim_sts_cd, claim_qty, req_by, reason_cd, req_dt, up_dt)
    select supply_entr_cd, ord_no, ord_dtl_sq, 'RETURN', 'RETURN_REQUESTED', 1, 'BUYER', '01', ord_dt + interval '2 days', ord_dt + interval '2 days'
    from ord_dtl where ord_dtl_sts_cd = '60' and (hashtext(ord_no) % 100) = 0`);
}

/** Runs the orders case; prints its table. Skipped (with a line saying so) when the server cannot be reached. */
export async function runOrderListBench(): Promise<void> {
  // BENCH_DB_TAG names whose database it is when several run on one server.
  const bench = await createBenchDatabase('orders bench', `orders_${process.env.BENCH_DB_TAG ?? ''}`);
  if (!bench) return;
  const db = await openDatabase({ kind: 'pg', url: bench.url });
  try {
    const config = { ...loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' }), seedDemoData: false };
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const t0 = performance.now();
    const triggers = (on: boolean) =>
      Promise.all(LINE_COUNT_TRIGGERS.map((trg) => db.q.execute(sql.raw(`alter table ord_dtl ${on ? 'enable' : 'disable'} trigger ${trg}`))));
    if (COUNTS === 'rebuild') await triggers(false);
    // The largest seller's BIG lines over a year, the rest over the other 499.
    await insertBenchLines(db, { ordNoPrefix: 'B', total: LINES, own: BIG, seller: BIG_SELLER, others: SELLERS - 1, otherPrefix: 'O', days: 365 });
    const tLoad = performance.now();
    if (COUNTS === 'rebuild') {
      await triggers(true);
      await services.orderCounts.rebuildLineCounts();
    } else await services.orderCounts.foldLineCounts();
    console.log(
      `orders: lines loaded in ${((tLoad - t0) / 1000).toFixed(1)} s (${COUNTS === 'rebuild' ? 'triggers off' : 'triggers on'}), counts ${COUNTS === 'rebuild' ? 'rebuilt' : 'folded'} in ${((performance.now() - tLoad) / 1000).toFixed(1)} s`,
    );
    // As autovacuum would after a load this size: fresh statistics and a visibility map.
    await db.q.execute(sql`vacuum analyze`);
    const [n] = rowsOf<{ all: number; big: number; month: number }>(
      await db.q.execute(sql`select (select count(*) from ord_dtl)::int as all,
        (select count(*) from ord_dtl where supply_entr_cd = ${BIG_SELLER})::int as big,
        (select count(*) from ord_dtl where supply_entr_cd = ${BIG_SELLER} and ord_dt >= now() - interval '1 month')::int as month`),
    );
    console.log(
      `\norders: ${n?.all} lines over ${SELLERS} sellers (largest ${n?.big}, ${n?.month} in its last month) on PostgreSQL, made and analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const session = actingAs('bench01', '벤치', BIG_SELLER);
    const today = seoulDate(new Date());
    const daysAgo = (d: number) => seoulDate(new Date(Date.now() - d * 86_400_000));
    const month = { startDt: daysAgo(30), endDt: today };
    const [invoice] = rowsOf<{ invoice_no: string }>(
      await db.q.execute(
        sql`select invoice_no from ord_dtl where supply_entr_cd = ${BIG_SELLER} and invoice_no is not null order by ord_dt desc limit 1 offset 500`,
      ),
    );
    const list = (q: Partial<TOrderListRequest>) => () =>
      services.orders.listOrders({ session, query: { pageNum: 1, pageSize: 20, dateType: 'ORDER', ...month, ...q }, lang: 'ko' });
    const cases: [string, () => Promise<unknown>][] = [
      ['list: 1 month, newest first, tabs', list({})],
      ['list: 1 month, page 50', list({ pageNum: 50 })],
      ['list: 1 month by payment date', list({ dateType: 'PAY' })],
      ['list: 6 months', list({ startDt: daysAgo(180) })],
      ['list: status 20 (paid)', list({ statusCd: '20' })],
      ['list: status 60 (delivered)', list({ statusCd: '60' })],
      ['list: delay mark 72', list({ statusCd: '72' })],
      ['list: ship today', list({ statusCd: 'SHIP_TODAY' })],
      ['list: invoice number', list({ invoiceNo: invoice?.invoice_no ?? '0' })],
      ['list: order number', list({ ordNo: 'B0000001234', startDt: daysAgo(180) })],
      ['list: buyer name contains', list({ buyerNm: '구매자123' })],
      ['list: product name contains "트렌치"', list({ product: '트렌치' })],
      [
        'status page: 35, last 14 days',
        () => services.orders.listOrdersByStatus({ session, query: { pageNum: 1, pageSize: 20, dateType: 'ORDER', statusCd: '35' }, lang: 'ko' }),
      ],
    ];
    row('case (largest seller, first page, 20 rows)', ['p50 ms', 'p95 ms', 'target', '']);
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
      row(label, [at(sorted, 50).toFixed(1), p95.toFixed(1), `≤ ${P95_MS}`, p95 <= P95_MS ? 'ok' : 'MISSED']);
    }
    await measureLineWrites(db, triggers);
  } finally {
    await db.close();
    await bench.drop();
  }
}

/**
 * What the count triggers cost a single-line write: one-line inserts (as the intake writes a line) and one-line
 * status updates (as a move), each its own transaction, in alternating rounds with the triggers on and off so the
 * machine's load falls on both alike; the median of each.
 */
async function measureLineWrites(db: Database, triggers: (on: boolean) => Promise<unknown>) {
  const [line] = rowsOf<{ ord_no: string }>(await db.q.execute(sql`select ord_no from ord_dtl where supply_entr_cd = ${BIG_SELLER} order by ord_no limit 1`));
  if (!line) return;
  const samples = { on: { insert: [] as number[], update: [] as number[] }, off: { insert: [] as number[], update: [] as number[] } };
  const timed = async (into: number[], write: () => Promise<unknown>) => {
    const s = performance.now();
    await db.transaction(write);
    into.push(performance.now() - s);
  };
  const ROUNDS = 10;
  for (let r = 0; r < ROUNDS; r++) {
    const mode = r % 2 === 0 ? 'on' : 'off';
    await triggers(mode === 'on');
    const ordNos = Array.from({ length: WRITES / ROUNDS }, (_, i) => `W${r}X${String(i).padStart(8, '0')}`);
    for (const ordNo of ordNos) {
      await timed(samples[mode].insert, () =>
        db.q.execute(sql`
          insert into ord_dtl
          select (jsonb_populate_record(null::ord_dtl, to_jsonb(d) || jsonb_build_object('ord_no', ${ordNo}::text,
            'ord_dt', now(), 'pay_dt', now(), 'ord_dtl_sts_cd', '20', 'delay_sts_cd', null, 'invoice_no', null))).*
          from ord_dtl d where ord_no = ${line.ord_no} and ord_dtl_sq = 1`),
      );
    }
    for (const ordNo of ordNos) {
      await timed(samples[mode].update, () =>
        db.q.execute(sql`update ord_dtl set ord_dtl_sts_cd = '35', version = version + 1 where ord_no = ${ordNo} and ord_dtl_sq = 1`),
      );
    }
  }
  await triggers(true);
  const median = (xs: number[]) =>
    `${at(
      [...xs].sort((a, b) => a - b),
      50,
    ).toFixed(2)} ms`;
  row(`single-line writes (${WRITES / 2} each, own transaction)`, ['insert p50', 'update p50']);
  row('with the count triggers', [median(samples.on.insert), median(samples.on.update)]);
  row('without them', [median(samples.off.insert), median(samples.off.update)]);
}
