import { ZDashboardAll, type TDashboardAll, type TOrderListReply, type TProductListReply, type TReturnListReply } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { deliverLine, receiveClaim } from '@/test/claim-factories.ts';
import { cookiesOf, makeSeller, signInWithSms, startLogin } from '@/test/factories.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
type Cookies = Record<string, string>;

// The test clock is 2026-11-20 10:00 in Seoul: the 14-day window is 2026-11-07 .. 2026-11-20, this month November.
const seoul = (s: string) => new Date(`${s}+09:00`);

describe('home dashboard cards', () => {
  let t: TestApp;
  let a: Seller;
  let b: Seller;

  const get = (cookies: Cookies, url: string) => t.call({ url, cookies });
  const allOf = async (cookies: Cookies): Promise<TDashboardAll> => {
    const res = await get(cookies, '/api/dashboard/all');
    expect(res.statusCode, res.body).toBe(200);
    return ZDashboardAll.parse(res.json());
  };

  /** Places a paid order at a Seoul instant; the clock comes back to now. */
  async function orderAt(s: Seller, at: string, qty = 1) {
    const now = t.clock.now();
    t.clock.set(seoul(at));
    const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: qty }]);
    t.clock.set(now);
    return { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 };
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await sellerWithProductOnSale(t, { stock: [100, 4] });
    b = await sellerWithProductOnSale(t, { stock: [100, 100] });
    await orderAt(a, '2026-11-07T00:00:00'); // the 14th day back: counted
    await orderAt(a, '2026-11-06T23:59:00'); // the 15th: not (but this month)
    await orderAt(a, '2026-10-31T23:59:00'); // last month
    const two = await orderAt(a, '2026-11-20T09:00:00', 2);
    await t.db.q.execute(sql`update ord_dtl set cancel_qty = 1 where ord_no = ${two.ordNo}`);
    await deliverLine(t, await orderAt(a, '2026-11-19T10:00:00'), 'preparing');
    await deliverLine(t, await orderAt(a, '2026-11-18T10:00:00'), 'delivered');
    await orderAt(b, '2026-11-19T10:00:00'); // another seller's
  });
  afterAll(() => t?.close());

  it('answers every card in one reply, in the contract, over the 14 days to today', async () => {
    const body = await allOf(a.cookies);
    expect(body).toMatchObject({ startDt: '2026-11-07', endDt: '2026-11-20' });
    // 11-07 00:00 and 11-20 are paid; 11-06 23:59 and October are outside the window.
    expect(body.statistic.paymentCompleteCount).toBe(2);
    expect(body.orderStatusCount).toEqual({ stsCd35: 1, stsCd50: 0, stsCd60: 1, stsCd99: 0 });
    expect(body.productStatusCountList.map((p) => p.prodStsCd)).toEqual(['20', '40', '60', '70', '90']);
    expect(body.partnerPromotionProductCount).toEqual({ total: 0, prepare: 0, agree: 0, reject: 0 });
  });

  it('counts what the order status list lists for its default window', async () => {
    const all = await allOf(a.cookies);
    for (const [statusCd, n] of [
      ['20', all.statistic.paymentCompleteCount],
      ['35', all.orderStatusCount.stsCd35],
      ['50', all.orderStatusCount.stsCd50],
      ['60', all.orderStatusCount.stsCd60],
      ['99', all.orderStatusCount.stsCd99],
      ['72', all.statistic.deliveryDelayCount],
      ['82', all.statistic.arrivalDelayCount],
    ] as const) {
      const list = (await get(a.cookies, `/api/order/orderStatus?statusCd=${statusCd}`)).json<TOrderListReply>();
      expect(list.totalCnt, statusCd).toBe(n);
    }
  });

  it("sums this month's kept quantity and what the buyers paid for it, by order day", async () => {
    const { statistic } = await allOf(a.cookies);
    const [month] = rowsOf<{ qty: number; amt: number }>(
      await t.db.q.execute(sql`
        select sum(ord_qty - cancel_qty - return_qty)::int as qty, sum(floor(real_ord_amt::numeric * (ord_qty - cancel_qty - return_qty) / ord_qty))::int as amt
        from ord_dtl where supply_entr_cd = ${a.supplyEntrCd} and ord_dt >= '2026-11-01T00:00:00+09:00'`),
    );
    // 11-06, 11-07, 11-18, 11-19 one each and 11-20 two with one cancelled: October's line is not this month's.
    expect(statistic.thisMonthSaleQty).toBe(5);
    expect(month!.qty).toBe(5);
    expect(statistic.thisMonthSaleAmt).toBe(month!.amt);
    expect(statistic.thisMonthSettleExpectAmt).toBeGreaterThan(0);
    expect(statistic.thisMonthSettleExpectAmt).toBeLessThanOrEqual(statistic.thisMonthSaleAmt + 5 * 10_000);
  });

  it('counts the product lists: status tabs and the option grid of 1 to 5 in stock', async () => {
    const all = await allOf(a.cookies);
    for (const p of all.productStatusCountList) {
      const list = (await get(a.cookies, `/api/product/products?prodStsCd=${p.prodStsCd}`)).json<TProductListReply>();
      expect(list.totalCnt, p.prodStsCd).toBe(p.cntByProdStsCd);
    }
    const options = (await get(a.cookies, '/api/product/options?qtyMin=1&qtyMax=5')).json<{ totalCnt: number }>();
    expect(all.statistic.productSoldOutSoonCount.totalCnt).toBe(options.totalCnt);
    expect(options.totalCnt).toBe(1);
  });

  it("counts the return list's tabs for the window, and the claims withdrawn in it", async () => {
    const claims: number[] = [];
    for (const at of ['2026-11-15T10:00:00', '2026-11-16T10:00:00']) {
      const delivered = await orderAt(a, at);
      await deliverLine(t, delivered);
      claims.push(await receiveClaim(t, a.cookies, { lines: [{ ordNo: delivered.ordNo, ordDtlSq: 1, qty: 1 }] }));
    }
    await t.db.q.execute(sql`update ord_claim set claim_sts_cd = 'RETURN_COLLECT' where claim_sq = ${claims[0]!}`);
    const withdrawn = seoul('2026-11-17T10:00:00').toISOString();
    await t.db.q.execute(sql`update ord_claim set claim_sts_cd = 'RETURN_WITHDRAWN', withdraw_dt = ${withdrawn} where claim_sq = ${claims[1]!}`);
    const { returnStatusCount, statistic } = await allOf(a.cookies);
    const list = (await get(a.cookies, '/api/return/returnList?fromDt=2026-11-07&toDt=2026-11-20')).json<TReturnListReply>();
    expect(returnStatusCount).toEqual({
      collect: list.counts.RETURN_COLLECT,
      collectCompleted: list.counts.RETURN_COLLECT_COMPLETED,
      completed: list.counts.RETURN_COMPLETED,
      disable: list.counts.RETURN_DISABLE,
    });
    expect(returnStatusCount.collect).toBe(1);
    expect(statistic.withdrawCount).toBe(1);
    // The home's withdrawal link opens the withdrawn view on the same days.
    const withdrawals = (await get(a.cookies, '/api/return/returnWithdraw?view=WITHDRAWN&startDt=2026-11-07&endDt=2026-11-20')).json<{ totalCnt: number }>();
    expect(withdrawals.totalCnt).toBe(statistic.withdrawCount);
    const before = (await get(a.cookies, '/api/return/returnWithdraw?view=WITHDRAWN&startDt=2026-11-01&endDt=2026-11-16')).json<{ totalCnt: number }>();
    expect(before.totalCnt).toBe(0);
  });

  it('counts unanswered questions and waiting CS inquiries of the last 30 days: the 30th day back counts, the 31st not', async () => {
    const question = (supplyEntrCd: string, atSeoul: string, sts = 'UNANSWERED') =>
      t.db.q.execute(sql`
        insert into product_qna (supply_entr_cd, mall_qna_id, prod_cd, qna_class_cd, buyer_nm, question, question_dt, answer_sts_cd, reg_dt)
        values (${supplyEntrCd}, ${`Q${Math.random()}`}, ${a.prodCd}, '01', '구매자', '사이즈 문의', ${seoul(atSeoul).toISOString()}::timestamptz, ${sts}, now())`);
    const inquiry = (supplyEntrCd: string, atSeoul: string) =>
      t.db.q.execute(sql`
        insert into supply_cs (supply_entr_cd, inqr_cont, rspn_div_cd, clsn_fix_dt, reg_id, reg_dt)
        values (${supplyEntrCd}, '배송 문의', '01', now(), 'cs01', ${seoul(atSeoul).toISOString()}::timestamptz)`);
    await question(a.supplyEntrCd, '2026-10-22T00:00:00'); // the 30th day back
    await question(a.supplyEntrCd, '2026-10-21T23:59:00'); // the 31st
    await question(a.supplyEntrCd, '2026-11-19T10:00:00', 'TEMP_SAVED'); // a temporary answer is an answer started
    await question(b.supplyEntrCd, '2026-11-19T10:00:00');
    await inquiry(a.supplyEntrCd, '2026-10-22T00:00:00');
    await inquiry(a.supplyEntrCd, '2026-10-21T23:59:00');
    const { statistic } = await allOf(a.cookies);
    expect(statistic.productQnaUnanswerCount).toBe(1);
    expect(statistic.reCentSupplyCsRspnCount).toBe(1);
  });

  it("never counts another seller's lines", async () => {
    const other = await allOf(b.cookies);
    expect(other.statistic.paymentCompleteCount).toBe(1);
    expect(other.statistic.thisMonthSaleQty).toBe(1);
    expect(other.orderStatusCount).toEqual({ stsCd35: 0, stsCd50: 0, stsCd60: 0, stsCd99: 0 });
  });

  it("gives a master and a search-only account bound to the seller that seller's dashboard", async () => {
    const own = await allOf(a.cookies);
    expect(await allOf(await masterSessionFor(t, a.supplyEntrCd))).toEqual(own);
    const monitorSpec = await makeSeller(t, { isEcMonitor: true, phones: [] }, { supplyEntrCd: a.supplyEntrCd, supplyEntrNm: 'x' });
    const monitor = cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: (await startLogin(t, monitorSpec.mgrId)).cookies }));
    expect(await allOf(monitor)).toEqual(own);
  });

  it('refuses a session without a seller: an operator, a master before choosing one', async () => {
    const operator = await operatorSession(t);
    expect((await get(operator, '/api/dashboard/all')).statusCode).toBe(404);
    const m = await makeSeller(t, { isMaster: true, roleCd: 'admin', phones: [] }, null);
    const master = cookiesOf(await t.call({ method: 'POST', url: '/api/login/masterLogin', cookies: (await startLogin(t, m.mgrId)).cookies }));
    for (const path of ['all', 'statistic', 'daily-sales', 'conversion-ranking']) {
      expect((await get(master, `/api/dashboard/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('answers a travel-only seller (manager role 190 alone): the links differ on the web, not the figures', async () => {
    const spec = await makeSeller(t, { roleCd: '30', managerRoles: ['190'] });
    const { cookies } = await signInWithSms(t, spec);
    const body = await allOf(cookies);
    expect(body.statistic.paymentCompleteCount).toBe(0);
  });

  it('answers every part call with the figures of the whole reply', async () => {
    const all = await allOf(a.cookies);
    const part = async (path: string) => {
      const res = await get(a.cookies, `/api/dashboard/${path}`);
      expect(res.statusCode, path).toBe(200);
      return res.json<Record<string, unknown>>();
    };
    expect(await part('statistic')).toEqual(all.statistic);
    expect(await part('product-status')).toEqual({ productStatusCountList: all.productStatusCountList });
    expect(await part('promotion-product-status')).toEqual({ partnerPromotionProductCount: all.partnerPromotionProductCount });
    expect(await part('order-status')).toEqual({ orderStatusCount: all.orderStatusCount });
    expect(await part('return-status')).toEqual({ returnStatusCount: all.returnStatusCount });
    expect(await part('key-status')).toEqual(all.keyStatus);
    expect(await part('supplyCsRspnRate')).toEqual({ supplyCsRspnRate: all.statistic.supplyCsRspnRate });
    expect(await part('recentCsRspnRate')).toEqual({
      answerRate: all.statistic.answerRate,
      productQnaUnanswerCount: all.statistic.productQnaUnanswerCount,
      reCentSupplyCsRspnCount: all.statistic.reCentSupplyCsRspnCount,
    });
    expect(await part('product-soldOutCount')).toEqual({ productSoldOutSoonCount: all.statistic.productSoldOutSoonCount });
  });
});
