import type { TConversionRankingReply, TDashboardStatistic, TLeadTimeReply, TSalesChartReply } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { deliverLine, productOnSaleOf } from '@/test/claim-factories.ts';
import { mallCall, placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;

// The test clock is 2026-11-20 10:00 in Seoul.
const seoul = (s: string) => new Date(`${s}+09:00`);

describe('home dashboard charts', () => {
  let t: TestApp;
  let a: Seller;
  let a2: { prodCd: string };
  let b: Seller;

  const get = <T>(s: Seller, url: string) => t.call({ url, cookies: s.cookies }).then((r) => (expect(r.statusCode, r.body).toBe(200), r.json<T>()));
  const realOrdAmt = async (ordNo: string) =>
    rowsOf<{ v: number }>(await t.db.q.execute(sql`select real_ord_amt::float8 as v from ord_dtl where ord_no = ${ordNo}`))[0]!.v;

  async function orderAt(s: Seller, at: string, qty = 1) {
    const now = t.clock.now();
    t.clock.set(seoul(at));
    const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: qty }]);
    t.clock.set(now);
    return ordNo;
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await sellerWithProductOnSale(t, { stock: [100, 100] });
    b = await sellerWithProductOnSale(t, { stock: [100, 100] });
    a2 = await productOnSaleOf(t, a, [100]); // a second product of seller A
  });
  afterAll(() => t?.close());

  it('daily sales: one row per day of the 14 to today, zeros for empty days, kept, cancelled and returned amounts', async () => {
    const three = await orderAt(a, '2026-11-10T12:00:00', 3);
    await t.db.q.execute(sql`update ord_dtl set cancel_qty = 1, return_qty = 1 where ord_no = ${three}`);
    await orderAt(a, '2026-11-06T23:59:00'); // the day before the window
    await orderAt(b, '2026-11-10T12:00:00'); // another seller's
    const amt = Number(await realOrdAmt(three));
    const reply = await get<TSalesChartReply>(a, '/api/dashboard/daily-sales');
    expect(reply.totalCnt).toBe(14);
    expect(reply.list.map((r) => r.ordDt)).toEqual(Array.from({ length: 14 }, (_, i) => `2026-11-${String(7 + i).padStart(2, '0')}`));
    const third = Math.floor(amt / 3);
    expect(reply.list.find((r) => r.ordDt === '2026-11-10')).toEqual({ ordDt: '2026-11-10', realSaleAmt: third, cancelAmt: third, returnAmt: third });
    expect(reply.list.filter((r) => r.ordDt !== '2026-11-10').every((r) => r.realSaleAmt === 0 && r.cancelAmt === 0)).toBe(true);
    // A named period, paged.
    const paged = await get<TSalesChartReply>(a, '/api/dashboard/daily-sales?startDt=2026-11-01&endDt=2026-11-20&pageNum=2&pageSize=14');
    expect(paged).toMatchObject({ totalCnt: 20 });
    expect(paged.list.map((r) => r.ordDt)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect((await t.call({ url: '/api/dashboard/daily-sales?startDt=2026-11-20&endDt=2026-11-01', cookies: a.cookies })).statusCode).toBe(400);
  });

  it("monthly sales: the 5 months to this one, yyyy-MM, this month's kept amount is the statistic's", async () => {
    await orderAt(a, '2026-08-31T23:30:00');
    const reply = await get<TSalesChartReply>(a, '/api/dashboard/monthly-sales');
    expect(reply.list.map((r) => r.ordDt)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    const stat = await get<TDashboardStatistic>(a, '/api/dashboard/statistic');
    expect(reply.list.at(-1)!.realSaleAmt).toBe(stat.thisMonthSaleAmt);
    expect(reply.list[1]!.realSaleAmt).toBeGreaterThan(0);
    expect(reply.list[2]!.realSaleAmt).toBe(0);
  });

  it('lead time: lines delivered in the window by days from payment to delivery, every bucket', async () => {
    const deliver = async (paidAt: string, deliveredAt: string) => {
      const ordNo = await orderAt(a, paidAt);
      await deliverLine(t, { supplyEntrCd: a.supplyEntrCd, ordNo, ordDtlSq: 1 });
      await t.db.q.execute(sql`update ord_dtl set delivered_dt = ${seoul(deliveredAt).toISOString()} where ord_no = ${ordNo}`);
    };
    await deliver('2026-11-15T23:00:00', '2026-11-18T01:00:00'); // 3 days (Seoul days)
    await deliver('2026-11-17T10:00:00', '2026-11-18T10:00:00'); // 1 day: 2DAYS
    await deliver('2026-11-01T10:00:00', '2026-11-12T10:00:00'); // 11 days: ETC
    await deliver('2026-10-20T10:00:00', '2026-11-06T10:00:00'); // delivered before the window
    const reply = await get<TLeadTimeReply>(a, '/api/dashboard/lead-time');
    expect(reply.list).toEqual([
      { deliveryDays: '2DAYS', cnt: 1 },
      { deliveryDays: '3DAYS', cnt: 1 },
      { deliveryDays: '4DAYS', cnt: 0 },
      { deliveryDays: '5DAYS', cnt: 0 },
      { deliveryDays: '6DAYS', cnt: 0 },
      { deliveryDays: '7DAYS', cnt: 0 },
      { deliveryDays: 'ETC', cnt: 1 },
    ]);
  });

  it('conversion ranking: products with views, orders per view, ties by views then code, the seller’s own only', async () => {
    const views = (prodCd: string, pvCnt: number, viewDt = '2026-11-19') => ({ prodCd, viewDt, pvCnt });
    const res = await mallCall(t, {
      url: '/api/mall/product-views',
      body: { list: [views(a.prodCd, 30), views(a.prodCd, 10, '2026-11-06'), views(a2.prodCd, 200), views(b.prodCd, 1)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = await get<TConversionRankingReply>(a, '/api/dashboard/conversion-ranking');
    const ordered = before.list.find((r) => r.prodCd === a.prodCd)!;
    // The window's orders of product A so far (distinct orders), over its 30 views of the window.
    expect(ordered.pvCnt).toBe(30);
    expect(ordered.ordRate).toBe(Math.floor((2000 * ordered.ordCnt + 30) / 60) / 10);
    expect(before.list.map((r) => r.prodCd)).toEqual([a.prodCd, a2.prodCd]);
    expect(before.list[1]).toMatchObject({ prodCd: a2.prodCd, pvCnt: 200, ordCnt: 0, ordRate: 0, prodNm: expect.any(String) });
    expect(before.totalCnt).toBe(2);
    // Equal rates and views: by product code; a product whose views are all 0 is left out.
    const window = '/api/dashboard/conversion-ranking?startDt=2026-11-19&endDt=2026-11-20';
    await mallCall(t, { url: '/api/mall/product-views', body: { list: [views(a.prodCd, 200)] } });
    expect((await get<TConversionRankingReply>(a, window)).list.map((r) => r.prodCd)).toEqual([a.prodCd, a2.prodCd].sort());
    await mallCall(t, { url: '/api/mall/product-views', body: { list: [views(a.prodCd, 0)] } });
    expect((await get<TConversionRankingReply>(a, window)).list.map((r) => r.prodCd)).toEqual([a2.prodCd]);
  });

  it('conversion ranking equals the ranking computed from the seller’s views and lines, page by page', async () => {
    const c = await sellerWithProductOnSale(t, { stock: [100, 100] });
    const prods = [c, ...(await Promise.all([1, 2, 3, 4].map(() => productOnSaleOf(t, c, [100, 100]))))];
    // Views chosen for equal rates (1 of 3 and 2 of 6), equal rates and views (ties by code), halves to round, none.
    const pv = [3, 6, 6, 7, 9];
    const orders = [1, 2, 2, 3, 0];
    const body = { list: prods.map((p, i) => ({ prodCd: p.prodCd, viewDt: '2026-11-18', pvCnt: pv[i]! })) };
    expect((await mallCall(t, { url: '/api/mall/product-views', body })).statusCode).toBe(200);
    for (const [i, p] of prods.entries()) {
      // Two lines of one product in an order count once.
      for (let k = 0; k < orders[i]!; k++) await placeOrder(t, [{ prodOptionCd: p.optionCds[0]! }, { prodOptionCd: p.optionCds[1]! }]);
    }
    const period = 'startDt=2026-11-14&endDt=2026-11-20';
    const direct = rowsOf<{ prodCd: string; pvCnt: number; ordCnt: number }>(
      await t.db.q.execute(sql`
        select v.prod_cd as "prodCd", v.pv_cnt as "pvCnt",
               (select count(distinct d.ord_no)::int from ord_dtl d where d.supply_entr_cd = ${c.supplyEntrCd} and d.prod_cd = v.prod_cd
                  and d.ord_dt >= '2026-11-14T00:00:00+09:00' and d.ord_dt < '2026-11-21T00:00:00+09:00') as "ordCnt"
        from product_view_day v where v.supply_entr_cd = ${c.supplyEntrCd} and v.pv_cnt > 0`),
    )
      .map((r) => ({ ...r, ordRate: Math.floor((2000 * r.ordCnt + r.pvCnt) / (2 * r.pvCnt)) / 10 }))
      .sort((x, y) => y.ordRate - x.ordRate || y.pvCnt - x.pvCnt || (x.prodCd < y.prodCd ? -1 : 1));
    expect(direct.map((r) => r.ordCnt).sort()).toEqual([...orders].sort());
    const pages = await Promise.all(
      [1, 2, 3].map((n) => get<TConversionRankingReply>(c, `/api/dashboard/conversion-ranking?${period}&pageNum=${n}&pageSize=2`)),
    );
    expect(pages.flatMap((p) => p.list.map(({ prodNm: _n, ...r }) => r))).toEqual(direct);
    expect(pages.map((p) => p.totalCnt)).toEqual([5, 5, 5]);
    const beyond = await get<TConversionRankingReply>(c, `/api/dashboard/conversion-ranking?${period}&pageNum=4&pageSize=2`);
    expect(beyond).toEqual({ list: [], totalCnt: 5 });
  });
});
