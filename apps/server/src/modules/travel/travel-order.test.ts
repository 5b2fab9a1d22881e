import ExcelJS from 'exceljs';
import { TRAVEL_HOME_STATUS, type TTravelOrderActionReply, type TTravelOrderDetailReply, type TTravelOrderListReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallCall } from '@/test/order-factories.ts';
import { masterSessionFor, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { bookStay, travelSeller } from '@/test/travel-order-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Cookies = Record<string, string>;
type Line = { ordNo: string; ordDtlSq: number; version: number };
const move = (cookies: Cookies, action: string, lines: Line[], reason = '') =>
  t.call({ method: 'PUT', url: '/api/travelOrder/lines/status', cookies, body: { action, lines, reason } });
const detail = async (cookies: Cookies, ordNo: string) =>
  (await t.call({ url: `/api/travelOrder/orderDetail/${ordNo}`, cookies })).json<TTravelOrderDetailReply>();
const lineOf = async (cookies: Cookies, ordNo: string): Promise<Line> => {
  const l = (await detail(cookies, ordNo)).lines[0]!;
  return { ordNo, ordDtlSq: l.ordDtlSq, version: l.version };
};
const list = async (cookies: Cookies, q: string) => {
  const res = await t.call({ url: `/api/travelOrder/orderList?startDt=2026-11-01&endDt=2026-11-20&${q}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TTravelOrderListReply>();
};

describe('the seller moves a reservation (TRAVEL_ORDER_MACHINE)', () => {
  it('wait → confirmed → purchase confirmed → travel complete, each with a history row', async () => {
    const s = await travelSeller(t);
    const b = await bookStay(t, s.prodCd);
    let line = await lineOf(s.cookies, b.ordNo);
    expect((await detail(s.cookies, b.ordNo)).lines[0]).toMatchObject({ rsvStsCd: 'RSV_WAIT', allowedActions: ['confirm', 'cancelRequest'] });
    for (const [action, to] of [
      ['confirm', 'RSV_CONFIRM'],
      ['purchaseConfirm', 'PURCHASE_CONFIRM'],
      ['complete', 'TRAVEL_COMPLETE'],
    ] as const) {
      const res = await move(s.cookies, action, [line]);
      expect(res.json<TTravelOrderActionReply>()).toEqual({ ok: [{ ordNo: b.ordNo, ordDtlSq: 1, rsvStsCd: to, version: line.version + 1 }], failed: [] });
      line = { ...line, version: line.version + 1 };
    }
    const d = await detail(s.cookies, b.ordNo);
    expect(d.lines[0]!.history.map((h) => [h.action, h.fromStsCd, h.toStsCd, h.actorType])).toEqual([
      ['book', null, 'RSV_WAIT', 'mall'],
      ['confirm', 'RSV_WAIT', 'RSV_CONFIRM', 'seller'],
      ['purchaseConfirm', 'RSV_CONFIRM', 'PURCHASE_CONFIRM', 'seller'],
      ['complete', 'PURCHASE_CONFIRM', 'TRAVEL_COMPLETE', 'seller'],
    ]);
    expect(d.lines[0]!.nights).toEqual([
      { stayDt: '2026-12-24', price: 150_000 },
      { stayDt: '2026-12-25', price: 150_000 },
    ]);
    expect(d.lines[0]!.allowedActions).toEqual([]);
  });

  it('refuses every move the machine lacks with its own message, and a change back to wait always', async () => {
    const s = await travelSeller(t);
    const b = await bookStay(t, s.prodCd);
    const refused = async (action: string, line: Line, reason = 'x') =>
      (await move(s.cookies, action, [line], reason)).json<TTravelOrderActionReply>().failed[0]?.message;
    let line = await lineOf(s.cookies, b.ordNo);
    expect(await refused('toWait', line)).toBe('예약대기로는 변경할 수 없습니다.');
    expect(await refused('purchaseConfirm', line)).toBe('예약확정 상태에서만 구매확정할 수 있습니다.');
    expect(await refused('complete', line)).toBe('구매확정된 예약만 여행완료할 수 있습니다.');
    expect(await refused('cancel', line)).toBe('취소요청된 예약만 취소할 수 있습니다.');
    await move(s.cookies, 'confirm', [line]);
    line = await lineOf(s.cookies, b.ordNo);
    expect(await refused('confirm', line)).toBe('예약대기 상태에서만 예약확정할 수 있습니다.');
    expect(await refused('toWait', line)).toBe('예약대기로는 변경할 수 없습니다.');
    await move(s.cookies, 'purchaseConfirm', [line]);
    line = await lineOf(s.cookies, b.ordNo);
    expect(await refused('cancelRequest', line)).toBe('예약대기 또는 예약확정 상태에서만 취소요청할 수 있습니다.');
    // In English too, and a stale version is named, not overwritten.
    const en = await t.call({ method: 'PUT', url: '/api/travelOrder/lines/status', lang: 'en', cookies: s.cookies, body: { action: 'toWait', lines: [line] } });
    expect(en.json<TTravelOrderActionReply>().failed[0]!.message).toBe('A reservation cannot be changed back to reservation wait.');
    const stale = await move(s.cookies, 'complete', [{ ...line, version: 1 }]);
    expect(stale.json<TTravelOrderActionReply>().failed[0]!.messageKey).toBe('order.msg.concurrentChange');
  });

  it('cancel request from confirmed, then cancel with a reason gives the stock back; in bulk each line answers for itself', async () => {
    const s = await travelSeller(t);
    const a = await bookStay(t, s.prodCd);
    const b = await bookStay(t, s.prodCd);
    await move(s.cookies, 'confirm', [await lineOf(s.cookies, a.ordNo)]);
    const noReason = await move(s.cookies, 'cancelRequest', [await lineOf(s.cookies, a.ordNo)]);
    expect(noReason.statusCode).toBe(400);
    const both = await move(s.cookies, 'cancelRequest', [await lineOf(s.cookies, a.ordNo), await lineOf(s.cookies, b.ordNo)], '객실 점검');
    expect(both.json<TTravelOrderActionReply>().ok.map((o) => o.rsvStsCd)).toEqual(['CANCEL_REQUEST', 'CANCEL_REQUEST']);
    await move(s.cookies, 'cancel', [await lineOf(s.cookies, b.ordNo)], '객실 점검');
    const mixed = await move(s.cookies, 'cancel', [await lineOf(s.cookies, a.ordNo), await lineOf(s.cookies, b.ordNo)], '객실 점검');
    expect(mixed.json<TTravelOrderActionReply>()).toMatchObject({ ok: [{ ordNo: a.ordNo, rsvStsCd: 'CANCEL' }], failed: [{ ordNo: b.ordNo }] });
    const d = (await detail(s.cookies, a.ordNo)).lines[0]!;
    expect(d).toMatchObject({ rsvStsCd: 'CANCEL', cancelReason: '객실 점검' });
    // Both stays gave their night back: three more bookings of room 1 (stock 3) fit on 2026-12-24 again.
    for (let i = 0; i < 3; i++) await bookStay(t, s.prodCd);
  });

  it("answers another seller's reservation 404, refuses a master's write, and saves the memo (300 characters)", async () => {
    const s = await travelSeller(t);
    const other = await travelSeller(t);
    const b = await bookStay(t, s.prodCd);
    const line = await lineOf(s.cookies, b.ordNo);
    expect((await t.call({ url: `/api/travelOrder/orderDetail/${b.ordNo}`, cookies: other.cookies })).statusCode).toBe(404);
    expect((await move(other.cookies, 'confirm', [line])).statusCode).toBe(404);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await t.call({ url: `/api/travelOrder/orderDetail/${b.ordNo}`, cookies: master })).statusCode).toBe(200);
    expect((await move(master, 'confirm', [line])).statusCode).toBe(403);
    const memo = (m: string, version: number) =>
      t.call({ method: 'PUT', url: '/api/travelOrder/lines/memo', cookies: s.cookies, body: { ...line, version, memo: m } });
    expect((await memo('x'.repeat(301), line.version)).statusCode).toBe(400);
    const saved = await memo('늦은 체크인', line.version);
    expect(saved.json()).toMatchObject({ memo: '늦은 체크인', version: line.version + 1 });
    expect((await memo('again', line.version)).statusCode).toBe(409);
  });
});

describe('the lists', () => {
  it('filters by period (order or check-in), status, product, guest, buyer and ordNo with exact counts per status; the status page and the Excel agree', async () => {
    const s = await travelSeller(t);
    const a = await bookStay(t, s.prodCd, { guestNm: '이서울', ordDt: '2026-11-10T03:00:00Z' });
    const b = await bookStay(t, s.prodCd, { checkInDt: '2027-01-05', checkOutDt: '2027-01-07', buyerNm: '최부산' });
    await bookStay(t, s.prodCd, { ordDt: '2026-10-01T03:00:00Z' });
    await move(s.cookies, 'confirm', [await lineOf(s.cookies, b.ordNo)]);

    const all = await list(s.cookies, '');
    expect(all.totalCnt).toBe(2);
    expect(all.statusCountList.filter((c) => c.cnt > 0)).toEqual([
      { statusCd: 'RSV_WAIT', statusNm: '예약대기', cnt: 1 },
      { statusCd: 'RSV_CONFIRM', statusNm: '예약확정', cnt: 1 },
    ]);
    expect((await list(s.cookies, 'statusCd=RSV_CONFIRM')).list.map((r) => r.ordNo)).toEqual([b.ordNo]);
    expect((await list(s.cookies, 'guestNm=서울')).list.map((r) => r.ordNo)).toEqual([a.ordNo]);
    expect((await list(s.cookies, `buyerNm=${encodeURIComponent('최부')}`)).list.map((r) => r.ordNo)).toEqual([b.ordNo]);
    expect((await list(s.cookies, `ordNo=${a.ordNo}`)).totalCnt).toBe(1);
    expect((await list(s.cookies, `product=${s.prodCd}`)).totalCnt).toBe(2);
    expect((await list(s.cookies, 'product=nothing')).totalCnt).toBe(0);
    const checkIn = await t.call({ url: '/api/travelOrder/orderList?dateType=CHECK_IN&startDt=2027-01-01&endDt=2027-01-31', cookies: s.cookies });
    expect(checkIn.json<TTravelOrderListReply>().list.map((r) => r.ordNo)).toEqual([b.ordNo]);

    const status = await t.call({ url: '/api/travelOrder/orderStatus?statusCd=RSV_WAIT', cookies: s.cookies });
    expect(status.json<TTravelOrderListReply>()).toMatchObject({ totalCnt: 1, startDt: '2026-11-07', endDt: '2026-11-20' });

    const xlsx = await t.call({
      method: 'POST',
      url: '/api/travelOrder/orderList/excel',
      cookies: s.cookies,
      body: { startDt: '2026-11-01', endDt: '2026-11-20' },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[12], r[15]])).toEqual(all.list.map((r) => [r.ordNo, r.rsvStsNm, r.guestNm, r.ordAmt]));
  });

  it('refuses a period over six months or reversed', async () => {
    const s = await travelSeller(t);
    expect((await t.call({ url: '/api/travelOrder/orderList?startDt=2026-01-01&endDt=2026-11-20', cookies: s.cookies })).statusCode).toBe(400);
    expect((await t.call({ url: '/api/travelOrder/orderList?startDt=2026-11-20&endDt=2026-11-01', cookies: s.cookies })).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('a travel-only seller is refused the fashion order calls and a fashion seller the travel ones', async () => {
    const travel = await travelSeller(t);
    const fashion = await sellerSession(t);
    const q = '?startDt=2026-11-01&endDt=2026-11-20';
    expect((await t.call({ url: `/api/order/orderList${q}`, cookies: travel.cookies })).statusCode).toBe(403);
    expect((await t.call({ url: '/api/order/orderStatus?statusCd=20', cookies: travel.cookies })).statusCode).toBe(403);
    expect((await t.call({ url: `/api/travelOrder/orderList${q}`, cookies: fashion.cookies })).statusCode).toBe(403);
    expect((await t.call({ url: `/api/travelOrder/estimateList${q}`, cookies: fashion.cookies })).statusCode).toBe(403);
    expect((await move(fashion.cookies, 'confirm', [{ ordNo: 'R00000000', ordDtlSq: 1, version: 1 }])).statusCode).toBe(403);
    expect((await mallCall(t, { url: '/api/mall/travel/reservations', body: {}, key: 'nope' })).statusCode).toBe(401);
  });
});

describe('the travel-only home', () => {
  it('counts each order status as the reservation status it stands for, equal to the status page it opens', async () => {
    const s = await travelSeller(t);
    const lines: Line[] = [];
    for (let i = 0; i < 5; i++)
      lines.push(await lineOf(s.cookies, (await bookStay(t, s.prodCd, { checkInDt: `2027-01-0${i + 1}`, checkOutDt: `2027-01-0${i + 2}` })).ordNo));
    await move(s.cookies, 'confirm', lines.slice(0, 3));
    await move(s.cookies, 'purchaseConfirm', [{ ...lines[0]!, version: lines[0]!.version + 1 }]);
    await move(s.cookies, 'cancelRequest', [lines[3]!], '일정 변경');
    const home = (await t.call({ url: '/api/dashboard/all', cookies: s.cookies })).json<{
      statistic: { paymentCompleteCount: number; deliveryDelayCount: number };
      orderStatusCount: Record<string, number>;
    }>();
    const counted: Record<string, number> = {
      '20': home.statistic.paymentCompleteCount,
      '72': home.statistic.deliveryDelayCount,
      ...Object.fromEntries(Object.entries(home.orderStatusCount).map(([k, v]) => [k.slice(5), v])),
    };
    expect(counted).toEqual({ '20': 1, '35': 2, '50': 1, '60': 1, '72': 0, '99': 0 });
    for (const [cd, n] of Object.entries(counted)) {
      const sts = TRAVEL_HOME_STATUS[cd];
      if (!sts) continue;
      const opened = (await t.call({ url: `/api/travelOrder/orderStatus?statusCd=${sts}`, cookies: s.cookies })).json<TTravelOrderListReply>();
      expect(opened.totalCnt, cd).toBe(n);
    }
  });
});
