import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_ACTOR } from '@/modules/order/order-moves.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { deliverLine, receiveClaim } from '@/test/claim-factories.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { seoul } from '@/test/order-job-world.ts';
import { signInWithSms } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { amountsAt, rowTotal } from './settlement-amounts.ts';
import { lateBusinessDays } from './settlement-feed-lines.ts';

// The monthly run on a real database, with the clock moved month by month (each `it` runs after the one before:
// a month, once fixed, is fixed for the whole mall). 2026-09-01 is a Tuesday, 2026-10-01 a Thursday, 2026-11-01 a
// Sunday (the October run waits for Monday 11-02), 2026-12-01 a Tuesday.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: seoul('2026-08-03 10:00') });
});
afterAll(async () => t.close());

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
type Key = { supplyEntrCd: string; ordNo: string; ordDtlSq: number };
type Row = {
  kind: string;
  sourceKey: string;
  qty: number;
  saleAmt: number;
  feeAmt: number;
  supplyBurdenAmt: number;
  lfBurdenAmt: number;
  calcFee: number;
  holdAmt: number;
  extraDeliveryAmt: number;
  deliveryAmt: number;
  totalAmt: number;
  totalUsd: string | null;
  reasonKey: string | null;
  settleYm: string;
};

const run = () => t.app.services.settlementRun;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.q.execute(query));
const rowsOfMonth = (cd: string, ym: string) =>
  q<Row>(sql`select kind, source_key as "sourceKey", qty, sale_amt::float8 as "saleAmt", fee_amt::float8 as "feeAmt", supply_burden_amt::float8 as "supplyBurdenAmt",
    lf_burden_amt::float8 as "lfBurdenAmt", calc_fee::float8 as "calcFee", hold_amt::float8 as "holdAmt", extra_delivery_amt::float8 as "extraDeliveryAmt",
    delivery_amt::float8 as "deliveryAmt", total_amt::float8 as "totalAmt", total_usd::text as "totalUsd", reason_key as "reasonKey", settle_ym as "settleYm"
    from sac_row where supply_entr_cd = ${cd} and settle_ym = ${ym} order by sac_row_sq`);
const monthOf = async (cd: string, ym: string) =>
  (
    await q<{ payoutAmt: number; rowCnt: number; payoutUsd: string | null; currency: string }>(
      sql`select payout_amt::float8 as "payoutAmt", row_cnt as "rowCnt", payout_usd::text as "payoutUsd", currency from sac_month where supply_entr_cd = ${cd} and settle_ym = ${ym}`,
    )
  )[0];
const runOf = async (ym: string) =>
  (await q<{ stsCd: string; sellerCnt: number }>(sql`select sts_cd as "stsCd", seller_cnt as "sellerCnt" from sac_run where settle_ym = ${ym}`))[0];
const line = (k: Key) => t.app.services.orderMoves.lockLine(k);
const put = (s: Seller, url: string, body: unknown = {}) => t.call({ method: 'PUT', url, cookies: s.cookies, body });

/** Every fixed month adds up: Σ row totals = payout, each row's total = its formula. */
async function expectReconciles(cd: string, ym: string) {
  const rows = await rowsOfMonth(cd, ym);
  const month = await monthOf(cd, ym);
  expect(month, `${cd} ${ym}`).toBeDefined();
  expect(rows.reduce((n, r) => n + r.totalAmt, 0)).toBe(month!.payoutAmt);
  expect(rows.length).toBe(month!.rowCnt);
  for (const r of rows) expect(r.totalAmt).toBe(rowTotal({ ...r }));
  expect(month!.payoutAmt).toBeGreaterThanOrEqual(0);
  return { rows, month: month! };
}

async function order(s: Seller, qty: number, extra: { couponAmt?: number } = {}): Promise<Key> {
  const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: qty, ...extra }]);
  return { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 };
}

async function completeReturn(s: Seller, key: Key, qty: number) {
  const claimSq = await receiveClaim(t, s.cookies, { claimType: 'RETURN', reasonCd: '01', lines: [{ ordNo: key.ordNo, ordDtlSq: key.ordDtlSq, qty }] });
  await put(s, `/api/return/claims/${claimSq}/collect`, { rdeliveryEntrCd: '04', rinvoiceNo: `6${Date.now()}`.slice(0, 12) });
  await put(s, `/api/return/claims/${claimSq}/collectComplete`);
  const done = await put(s, `/api/return/claims/${claimSq}/complete`);
  expect(done.statusCode, done.body).toBe(200);
  return claimSq;
}

let a: Seller;
let l1: Key;
let l2: Key;
let l3: Key;
let late: Key;
let augustRows = 0;

describe('the monthly settlement run', () => {
  it('sells eligible lines at their share, fee and burdens, with a late-shipping penalty; a second run changes nothing', async () => {
    a = await sellerWithProductOnSale(t, { stock: [50] });
    l1 = await order(a, 2, { couponAmt: 1000 });
    l2 = await order(a, 2);
    late = await order(a, 1);
    await deliverLine(t, l1);
    await deliverLine(t, l2);
    t.clock.set(seoul('2026-08-10 10:00'));
    await deliverLine(t, late);
    t.clock.set(seoul('2026-08-25 10:00'));
    l3 = await order(a, 1);
    await deliverLine(t, l3); // eligible 09-08: September's

    t.clock.set(seoul('2026-09-01 10:00'));
    await expect(run().runMonth({ settleYm: '2026-09', runBy: 'op' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const first = await run().runMonth({ settleYm: '2026-08', runBy: 'op' });
    expect(first).toMatchObject({ stsCd: 'FIXED', waitingForRate: [] });
    const { rows } = await expectReconciles(a.supplyEntrCd, '2026-08');
    const sale1 = rows.find((r) => r.sourceKey === `SALE:${l1.ordNo}:1`)!;
    const d1 = await line(l1);
    const want = amountsAt({ ...d1, sellFeeRate: String(d1.sellFeeRate) }, 2);
    expect(sale1).toMatchObject({ kind: 'SALE', qty: 2, saleAmt: d1.ordAmt, feeAmt: want.feeAmt, lfBurdenAmt: 1000, supplyBurdenAmt: 0 });
    expect(rows.some((r) => r.sourceKey === `SALE:${l2.ordNo}:1`)).toBe(true);
    expect(rows.some((r) => r.sourceKey.startsWith(`SALE:${l3.ordNo}`))).toBe(false);
    const dl = await line(late);
    const days = lateBusinessDays(dl.giPrrnDt, '2026-08-10');
    expect(days).toBeGreaterThan(0);
    expect(rows.find((r) => r.sourceKey === `PENALTY:${late.ordNo}:1`)).toMatchObject({
      kind: 'ADJUSTMENT',
      calcFee: -Math.min(1000 * days, 10000),
      reasonKey: 'calculate.reason.latePenalty',
    });
    augustRows = rows.length;

    expect(await run().runMonth({ settleYm: '2026-08', runBy: 'op' })).toMatchObject({ stsCd: 'FIXED', fixedSellers: 0 });
    expect((await rowsOfMonth(a.supplyEntrCd, '2026-08')).length).toBe(augustRows);
  });

  it('takes back a refund after the run as a negative row next month, with holds, adjustments and the refund-rate hold', async () => {
    t.clock.set(seoul('2026-09-02 10:00'));
    a = { ...a, cookies: (await signInWithSms(t, a.seller)).cookies };
    const claimSq = await completeReturn(a, l2, 1);
    await t.db.q.execute(
      sql`insert into sac_adjustment (supply_entr_cd, amount, reason, created_by, created_dt) values (${a.supplyEntrCd}, 5000, '사은품 비용 정산', 'admin01', ${t.clock.now()})`,
    );
    await t.db.q.execute(
      sql`insert into sac_hold (supply_entr_cd, hold_kind, amount, reason, release_due_dt, created_by, created_dt) values (${a.supplyEntrCd}, 'MANUAL', 1000, '서류 확인', '2026-10-15', 'admin01', ${t.clock.now()})`,
    );
    t.clock.set(seoul('2026-10-01 10:00'));
    expect(await run().runMonth({ settleYm: '2026-09', runBy: 'system' })).toMatchObject({ stsCd: 'FIXED' });
    const { rows, month } = await expectReconciles(a.supplyEntrCd, '2026-09');
    const d2 = await line(l2);
    const money = { ...d2, sellFeeRate: String(d2.sellFeeRate) };
    const refund = rows.find((r) => r.sourceKey === `REFUND:${claimSq}`)!;
    expect(refund).toMatchObject({ kind: 'REFUND', qty: -1, saleAmt: amountsAt(money, 1).saleAmt - amountsAt(money, 2).saleAmt });
    expect(refund.feeAmt).toBe(amountsAt(money, 1).feeAmt - amountsAt(money, 2).feeAmt);
    // SALE + REFUND = the amounts at the one unit kept.
    const sale = (await q<{ saleAmt: number }>(sql`select sale_amt::float8 as "saleAmt" from sac_row where source_key = ${`SALE:${l2.ordNo}:1`}`))[0]!;
    expect(sale.saleAmt + refund.saleAmt).toBe(amountsAt(money, 1).saleAmt);
    expect(rows.some((r) => r.sourceKey.startsWith(`SALE:${l3.ordNo}`))).toBe(true);
    expect(rows.some((r) => r.kind === 'ADJUSTMENT' && r.calcFee === 5000 && r.reasonKey === 'calculate.reason.adjustment')).toBe(true);
    expect(rows.some((r) => r.kind === 'HOLD' && r.holdAmt === -1000)).toBe(true);
    // Refunds (one unit of l2) ≥ 20 % of the month's sales (one unit of l3): the month's payout is held for 3 months.
    expect(rows.find((r) => r.reasonKey === 'calculate.reason.refundRate')).toMatchObject({ kind: 'HOLD' });
    expect(month.payoutAmt).toBe(0);
    const [ruleHold] = await q<{ releaseDueDt: string }>(
      sql`select to_char(release_due_dt, 'YYYY-MM-DD') as "releaseDueDt" from sac_hold where supply_entr_cd = ${a.supplyEntrCd} and hold_kind = 'REFUND_RATE' and basis_ym = '2026-09'`,
    );
    expect(ruleHold).toEqual({ releaseDueDt: '2027-01-01' });
    // The fixed month is not touched.
    expect((await rowsOfMonth(a.supplyEntrCd, '2026-08')).length).toBe(augustRows);
  });

  it('runs October only from the first business day of November (Monday 11-02), once per seller even when two runs race', async () => {
    const b = await sellerWithProductOnSale(t, { stock: [10] });
    t.clock.set(seoul('2026-10-05 10:00'));
    const lb = await order(b, 3);
    await deliverLine(t, lb);
    // Delivered on 09-10 but reported by the carrier on 10-05, after September's run: October's run catches it up.
    const reportedLate = await order(b, 1);
    await deliverLine(t, reportedLate, 'shipping');
    await t.app.services.orderMoves.moveLine({
      key: reportedLate,
      action: 'deliver',
      actor: CARRIER_ACTOR,
      patch: () => ({ deliveredDt: seoul('2026-09-10 10:00') }),
    });
    t.clock.set(seoul('2026-11-01 12:00'));
    expect(await run().runDue()).toEqual([]);
    expect(await runOf('2026-10')).toBeUndefined();
    t.clock.set(seoul('2026-11-02 00:30'));
    await Promise.all([run().runDue(), run().runMonth({ settleYm: '2026-10', runBy: 'op' }), run().runMonth({ settleYm: '2026-10', runBy: 'op' })]);
    expect(await runOf('2026-10')).toMatchObject({ stsCd: 'FIXED' });
    const { rows } = await expectReconciles(b.supplyEntrCd, '2026-10');
    expect(rows.filter((r) => r.kind === 'SALE')).toHaveLength(2);
    expect(rows.some((r) => r.sourceKey === `SALE:${reportedLate.ordNo}:1`)).toBe(true);
    // The manual hold fell due on 10-15: released in October's run.
    const aRows = await rowsOfMonth(a.supplyEntrCd, '2026-10');
    expect(aRows.some((r) => r.kind === 'RELEASE' && r.holdAmt === 1000)).toBe(true);
    await expectReconciles(a.supplyEntrCd, '2026-10');
  });

  it('leaves a purchase-agency seller waiting without an exchange rate, then fixes it in USD; a negative month is carried', async () => {
    const g = await sellerWithProductOnSale(t, { stock: [10] });
    const n = await sellerWithProductOnSale(t, { stock: [10] });
    const c = await sellerWithProductOnSale(t, { stock: [10] });
    await t.db.q.execute(sql`update supply_entr set usd_sac_use_yn = 'Y' where supply_entr_cd = ${g.supplyEntrCd}`);
    t.clock.set(seoul('2026-11-03 10:00'));
    await deliverLine(t, await order(g, 2));
    await deliverLine(t, await order(n, 1));
    await deliverLine(t, await order(c, 3));
    await t.db.q.execute(sql`update supply_entr set entr_sts_cd = '99' where supply_entr_cd = ${c.supplyEntrCd}`);
    await t.db.q.execute(
      sql`insert into sac_adjustment (supply_entr_cd, amount, reason, created_by, created_dt) values (${n.supplyEntrCd}, -90000000, '위약금', 'admin01', ${t.clock.now()})`,
    );
    t.clock.set(seoul('2026-12-01 10:00'));
    const waiting = await run().runMonth({ settleYm: '2026-11', runBy: 'system' });
    expect(waiting).toMatchObject({ stsCd: 'RUNNING', waitingForRate: [g.supplyEntrCd] });
    expect(await monthOf(g.supplyEntrCd, '2026-11')).toBeUndefined();
    const { rows: nRows, month: nMonth } = await expectReconciles(n.supplyEntrCd, '2026-11');
    expect(nMonth.payoutAmt).toBe(0);
    const carried = nRows.find((r) => r.sourceKey === 'CARRY_OUT:2026-11')!;
    expect(carried.calcFee).toBeGreaterThan(0);

    await t.db.q.execute(
      sql`insert into exchange_rate (currency, rate_dt, rate, source, created_by, created_dt) values ('USD', '2026-11-27', '1385.5000', 'MANUAL', 'admin01', ${t.clock.now()}), ('USD', '2026-12-01', '1.0000', 'MANUAL', 'admin01', ${t.clock.now()})`,
    );
    t.clock.set(seoul('2026-12-01 11:00'));
    expect(await run().runMonth({ settleYm: '2026-11', runBy: 'system' })).toMatchObject({ stsCd: 'FIXED', fixedSellers: 1 });
    const { rows, month } = await expectReconciles(g.supplyEntrCd, '2026-11');
    expect(month.currency).toBe('USD');
    const cents = rows.reduce((s, r) => s + Math.round(Number(r.totalUsd) * 100), 0);
    expect(Math.round(Number(month.payoutUsd) * 100)).toBe(cents);
    const saleRow = rows.find((r) => r.kind === 'SALE')!;
    expect(Number(saleRow.totalUsd)).toBeCloseTo(saleRow.totalAmt / 1385.5, 2);

    // December: the carried balance comes back as CARRY_IN (and is carried again while still negative).
    t.clock.set(seoul('2027-01-04 10:00'));
    await run().runMonth({ settleYm: '2026-12', runBy: 'system' });
    const dec = await expectReconciles(n.supplyEntrCd, '2026-12');
    expect(dec.rows.find((r) => r.sourceKey === 'CARRY_IN:2026-11')).toMatchObject({ calcFee: -carried.calcFee });
    // The termination hold is taken once.
    const holds = await q<{ n: number }>(sql`select count(*)::int as n from sac_hold where supply_entr_cd = ${c.supplyEntrCd} and hold_kind = 'TERMINATION'`);
    expect(holds[0]!.n).toBe(1);
  });
});
