import { LEAD_TIME_BUCKETS, STAT_PRODUCT_SORTS, leadTimeBucketOf, type TStatProductFilter, type TStatSalesFigures } from '@po/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { productOnSaleOf } from '@/test/claim-factories.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { leadDaysOf, linesOf, sumBy, total, within, type OracleLine } from '@/test/statistic-oracle.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>> & { options: string[] };
type LineKey = { ordNo: string; ordDtlSq: number };

// The test clock is 2026-11-20 10:00 in Seoul; the lines are ordered over the 70 days before it at any minute, so
// an order's Seoul day, its month and its payment's day often differ from the UTC ones.
const NOW = Date.parse('2026-11-20T01:00:00Z');
const DAYS = Array.from({ length: 75 }, (_, i) => new Date(Date.UTC(2026, 8, 8 + i)).toISOString().slice(0, 10));
const AGES = ['10', '20', '30', '40', '50', '60', undefined] as const;
const SEXES = ['M', 'F', undefined] as const;

/** One step of a random history: what the mall, claims, deliveries and the fold do to the lines. */
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('intake' as const),
      seller: fc.nat(1),
      option: fc.nat(2),
      minutesAgo: fc.nat(70 * 24 * 60),
      payAfter: fc.nat(6 * 60),
      qty: fc.integer({ min: 1, max: 4 }),
      age: fc.constantFrom(...AGES),
      sex: fc.constantFrom(...SEXES),
    }),
  },
  fc.record({ kind: fc.constantFrom('cancel' as const, 'return' as const), pick: fc.nat(), qty: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(), days: fc.integer({ min: -1, max: 10 }) }),
  fc.record({ kind: fc.constant('fold' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** The figure each product sort but the views' orders by. */
const SORT_FIGURE = {
  REAL_SALE_AMT: 'realSaleAmt',
  REAL_SALE_QTY: 'realSaleQty',
  ORD_QTY: 'ordQty',
  CANCEL_AMT: 'cancelAmt',
  RETURN_AMT: 'returnAmt',
} as const;

const period = fc.record({ a: fc.constantFrom(...DAYS), b: fc.constantFrom(...DAYS) }).map(({ a, b }) => ({ startDt: a < b ? a : b, endDt: a < b ? b : a }));

describe('kept sales sums', () => {
  let t: TestApp;
  let sellers: Seller[];
  const lines: LineKey[] = [];

  async function apply(s: Step): Promise<void> {
    if (s.kind === 'fold') return void (await t.app.services.orderSaleSums.foldSaleSums());
    if (s.kind === 'intake') {
      const seller = sellers[s.seller]!;
      const ordDt = new Date(NOW - s.minutesAgo * 60_000);
      const payDt = new Date(Math.min(NOW, ordDt.getTime() + s.payAfter * 60_000));
      const ordNo = await placeOrder(t, [{ prodOptionCd: seller.options[s.option % seller.options.length]!, ordQty: s.qty }], {
        ordDt: ordDt.toISOString(),
        payDt: payDt.toISOString(),
        ...(s.age ? { buyerAgeCd: s.age } : {}),
        ...(s.sex ? { buyerSexCd: s.sex } : {}),
      });
      lines.push({ ordNo, ordDtlSq: 1 });
      return;
    }
    const key = lines[s.pick % Math.max(1, lines.length)];
    if (!key) return;
    const where = sql`ord_no = ${key.ordNo} and ord_dtl_sq = ${key.ordDtlSq}`;
    if (s.kind === 'deliver') {
      await t.db.q.execute(sql`update ord_dtl set ord_dtl_sts_cd = '60', delivered_dt = pay_dt + ${`${s.days} days`}::interval where ${where}`);
      return;
    }
    // A completed cancel or return as the claims leave it: the quantity moves, never past what is left.
    const column = sql.raw(s.kind === 'cancel' ? 'cancel_qty' : 'return_qty');
    await t.db.q.execute(
      sql`update ord_dtl set ${column} = ${column} + least(${s.qty}, ord_qty - cancel_qty - return_qty - exchange_qty - claim_qty) where ${where}`,
    );
  }

  /** Every statistic of every seller over the period equals the plain count of its lines. */
  async function expectStatistics(p: { startDt: string; endDt: string }) {
    const stats = t.app.services.statisticSales;
    for (const s of sellers) {
      const all = await linesOf(t, s.supplyEntrCd);
      const inPeriod = within(all, p.startDt, p.endDt);
      const label = `${s.supplyEntrCd} ${p.startDt}..${p.endDt}`;
      for (const unit of ['day', 'month'] as const) {
        const { rows, total: sum } = await stats.periodRows(s.supplyEntrCd, p, unit);
        const expected = sumBy(inPeriod, (l) => (unit === 'day' ? l.ordDay : l.ordDay.slice(0, 7)));
        expect(
          rows.filter((r) => r.ordCnt !== 0),
          label,
        ).toEqual([...expected.entries()].sort(([x], [y]) => (x < y ? 1 : -1)).map(([ordDt, f]) => ({ ordDt, ...f })));
        expect(sum, label).toEqual(total(inPeriod));
      }
      const age = await stats.ageGender(s.supplyEntrCd, p);
      const byAge = sumBy(inPeriod, (l) => `${l.ageCd ?? 'UNKNOWN'}|${l.sexCd ?? 'UNKNOWN'}`);
      for (const r of age.list.filter((x) => x.ordCnt !== 0)) expect(r, label).toMatchObject(byAge.get(`${r.ageCd}|${r.sexCd}`)!);
      expect(age.list.filter((x) => x.ordCnt !== 0)).toHaveLength(byAge.size);
      const filter: TStatProductFilter = { ...p, sortCd: 'REAL_SALE_AMT' };
      const products = await stats.allProducts(s.supplyEntrCd, filter);
      const byProduct = sumBy(inPeriod, (l) => l.prodCd);
      expect(products.rows.length, label).toBe(byProduct.size);
      for (const r of products.rows) expect(r, label).toMatchObject(byProduct.get(r.prodCd)!);
      await expectProductPages(s.supplyEntrCd, p, inPeriod, label);
      const lead = await stats.leadTime(s.supplyEntrCd, p);
      const buckets = new Map(LEAD_TIME_BUCKETS.map((b) => [b, 0]));
      for (const d of leadDaysOf(all, p.startDt, p.endDt))
        buckets.set(d < 0 ? 'ETC' : leadTimeBucketOf(d), buckets.get(d < 0 ? 'ETC' : leadTimeBucketOf(d))! + 1);
      expect(
        lead.list.map((r) => [r.deliveryDays, r.cnt]),
        label,
      ).toEqual([...buckets.entries()]);
    }
  }

  /**
   * Every page (of one row) of every product sort holds the plain count's products in the sort's order (ties by
   * code) with their count and total, unfiltered and narrowed to a brand and to a product's code.
   */
  async function expectProductPages(supplyEntrCd: string, p: { startDt: string; endDt: string }, inPeriod: OracleLine[], label: string) {
    const stats = t.app.services.statisticSales;
    const viewsOf = new Map((await stats.allProducts(supplyEntrCd, { ...p, sortCd: 'PV_CNT' })).rows.map((r) => [r.prodCd, r.pvCnt]));
    const filters = [
      { filter: {}, lines: inPeriod },
      ...inPeriod.slice(0, 1).flatMap((l) => [
        { filter: { brandCd: l.brandCd }, lines: inPeriod.filter((x) => x.brandCd === l.brandCd) },
        { filter: { product: l.prodCd }, lines: inPeriod.filter((x) => x.prodCd === l.prodCd) },
      ]),
    ];
    for (const { filter, lines: shown } of filters) {
      const byProduct = sumBy(shown, (l) => l.prodCd);
      for (const sortCd of STAT_PRODUCT_SORTS) {
        const valueOf = (prodCd: string, f: TStatSalesFigures) => (sortCd === 'PV_CNT' ? (viewsOf.get(prodCd) ?? 0) : f[SORT_FIGURE[sortCd]]);
        const expected = [...byProduct.entries()].sort(([a, x], [b, y]) => valueOf(b, y) - valueOf(a, x) || (a < b ? -1 : 1)).map(([prodCd]) => prodCd);
        const seen: string[] = [];
        for (let pageNum = 1; pageNum <= expected.length + 1; pageNum++) {
          const page = await stats.productPage(supplyEntrCd, { ...p, ...filter, sortCd, pageNum, pageSize: 1 });
          const where = `${label} ${sortCd} ${JSON.stringify(filter)} page ${pageNum}`;
          expect(page.totalCnt, where).toBe(expected.length);
          expect(page.total, where).toEqual(total(shown));
          for (const r of page.list) expect(r, where).toMatchObject(byProduct.get(r.prodCd)!);
          seen.push(...page.list.map((r) => r.prodCd));
        }
        expect(seen, `${label} ${sortCd} ${JSON.stringify(filter)}`).toEqual(expected);
      }
    }
  }

  const keptRows = async () => ({
    days: rowsOf(await t.db.q.execute(sql`select * from ord_sale_day_sum order by 1, 2, 3, 4`)),
    products: rowsOf(await t.db.q.execute(sql`select * from ord_sale_prod_sum order by 1, 2, 3, 4`)),
    leadTimes: rowsOf(await t.db.q.execute(sql`select * from ord_lead_time_count order by 1, 2, 3, 4, 5, 6`)),
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    sellers = [];
    for (let i = 0; i < 2; i++) {
      const s = await sellerWithProductOnSale(t, { stock: [5000, 5000] });
      const more = await productOnSaleOf(t, s, [5000]);
      sellers.push({ ...s, options: [...s.optionCds, ...more.optionCds] });
    }
  });
  afterAll(() => t.close());

  it('answer what a plain count of the lines answers after any history of intake, cancels, returns, deliveries and folds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), fc.array(period, { minLength: 1, maxLength: 3 }), async (steps, periods) => {
        for (const s of steps) await apply(s);
        for (const p of periods) await expectStatistics(p);
      }),
      { numRuns: 8 },
    );
    expect(lines.length).toBeGreaterThan(0);
  });

  it('answer the same after the fold, and the folded rows are what a rebuild sums', async () => {
    const p = { startDt: DAYS[0]!, endDt: DAYS.at(-1)! };
    const pending = rowsOf<{ n: number }>(await t.db.q.execute(sql`select count(*)::int as n from ord_sale_sum_delta`))[0]!.n;
    await expectStatistics(p);
    // Two folds at once (two workers): each delta is folded by one of them.
    const [one, two] = await Promise.all([t.app.services.orderSaleSums.foldSaleSums(), t.app.services.orderSaleSums.foldSaleSums()]);
    expect(one + two).toBeGreaterThanOrEqual(pending);
    const left = sql`select ((select count(*) from ord_sale_sum_delta) + (select count(*) from ord_lead_time_delta))::int as n`;
    expect(rowsOf(await t.db.q.execute(left))).toEqual([{ n: 0 }]);
    await expectStatistics(p);
    const folded = await keptRows();
    expect(folded.days.length).toBeGreaterThan(0);
    expect(await t.app.services.orderSaleSums.foldSaleSums()).toBe(0);
    await t.app.services.orderSaleSums.rebuildSaleSums();
    expect(await keptRows()).toEqual(folded);
    await expectStatistics(p);
  });

  it('take deleted lines out: the groups left without lines are gone after the fold, as a rebuild has them', async () => {
    const [s] = sellers;
    // A day no other line has: its groups hold this line alone.
    const ordNo = await placeOrder(t, [{ prodOptionCd: s!.options[2]!, ordQty: 2 }], {
      ordDt: '2026-06-01T03:00:00Z',
      payDt: '2026-06-01T03:00:00Z',
      buyerAgeCd: '40',
    });
    await t.db.q.execute(sql`update ord_dtl set ord_dtl_sts_cd = '60', delivered_dt = pay_dt + interval '3 days' where ord_no = ${ordNo}`);
    await t.app.services.orderSaleSums.foldSaleSums();
    const onDay = async () =>
      rowsOf<{ n: number }>(
        await t.db.q.execute(sql`select ((select count(*) from ord_sale_day_sum where ord_day = '2026-06-01') + (select count(*) from ord_sale_prod_sum
          where ord_day = '2026-06-01') + (select count(*) from ord_lead_time_count where delivered_day = '2026-06-04'))::int as n`),
      )[0]!.n;
    expect(await onDay()).toBe(3);
    await t.db.q.execute(sql`delete from ord_dtl where ord_no = ${ordNo}`);
    await expectStatistics({ startDt: '2026-06-01', endDt: '2026-06-04' });
    await t.app.services.orderSaleSums.foldSaleSums();
    expect(await onDay()).toBe(0);
    await expectStatistics({ startDt: '2026-06-01', endDt: '2026-06-04' });
    const folded = await keptRows();
    await t.app.services.orderSaleSums.rebuildSaleSums();
    expect(await keptRows()).toEqual(folded);
  });
});
