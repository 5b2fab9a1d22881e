import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Cookies = Record<string, string>;
const act = (cookies: Cookies, action: string, lines: object[]) => t.call({ method: 'PUT', url: `/api/order/lines/${action}`, cookies, body: { lines } });

describe('GET /api/order/orderDetail/:ordNo', () => {
  it("answers the order's facts and only the session seller's lines, with amounts, dates and the actions allowed now", async () => {
    const a = await sellerWithProductOnSale(t);
    const b = await sellerWithProductOnSale(t);
    const ordNo = await placeOrder(t, [{ prodOptionCd: a.optionCds[0]!, ordQty: 2, couponAmt: 5_000 }, { prodOptionCd: b.optionCds[0]! }], {
      puniPassNo: 'P123456789012',
    });
    const res = await t.call({ url: `/api/order/orderDetail/${ordNo}`, cookies: a.cookies });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ lines: Record<string, unknown>[] } & Record<string, unknown>>();
    expect(body).toMatchObject({ ordNo, payKindCd: 'CARD', rcpNm: '이수령', ordMemo: '문 앞에 놓아 주세요.', puniPassNo: 'P123456789012' });
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({
      ordDtlSq: 1,
      ordDtlStsCd: '20',
      ordQty: 2,
      claimableQty: 2,
      saleQty: 2,
      ordAmt: 658_000,
      couponAmt: 5_000,
      realOrdAmt: 653_000,
      giPrrnDt: '2026-11-23',
      deliveryExpectDt: '2026-11-25',
      leadTimeDays: 2,
      delayNoticeMaxDt: '2026-11-26',
      arrivalDelayDay: 0,
      invoiceNo: null,
      version: 1,
      claims: [],
      actions: ['prepare', 'cancel', 'memo', 'delayNotice', 'soldOut'],
    });
    const other = await t.call({ url: `/api/order/orderDetail/${ordNo}`, cookies: b.cookies });
    expect(other.json<{ lines: { ordDtlSq: number }[] }>().lines.map((l) => l.ordDtlSq)).toEqual([2]);
  });

  it("answers 404 for an order with none of the seller's lines, and for an unknown order", async () => {
    const a = await sellerWithProductOnSale(t);
    const b = await sellerWithProductOnSale(t);
    const ordNo = await placeOrder(t, [{ prodOptionCd: a.optionCds[0]! }]);
    expect((await t.call({ url: `/api/order/orderDetail/${ordNo}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/order/orderDetail/${ordNo}/history`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/order/orderDetail/NOSUCHORDER1', cookies: a.cookies })).statusCode).toBe(404);
  });

  it('shows the invoice with its carrier and tracking page, the claims, and the history of every move', async () => {
    const a = await sellerWithProductOnSale(t);
    const ordNo = await placeOrder(t, [{ prodOptionCd: a.optionCds[0]! }]);
    await act(a.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    await act(a.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo: '6012-3456-7890' }]);
    const res = await t.call({ url: `/api/order/orderDetail/${ordNo}`, cookies: a.cookies, lang: 'en' });
    expect(res.json<{ lines: unknown[] }>().lines[0]).toMatchObject({
      ordDtlStsCd: '50',
      deliveryEntrCd: '04',
      deliveryEntrNm: 'CJ Logistics',
      invoiceNo: '601234567890',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
      delayNoticeMaxDt: null,
      actions: ['changeInvoice', 'deliver', 'memo'],
    });
    const history = await t.call({ url: `/api/order/orderDetail/${ordNo}/history`, cookies: a.cookies });
    expect(history.statusCode).toBe(200);
    expect(history.json<{ list: object[] }>().list).toMatchObject([
      { ordDtlSq: 1, action: 'place', fromStsCd: null, toStsCd: '20', actorType: 'buyer' },
      { ordDtlSq: 1, action: 'prepare', fromStsCd: '20', toStsCd: '35', actorType: 'seller' },
      { ordDtlSq: 1, action: 'ship', fromStsCd: '35', toStsCd: '50', actorType: 'seller', memo: '04 601234567890' },
    ]);
  });
});
