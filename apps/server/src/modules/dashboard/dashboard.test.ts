import { ZDashboardAll, type TOrderListReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverLine } from '@/test/claim-factories.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;

// The test clock is 2026-11-20 10:00 in Seoul: the 14-day window is 2026-11-07 .. 2026-11-20.
const seoul = (s: string) => new Date(`${s}+09:00`);

describe('home dashboard cards', () => {
  let t: TestApp;
  let a: Seller;
  let b: Seller;

  const get = (s: Seller, url: string) => t.call({ url, cookies: s.cookies });

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
    a = await sellerWithProductOnSale(t, { stock: [100, 100] });
    b = await sellerWithProductOnSale(t, { stock: [100, 100] });
    await orderAt(a, '2026-11-07T00:00:00'); // the 14th day back: counted
    await orderAt(a, '2026-11-06T23:59:00'); // the 15th: not
    await orderAt(a, '2026-11-20T09:00:00', 2);
    await deliverLine(t, await orderAt(a, '2026-11-19T10:00:00'), 'preparing');
    await orderAt(b, '2026-11-19T10:00:00'); // another seller's
  });
  afterAll(() => t?.close());

  it('answers every card in one reply, in the contract', async () => {
    const res = await get(a, '/api/dashboard/all');
    expect(res.statusCode).toBe(200);
    const body = ZDashboardAll.parse(res.json());
    expect(body).toMatchObject({ startDt: '2026-11-07', endDt: '2026-11-20' });
    expect(body.statistic.paymentCompleteCount).toBe(2);
    expect(body.orderStatusCount.stsCd35).toBe(1);
    expect(body.productStatusCountList.map((p) => p.prodStsCd)).toEqual(['20', '40', '60', '70', '90']);
    expect(body.partnerPromotionProductCount).toEqual({ total: 0, prepare: 0, agree: 0, reject: 0 });
  });

  it('counts what the order status list lists for its default window', async () => {
    const all = ZDashboardAll.parse((await get(a, '/api/dashboard/all')).json());
    for (const [statusCd, n] of [
      ['20', all.statistic.paymentCompleteCount],
      ['35', all.orderStatusCount.stsCd35],
      ['50', all.orderStatusCount.stsCd50],
      ['60', all.orderStatusCount.stsCd60],
      ['99', all.orderStatusCount.stsCd99],
      ['72', all.statistic.deliveryDelayCount],
      ['82', all.statistic.arrivalDelayCount],
    ] as const) {
      const list = (await get(a, `/api/order/orderStatus?statusCd=${statusCd}`)).json<TOrderListReply>();
      expect(list.totalCnt, statusCd).toBe(n);
    }
  });

  it('answers every part call', async () => {
    for (const path of [
      'statistic',
      'product-status',
      'promotion-product-status',
      'order-status',
      'return-status',
      'key-status',
      'supplyCsRspnRate',
      'recentCsRspnRate',
      'product-soldOutCount',
      'daily-sales',
      'monthly-sales',
      'lead-time',
      'conversion-ranking',
    ]) {
      expect((await get(a, `/api/dashboard/${path}`)).statusCode, path).toBe(200);
    }
  });
});
