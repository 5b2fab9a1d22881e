import ExcelJS from 'exceljs';
import type { TTravelEstimateDetailReply, TTravelEstimateListReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallCall } from '@/test/order-factories.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { requestEstimate, travelSeller } from '@/test/travel-order-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Cookies = Record<string, string>;
const detail = async (cookies: Cookies, estmNo: string) =>
  (await t.call({ url: `/api/travelOrder/estimateDetail/${estmNo}`, cookies })).json<TTravelEstimateDetailReply>();
const put = (cookies: Cookies, estmNo: string, what: string, body: object, lang: 'ko' | 'en' = 'ko') =>
  t.call({ method: 'PUT', url: `/api/travelOrder/estimates/${estmNo}/${what}`, cookies, body, lang });

describe('an estimate from request to paid', () => {
  it('requested → checked → payment pending → paid, with the history and the actions of each state', async () => {
    const s = await travelSeller(t);
    const estmNo = await requestEstimate(t, s.prodCd);
    let d = await detail(s.cookies, estmNo);
    expect(d).toMatchObject({
      estmStatCd: 'REQUEST',
      estmProdTypeNm: '단체',
      roomCnt: 7,
      firstCheckInDt: '2027-01-10',
      allowedActions: ['check', 'cancel', 'changeType', 'setRooms'],
    });
    expect(d.rooms.map((r) => [r.roomNm, r.roomCnt, r.checkInDt])).toEqual([
      ['디럭스 더블', 5, '2027-01-10'],
      ['패밀리 스위트', 2, '2027-01-11'],
    ]);
    d = (await put(s.cookies, estmNo, 'check', { version: d.version })).json();
    expect(d).toMatchObject({ estmStatCd: 'CHECK', allowedActions: ['requestPayment', 'cancel', 'changeType', 'setRooms'] });
    const paying = await put(s.cookies, estmNo, 'requestPayment', { version: d.version, estmAmt: 2_400_000, payLimitDt: '2027-01-09' });
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json()).toMatchObject({ estmStatCd: 'PAY_WAIT', estmAmt: 2_400_000, payLimitDt: '2027-01-09', allowedActions: ['cancel'] });
    const paid = await mallCall(t, { url: `/api/mall/travel/estimates/${estmNo}/pay` });
    expect(paid.json()).toMatchObject({ estmStatCd: 'PAID', estmAmt: 2_400_000 });
    d = await detail(s.cookies, estmNo);
    expect(d.history.map((h) => [h.action, h.toStsCd, h.actorType])).toEqual([
      ['request', 'REQUEST', 'mall'],
      ['check', 'CHECK', 'seller'],
      ['requestPayment', 'PAY_WAIT', 'seller'],
      ['pay', 'PAID', 'mall'],
    ]);
    expect(d.allowedActions).toEqual([]);
    const late = await put(s.cookies, estmNo, 'cancel', { version: d.version, cancelReason: '취소' });
    expect(late.json()).toMatchObject({ displayMessage: '결제완료되었거나 취소된 견적입니다.' });
  });

  it('refuses the moves the machine lacks with their messages', async () => {
    const s = await travelSeller(t);
    const estmNo = await requestEstimate(t, s.prodCd);
    const d = await detail(s.cookies, estmNo);
    const early = await put(s.cookies, estmNo, 'requestPayment', { version: d.version, estmAmt: 1000, payLimitDt: '2027-01-01' });
    expect(early.json()).toMatchObject({ displayMessage: '견적확인 상태에서만 결제요청할 수 있습니다.' });
    const checked = (await put(s.cookies, estmNo, 'check', { version: d.version })).json<TTravelEstimateDetailReply>();
    const again = await put(s.cookies, estmNo, 'check', { version: checked.version });
    expect(again.json()).toMatchObject({ displayMessage: '견적요청 상태에서만 확인할 수 있습니다.' });
    expect((await put(s.cookies, estmNo, 'check', { version: d.version })).statusCode).toBe(409);
  });

  it('holds the payment limit before the earliest check-in, needs every room dated and an amount', async () => {
    const s = await travelSeller(t);
    const estmNo = await requestEstimate(t, s.prodCd);
    let d = await detail(s.cookies, estmNo);
    d = (await put(s.cookies, estmNo, 'check', { version: d.version })).json();
    for (const payLimitDt of ['2027-01-10', '2027-01-11']) {
      const res = await put(s.cookies, estmNo, 'requestPayment', { version: d.version, estmAmt: 1000, payLimitDt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ displayMessage: '결제 기한은 체크인 날짜 이전이어야 합니다.' });
    }
    const en = await put(s.cookies, estmNo, 'requestPayment', { version: d.version, estmAmt: 1000, payLimitDt: '2027-01-10' }, 'en');
    expect(en.json()).toMatchObject({ displayMessage: 'The payment deadline must be before the check-in date.' });
    const noAmt = await put(s.cookies, estmNo, 'requestPayment', { version: d.version, estmAmt: 0, payLimitDt: '2027-01-01' });
    expect(noAmt.json().fields).toEqual([{ field: 'estmAmt', messageKey: 'travelOrder.msg.estimateAmtRequired' }]);
    expect((await detail(s.cookies, estmNo)).estmStatCd).toBe('CHECK');
  });

  it('changing the type resets every room date; dates set again; the edits close once sent for payment', async () => {
    const s = await travelSeller(t);
    const estmNo = await requestEstimate(t, s.prodCd);
    let d = await detail(s.cookies, estmNo);
    d = (await put(s.cookies, estmNo, 'type', { version: d.version, estmProdTypeCd: 'CUSTOM' })).json();
    expect(d).toMatchObject({ estmProdTypeCd: 'CUSTOM', firstCheckInDt: null });
    expect(d.rooms.map((r) => [r.checkInDt, r.checkOutDt])).toEqual([
      [null, null],
      [null, null],
    ]);
    d = (await put(s.cookies, estmNo, 'check', { version: d.version })).json();
    const undated = await put(s.cookies, estmNo, 'requestPayment', { version: d.version, estmAmt: 1000, payLimitDt: '2027-01-01' });
    expect(undated.json()).toMatchObject({ displayMessage: '객실의 숙박 날짜를 입력해 주세요.' });
    const rooms = [
      { estmRoomSeq: 1, checkInDt: '2027-02-01', checkOutDt: '2027-02-03' },
      { estmRoomSeq: 2, checkInDt: '2027-02-02', checkOutDt: '2027-02-03' },
    ];
    expect((await put(s.cookies, estmNo, 'rooms', { version: d.version, rooms: [{ estmRoomSeq: 9, checkInDt: null, checkOutDt: null }] })).statusCode).toBe(
      400,
    );
    d = (await put(s.cookies, estmNo, 'rooms', { version: d.version, rooms })).json();
    expect(d.firstCheckInDt).toBe('2027-02-01');
    d = (await put(s.cookies, estmNo, 'requestPayment', { version: d.version, estmAmt: 900_000, payLimitDt: '2027-01-31' })).json();
    expect(d.estmStatCd).toBe('PAY_WAIT');
    const closed = await put(s.cookies, estmNo, 'type', { version: d.version, estmProdTypeCd: 'GROUP' });
    expect(closed.json()).toMatchObject({ displayMessage: '견적요청 또는 견적확인 상태에서만 변경할 수 있습니다.' });
    d = (await put(s.cookies, estmNo, 'memo', { version: d.version, memo: '입금 확인 요망' })).json();
    expect(d.memo).toBe('입금 확인 요망');
    const cancelled = await put(s.cookies, estmNo, 'cancel', { version: d.version, cancelReason: '고객 요청' });
    expect(cancelled.json()).toMatchObject({ estmStatCd: 'CANCEL', cancelReason: '고객 요청' });
  });

  it("answers another seller's estimate 404 and refuses a master's write", async () => {
    const s = await travelSeller(t);
    const other = await travelSeller(t);
    const estmNo = await requestEstimate(t, s.prodCd);
    expect((await t.call({ url: `/api/travelOrder/estimateDetail/${estmNo}`, cookies: other.cookies })).statusCode).toBe(404);
    expect((await put(other.cookies, estmNo, 'check', { version: 1 })).statusCode).toBe(404);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await t.call({ url: `/api/travelOrder/estimateDetail/${estmNo}`, cookies: master })).statusCode).toBe(200);
    expect((await put(master, estmNo, 'check', { version: 1 })).statusCode).toBe(403);
  });
});

describe('the estimate list', () => {
  it('filters by period, status, type, requester and number with exact counts; the Excel reads back equal', async () => {
    const s = await travelSeller(t);
    const a = await requestEstimate(t, s.prodCd, { reqNm: '정그룹' });
    const b = await requestEstimate(t, s.prodCd, { estmProdTypeCd: 'CUSTOM' });
    await requestEstimate(t, s.prodCd, { reqDt: '2026-09-01T00:00:00Z' });
    const d = await detail(s.cookies, b);
    await put(s.cookies, b, 'check', { version: d.version });
    const get = async (q: string) =>
      (await t.call({ url: `/api/travelOrder/estimateList?startDt=2026-11-01&endDt=2026-11-20&${q}`, cookies: s.cookies })).json<TTravelEstimateListReply>();
    const all = await get('');
    expect(all.totalCnt).toBe(2);
    expect(all.statusCountList.filter((c) => c.cnt > 0).map((c) => [c.statusCd, c.cnt])).toEqual([
      ['REQUEST', 1],
      ['CHECK', 1],
    ]);
    expect((await get('statusCd=CHECK')).list.map((r) => r.estmNo)).toEqual([b]);
    expect((await get('estmProdTypeCd=GROUP')).list.map((r) => r.estmNo)).toEqual([a]);
    expect((await get(`reqNm=${encodeURIComponent('정그')}`)).list.map((r) => r.estmNo)).toEqual([a]);
    expect((await get(`estmNo=${b}`)).totalCnt).toBe(1);
    const xlsx = await t.call({
      method: 'POST',
      url: '/api/travelOrder/estimateList/excel',
      cookies: s.cookies,
      body: { startDt: '2026-11-01', endDt: '2026-11-20' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual(all.list.map((r) => [r.estmNo, r.estmStatNm, r.estmProdTypeNm]));
  });
});
