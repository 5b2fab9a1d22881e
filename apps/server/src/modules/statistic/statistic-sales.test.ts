import {
  LEAD_TIME_BUCKETS,
  leadTimeAverage,
  leadTimeBucketOf,
  type TStatAgeReply,
  type TStatLeadTimeReply,
  type TStatPeriodReply,
  type TStatProductChartReply,
  type TStatProductListReply,
} from '@po/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOnSaleOf } from '@/test/claim-factories.ts';
import { cookiesOf, makeSeller, signInWithSms, startLogin } from '@/test/factories.ts';
import { mallCall, placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { leadDaysOf, linesOf, sumBy, total, within } from '@/test/statistic-oracle.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
type Cookies = Record<string, string>;

// The test clock is 2026-11-20 10:00 in Seoul.
const seoul = (s: string) => new Date(`${s}+09:00`);

describe('order statistics (period, product, age and gender, lead time)', () => {
  let t: TestApp;
  let a: Seller;
  let a2: { prodCd: string; optionCds: string[] };
  let b: Seller;

  const call = (cookies: Cookies, url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', body?: unknown, lang: 'ko' | 'en' = 'ko') =>
    t.call({ method, url, cookies, lang, ...(body !== undefined ? { body } : {}) });
  const ok = async <T>(cookies: Cookies, url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', body?: unknown) => {
    const res = await call(cookies, url, method, body);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<T>();
  };
  async function sheetOf(res: Awaited<ReturnType<typeof call>>) {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, disposition: decodeURIComponent(String(res.headers['content-disposition'])) };
  }

  async function orderAt(
    optionCd: string,
    at: string,
    qty: number,
    buyer: { buyerAgeCd?: '10' | '20' | '30' | '40' | '50' | '60'; buyerSexCd?: 'M' | 'F' } = {},
  ) {
    const now = t.clock.now();
    t.clock.set(seoul(at));
    const ordNo = await placeOrder(t, [{ prodOptionCd: optionCd, ordQty: qty }], buyer);
    t.clock.set(now);
    return ordNo;
  }
  const setLine = (ordNo: string, patch: ReturnType<typeof sql>) => t.db.q.execute(sql`update ord_dtl set ${patch} where ord_no = ${ordNo}`);

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    a = await sellerWithProductOnSale(t, { stock: [500, 500] });
    a2 = await productOnSaleOf(t, a, [500]);
    b = await sellerWithProductOnSale(t, { stock: [500, 500] });

    const three = await orderAt(a.optionCds[0]!, '2026-11-10T12:00:00', 3, { buyerAgeCd: '20', buyerSexCd: 'F' });
    await setLine(three, sql`cancel_qty = 1, return_qty = 1`);
    await orderAt(a.optionCds[1]!, '2026-11-10T23:30:00', 2, { buyerAgeCd: '30', buyerSexCd: 'M' });
    await orderAt(a2.optionCds[0]!, '2026-11-01T09:00:00', 1);
    await orderAt(a.optionCds[0]!, '2026-10-15T09:00:00', 1, { buyerAgeCd: '60', buyerSexCd: 'F' });
    await orderAt(b.optionCds[0]!, '2026-11-10T12:00:00', 5, { buyerAgeCd: '20', buyerSexCd: 'F' });
    // Delivered lines: 3 Seoul days, 1 day (2DAYS), a delivery day before the payment's (ETC).
    const delivered = [
      ['2026-11-15T23:00:00', '2026-11-18T01:00:00'],
      ['2026-11-17T10:00:00', '2026-11-18T10:00:00'],
      ['2026-11-16T10:00:00', '2026-11-15T10:00:00'],
    ] as const;
    for (const [paid, at] of delivered) {
      const ordNo = await orderAt(a2.optionCds[0]!, paid, 1, { buyerSexCd: 'M' });
      await setLine(ordNo, sql`ord_dtl_sts_cd = '60', delivered_dt = ${seoul(at).toISOString()}`);
    }
    const views = await mallCall(t, {
      url: '/api/mall/product-views',
      body: {
        list: [
          { viewDt: '2026-11-10', prodCd: a.prodCd, pvCnt: 40 },
          { viewDt: '2026-11-11', prodCd: a2.prodCd, pvCnt: 7 },
        ],
      },
    });
    expect(views.statusCode, views.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('day and month: every day or month of the period newest first, the lines’ figures, paged, and the total', async () => {
    const lines = await linesOf(t, a.supplyEntrCd);
    const expectPeriod = async (startDt: string, endDt: string, unit: 'day' | 'month') => {
      const reply = await ok<TStatPeriodReply>(a.cookies, `/api/statistic/${unit}?startDt=${startDt}&endDt=${endDt}&pageNum=1&pageSize=1000`);
      const sums = sumBy(within(lines, startDt, endDt), (l) => (unit === 'day' ? l.ordDay : l.ordDay.slice(0, 7)));
      for (const row of reply.list) expect(row, row.ordDt).toEqual({ ordDt: row.ordDt, ...(sums.get(row.ordDt) ?? zero) });
      expect(reply.total).toEqual(total(within(lines, startDt, endDt)));
      return reply;
    };
    const days = await expectPeriod('2026-11-01', '2026-11-20', 'day');
    expect(days.totalCnt).toBe(20);
    expect(days.list[0]!.ordDt).toBe('2026-11-20');
    expect(days.list.at(-1)!.ordDt).toBe('2026-11-01');
    expect(days.list.find((r) => r.ordDt === '2026-11-10')).toMatchObject({ ordCnt: 2, ordQty: 5, cancelQty: 1, returnQty: 1, realSaleQty: 3 });
    const months = await expectPeriod('2026-10-10', '2026-11-20', 'month');
    expect(months.list.map((r) => r.ordDt)).toEqual(['2026-11', '2026-10']);
    // A page of the rows; the total stays the period's.
    const page = await ok<TStatPeriodReply>(a.cookies, '/api/statistic/day?startDt=2026-11-01&endDt=2026-11-20&pageNum=2&pageSize=15');
    expect(page.list.map((r) => r.ordDt)).toEqual(['2026-11-05', '2026-11-04', '2026-11-03', '2026-11-02', '2026-11-01']);
    expect(page.total).toEqual(days.total);
    // "All": from the seller's first order day to today.
    const all = await ok<TStatPeriodReply>(a.cookies, '/api/statistic/day?pageNum=1&pageSize=10');
    expect(all.totalCnt).toBe(37); // 2026-10-15 .. 2026-11-20
    expect(all.total).toEqual(total(lines));
    // Another seller's lines are never counted: B's five are not in A's 11-10.
    const other = await ok<TStatPeriodReply>(b.cookies, '/api/statistic/day?startDt=2026-11-10&endDt=2026-11-10&pageNum=1&pageSize=10');
    expect(other.total).toMatchObject({ ordCnt: 1, ordQty: 5 });
  });

  it('product: the ordered products with views and conversion, sorted, filtered by brand and text; the chart is the top of the list', async () => {
    const lines = within(await linesOf(t, a.supplyEntrCd), '2026-11-01', '2026-11-20');
    const body = { startDt: '2026-11-01', endDt: '2026-11-20', pageNum: 1, pageSize: 10 };
    const list = await ok<TStatProductListReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', body);
    const sums = sumBy(lines, (l) => l.prodCd);
    expect(list.totalCnt).toBe(2);
    expect(list.total).toEqual(total(lines));
    for (const row of list.list) expect(row).toMatchObject(sums.get(row.prodCd)!);
    const first = list.list.find((r) => r.prodCd === a.prodCd)!;
    expect(first).toMatchObject({ pvCnt: 40, ordRate: 5 }); // 2 lines of 40 views
    expect(list.list.find((r) => r.prodCd === a2.prodCd)).toMatchObject({ pvCnt: 7, ordRate: 57.1 }); // 4 of 7
    expect(first.prodNm).not.toBe('');
    // Sorted by the sort's figure, largest first.
    const byViews = await ok<TStatProductListReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', { ...body, sortCd: 'PV_CNT' });
    expect(byViews.list.map((r) => r.prodCd)).toEqual([a.prodCd, a2.prodCd]);
    const byQty = await ok<TStatProductListReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', { ...body, sortCd: 'ORD_QTY' });
    expect(byQty.list.map((r) => r.prodCd)).toEqual([a.prodCd, a2.prodCd]); // 5 against 4
    // The text filter: a product code, a part of the name that is nobody's.
    const one = await ok<TStatProductListReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', { ...body, product: a2.prodCd });
    expect(one.list.map((r) => r.prodCd)).toEqual([a2.prodCd]);
    expect(one.total).toEqual(sums.get(a2.prodCd));
    const none = await ok<TStatProductListReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', { ...body, product: '없는%상품' });
    expect(none).toMatchObject({ list: [], totalCnt: 0 });
    const brand = await ok<TStatProductListReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', { ...body, brandCd: 'NOBRAND' });
    expect(brand.totalCnt).toBe(0);
    const chart = await ok<TStatProductChartReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductChart', 'PUT', {
      startDt: body.startDt,
      endDt: body.endDt,
    });
    expect(chart.list).toEqual(list.list.slice(0, 10));
  });

  it('age and gender: every band × sex, unknown where the mall sent none, with the share of net sales', async () => {
    const lines = within(await linesOf(t, a.supplyEntrCd), '2026-10-01', '2026-11-20');
    const reply = await ok<TStatAgeReply>(a.cookies, '/api/statistic/age?startDt=2026-10-01&endDt=2026-11-20');
    expect(reply.list).toHaveLength(21);
    expect(reply.list.slice(0, 3).map((r) => [r.ageCd, r.sexCd])).toEqual([
      ['10', 'M'],
      ['10', 'F'],
      ['10', 'UNKNOWN'],
    ]);
    const sums = sumBy(lines, (l) => `${l.ageCd ?? 'UNKNOWN'}|${l.sexCd ?? 'UNKNOWN'}`);
    const whole = total(lines);
    for (const row of reply.list) {
      const f = sums.get(`${row.ageCd}|${row.sexCd}`) ?? zero;
      expect(row, `${row.ageCd} ${row.sexCd}`).toEqual({
        ageCd: row.ageCd,
        sexCd: row.sexCd,
        ...f,
        saleRate: Math.floor((2000 * f.realSaleAmt + whole.realSaleAmt) / (2 * whole.realSaleAmt)) / 10,
      });
    }
    expect(reply.total).toEqual(whole);
    expect(reply.list.find((r) => r.ageCd === 'UNKNOWN' && r.sexCd === 'M')!.ordCnt).toBe(3);
  });

  it('lead time: delivered lines by days from payment to delivery, narrowed by brand, products and shipping site', async () => {
    const lines = await linesOf(t, a.supplyEntrCd);
    const reply = await ok<TStatLeadTimeReply>(a.cookies, '/api/statistic/lead-time?startDt=2026-11-01&endDt=2026-11-20');
    const expected = new Map(LEAD_TIME_BUCKETS.map((bk) => [bk, 0]));
    for (const d of leadDaysOf(lines, '2026-11-01', '2026-11-20')) {
      const bk = d < 0 ? 'ETC' : leadTimeBucketOf(d);
      expected.set(bk, expected.get(bk)! + 1);
    }
    expect(reply.totalCnt).toBe(3);
    expect(reply.list.map((r) => [r.deliveryDays, r.cnt])).toEqual([...expected.entries()]);
    expect(reply.list.find((r) => r.deliveryDays === '3DAYS')).toMatchObject({ cnt: 1, rate: 33.3 });
    expect(reply.avgDays).toBe(leadTimeAverage(reply.list.map((r) => ({ name: r.deliveryDays, data: r.cnt }))));
    expect(reply.avgDays).toBe(2.5);
    const q = (query: string) => ok<TStatLeadTimeReply>(a.cookies, `/api/statistic/lead-time?startDt=2026-11-01&endDt=2026-11-20&${query}`);
    expect((await q(`prodCdList=${a2.prodCd},${a.prodCd}`)).totalCnt).toBe(3);
    expect((await q(`prodCdList=${a.prodCd}`)).totalCnt).toBe(0);
    expect((await q('dstcDivCd=DOMESTIC')).totalCnt).toBe(3);
    expect((await q('dstcDivCd=OVERSEAS')).totalCnt).toBe(0);
    expect((await q('brandCd=NOBRAND')).totalCnt).toBe(0);
    expect((await ok<TStatLeadTimeReply>(a.cookies, '/api/statistic/lead-time?startDt=2026-11-19&endDt=2026-11-20')).totalCnt).toBe(0);
    // The site turned overseas: its lines count as overseas from then on.
    await t.db.q.execute(sql`update delivery_loc set frcn_dypl_yn = 'Y' where supply_entr_cd = ${a.supplyEntrCd}`);
    expect((await q('dstcDivCd=OVERSEAS')).totalCnt).toBe(3);
    await t.db.q.execute(sql`update delivery_loc set frcn_dypl_yn = 'N' where supply_entr_cd = ${a.supplyEntrCd}`);
  });

  it('Excel: the same rows and a total row, titles in the request’s language, the download name or the default', async () => {
    const period = 'startDt=2026-11-01&endDt=2026-11-20';
    const days = await ok<TStatPeriodReply>(a.cookies, `/api/statistic/day?${period}&pageNum=1&pageSize=100`);
    const dayFile = await sheetOf(await call(a.cookies, `/api/statistic/day/excel?${period}`, 'GET', undefined, 'en'));
    expect(dayFile.rows[0]![0]).toBe('Order date');
    expect(dayFile.rows.slice(1, -1)).toEqual(days.list.map(({ ordDt, ...r }) => [ordDt, ...Object.values(r)]));
    expect(dayFile.rows.at(-1)).toEqual(['Total', ...Object.values(days.total)]);
    expect(dayFile.disposition).toContain('statistics_by_period_2026-11-01_2026-11-20.xlsx');
    const monthFile = await sheetOf(await call(a.cookies, `/api/statistic/month/excel?${period}&downloadName=${encodeURIComponent('월별 통계')}`));
    expect(monthFile.disposition).toContain('월별 통계.xlsx');
    expect(monthFile.rows).toHaveLength(3);

    const body = { startDt: '2026-11-01', endDt: '2026-11-20' };
    const products = await ok<TStatProductListReply>(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', {
      ...body,
      pageNum: 1,
      pageSize: 100,
    });
    const productFile = await sheetOf(await call(a.cookies, '/api/statistic/partner/supplyEntr/orderProductList/excel', 'PUT', body));
    expect(productFile.rows.slice(1, -1)).toEqual(
      products.list.map((r) => [
        r.prodCd,
        r.supplyProdCd,
        r.prodNm,
        r.brandNm,
        r.ordCnt,
        r.ordQty,
        r.realOrdAmt,
        r.cancelQty,
        r.cancelAmt,
        r.returnQty,
        r.returnAmt,
        r.realSaleQty,
        r.realSaleAmt,
        r.pvCnt,
        r.ordRate,
      ]),
    );
    expect(productFile.rows.at(-1)!.slice(4, 13)).toEqual(Object.values(products.total));

    const age = await ok<TStatAgeReply>(a.cookies, `/api/statistic/age?${period}`);
    const ageFile = await sheetOf(await call(a.cookies, '/api/statistic/age/excel', 'POST', body, 'en'));
    expect(ageFile.rows).toHaveLength(23);
    expect(ageFile.rows[1]!.slice(0, 2)).toEqual(['Teens', 'Male']);
    expect(ageFile.rows.slice(1, -1).map((r) => r.slice(2))).toEqual(age.list.map(({ ageCd: _a, sexCd: _s, ...r }) => Object.values(r)));

    const lead = await ok<TStatLeadTimeReply>(a.cookies, `/api/statistic/lead-time?${period}`);
    const leadFile = await sheetOf(await call(a.cookies, `/api/statistic/lead-time/excel?${period}`, 'GET', undefined, 'en'));
    expect(leadFile.rows.slice(1, -1).map((r) => r.slice(1))).toEqual(lead.list.map((r) => [r.cnt, r.rate]));
    expect(leadFile.rows[1]![0]).toBe('Within 2 days');
    expect(leadFile.rows.at(-1)).toEqual(['Total', lead.totalCnt, 100]);
  });

  it('refuses a reversed period and too many products; a master reads; sessions without a seller or the menu are refused', async () => {
    const reversed = await call(a.cookies, '/api/statistic/day?startDt=2026-11-20&endDt=2026-11-01&pageNum=1&pageSize=10');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ fields: [{ field: 'startDt', messageKey: 'statistic.msg.periodReversed' }] });
    const reversedPut = await call(a.cookies, '/api/statistic/partner/supplyEntr/orderProductChart', 'PUT', { startDt: '2026-11-20', endDt: '2026-11-01' });
    expect(reversedPut.statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `P${i}`).join(',');
    const tooMany = await call(a.cookies, `/api/statistic/lead-time?prodCdList=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('statistic.msg.tooManyProducts');

    const master = await masterSessionFor(t, a.supplyEntrCd);
    const own = await ok<TStatAgeReply>(a.cookies, '/api/statistic/age?startDt=2026-11-01&endDt=2026-11-20');
    expect(await ok<TStatAgeReply>(master, '/api/statistic/age?startDt=2026-11-01&endDt=2026-11-20')).toEqual(own);
    expect((await call(master, '/api/statistic/age/excel', 'POST', {})).statusCode).toBe(200);
    expect((await call(master, '/api/statistic/partner/supplyEntr/orderProductList', 'PUT', { pageNum: 1, pageSize: 10 })).statusCode).toBe(200);

    const m = await makeSeller(t, { isMaster: true, roleCd: 'admin', phones: [] }, null);
    const unchosen = cookiesOf(await t.call({ method: 'POST', url: '/api/login/masterLogin', cookies: (await startLogin(t, m.mgrId)).cookies }));
    const operator = await operatorSession(t);
    // Statistics are role 30's menu (§6): a role 20 account is refused; a travel-only seller (role 30, manager role
    // 190) is not, as §6 shows no manager role for the statistic menu.
    const role20 = (await signInWithSms(t, await makeSeller(t, { roleCd: '20' }))).cookies;
    const travel = (await signInWithSms(t, await makeSeller(t, { roleCd: '30', managerRoles: ['190'] }))).cookies;
    expect((await call(travel, '/api/statistic/age')).statusCode).toBe(200);
    for (const cookies of [unchosen, operator, role20]) {
      for (const [url, method] of [
        ['/api/statistic/day?pageNum=1&pageSize=10', 'GET'],
        ['/api/statistic/lead-time', 'GET'],
        ['/api/statistic/age/excel', 'POST'],
      ] as const) {
        const res = await call(cookies, url, method, method === 'POST' ? {} : undefined);
        expect([403, 404], `${url} ${res.statusCode}`).toContain(res.statusCode);
      }
    }
  });
});

const zero = { ordCnt: 0, ordQty: 0, realOrdAmt: 0, cancelQty: 0, cancelAmt: 0, returnQty: 0, returnAmt: 0, realSaleQty: 0, realSaleAmt: 0 };
