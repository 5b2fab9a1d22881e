import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateSales, type EstimateLine } from '@/modules/calculate/settlement-estimate.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { insertLineRows, type LineSpec } from '@/test/order-line-rows.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The home's "this month" card reads the kept day sums (decisions "Home dashboard at scale (issue 13)"): their
// real_sale_qty, real_sale_amt and settle_expect_amt must be what estimateSales (the settlement run's formulas in
// TypeScript) answers over the same lines, after any statements on the lines, folded or not, and after a rebuild.

const SELLER = 'SETTLE01';
// Lines ordered over 40 days before the test clock (2026-11-20 10:00 in Seoul), at any minute: Seoul and UTC days differ.
const NOW = Date.parse('2026-11-20T01:00:00Z');
const DAYS = Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(2026, 9, 10 + i)).toISOString().slice(0, 10));

const bearer = fc.constantFrom('MALL' as const, 'SELLER' as const);
/** A line's money: coupons and promotions above the sale (a negative fee base), rates with decimals, odd amounts. */
const money = fc.record({
  ordAmt: fc.integer({ min: 0, max: 3_000_000 }),
  couponAmt: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4_000_000 })),
  couponBearer: bearer,
  promDcAmt: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4_000_000 })),
  promBearer: bearer,
  realOrdAmt: fc.integer({ min: 0, max: 3_000_000 }),
  deliveryFee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9_999 })),
  sellFeeRate: fc.integer({ min: 0, max: 10_000 }).map((h) => (h / 100).toFixed(2)),
});
const line = fc.record({
  minutesAgo: fc.nat(40 * 24 * 60),
  ordQty: fc.integer({ min: 1, max: 7 }),
  cancelQty: fc.nat(7),
  returnQty: fc.nat(7),
  money,
});

/** One statement on the lines: a multi-row insert, an update of one line or of many, a delete, or the fold. */
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('insert' as const), lines: fc.array(line, { minLength: 1, maxLength: 5 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('claim' as const), pick: fc.nat(), cancel: fc.nat(3), ret: fc.nat(3) }) },
  fc.record({ kind: fc.constant('reprice' as const), pick: fc.nat(), money }),
  fc.record({ kind: fc.constant('rate all' as const), sellFeeRate: money.map((m) => m.sellFeeRate), minQty: fc.integer({ min: 1, max: 7 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('fold' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const window = fc
  .record({ a: fc.constantFrom(...DAYS), b: fc.constantFrom(...DAYS) })
  .map(({ a, b }) => ({ supplyEntrCd: SELLER, startDt: a < b ? a : b, endDt: a < b ? b : a }));

describe('kept settlement estimate', () => {
  let t: TestApp;
  const keys: { ordNo: string; ordDtlSq: number }[] = [];

  /** Cancelled and returned never pass what was ordered (ord_dtl_qty_ck). */
  const quantities = (l: { ordQty: number; cancelQty: number; returnQty: number }) => {
    const cancelQty = Math.min(l.cancelQty, l.ordQty);
    return { ordQty: l.ordQty, cancelQty, returnQty: Math.min(l.returnQty, l.ordQty - cancelQty) };
  };

  async function apply(s: Step): Promise<void> {
    if (s.kind === 'fold') return void (await t.app.services.orderSaleSums.foldSaleSums());
    if (s.kind === 'insert') {
      const specs: LineSpec[] = s.lines.map((l) => {
        const at = new Date(NOW - l.minutesAgo * 60_000);
        return { supplyEntrCd: SELLER, ordDt: at, payDt: at, ...quantities(l), ...l.money };
      });
      keys.push(...(await insertLineRows(t, specs)));
      return;
    }
    if (s.kind === 'rate all') {
      await t.db.q.execute(sql`update ord_dtl set sell_fee_rate = ${s.sellFeeRate}::numeric where supply_entr_cd = ${SELLER} and ord_qty >= ${s.minQty}`);
      return;
    }
    const key = keys[s.pick % Math.max(1, keys.length)];
    if (!key) return;
    const where = sql`ord_no = ${key.ordNo} and ord_dtl_sq = ${key.ordDtlSq}`;
    if (s.kind === 'delete') await t.db.q.execute(sql`delete from ord_dtl where ${where}`);
    else if (s.kind === 'claim') {
      await t.db.q.execute(sql`update ord_dtl set cancel_qty = cancel_qty + least(${s.cancel}, ord_qty - cancel_qty - return_qty),
        return_qty = return_qty + least(${s.ret}, ord_qty - cancel_qty - return_qty - least(${s.cancel}, ord_qty - cancel_qty - return_qty)) where ${where}`);
    } else {
      const m = s.money;
      await t.db.q.execute(sql`update ord_dtl set ord_amt = ${m.ordAmt}, coupon_amt = ${m.couponAmt}, coupon_bearer = ${m.couponBearer},
        prom_dc_amt = ${m.promDcAmt}, prom_bearer = ${m.promBearer}, real_ord_amt = ${m.realOrdAmt}, delivery_fee = ${m.deliveryFee},
        sell_fee_rate = ${m.sellFeeRate}::numeric where ${where}`);
    }
  }

  /** The seller's lines ordered in the window as estimateSales takes them. */
  async function linesIn(w: { startDt: string; endDt: string }): Promise<EstimateLine[]> {
    return rowsOf<EstimateLine>(
      await t.db.q.execute(sql`
        select ord_qty as "ordQty", cancel_qty as "cancelQty", return_qty as "returnQty", ord_amt::float8 as "ordAmt",
          grade_discount_amt::float8 as "gradeDiscountAmt", coupon_amt::float8 as "couponAmt", coupon_bearer as "couponBearer",
          prom_dc_amt::float8 as "promDcAmt", prom_bearer as "promBearer", egm_amt::float8 as "egmAmt", real_ord_amt::float8 as "realOrdAmt",
          delivery_fee::float8 as "deliveryFee", sell_fee_rate::text as "sellFeeRate"
        from ord_dtl
        where supply_entr_cd = ${SELLER} and (ord_dt at time zone 'Asia/Seoul')::date between ${w.startDt}::date and ${w.endDt}::date`),
    );
  }

  const expectEstimate = async (w: { supplyEntrCd: string; startDt: string; endDt: string }) =>
    expect(await t.app.services.orderDashboard.sumKeptSales(w), `${w.startDt}..${w.endDt}`).toEqual(estimateSales(await linesIn(w)));

  const keptDays = async () => rowsOf(await t.db.q.execute(sql`select * from ord_sale_day_sum where supply_entr_cd = ${SELLER} order by 1, 2, 3, 4`));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is what estimateSales answers over the same lines after any inserts, claims, repricing, deletes and folds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), fc.array(window, { minLength: 1, maxLength: 3 }), async (steps, windows) => {
        for (const s of steps) await apply(s);
        for (const w of windows) await expectEstimate(w);
      }),
      { numRuns: 25 },
    );
    expect(keys.length).toBeGreaterThan(0);
  });

  it('is the same after the fold, and the folded day sums are what a rebuild sums', async () => {
    const all = { supplyEntrCd: SELLER, startDt: DAYS[0]!, endDt: DAYS.at(-1)! };
    await expectEstimate(all);
    await t.app.services.orderSaleSums.foldSaleSums();
    await expectEstimate(all);
    const folded = await keptDays();
    expect(folded.length).toBeGreaterThan(0);
    await t.app.services.orderSaleSums.rebuildSaleSums();
    expect(await keptDays()).toEqual(folded);
    await expectEstimate(all);
  });

  it('computes each line as the settlement formulas do, negative fee bases and floors included', async () => {
    const lines = fc.sample(line, { numRuns: 400, seed: 13 }).map((l) => ({ ...quantities(l), ...l.money }));
    const values = sql.join(
      lines.map(
        (l, i) =>
          sql`(${i}::int, ${l.ordQty}::int, ${l.ordQty - l.cancelQty - l.returnQty}::int, ${l.ordAmt}::bigint, ${l.couponAmt}::bigint,
            ${l.couponBearer}::text, ${l.promDcAmt}::bigint, ${l.promBearer}::text, ${l.deliveryFee}::bigint, ${l.sellFeeRate}::numeric)`,
      ),
      sql`, `,
    );
    const rows = rowsOf<{ i: number; amt: number }>(
      await t.db.q.execute(sql`
        select i, ord_dtl_settle_expect_amt(q, k, a, c, cb, p, pb, d, r)::float8 as amt
        from (values ${values}) v(i, q, k, a, c, cb, p, pb, d, r) order by i`),
    );
    const expected = lines.map((l, i) => ({
      i,
      amt: estimateSales([{ ...l, gradeDiscountAmt: 0, egmAmt: 0, realOrdAmt: 0 }]).settleExpectAmt,
    }));
    expect(rows).toEqual(expected);
    expect(expected.some((e) => e.amt < 0)).toBe(true);
  });
});
