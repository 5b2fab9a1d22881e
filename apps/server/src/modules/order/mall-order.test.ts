import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallCall, mallOrderBody, placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stockOf = async (s: { cookies: Record<string, string> }, prodCd: string) => {
  const res = await t.call({ url: `/api/product/products/${prodCd}`, cookies: s.cookies });
  return res.json<{ options: { prodOptionCd: string; stockQty: number }[] }>().options.map((o) => o.stockQty);
};

describe('POST /api/mall/orders', () => {
  it('places a paid order: lines of the seller at the catalogue price, stock taken, dates planned in business days', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5, 5] });
    const body = mallOrderBody(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: 2, couponAmt: 10_000 }, { prodOptionCd: s.optionCds[1]! }]);
    const res = await mallCall(t, { url: '/api/mall/orders', body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ordNo: body.ordNo,
      lines: [
        { ordDtlSq: 1, supplyEntrCd: s.supplyEntrCd, prodCd: s.prodCd, realOrdAmt: 2 * 329_000 - 10_000 },
        { ordDtlSq: 2, supplyEntrCd: s.supplyEntrCd, prodCd: s.prodCd, realOrdAmt: 329_000 },
      ],
    });
    expect(await stockOf(s, s.prodCd)).toEqual([3, 4]);
    const lines = await t.app.services.orderMoves.lockLine({ supplyEntrCd: s.supplyEntrCd, ordNo: body.ordNo, ordDtlSq: 1 });
    // Paid Friday 2026-11-20 10:00 in Seoul: dispatch in 1 business day (Monday), delivered within 3 (Wednesday).
    expect(lines).toMatchObject({ ordDtlStsCd: '20', giPrrnDt: '2026-11-23', deliveryExpectDt: '2026-11-25', ordQty: 2 });
  });

  it('answers a repeat with the first reply and takes stock once; another body under the same ordNo is 409', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const body = mallOrderBody(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: 1 }]);
    const first = await mallCall(t, { url: '/api/mall/orders', body });
    const again = await mallCall(t, { url: '/api/mall/orders', body });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(s, s.prodCd)).toEqual([4]);
    const other = await mallCall(t, { url: '/api/mall/orders', body: { ...body, rcpNm: '다른사람' } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errorCode: 'CONFLICT', displayMessage: '같은 주문번호로 다른 주문이 이미 접수되었습니다.' });
  });

  it('refuses a product not on sale, an unknown option and too little stock, and keeps nothing of the order', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [1, 3] });
    const short = mallOrderBody(t, [
      { prodOptionCd: s.optionCds[1]!, ordQty: 1 },
      { prodOptionCd: s.optionCds[0]!, ordQty: 2 },
    ]);
    const res = await mallCall(t, { url: '/api/mall/orders', body: short });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ displayMessage: '재고가 부족합니다.' });
    expect(await stockOf(s, s.prodCd)).toEqual([1, 3]);
    expect(await t.app.services.orderMoves.lockLine({ supplyEntrCd: s.supplyEntrCd, ordNo: short.ordNo, ordDtlSq: 1 }).catch((e: Error) => e.message)).toBe(
      'NOT_FOUND',
    );

    const unknown = await mallCall(t, { url: '/api/mall/orders', body: mallOrderBody(t, [{ prodOptionCd: `${s.prodCd}999` }]) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'lines.0.prodOptionCd', messageKey: 'order.msg.unknownOption' }]);

    await t.call({ method: 'PUT', url: `/api/product/products/${s.prodCd}/status`, cookies: s.cookies, body: { action: 'suspend' } });
    const suspended = await mallCall(t, { url: '/api/mall/orders', body: mallOrderBody(t, [{ prodOptionCd: s.optionCds[1]! }]) });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toMatchObject({ displayMessage: '판매 중인 상품이 아닙니다.' });
  });

  it('answers only the mall key', async () => {
    const res = await mallCall(t, { url: '/api/mall/orders', body: {}, key: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'MALL_KEY_REJECTED' });
  });

  it('places an order the helper can use', async () => {
    const s = await sellerWithProductOnSale(t);
    expect(await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }])).toMatch(/^T/);
  });
});
