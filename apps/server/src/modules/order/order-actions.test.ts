import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { createOrderRepository } from './order.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Cookies = Record<string, string>;
interface Reply {
  ok: { ordNo: string; ordDtlSq: number; version: number }[];
  failed: { ordNo: string; ordDtlSq: number; messageKey: string; message: string }[];
}
const act = async (cookies: Cookies, action: string, lines: object[], lang: 'ko' | 'en' = 'ko') => {
  const res = await t.call({ method: 'PUT', url: `/api/order/lines/${action}`, cookies, body: { lines }, lang });
  return { status: res.statusCode, body: res.json<Reply>(), raw: res.body };
};
const lineOf = (s: { supplyEntrCd: string }, ordNo: string, ordDtlSq = 1) =>
  t.app.services.orderMoves.lockLine({ supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq });
const refusals = (r: { body: Reply }) => r.body.failed.map((f) => f.messageKey);
const notifications = async (ordNo: string) => (await createOrderRepository(t.db).listNotifications(ordNo)).map((n) => n.kind);

async function paidOrder(lines = 1, stock = [10, 10]) {
  const s = await sellerWithProductOnSale(t, { stock });
  const ordNo = await placeOrder(
    t,
    Array.from({ length: lines }, (_, i) => ({ prodOptionCd: s.optionCds[i % s.optionCds.length]!, ordQty: 2 })),
  );
  return { s, ordNo };
}

describe('PUT /api/order/lines/prepare and /deliver', () => {
  it('prepares paid lines (20 → 35) in bulk, answering each line; a line already prepared is refused with the machine key', async () => {
    const { s, ordNo } = await paidOrder(2);
    const first = await act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    expect(first.body).toEqual({ ok: [{ ordNo, ordDtlSq: 1, version: 2 }], failed: [] });
    const bulk = await act(s.cookies, 'prepare', [
      { ordNo, ordDtlSq: 1, version: 2 },
      { ordNo, ordDtlSq: 2, version: 1 },
    ]);
    expect(bulk.status).toBe(200);
    expect(bulk.body.ok).toEqual([{ ordNo, ordDtlSq: 2, version: 2 }]);
    expect(bulk.body.failed).toEqual([{ ordNo, ordDtlSq: 1, messageKey: 'order.msg.notPreparable', message: expect.stringContaining('상품준비중') }]);
    expect(await lineOf(s, ordNo, 2)).toMatchObject({ ordDtlStsCd: '35' });
  });

  it('marks shipping lines delivered (50 → 60) and refuses a second delivery with order.msg.alreadyDelivered', async () => {
    const { s, ordNo } = await paidOrder();
    await act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    expect(refusals(await act(s.cookies, 'deliver', [{ ordNo, ordDtlSq: 1, version: 2 }]))).toEqual(['order.msg.checkOrderStatus']);
    await act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo: '510000000001' }]);
    expect((await act(s.cookies, 'deliver', [{ ordNo, ordDtlSq: 1, version: 3 }])).body.ok).toHaveLength(1);
    expect(await lineOf(s, ordNo)).toMatchObject({ ordDtlStsCd: '60', deliveredDt: t.clock.now() });
    const again = await act(s.cookies, 'deliver', [{ ordNo, ordDtlSq: 1, version: 4 }], 'en');
    expect(again.body.failed).toEqual([{ ordNo, ordDtlSq: 1, messageKey: 'order.msg.alreadyDelivered', message: 'This order is already delivered.' }]);
  });

  it("answers 404 for another seller's line and does nothing of the call", async () => {
    const { s, ordNo } = await paidOrder();
    const other = await paidOrder();
    const res = await act(s.cookies, 'prepare', [
      { ordNo, ordDtlSq: 1, version: 1 },
      { ordNo: other.ordNo, ordDtlSq: 1, version: 1 },
    ]);
    expect(res.status).toBe(404);
    expect(await lineOf(s, ordNo)).toMatchObject({ ordDtlStsCd: '20', version: 1 });
  });

  it('refuses a stale version with order.msg.concurrentChange; of two concurrent moves one wins', async () => {
    const { s, ordNo } = await paidOrder();
    const [x, y] = await Promise.all([
      act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]),
      act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]),
    ]);
    expect([x.body.ok.length, y.body.ok.length].sort()).toEqual([0, 1]);
    expect([...refusals(x), ...refusals(y)]).toEqual(['order.msg.concurrentChange']);
    expect(await lineOf(s, ordNo)).toMatchObject({ ordDtlStsCd: '35', version: 2 });
  });

  it('of a sold-out registration and an invoice sent at once on the version read, one wins and the other is told', async () => {
    const { s, ordNo } = await paidOrder();
    await act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    const [soldOut, invoice] = await Promise.all([
      act(s.cookies, 'soldOut', [{ ordNo, ordDtlSq: 1, version: 2 }]),
      act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo: '560000000001' }]),
    ]);
    expect(soldOut.body.ok.length + invoice.body.ok.length).toBe(1);
    expect([...refusals(soldOut), ...refusals(invoice)]).toEqual(['order.msg.concurrentChange']);
    const line = await lineOf(s, ordNo);
    // Whichever won, nothing of the other was kept.
    if (soldOut.body.ok.length === 1) expect(line).toMatchObject({ ordDtlStsCd: '35', soldoutYn: 'Y', invoiceNo: null });
    else expect(line).toMatchObject({ ordDtlStsCd: '50', soldoutYn: 'N', claimQty: 0 });
  });

  it('refuses the writes of a master (view-only) session', async () => {
    const { s, ordNo } = await paidOrder();
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await act(master, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }])).status).toBe(403);
  });
});

describe('PUT /api/order/lines/invoice', () => {
  it('registers an invoice on a preparing line (35 → 50), tells the buyer, and corrects it while shipping', async () => {
    const { s, ordNo } = await paidOrder();
    expect(refusals(await act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 1, deliveryEntrCd: '04', invoiceNo: '520000000001' }]))).toEqual([
      'order.msg.prepareFirst',
    ]);
    await act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    const res = await act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo: '520000000001' }]);
    expect(res.body.ok).toHaveLength(1);
    expect(await lineOf(s, ordNo)).toMatchObject({ ordDtlStsCd: '50', deliveryEntrCd: '04', invoiceNo: '520000000001', invoiceDt: t.clock.now() });
    const fix = await act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 3, deliveryEntrCd: '05', invoiceNo: '520000000002' }]);
    expect(fix.body.ok).toHaveLength(1);
    expect(await lineOf(s, ordNo)).toMatchObject({ ordDtlStsCd: '50', deliveryEntrCd: '05', invoiceNo: '520000000002' });
    expect(await notifications(ordNo)).toEqual(['SHIPPED', 'SHIPPED']);
  });

  it('refuses an unknown carrier, a malformed number and a number used by another order, line by line', async () => {
    const { s, ordNo } = await paidOrder(4);
    const other = await paidOrder();
    await act(other.s.cookies, 'prepare', [{ ordNo: other.ordNo, ordDtlSq: 1, version: 1 }]);
    await act(other.s.cookies, 'invoice', [{ ordNo: other.ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo: '530000000001' }]);
    await act(
      s.cookies,
      'prepare',
      [1, 2, 3, 4].map((ordDtlSq) => ({ ordNo, ordDtlSq, version: 1 })),
    );
    const res = await act(s.cookies, 'invoice', [
      { ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '99', invoiceNo: '530000000002' },
      { ordNo, ordDtlSq: 2, version: 2, deliveryEntrCd: '04', invoiceNo: '12AB' },
      { ordNo, ordDtlSq: 3, version: 2, deliveryEntrCd: '04', invoiceNo: '530000000001' },
      // Two lines of one order may share a box, so one invoice.
      { ordNo, ordDtlSq: 4, version: 2, deliveryEntrCd: '04', invoiceNo: '530000000003' },
    ]);
    expect(refusals(res)).toEqual(['order.msg.carrier', 'order.msg.invoiceNo', 'orderDetail.msg.invoiceUsed']);
    expect(res.body.ok.map((o) => o.ordDtlSq)).toEqual([4]);
    expect(await lineOf(s, ordNo, 3)).toMatchObject({ ordDtlStsCd: '35', invoiceNo: null });
    const shared = await act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 3, version: 2, deliveryEntrCd: '04', invoiceNo: '530000000003' }]);
    expect(shared.body.ok).toHaveLength(1);
  });
});

describe('PUT /api/order/lines/memo', () => {
  it('saves a memo of up to 300 characters and refuses a longer one with its key', async () => {
    const { s, ordNo } = await paidOrder();
    expect((await act(s.cookies, 'memo', [{ ordNo, ordDtlSq: 1, version: 1, sellerMemo: '가'.repeat(300) }])).body.ok).toHaveLength(1);
    const long = await act(s.cookies, 'memo', [{ ordNo, ordDtlSq: 1, version: 2, sellerMemo: '가'.repeat(301) }]);
    expect(long.status).toBe(400);
    expect(long.raw).toContain('메모는 300자까지');
    expect(await lineOf(s, ordNo)).toMatchObject({ sellerMemo: '가'.repeat(300), version: 2 });
  });
});

describe('PUT /api/order/lines/delayNotice', () => {
  const notice = (ordNo: string, version: number, giPrrnDt: string) => ({
    ordNo,
    ordDtlSq: 1,
    version,
    giPrrnDt,
    delayReasonCd: 'PRODUCT_PREPARE',
    delayReason: '원단 입고 지연',
  });

  it('moves the planned dispatch up to +3 business days, the expected delivery with it, and tells the buyer', async () => {
    const { s, ordNo } = await paidOrder();
    // Planned Monday 2026-11-23, expected Wednesday the 25th (two business days of lead time).
    expect(refusals(await act(s.cookies, 'delayNotice', [notice(ordNo, 1, '2026-11-23')]))).toEqual(['order.msg.delayDate']);
    expect(refusals(await act(s.cookies, 'delayNotice', [notice(ordNo, 1, '2026-11-27')]))).toEqual(['order.msg.delayDate']);
    expect((await act(s.cookies, 'delayNotice', [notice(ordNo, 1, '2026-11-26')])).body.ok).toHaveLength(1);
    expect(await lineOf(s, ordNo)).toMatchObject({
      giPrrnDt: '2026-11-26',
      deliveryExpectDt: '2026-11-30',
      delayReasonCd: 'PRODUCT_PREPARE',
      delayReason: '원단 입고 지연',
      delayNoticeDt: t.clock.now(),
    });
    expect(await notifications(ordNo)).toEqual(['DELIVERY_DELAY']);
  });

  it('refuses a notice once the line is shipped, and an unknown reason code at the contract', async () => {
    const { s, ordNo } = await paidOrder();
    await act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    await act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo: '540000000001' }]);
    expect(refusals(await act(s.cookies, 'delayNotice', [notice(ordNo, 3, '2026-11-24')]))).toEqual(['orderDetail.msg.delayNotAllowed']);
    expect((await act(s.cookies, 'delayNotice', [{ ...notice(ordNo, 3, '2026-11-24'), delayReasonCd: 'NOPE' }])).status).toBe(400);
  });
});

describe('PUT /api/order/lines/soldOut', () => {
  it('marks the line sold out, opens a seller cancel claim (05) for what is left, tells the buyer, and cannot be repeated', async () => {
    const { s, ordNo } = await paidOrder();
    const res = await act(s.cookies, 'soldOut', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    expect(res.body.ok).toHaveLength(1);
    const line = await lineOf(s, ordNo);
    expect(line).toMatchObject({ soldoutYn: 'Y', soldoutDt: t.clock.now(), claimQty: 2, ordDtlStsCd: '20', version: res.body.ok[0]!.version });
    const detail = await t.call({ url: `/api/order/orderDetail/${ordNo}`, cookies: s.cookies });
    expect(detail.json<{ lines: { claims: object[]; actions: string[] }[] }>().lines[0]).toMatchObject({
      claims: [{ claimType: 'CANCEL', claimStsCd: 'CANCEL_REQUESTED', claimQty: 2, reasonCd: '05', reqBy: 'SELLER' }],
      actions: ['prepare', 'cancel', 'memo'],
    });
    expect(await notifications(ordNo)).toEqual(['SOLD_OUT']);
    expect(refusals(await act(s.cookies, 'soldOut', [{ ordNo, ordDtlSq: 1, version: line.version }]))).toEqual(['orderDetail.msg.soldOutDone']);
    expect(
      refusals(
        await act(s.cookies, 'delayNotice', [{ ordNo, ordDtlSq: 1, version: line.version, giPrrnDt: '2026-11-24', delayReasonCd: 'ETC', delayReason: 'x' }]),
      ),
    ).toEqual(['orderDetail.msg.delayNotAllowed']);
  });

  it('refuses a shipped line and keeps nothing of a refused registration', async () => {
    const { s, ordNo } = await paidOrder();
    await act(s.cookies, 'prepare', [{ ordNo, ordDtlSq: 1, version: 1 }]);
    await act(s.cookies, 'invoice', [{ ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo: '550000000001' }]);
    expect(refusals(await act(s.cookies, 'soldOut', [{ ordNo, ordDtlSq: 1, version: 3 }]))).toEqual(['orderDetail.msg.soldOutNotAllowed']);
    expect(await lineOf(s, ordNo)).toMatchObject({ soldoutYn: 'N', claimQty: 0, version: 3 });
  });
});
