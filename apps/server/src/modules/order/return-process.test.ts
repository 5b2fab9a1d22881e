import type { TMessageKey } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/platform/http/messages.ts';
import { deliveredOrder, receiveClaim } from '@/test/claim-factories.ts';
import { mallCall, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
type Cookies = Record<string, string>;
const put = (cookies: Cookies, url: string, body: unknown = {}) => t.call({ method: 'PUT', url, cookies, body });
/** The refusal as the seller reads it, and the spec key it must be. */
const expectRefused = (res: { statusCode: number; body: string; json: () => unknown }, key: TMessageKey, status = 409) => {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { displayMessage: string }).displayMessage).toBe(translate(key, 'ko'));
};
const line = (k: { supplyEntrCd: string; ordNo: string; ordDtlSq: number }) => t.app.services.orderMoves.lockLine(k);
const stockOf = async (s: Seller, i = 0) =>
  (await t.call({ url: `/api/product/products/${s.prodCd}`, cookies: s.cookies })).json<{ options: { stockQty: number }[] }>().options[i]!.stockQty;
const rows = async (cookies: Cookies, query: string) =>
  (await t.call({ url: `/api/return/returnList?${query}`, cookies })).json<{
    list: Record<string, unknown>[];
    counts: Record<string, number>;
    totalCnt: number;
  }>();

async function collected(s: Seller, claimSq: number) {
  expect((await put(s.cookies, `/api/return/claims/${claimSq}/collect`, { rdeliveryEntrCd: '04', rinvoiceNo: '600000000001' })).json()).toMatchObject({
    claimStsCd: 'RETURN_COLLECT',
  });
  expect((await put(s.cookies, `/api/return/claims/${claimSq}/collectComplete`)).json()).toMatchObject({ claimStsCd: 'RETURN_COLLECT_COMPLETED' });
}
async function returnOf(s: Seller, qty = 1, ordQty = qty, extra: Record<string, unknown> = {}) {
  const key = await deliveredOrder(t, s, s.optionCds[0]!, ordQty);
  const claimSq = await receiveClaim(t, s.cookies, { claimType: 'RETURN', reasonCd: '01', lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty }], ...extra });
  return { key, claimSq };
}

describe('returns: receipt, pickup, recovery, completion with refund', () => {
  it('refunds the line share less the deducted fee, puts the stock back and tells the buyer', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const { key, claimSq } = await returnOf(s, 1, 2);
    const before = await stockOf(s);
    const listed = await rows(s.cookies, 'statusCd=RETURN_REQUESTED');
    expect(listed.list[0]).toMatchObject({ claimSq, feeGubun: 'BUYER', returnFeePayCd: 'DEDUCT', claimQty: 1, reasonCd: '01' });
    expect(listed.counts.RETURN_REQUESTED).toBe(1);
    expect(listed.totalCnt).toBe(1);
    // Counted by the claim alone, or with its line when the period is the order date: the same claims either way.
    for (const q of ['', 'periodType=ORD_DT', 'periodType=ORD_DT&statusCd=RETURN_REQUESTED', 'statusCd=RETURN_COMPLETED']) {
      const r = await rows(s.cookies, q);
      expect(r.totalCnt, q).toBe(r.list.length);
      expect(r.counts.RETURN_REQUESTED, q).toBe(1);
    }
    const fee = listed.list[0]!.returnFee as number;

    expectRefused(await put(s.cookies, `/api/return/claims/${claimSq}/complete`), 'order.msg.notCollected');
    await collected(s, claimSq);
    const done = await put(s.cookies, `/api/return/claims/${claimSq}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const l = await line(key);
    expect(done.json()).toMatchObject({ claimStsCd: 'RETURN_COMPLETED', refundAmt: Math.max(0, Math.floor(l.realOrdAmt / 2) - fee) });
    expect(l).toMatchObject({ returnQty: 1, claimQty: 0 });
    expect(await stockOf(s)).toBe(before + 1);
    const completed = await rows(s.cookies, 'statusCd=RETURN_COMPLETED');
    expect(completed.list[0]).toMatchObject({ claimSq, refundWayCd: 'ORIGINAL' });
    expect(completed.list[0]!.refundDt).not.toBeNull();
  });

  it('refuses completion until the gift is checked, the fault decided, the point refund confirmed and the separate fee paid', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const ordNo = (await deliveredOrder(t, s, s.optionCds[0]!, 1)).ordNo;
    await t.db.q.execute(`update ord_dtl set point_amt = 1000 where ord_no = '${ordNo}'` as never);
    const claimSq = await receiveClaim(t, s.cookies, { claimType: 'RETURN', reasonCd: '09', giftYn: 'Y', lines: [{ ordNo, ordDtlSq: 1, qty: 1 }] });
    await collected(s, claimSq);
    const complete = () => put(s.cookies, `/api/return/claims/${claimSq}/complete`);
    expectRefused(await complete(), 'claim.msg.giftNotChecked');
    await put(s.cookies, `/api/return/claims/${claimSq}/fees`, { giftCheckedYn: 'Y' });
    expectRefused(await complete(), 'claim.msg.faultNotDecided');
    await put(s.cookies, `/api/return/claims/${claimSq}/fees`, { feeGubun: 'BUYER', returnFee: 3000, returnFeePayCd: 'SEPARATE' });
    expectRefused(await complete(), 'claim.msg.pointRefundUnconfirmed');
    await put(s.cookies, `/api/return/claims/${claimSq}/fees`, { refundWayCd: 'POINT' });
    expectRefused(await complete(), 'claim.msg.feeNotPaid');
    await put(s.cookies, `/api/return/claims/${claimSq}/fees`, { returnFeePaidYn: 'Y' });
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    // The fee was paid apart: nothing is deducted from the refund.
    const l = await line({ supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 });
    expect(done.json()).toMatchObject({ refundAmt: l.realOrdAmt });
  });

  it('holds with a reason (1,000 characters at most); the CS centre releases it and the seller completes', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const { claimSq } = await returnOf(s);
    expectRefused(await put(s.cookies, `/api/return/claims/${claimSq}/hold`, { holdReason: '구성품 누락' }), 'order.msg.notCollected');
    await collected(s, claimSq);
    expect((await put(s.cookies, `/api/return/claims/${claimSq}/hold`, { holdReason: '' })).statusCode).toBe(400);
    expect((await put(s.cookies, `/api/return/claims/${claimSq}/hold`, { holdReason: '가'.repeat(1001) })).statusCode).toBe(400);
    expect((await put(s.cookies, `/api/return/claims/${claimSq}/hold`, { holdReason: '가'.repeat(1000) })).json()).toMatchObject({
      claimStsCd: 'RETURN_DISABLE',
    });
    expectRefused(await put(s.cookies, `/api/return/claims/${claimSq}/complete`), 'order.msg.onHold');
    expectRefused(await put(s.cookies, `/api/return/claims/${claimSq}/hold`, { holdReason: '다시' }), 'order.msg.alreadyHeld');
    expect((await put(s.cookies, `/api/admin/order/returnHolds/${claimSq}/release`, { releaseMemo: '확인' })).statusCode).toBe(403);

    const op = { cookies: await operatorSession(t) };
    const queue = await t.call({ url: '/api/admin/order/returnHolds', cookies: op.cookies });
    expect(queue.json<{ list: { claimSq: number; holdReason: string }[] }>().list.find((r) => r.claimSq === claimSq)?.holdReason).toBe('가'.repeat(1000));
    // The CS centre finds a caller's hold by the order number, and only that order's.
    const { ordNo } = (await t.app.services.orderClaims.lockClaim(s.supplyEntrCd, claimSq)) as { ordNo: string };
    const byOrder = await t.call({ url: `/api/admin/order/returnHolds?ordNo=${ordNo}`, cookies: op.cookies });
    expect(byOrder.json<{ list: { claimSq: number }[] }>().list.map((r) => r.claimSq)).toEqual([claimSq]);
    const none = await t.call({ url: '/api/admin/order/returnHolds?ordNo=NOSUCHORDER', cookies: op.cookies });
    expect(none.json<{ totalCnt: number }>().totalCnt).toBe(0);
    const released = await put(op.cookies, `/api/admin/order/returnHolds/${claimSq}/release`, { releaseMemo: '고객과 통화 완료' });
    expect(released.json()).toMatchObject({ claimStsCd: 'RETURN_COLLECT_COMPLETED' });
    expectRefused(await put(op.cookies, `/api/admin/order/returnHolds/${claimSq}/release`, { releaseMemo: '또' }), 'order.msg.notHeld');
    expect((await put(s.cookies, `/api/return/claims/${claimSq}/complete`)).json()).toMatchObject({ claimStsCd: 'RETURN_COMPLETED' });
  });

  it('withdraws until collected, listed on the withdraw screen; refuses after collection and keeps others off', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const { key, claimSq } = await returnOf(s);
    const other = await sellerWithProductOnSale(t);
    expect((await put(other.cookies, `/api/return/claims/${claimSq}/withdraw`)).statusCode).toBe(404);
    const open = await t.call({ url: '/api/return/returnWithdraw', cookies: s.cookies });
    expect(open.json<{ list: { claimSq: number }[] }>().list.map((r) => r.claimSq)).toEqual([claimSq]);
    expect((await put(s.cookies, `/api/return/claims/${claimSq}/withdraw`, { reason: '고객 요청' })).json()).toMatchObject({ claimStsCd: 'RETURN_WITHDRAWN' });
    expect(await line(key)).toMatchObject({ claimQty: 0, returnQty: 0 });
    const gone = await t.call({ url: '/api/return/returnWithdraw?view=WITHDRAWN', cookies: s.cookies });
    expect(gone.json<{ list: { claimSq: number; withdrawReason: string }[] }>().list[0]).toMatchObject({ claimSq, withdrawReason: '고객 요청' });

    const second = await receiveClaim(t, s.cookies, { lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 1 }] });
    await collected(s, second);
    expectRefused(await put(s.cookies, `/api/return/claims/${second}/withdraw`), 'order.msg.withdrawNotAllowed');
  });

  it('asks goods-flow for the pickup when the site has an approved contract, and wants an invoice otherwise', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const { key, claimSq } = await returnOf(s);
    expectRefused(await put(s.cookies, `/api/return/claims/${claimSq}/collect`, {}), 'claim.msg.pickupInvoiceRequired', 400);
    const l = await line(key);
    await t.db.q.execute(
      `update delivery_loc set verified_yn = 'Y' where supply_entr_cd = '${s.supplyEntrCd}' and delivery_loc_cd = '${l.deliveryLocCd}'` as never,
    );
    const res = await put(s.cookies, `/api/return/claims/${claimSq}/collect`, {});
    expect(res.json()).toMatchObject({ claimStsCd: 'RETURN_COLLECT' });
    const booked = (await rows(s.cookies, 'statusCd=RETURN_COLLECT')).list[0] as { rdeliveryEntrCd: string; rinvoiceNo: string };
    expect(booked).toMatchObject({ autoCollectYn: 'Y', rdeliveryEntrCd: expect.any(String), rinvoiceNo: expect.stringMatching(/^\d{12}$/) });
    // The provider's pickup invoice is what the carrier reports back: its delivery to the seller completes the collection.
    const event = { deliveryEntrCd: booked.rdeliveryEntrCd, invoiceNo: booked.rinvoiceNo, eventCd: 'RETURN_DELIVERED', eventDt: t.clock.now().toISOString() };
    const back = await mallCall(t, { url: '/api/mall/tracking', body: { events: [event] } });
    expect(back.json()).toMatchObject({ results: [{ result: 'APPLIED', moved: 1 }] });
    expect((await rows(s.cookies, 'statusCd=RETURN_COLLECT_COMPLETED')).list.map((r) => (r as { claimSq: number }).claimSq)).toContain(claimSq);
  });

  it('refuses a stale version, another seller and a period over 6 months', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const { claimSq } = await returnOf(s);
    expectRefused(await put(s.cookies, `/api/return/claims/${claimSq}/collectComplete`, { version: 99 }), 'order.msg.concurrentChange');
    const other = await sellerWithProductOnSale(t);
    expect((await put(other.cookies, `/api/return/claims/${claimSq}/collectComplete`)).statusCode).toBe(404);
    expect((await rows(other.cookies, '')).totalCnt).toBe(0);
    const long = await t.call({ url: '/api/return/returnList?fromDt=2026-01-01&toDt=2026-11-20', cookies: s.cookies });
    expect(long.statusCode).toBe(400);
    expect((await rows(s.cookies, 'fromDt=2026-11-01&toDt=2026-11-30&claimType=RETURN')).totalCnt).toBe(1);
  });
});
