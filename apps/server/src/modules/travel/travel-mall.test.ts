import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallCall } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { insertTravelProduct } from '@/test/travel-factories.ts';
import { bookBody, bookStay, estimateBody, requestEstimate, travelSeller } from '@/test/travel-order-factories.ts';
import { travelOrderNights, travelOrders } from './travel-order.tables.ts';
import { travelRoomDays } from './travel-product.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stockOf = async (prodCd: string, roomSeq: number, days: string[]) => {
  const rows = await t.db.q
    .select({ stayDt: travelRoomDays.stayDt, stockQty: travelRoomDays.stockQty })
    .from(travelRoomDays)
    .where(and(eq(travelRoomDays.prodCd, prodCd), eq(travelRoomDays.roomSeq, roomSeq), inArray(travelRoomDays.stayDt, days)))
    .orderBy(travelRoomDays.stayDt);
  return rows.map((r) => r.stockQty);
};
const book = (body: object) => mallCall(t, { url: '/api/mall/travel/reservations', body });
const STAY = ['2026-12-24', '2026-12-25', '2026-12-26'];

describe('POST /api/mall/travel/reservations', () => {
  it('books a stay in reservation wait: every night taken, the price the nights × rooms, the nights kept', async () => {
    const s = await travelSeller(t);
    const body = bookBody(s.prodCd, { roomCnt: 2 });
    const res = await book(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ordNo: body.ordNo,
      ordDtlSq: 1,
      supplyEntrCd: s.supplyEntrCd,
      prodCd: s.prodCd,
      roomSeq: 1,
      rsvStsCd: 'RSV_WAIT',
      ordAmt: 600_000,
    });
    expect(await stockOf(s.prodCd, 1, STAY)).toEqual([1, 1, 3]);
    const nights = await t.db.q.select().from(travelOrderNights).where(eq(travelOrderNights.ordNo, body.ordNo));
    expect(nights.map((n) => [n.stayDt, n.price])).toEqual([
      ['2026-12-24', 150_000],
      ['2026-12-25', 150_000],
    ]);
  });

  it('answers a retry with the first reply and takes the stock once; another body under the same ids is 409', async () => {
    const s = await travelSeller(t);
    const body = bookBody(s.prodCd);
    const first = await book(body);
    const again = await book(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(s.prodCd, 1, STAY)).toEqual([2, 2, 3]);
    const other = await book({ ...body, guestNm: '다른사람' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ displayMessage: '같은 예약이 다른 내용으로 전송되었습니다.' });
  });

  it('refuses too little stock, a night not on sale, a stay outside the window and a property not on sale, keeping nothing', async () => {
    const s = await travelSeller(t, { rooms: [{ roomNm: '스탠다드', price: 100_000, stockQty: 1 }] });
    const short = await book(bookBody(s.prodCd, { roomCnt: 2 }));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ displayMessage: '예약 가능한 객실이 없습니다.' });
    expect(await stockOf(s.prodCd, 1, STAY)).toEqual([1, 1, 1]);
    expect(await t.db.q.select().from(travelOrders).where(eq(travelOrders.prodCd, s.prodCd))).toEqual([]);

    await t.db.q
      .update(travelRoomDays)
      .set({ saleYn: 'N' })
      .where(and(eq(travelRoomDays.prodCd, s.prodCd), eq(travelRoomDays.stayDt, '2026-12-25')));
    const closed = await book(bookBody(s.prodCd));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ displayMessage: '판매 중인 날짜가 아닙니다.' });
    expect(await stockOf(s.prodCd, 1, STAY)).toEqual([1, 1, 1]);

    const outside = await book(bookBody(s.prodCd, { checkInDt: '2027-02-27', checkOutDt: '2027-03-02' }));
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ displayMessage: '예약 가능 기간을 벗어난 날짜가 있습니다.' });

    const suspended = await insertTravelProduct(t, { supplyEntrCd: s.supplyEntrCd, rsvStartDt: '2026-12-01', rsvEndDt: '2027-02-28', prodStsCd: '70' });
    const notOnSale = await book(bookBody(suspended));
    expect(notOnSale.statusCode).toBe(409);
    expect(notOnSale.json()).toMatchObject({ displayMessage: '판매 중인 날짜가 아닙니다.' });

    const unknownRoom = await book(bookBody(s.prodCd, { roomSeq: 9 }));
    expect(unknownRoom.statusCode).toBe(404);
  });

  it('never oversells: of concurrent bookings of the last room exactly one is taken', async () => {
    const s = await travelSeller(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => book(bookBody(s.prodCd, { roomSeq: 2 }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stockOf(s.prodCd, 2, STAY)).toEqual([0, 0, 1]);
    const rows = await t.db.q.select().from(travelOrders).where(eq(travelOrders.prodCd, s.prodCd));
    expect(rows).toHaveLength(1);
  });

  it('answers only the mall key', async () => {
    const res = await mallCall(t, { url: '/api/mall/travel/reservations', body: {}, key: 'nope' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the mall moves of a reservation', () => {
  it('a cancel request from wait, then the cancel gives every night back; retries answer the reservation as it is', async () => {
    const s = await travelSeller(t);
    const b = await bookStay(t, s.prodCd, { roomCnt: 3 });
    expect(await stockOf(s.prodCd, 1, STAY)).toEqual([0, 0, 3]);
    const base = `/api/mall/travel/reservations/${b.ordNo}/1`;
    const req = await mallCall(t, { url: `${base}/cancelRequest`, body: { reason: '일정 변경' } });
    expect(req.json()).toMatchObject({ rsvStsCd: 'CANCEL_REQUEST' });
    const done = await mallCall(t, { url: `${base}/cancel`, body: { reason: '일정 변경' } });
    expect(done.json()).toMatchObject({ rsvStsCd: 'CANCEL' });
    expect(await stockOf(s.prodCd, 1, STAY)).toEqual([3, 3, 3]);
    const retry = await mallCall(t, { url: `${base}/cancel`, body: { reason: '일정 변경' } });
    expect(retry.json()).toMatchObject({ rsvStsCd: 'CANCEL' });
    expect(await stockOf(s.prodCd, 1, STAY)).toEqual([3, 3, 3]);
  });

  it('refuses a purchase confirmation before the seller confirmed, a cancel not requested, and an unknown reservation', async () => {
    const s = await travelSeller(t);
    const b = await bookStay(t, s.prodCd);
    const base = `/api/mall/travel/reservations/${b.ordNo}/1`;
    const early = await mallCall(t, { url: `${base}/purchaseConfirm` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ displayMessage: '예약확정 상태에서만 구매확정할 수 있습니다.' });
    const cancel = await mallCall(t, { url: `${base}/cancel`, body: { reason: '일정 변경' } });
    expect(cancel.json()).toMatchObject({ displayMessage: '취소요청된 예약만 취소할 수 있습니다.' });
    expect((await mallCall(t, { url: `/api/mall/travel/reservations/R0000000000/1/cancel`, body: { reason: 'x' } })).statusCode).toBe(404);
  });
});

describe('the mall estimate calls', () => {
  it('takes a request once, refuses payment before the seller sends it, and cancels it', async () => {
    const s = await travelSeller(t);
    const body = estimateBody(s.prodCd);
    const first = await mallCall(t, { url: '/api/mall/travel/estimates', body });
    expect(first.json()).toEqual({ estmNo: body.estmNo, supplyEntrCd: s.supplyEntrCd, prodCd: s.prodCd, estmStatCd: 'REQUEST', estmAmt: null });
    expect((await mallCall(t, { url: '/api/mall/travel/estimates', body })).json()).toEqual(first.json());
    expect((await mallCall(t, { url: '/api/mall/travel/estimates', body: { ...body, personCnt: 3 } })).statusCode).toBe(409);
    const pay = await mallCall(t, { url: `/api/mall/travel/estimates/${body.estmNo}/pay` });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ displayMessage: '결제대기 상태에서만 결제완료할 수 있습니다.' });
    const cancel = await mallCall(t, { url: `/api/mall/travel/estimates/${body.estmNo}/cancel`, body: { reason: '취소' } });
    expect(cancel.json()).toMatchObject({ estmStatCd: 'CANCEL' });
  });

  it('refuses an unknown room and half-set dates', async () => {
    const s = await travelSeller(t);
    const res = await mallCall(t, {
      url: '/api/mall/travel/estimates',
      body: estimateBody(s.prodCd, {
        rooms: [
          { roomSeq: 7, roomCnt: 1 },
          { roomSeq: 1, roomCnt: 1, checkInDt: '2027-01-10' },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'rooms.0.roomSeq', messageKey: 'travelOrder.msg.roomNotFound' },
      { field: 'rooms.1.checkOutDt', messageKey: 'travelOrder.msg.roomDatesRequired' },
    ]);
    expect(await requestEstimate(t, s.prodCd)).toMatch(/^E/);
  });
});
