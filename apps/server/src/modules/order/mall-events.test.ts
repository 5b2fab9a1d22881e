import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallCall, placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { BUYER_ACTOR, sellerActor } from './order-moves.ts';
import { orderStatusHistory } from './order.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SELLER = sellerActor({ mgrId: 'seller', nm: '판매자' });
let invoiceSerial = 0;
const newInvoice = () => `${Date.now()}${++invoiceSerial}`.slice(-12);

/** An order of one line per option, each prepared and shipped under one invoice of carrier 01. */
async function shippedOrder(lines = 1) {
  const s = await sellerWithProductOnSale(t, { stock: [10, 10] });
  const ordNo = await placeOrder(
    t,
    s.optionCds.slice(0, lines).map((prodOptionCd) => ({ prodOptionCd })),
  );
  const invoiceNo = newInvoice();
  for (let ordDtlSq = 1; ordDtlSq <= lines; ordDtlSq++) {
    const key = { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq };
    await t.app.services.orderMoves.moveLine({ key, action: 'prepare', actor: SELLER });
    await t.app.services.orderMoves.moveLine({
      key,
      action: 'ship',
      actor: SELLER,
      patch: () => ({ deliveryEntrCd: '01', invoiceNo, invoiceDt: t.clock.now(), delayStsCd: '72' }),
    });
  }
  return { s, ordNo, invoiceNo, key: (ordDtlSq = 1) => ({ supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq }) };
}
const lineOf = (key: { supplyEntrCd: string; ordNo: string; ordDtlSq: number }) => t.app.services.orderMoves.lockLine(key);
const track = (events: unknown[]) => mallCall(t, { url: '/api/mall/tracking', body: { events } });
const delivered = (deliveryEntrCd: string, invoiceNo: string, eventCd = 'DELIVERED') => ({
  deliveryEntrCd,
  invoiceNo,
  eventCd,
  eventDt: '2026-11-21T05:00:00.000Z',
});

describe('POST /api/mall/tracking', () => {
  it('delivers every shipped line of the invoice, clears the delay mark, and answers ALREADY to a repeat', async () => {
    const o = await shippedOrder(2);
    const other = await shippedOrder(1);
    const res = await track([delivered('01', o.invoiceNo), delivered('01', 'NOSUCH00001')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { deliveryEntrCd: '01', invoiceNo: o.invoiceNo, eventCd: 'DELIVERED', result: 'APPLIED', moved: 2 },
      { deliveryEntrCd: '01', invoiceNo: 'NOSUCH00001', eventCd: 'DELIVERED', result: 'NOT_FOUND', moved: 0 },
    ]);
    for (const sq of [1, 2]) {
      const l = await lineOf(o.key(sq));
      expect(l).toMatchObject({ ordDtlStsCd: '60', delayStsCd: null });
      expect(l.deliveredDt?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    }
    const history = await t.db.q
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.ordNo, o.ordNo), eq(orderStatusHistory.action, 'deliver')));
    expect(history.map((h) => [h.ordDtlSq, h.fromStsCd, h.toStsCd, h.actorType])).toEqual([
      [1, '50', '60', 'carrier'],
      [2, '50', '60', 'carrier'],
    ]);
    expect((await lineOf(other.key())).ordDtlStsCd).toBe('50');
    const again = await track([delivered('01', o.invoiceNo)]);
    expect(again.json().results[0]).toMatchObject({ result: 'ALREADY', moved: 0 });
    // The same invoice number of another carrier is another parcel.
    expect((await track([delivered('02', o.invoiceNo)])).json().results[0]).toMatchObject({ result: 'NOT_FOUND' });
  });

  it('collects a return whose pickup invoice arrived, once', async () => {
    const o = await shippedOrder(1);
    await track([delivered('01', o.invoiceNo)]);
    const c = t.app.services.orderClaims;
    const claim = await c.openClaim({ key: o.key(), claimType: 'RETURN', qty: 1, reqBy: 'BUYER', reasonCd: '01', actor: BUYER_ACTOR, openMarket: false });
    const pickup = newInvoice();
    await c.moveClaim({ claim, action: 'collect', actor: SELLER, patch: { rdeliveryEntrCd: '04', rinvoiceNo: pickup } });
    const res = await track([delivered('04', pickup, 'RETURN_DELIVERED')]);
    expect(res.json().results[0]).toMatchObject({ result: 'APPLIED', moved: 1 });
    const after = await c.lockClaim(o.s.supplyEntrCd, claim.claimSq);
    expect(after).toMatchObject({ claimStsCd: 'RETURN_COLLECT_COMPLETED' });
    expect(after.collectCompleteDt?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect((await track([delivered('04', pickup, 'RETURN_DELIVERED')])).json().results[0]).toMatchObject({ result: 'ALREADY' });
  });

  it('refuses a call without the key and a malformed event', async () => {
    expect((await mallCall(t, { url: '/api/mall/tracking', body: { events: [] }, key: 'wrong' })).statusCode).toBe(401);
    expect((await track([{ ...delivered('01', 'x'), eventCd: 'LOST' }])).statusCode).toBe(400);
  });
});

describe('POST /api/mall/orders/{ordNo}/lines/{ordDtlSq}/confirm', () => {
  it('confirms a delivered line once; a line not delivered is refused; an unknown line is 404', async () => {
    const o = await shippedOrder(2);
    const url = (sq: number) => `/api/mall/orders/${o.ordNo}/lines/${sq}/confirm`;
    const early = await mallCall(t, { url: url(1) });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ displayMessage: '요청을 처리할 수 없습니다. 주문 상태를 확인해 주세요.' });
    await track([delivered('01', o.invoiceNo)]);
    const first = await mallCall(t, { url: url(1) });
    expect(first.json()).toEqual({ ordNo: o.ordNo, ordDtlSq: 1, result: 'APPLIED', purchaseConfirmDt: t.clock.now().toISOString() });
    t.clock.advanceSeconds(60);
    const again = await mallCall(t, { url: url(1) });
    expect(again.json()).toMatchObject({ result: 'ALREADY', purchaseConfirmDt: first.json().purchaseConfirmDt });
    expect((await lineOf(o.key(2))).purchaseConfirmDt).toBeNull();
    const history = await t.db.q
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.ordNo, o.ordNo), eq(orderStatusHistory.action, 'confirm')));
    expect(history.map((h) => [h.ordDtlSq, h.actorType])).toEqual([[1, 'buyer']]);
    expect((await mallCall(t, { url: `/api/mall/orders/${o.ordNo}/lines/9/confirm` })).statusCode).toBe(404);
    expect((await mallCall(t, { url: url(2), key: 'wrong' })).statusCode).toBe(401);
  });

  it('refuses a delivered line with an open return', async () => {
    const o = await shippedOrder(1);
    await track([delivered('01', o.invoiceNo)]);
    await t.app.services.orderClaims.openClaim({
      key: o.key(),
      claimType: 'RETURN',
      qty: 1,
      reqBy: 'BUYER',
      reasonCd: '04',
      actor: BUYER_ACTOR,
      openMarket: false,
    });
    expect((await mallCall(t, { url: `/api/mall/orders/${o.ordNo}/lines/1/confirm` })).statusCode).toBe(409);
  });
});

describe('the notification outbox', () => {
  it('pages by sequence and acknowledges once', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }]);
    const key = { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 };
    await t.app.services.orderMoves.notifyBuyer(key, 'DELIVERY_DELAY', { giPrrnDt: '2026-11-25' });
    await t.app.services.orderMoves.notifyBuyer(key, 'SOLD_OUT', {});
    const all = (await mallCall(t, { method: 'GET', url: '/api/mall/notifications?afterSeq=0&limit=500' })).json();
    const mine = all.items.filter((n: { ordNo: string }) => n.ordNo === ordNo);
    expect(mine.map((n: { kind: string; sentDt: string | null }) => [n.kind, n.sentDt])).toEqual([
      ['DELIVERY_DELAY', null],
      ['SOLD_OUT', null],
    ]);
    const page = (await mallCall(t, { method: 'GET', url: `/api/mall/notifications?afterSeq=${mine[0].notificationSeq}&limit=1` })).json();
    expect(page).toMatchObject({ items: [{ notificationSeq: mine[1].notificationSeq }], nextAfterSeq: mine[1].notificationSeq });
    const ack = (seqs: number[]) => mallCall(t, { url: '/api/mall/notifications/ack', body: { notificationSeqs: seqs } });
    expect((await ack([mine[0].notificationSeq, mine[0].notificationSeq])).json()).toEqual({ acked: 1 });
    expect((await ack([mine[0].notificationSeq])).json()).toEqual({ acked: 0 });
    const after = (await mallCall(t, { method: 'GET', url: `/api/mall/notifications?afterSeq=${mine[0].notificationSeq - 1}&limit=1` })).json();
    expect(after.items[0].sentDt).toBe(t.clock.now().toISOString());
    expect((await mallCall(t, { method: 'GET', url: '/api/mall/notifications' })).statusCode).toBe(400);
    expect((await mallCall(t, { method: 'GET', url: '/api/mall/notifications?afterSeq=0', key: 'x' })).statusCode).toBe(401);
  });
});

describe('the storefront feeds', () => {
  it('lists orderable options by code with the charged price, leaving out options without stock', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [3, 0] });
    const res = await mallCall(t, { method: 'GET', url: `/api/mall/catalog?afterProdOptionCd=${s.prodCd}000&limit=2` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items[0]).toEqual({
      prodOptionCd: s.optionCds[0],
      prodCd: s.prodCd,
      supplyEntrCd: s.supplyEntrCd,
      price: 329_000,
      stockQty: 3,
      importationGb: '01',
    });
    expect(body.items.map((i: { prodOptionCd: string }) => i.prodOptionCd)).not.toContain(s.optionCds[1]);
    expect((await mallCall(t, { method: 'GET', url: '/api/mall/catalog' })).statusCode).toBe(400);
  });

  it('lists shipped invoices since a moment and the pickups under way', async () => {
    const o = await shippedOrder(1);
    const since = new Date(t.clock.now().getTime() - 1000).toISOString();
    const res = await mallCall(t, { method: 'GET', url: `/api/mall/shipments?since=${encodeURIComponent(since)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toContainEqual(
      expect.objectContaining({ ordNo: o.ordNo, ordDtlSq: 1, ordDtlStsCd: '50', deliveryEntrCd: '01', invoiceNo: o.invoiceNo }),
    );
    const later = new Date(t.clock.now().getTime() + 1000).toISOString();
    const none = await mallCall(t, { method: 'GET', url: `/api/mall/shipments?since=${encodeURIComponent(later)}` });
    expect(none.json().lines.map((l: { ordNo: string }) => l.ordNo)).not.toContain(o.ordNo);
  });
});
