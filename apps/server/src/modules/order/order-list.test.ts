import ExcelJS from 'exceljs';
import type { TOrderListReply } from '@po/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from '@/test/jobs.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { BUYER_ACTOR } from './order-moves.ts';
import { orderLines } from './order.tables.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
type Cookies = Record<string, string>;

// The test clock is 2026-11-20 10:00 in Seoul.
const MONTH = 'startDt=2026-10-20&endDt=2026-11-20';

describe('order lists (orderList, orderStatus) and the list’s Excel export', () => {
  let t: TestApp;
  let a: Seller;
  let b: Seller;
  const ord = { own: '', shared: '', old: '' };

  const list = (cookies: Cookies, query: string, lang: 'ko' | 'en' = 'ko') => t.call({ url: `/api/order/orderList?${query}`, cookies, lang });
  const rowsOf = async (cookies: Cookies, query: string) => {
    const res = await list(cookies, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TOrderListReply>();
  };
  const setLine = (ordNo: string, ordDtlSq: number, patch: Partial<typeof orderLines.$inferInsert>) =>
    t.db.q
      .update(orderLines)
      .set(patch)
      .where(and(eq(orderLines.ordNo, ordNo), eq(orderLines.ordDtlSq, ordDtlSq)));

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    a = await sellerWithProductOnSale(t);
    b = await sellerWithProductOnSale(t);
    ord.own = await placeOrder(t, [{ prodOptionCd: a.optionCds[0]!, ordQty: 2 }], { buyerNm: '김구매', rcpNm: '이수령' });
    // One order of two sellers: each sees only its own line.
    ord.shared = await placeOrder(t, [{ prodOptionCd: a.optionCds[1]! }, { prodOptionCd: b.optionCds[0]! }], { buyerNm: '박나눔', rcpNm: '정받음' });
    const before = '2026-09-01T03:00:00.000Z';
    ord.old = await placeOrder(t, [{ prodOptionCd: a.optionCds[0]! }], { ordDt: before, payDt: before, buyerNm: '최과거' });
    // The own order is being prepared, late to leave and due today; the shared one is on its way.
    await setLine(ord.own, 1, { ordDtlStsCd: '35', delayStsCd: '72', giPrrnDt: '2026-11-20' });
    await setLine(ord.shared, 1, { ordDtlStsCd: '50', deliveryEntrCd: '04', invoiceNo: '612345678901', giPrrnDt: '2026-11-19' });
    // The buyer asks to cancel one of the own order's two pieces: an open claim on that line alone.
    await t.app.services.orderClaims.openClaim({
      key: { supplyEntrCd: a.supplyEntrCd, ordNo: ord.own, ordDtlSq: 1 },
      claimType: 'CANCEL',
      qty: 1,
      reqBy: 'BUYER',
      reasonCd: '01',
      actor: BUYER_ACTOR,
      openMarket: false,
    });
  });
  afterAll(() => t.close());

  it('lists the seller’s own lines of the period, newest first, never another seller’s line of a shared order', async () => {
    const mine = await rowsOf(a.cookies, MONTH);
    expect(mine.list.map((r) => [r.ordNo, r.ordDtlSq])).toEqual([
      [ord.shared, 1],
      [ord.own, 1],
    ]);
    expect(mine).toMatchObject({ totalCnt: 2, allCnt: 2, startDt: '2026-10-20', endDt: '2026-11-20' });
    const theirs = await rowsOf(b.cookies, MONTH);
    expect(theirs.list.map((r) => [r.ordNo, r.ordDtlSq])).toEqual([[ord.shared, 2]]);
    expect(theirs.list[0]).toMatchObject({ buyerNm: '박나눔', ordDtlStsCd: '20', invoiceNo: null });
  });

  it('shows everything of a line on its row', async () => {
    const { list: rows } = await rowsOf(a.cookies, `${MONTH}&ordNo=${ord.own}`);
    expect(rows[0]).toMatchObject({
      ordDtlStsCd: '35',
      ordDtlStsNm: '상품준비중',
      delayStsCd: '72',
      delayStsNm: '배송지연',
      claim: { claimType: 'CANCEL', claimStsCd: 'CANCEL_REQUESTED', claimStsNm: '취소요청', claimQty: 1 },
      prodCd: a.prodCd,
      optionValue1: '색상1',
      ordQty: 2,
      saleQty: 2,
      buyerNm: '김구매',
      rcpNm: '이수령',
      giPrrnDt: '2026-11-20',
      version: expect.any(Number),
    });
    const shipped = (await rowsOf(a.cookies, `${MONTH}&invoiceNo=612345678901`)).list;
    expect(shipped.map((r) => r.ordNo)).toEqual([ord.shared]);
    expect(shipped[0]).toMatchObject({ deliveryEntrCd: '04', deliveryEntrNm: 'CJ대한통운', ordDtlStsNm: '배송중', claim: null });
  });

  it('counts every status of the period under the other filters, and the picked status is the total', async () => {
    const counts = (r: TOrderListReply) => Object.fromEntries(r.statusCountList.map((c) => [c.statusCd, c.cnt]));
    const all = await rowsOf(a.cookies, MONTH);
    expect(counts(all)).toEqual({ '20': 0, '35': 1, '50': 1, '60': 0, '72': 1, '82': 0, '99': 0, SHIP_TODAY: 1 });
    for (const [statusCd, ordNo] of [
      ['72', ord.own],
      ['SHIP_TODAY', ord.own],
      ['50', ord.shared],
    ] as const) {
      const picked = await rowsOf(a.cookies, `${MONTH}&statusCd=${statusCd}`);
      expect(picked.list.map((r) => r.ordNo)).toEqual([ordNo]);
      expect(picked).toMatchObject({ totalCnt: 1, allCnt: 2 });
      expect(counts(picked)).toEqual(counts(all));
    }
    expect((await rowsOf(a.cookies, `${MONTH}&statusCd=20`)).list).toEqual([]);
    // The buyer's name narrows the tabs too.
    expect(counts(await rowsOf(a.cookies, `${MONTH}&buyerNm=${encodeURIComponent('나눔')}`))).toMatchObject({ '35': 0, '50': 1 });
  });

  it('finds by product code or a part of its name, by buyer, recipient and brand, and by payment date', async () => {
    const ordNos = async (q: string) => (await rowsOf(a.cookies, `${MONTH}&${q}`)).list.map((r) => r.ordNo);
    expect(await ordNos(`product=${a.prodCd}`)).toEqual([ord.shared, ord.own]);
    expect(await ordNos(`product=${b.prodCd}`)).toEqual([]);
    expect(await ordNos(`rcpNm=${encodeURIComponent('수령')}`)).toEqual([ord.own]);
    expect(await ordNos(`buyerNm=${encodeURIComponent('없는이름')}`)).toEqual([]);
    expect(await ordNos(`brandCd=NOPE`)).toEqual([]);
    const older = await rowsOf(a.cookies, 'dateType=PAY&startDt=2026-08-25&endDt=2026-09-05');
    expect(older.list.map((r) => r.ordNo)).toEqual([ord.old]);
  });

  it('finds a line by the name and codes it was ordered under after its product is renamed, and by brand', async () => {
    const c = await sellerWithProductOnSale(t);
    const before = await placeOrder(t, [{ prodOptionCd: c.optionCds[0]! }]);
    const [old] = await t.db.q.select().from(orderLines).where(eq(orderLines.ordNo, before));
    await t.db.q.execute(sql`update product set prod_nm = '캐시미어 싱글 코트', supply_prod_cd = 'CM-RENAMED' where prod_cd = ${c.prodCd}`);
    const after = await placeOrder(t, [{ prodOptionCd: c.optionCds[0]! }]);
    const ordNos = async (q: string) => (await rowsOf(c.cookies, `${MONTH}&${q}`)).list.map((r) => r.ordNo).sort();
    const both = [before, after].sort();
    expect(await ordNos(`product=${encodeURIComponent('트렌치')}`)).toEqual([before]);
    expect(await ordNos(`product=${old!.supplyProdCd}`)).toEqual([before]);
    expect(await ordNos(`product=${encodeURIComponent('캐시미어')}`)).toEqual([after]);
    expect(await ordNos('product=CM-RENAMED')).toEqual([after]);
    expect(await ordNos(`product=${c.prodCd}`)).toEqual(both);
    expect(await ordNos(`brandCd=${c.brandCd}`)).toEqual(both);
    // The tabs count the same lines.
    expect((await rowsOf(c.cookies, `${MONTH}&product=${encodeURIComponent('트렌치')}`)).allCnt).toBe(1);
    expect((await rowsOf(c.cookies, `${MONTH}&brandCd=${c.brandCd}`)).allCnt).toBe(2);
    // A correction written on the line itself is found under the new name only.
    await setLine(before, 1, { prodNm: '울 코트 (정정)' });
    expect(await ordNos(`product=${encodeURIComponent('정정')}`)).toEqual([before]);
    expect(await ordNos(`product=${encodeURIComponent('트렌치')}`)).toEqual([]);
  });

  it('finds a part of the buyer’s or recipient’s name of one, two or three characters', async () => {
    const c = await sellerWithProductOnSale(t);
    const ordNo = await placeOrder(t, [{ prodOptionCd: c.optionCds[0]! }], { buyerNm: '남궁구매자', rcpNm: 'Kim Sooryeong' });
    const ordNos = async (q: string) => (await rowsOf(c.cookies, `${MONTH}&${q}`)).list.map((r) => r.ordNo);
    for (const part of ['남', '구매', '궁구매', '남궁구매자']) expect(await ordNos(`buyerNm=${encodeURIComponent(part)}`), part).toEqual([ordNo]);
    for (const part of ['k', 'SOO', 'kim soo']) expect(await ordNos(`rcpNm=${encodeURIComponent(part)}`), part).toEqual([ordNo]);
    expect(await ordNos(`buyerNm=${encodeURIComponent('구매자님')}`)).toEqual([]);
  });

  it('refuses a missing or reversed period and one longer than six months (spec §5, §8), in the user’s language', async () => {
    const refused = async (query: string, lang: 'ko' | 'en' = 'ko') => {
      const res = await list(a.cookies, query, lang);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ errorCode: string; displayMessage: string }>();
    };
    expect(await refused('pageNum=1')).toMatchObject({ errorCode: 'VALIDATION_ERROR', displayMessage: '조회 기간을 입력해 주세요.' });
    expect((await refused('startDt=2026-05-19&endDt=2026-11-20', 'en')).displayMessage).toBe('The search period can be up to 6 months.');
    expect((await refused('startDt=2026-11-21&endDt=2026-11-20')).displayMessage).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    expect((await list(a.cookies, 'startDt=2026-05-20&endDt=2026-11-20')).statusCode).toBe(200);
    const exported = await t.call({
      method: 'POST',
      url: '/api/order/orderList/excel',
      cookies: a.cookies,
      body: { startDt: '2026-01-01', endDt: '2026-11-20' },
    });
    expect(exported.statusCode).toBe(400);
  });

  it('orderStatus presets the status and reads the last 14 days unless told otherwise', async () => {
    const res = await t.call({ url: '/api/order/orderStatus?statusCd=50', cookies: a.cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TOrderListReply>()).toMatchObject({ startDt: '2026-11-07', endDt: '2026-11-20', totalCnt: 1, list: [{ ordNo: ord.shared }] });
    const earlier = await t.call({ url: '/api/order/orderStatus?statusCd=20&startDt=2026-08-20&endDt=2026-09-20', cookies: a.cookies });
    expect(earlier.json<TOrderListReply>().list.map((r) => r.ordNo)).toEqual([ord.old]);
    expect((await t.call({ url: '/api/order/orderStatus', cookies: a.cookies })).statusCode).toBe(400);
    const tooLong = await t.call({ url: '/api/order/orderStatus?statusCd=20&startDt=2026-01-01&endDt=2026-11-20', cookies: a.cookies });
    expect(tooLong.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', displayMessage: '조회 기간은 최대 6개월까지 가능합니다.' });
  });

  it('lets a master viewing the seller read it', async () => {
    const master = await masterSessionFor(t, a.supplyEntrCd);
    expect((await rowsOf(master, MONTH)).totalCnt).toBe(2);
  });

  it('exports every filtered line as a job, order and invoice numbers as text cells', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/order/orderList/excel',
      cookies: a.cookies,
      body: { startDt: '2026-10-20', endDt: '2026-11-20' },
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json<{ jobId: string }>();
    expect((await t.call({ url: `/api/job/${jobId}`, cookies: b.cookies })).statusCode).toBe(404);
    await (await appJobs(t)).worker.drain();
    expect((await t.call({ url: `/api/job/${jobId}`, cookies: a.cookies })).json()).toMatchObject({ status: 'completed', progressDone: 2, progressTotal: 2 });
    const file = await t.call({ url: `/api/job/${jobId}/file`, cookies: a.cookies });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['Order no.', 'Line', 'Ordered']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ord.shared, ord.own]);
    const invoiceAt = (rows[0] as string[]).indexOf('Invoice no.');
    expect(rows[1]![invoiceAt]).toBe('612345678901');
  });
  it('exports the period day by day in the list’s own order, across Seoul midnight, by either date', async () => {
    // Seller b: 23:59 and 00:00 in Seoul on either side of a day's edge, and a day weeks before.
    for (const at of ['2026-11-19T14:59:00.000Z', '2026-11-19T15:00:00.000Z', '2026-10-25T01:00:00.000Z'])
      await placeOrder(t, [{ prodOptionCd: b.optionCds[0]! }, { prodOptionCd: b.optionCds[1]! }], { ordDt: at, payDt: at });
    for (const dateType of ['ORDER', 'PAY'] as const) {
      const listed = (await rowsOf(b.cookies, `${MONTH}&dateType=${dateType}&pageSize=100`)).list.map((r) => `${r.ordNo}-${r.ordDtlSq}`);
      const res = await t.call({
        method: 'POST',
        url: '/api/order/orderList/excel',
        cookies: b.cookies,
        body: { startDt: '2026-10-20', endDt: '2026-11-20', dateType },
      });
      expect(res.statusCode, res.body).toBe(202);
      await (await appJobs(t)).worker.drain();
      const file = await t.call({ url: `/api/job/${res.json<{ jobId: string }>().jobId}/file`, cookies: b.cookies });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const exported: string[] = [];
      wb.worksheets[0]!.eachRow((row, n) => n > 1 && exported.push(`${row.getCell(1).text}-${row.getCell(2).text}`));
      expect(listed).toHaveLength(7);
      expect(exported).toEqual(listed);
    }
  });
});
