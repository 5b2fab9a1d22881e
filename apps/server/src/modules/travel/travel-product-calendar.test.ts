import type { TTravelCalendarReply, TTravelProductDetailReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/platform/http/messages.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { insertTravelProduct, TRAVEL_WINDOW, travelDays, travelSeller, travelWindowBody, type TravelSeller } from '@/test/travel-factories.ts';
import { travelOrderNights, travelOrders } from './travel-order.tables.ts';

type Fields = { fields: { field: string; messageKey: string }[] };

describe('travel product calendar, window change and sold-out rule', () => {
  let t: TestApp;
  let s: TravelSeller;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    s = await travelSeller(t);
  });
  afterAll(() => t.close());

  const approved = () => insertTravelProduct(t, { supplyEntrCd: s.supplyEntrCd, ...TRAVEL_WINDOW });
  const calendar = async (prodCd: string) =>
    (await t.call({ url: `/api/travel/products/${prodCd}/calendar`, cookies: s.cookies })).json<TTravelCalendarReply>();
  const status = async (prodCd: string) =>
    (await t.call({ url: `/api/travel/products/${prodCd}`, cookies: s.cookies })).json<TTravelProductDetailReply>().prodStsCd;
  const save = (prodCd: string, body: unknown) => t.call({ method: 'PUT', url: `/api/travel/products/${prodCd}/calendar`, cookies: s.cookies, body });
  const changeWindow = (prodCd: string, body: unknown) => t.call({ method: 'PUT', url: `/api/travel/products/${prodCd}/window`, cookies: s.cookies, body });
  const fieldsOf = (res: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(res.statusCode, res.body).toBe(400);
    return res.json<Fields>().fields.map((f) => `${f.field}:${f.messageKey}`);
  };

  it('sets a range by weekday and explicit cells inside the window; a cell outside it is refused', async () => {
    const prodCd = await approved();
    // The 8 Fridays and Saturdays of December of room 1 at 250,000; one explicit cell of room 2.
    const res = await save(prodCd, {
      range: { roomSeqs: [1], fromDt: '2026-12-01', toDt: '2026-12-31', weekdays: [5, 6], price: 250_000 },
      cells: [{ roomSeq: 2, stayDt: '2026-12-24', price: 400_000, stockQty: 0, saleYn: 'N' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ prodCd, updatedCnt: 8 + 1 });
    const days = (await calendar(prodCd)).days;
    const at = (roomSeq: number, stayDt: string) => days.find((d) => d.roomSeq === roomSeq && d.stayDt === stayDt);
    expect(at(1, '2026-12-04')).toMatchObject({ price: 250_000, stockQty: 3 }); // a Friday
    expect(at(1, '2026-12-03')).toMatchObject({ price: 150_000 }); // a Thursday
    expect(at(2, '2026-12-24')).toEqual({ roomSeq: 2, stayDt: '2026-12-24', price: 400_000, stockQty: 0, saleYn: 'N' });

    expect(fieldsOf(await save(prodCd, { cells: [{ roomSeq: 1, stayDt: '2027-03-01', price: 100_000, stockQty: 1, saleYn: 'Y' }] }))).toEqual([
      'cells.0.stayDt:travelProduct.msg.dayOutsideWindow',
    ]);
    expect(fieldsOf(await save(prodCd, { range: { roomSeqs: [9], fromDt: '2026-11-30', toDt: '2026-12-02', stockQty: 1 } }))).toEqual([
      'range.roomSeqs.0:travelProduct.msg.roomUnknown',
      'range.fromDt:travelProduct.msg.dayOutsideWindow',
    ]);
    expect(fieldsOf(await save(prodCd, { range: { roomSeqs: [1], fromDt: '2026-12-01', toDt: '2026-12-02' } }))).toEqual([
      'range:travelProduct.msg.calendarEmpty',
    ]);
  });

  it('changes the window only when confirmed, wiping the old calendar for the new one', async () => {
    const prodCd = await approved();
    const next = { rsvStartDt: '2027-01-01', rsvEndDt: '2027-03-31' };
    expect(fieldsOf(await changeWindow(prodCd, travelWindowBody(next, { confirmWipe: undefined })))).toEqual([
      'confirmWipe:travelProduct.msg.wipeConfirmRequired',
    ]);
    expect(fieldsOf(await changeWindow(prodCd, travelWindowBody({ rsvStartDt: '2027-01-01', rsvEndDt: '2027-07-01' })))).toEqual([
      'rsvEndDt:travelProduct.msg.windowMax',
    ]);
    const oneRoom = travelWindowBody(next);
    expect(fieldsOf(await changeWindow(prodCd, { ...oneRoom, rooms: oneRoom.rooms.slice(0, 1) }))).toEqual(['rooms:travelProduct.msg.priceRequired']);
    expect((await calendar(prodCd)).days).toHaveLength(2 * 90);

    const res = await changeWindow(prodCd, travelWindowBody(next));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ prodCd, ...next, version: 2 });
    const cal = await calendar(prodCd);
    expect(cal).toMatchObject(next);
    expect(cal.days).toHaveLength(2 * 90);
    expect(cal.days.every((d) => d.stayDt >= '2027-01-01' && d.price === 150_000 && d.stockQty === 2)).toBe(true);
    const stale = await changeWindow(prodCd, travelWindowBody(next));
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a window that drops a night of an open reservation, and takes it once the reservation is cancelled', async () => {
    const prodCd = await approved();
    const now = t.clock.now();
    const ordNo = `O${Date.now()}`;
    await t.db.q.insert(travelOrders).values({
      supplyEntrCd: s.supplyEntrCd,
      ordNo,
      ordDtlSq: 1,
      prodCd,
      roomSeq: 1,
      prodNm: 'x',
      roomNm: 'x',
      checkInDt: '2026-12-10',
      checkOutDt: '2026-12-12',
      roomCnt: 1,
      adultCnt: 2,
      guestNm: '홍길동',
      guestMobile: '01012345678',
      buyerNm: '홍길동',
      buyerMobile: '01012345678',
      ordAmt: 300_000,
      rsvStsCd: 'RSV_CONFIRM',
      ordDt: now,
      payDt: now,
      requestHash: 'x',
      upDt: now,
    });
    await t.db.q
      .insert(travelOrderNights)
      .values(['2026-12-10', '2026-12-11'].map((stayDt) => ({ supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1, stayDt, price: 150_000 })));
    const next = { rsvStartDt: '2026-12-11', rsvEndDt: '2027-02-28' };
    const refused = await changeWindow(prodCd, travelWindowBody(next));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ displayMessage: translate('travelProduct.msg.windowDropsReservations', 'ko') });
    await t.db.q.update(travelOrders).set({ rsvStsCd: 'CANCEL' });
    expect((await changeWindow(prodCd, travelWindowBody(next))).statusCode).toBe(200);
  });

  it('sells out when no night has stock on sale, restocks when one has, and follows suspend and resume', async () => {
    const prodCd = await approved();
    const all = { roomSeqs: [1, 2], fromDt: TRAVEL_WINDOW.rsvStartDt, toDt: TRAVEL_WINDOW.rsvEndDt };
    expect((await save(prodCd, { range: { ...all, stockQty: 0 } })).statusCode).toBe(200);
    expect(await status(prodCd)).toBe('60');
    expect((await save(prodCd, { cells: [{ roomSeq: 2, stayDt: '2027-01-15', price: 300_000, stockQty: 1, saleYn: 'Y' }] })).statusCode).toBe(200);
    expect(await status(prodCd)).toBe('90');
    // The reservation side's call after taking the last room of that night.
    await save(prodCd, { cells: [{ roomSeq: 2, stayDt: '2027-01-15', price: 300_000, stockQty: 1, saleYn: 'N' }] });
    expect(await t.app.services.travelProducts.syncSoldOut({ supplyEntrCd: s.supplyEntrCd, prodCd })).toBe('60');

    const move = (action: string) => t.call({ method: 'PUT', url: `/api/travel/products/${prodCd}/status`, cookies: s.cookies, body: { action } });
    expect((await move('suspend')).json()).toMatchObject({ prodStsCd: '70' });
    const again = await move('suspend');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ displayMessage: translate('product.msg.alreadySuspended', 'ko') });
    // Resuming without stock lands on sold out.
    expect((await move('resume')).json()).toMatchObject({ prodStsCd: '60' });
    await save(prodCd, { range: { ...all, stockQty: 2, saleYn: 'Y' } });
    expect(await status(prodCd)).toBe('90');
    const days = travelDays(TRAVEL_WINDOW);
    expect(days).toHaveLength(90);
  });
});
