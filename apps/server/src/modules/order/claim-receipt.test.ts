import type { TMessageKey } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { translate } from '@/platform/http/messages.ts';
import { deliveredOrder, deliverLine } from '@/test/claim-factories.ts';
import { mallCall, placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
type Cookies = Record<string, string>;
const receipt = (cookies: Cookies, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/order/claims', cookies, body: { reasonCd: '04', ...body } });
const put = (cookies: Cookies, url: string, body: unknown = {}) => t.call({ method: 'PUT', url, cookies, body });
const expectRefused = (res: { statusCode: number; body: string; json: () => unknown }, key: TMessageKey, status = 409) => {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { displayMessage: string }).displayMessage).toBe(translate(key, 'ko'));
};
const line = (k: { supplyEntrCd: string; ordNo: string; ordDtlSq: number }) => t.app.services.orderMoves.lockLine(k);
const stockOf = async (s: Seller, i = 0) =>
  (await t.call({ url: `/api/product/products/${s.prodCd}`, cookies: s.cookies })).json<{ options: { stockQty: number }[] }>().options[i]!.stockQty;
const notices = async (ordNo: string) =>
  rowsOf<{ kind: string }>(await t.db.q.execute(sql`select kind from buyer_notification where ord_no = ${ordNo} order by notification_seq`)).map((r) => r.kind);
const account = { refundBankCd: '004', refundAccountNm: '김구매', refundAccountNo: '12345678901' };

describe('seller receipts', () => {
  it('completes a cancel at once and puts the stock back; every line in one transaction', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5, 5] });
    const ordNo = await placeOrder(t, [
      { prodOptionCd: s.optionCds[0]!, ordQty: 2 },
      { prodOptionCd: s.optionCds[1]!, ordQty: 1 },
    ]);
    // The second line asks too much: nothing of the first is kept.
    const tooMuch = await receipt(s.cookies, {
      claimType: 'CANCEL',
      lines: [
        { ordNo, ordDtlSq: 1, qty: 1 },
        { ordNo, ordDtlSq: 2, qty: 2 },
      ],
    });
    expectRefused(tooMuch, 'order.msg.noAvailableQty');
    expect(await line({ supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 })).toMatchObject({ claimQty: 0, cancelQty: 0 });
    const res = await receipt(s.cookies, { claimType: 'CANCEL', lines: [{ ordNo, ordDtlSq: 1, qty: 2 }] });
    expect(res.json<{ claims: unknown[] }>().claims).toEqual([expect.objectContaining({ claimStsCd: 'CANCEL_COMPLETED' })]);
    expect(await line({ supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 })).toMatchObject({ cancelQty: 2, ordDtlStsCd: '99' });
    expect(await stockOf(s)).toBe(5);
    expect(await notices(ordNo)).toContain('CANCELLED');
  });

  it('wants a refund account for a transfer or virtual-account payment, of 8 digits or more', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }], { payKindCd: 'VBANK' });
    const body = { claimType: 'CANCEL', lines: [{ ordNo, ordDtlSq: 1, qty: 1 }] };
    expectRefused(await receipt(s.cookies, body), 'claim.msg.refundAccountRequired', 400);
    expectRefused(await receipt(s.cookies, { ...body, refundAccount: { ...account, refundAccountNo: '1234567' } }), 'claim.msg.refundAccountNo', 400);
    expect((await receipt(s.cookies, { ...body, refundAccount: account })).statusCode).toBe(200);
  });

  it('refuses claims out of their statuses, on open-market lines after confirmation, and on other sellers', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [9] });
    const paid = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }]);
    expectRefused(await receipt(s.cookies, { claimType: 'RETURN', lines: [{ ordNo: paid, ordDtlSq: 1, qty: 1 }] }), 'order.msg.cancelNotAllowed');
    const delivered = await deliveredOrder(t, s, s.optionCds[0]!);
    expectRefused(await receipt(s.cookies, { claimType: 'CANCEL', lines: [{ ordNo: delivered.ordNo, ordDtlSq: 1, qty: 1 }] }), 'order.msg.cancelNotAllowed');
    const open = await deliveredOrder(t, s, s.optionCds[0]!, 1, { openMarketYn: 'Y' });
    await t.db.q.execute(sql`update ord_dtl set purchase_confirm_dt = now() where ord_no = ${open.ordNo}`);
    expectRefused(await receipt(s.cookies, { claimType: 'RETURN', lines: [{ ordNo: open.ordNo, ordDtlSq: 1, qty: 1 }] }), 'order.msg.openMarketConfirmed');
    const other = await sellerWithProductOnSale(t);
    expect((await receipt(other.cookies, { claimType: 'CANCEL', lines: [{ ordNo: paid, ordDtlSq: 1, qty: 1 }] })).statusCode).toBe(404);
  });

  it('exchanges to another option: reserved at receipt, a new preparing line at completion, the old item back in stock', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5, 1] });
    const key = await deliveredOrder(t, s, s.optionCds[0]!, 2);
    expectRefused(await receipt(s.cookies, { claimType: 'EXCHANGE', lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 1 }] }), 'claim.msg.optionRequired', 400);
    const same = { claimType: 'EXCHANGE', lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 1, exchangeProdOptionCd: s.optionCds[0] }] };
    expectRefused(await receipt(s.cookies, same), 'claim.msg.exchangeOptionInvalid');
    const tooMany = { claimType: 'EXCHANGE', lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 2, exchangeProdOptionCd: s.optionCds[1] }] };
    expectRefused(await receipt(s.cookies, tooMany), 'order.msg.noAvailableQty');
    expect(await line(key)).toMatchObject({ claimQty: 0 });

    const res = await receipt(s.cookies, {
      claimType: 'EXCHANGE',
      reasonCd: '02',
      lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 1, exchangeProdOptionCd: s.optionCds[1] }],
    });
    const { claimSq, claimStsCd } = res.json<{ claims: { claimSq: number; claimStsCd: string }[] }>().claims[0]!;
    expect(claimStsCd).toBe('RETURN_REQUESTED');
    expect(await stockOf(s, 1)).toBe(0);
    await put(s.cookies, `/api/return/claims/${claimSq}/collect`, { rdeliveryEntrCd: '04', rinvoiceNo: '700000000001' });
    await put(s.cookies, `/api/return/claims/${claimSq}/collectComplete`);
    // The buyer at fault pays the exchange fee apart: confirmed before completing.
    expectRefused(await put(s.cookies, `/api/return/claims/${claimSq}/complete`), 'claim.msg.feeNotPaid');
    await put(s.cookies, `/api/return/claims/${claimSq}/fees`, { returnFeePaidYn: 'Y' });
    const done = await put(s.cookies, `/api/return/claims/${claimSq}/complete`);
    expect(done.json()).toMatchObject({ claimStsCd: 'RETURN_COMPLETED', exchangeOrdDtlSq: 2 });
    expect(await line(key)).toMatchObject({ exchangeQty: 1, claimQty: 0, returnQty: 0 });
    expect(await line({ ...key, ordDtlSq: 2 })).toMatchObject({ ordDtlStsCd: '35', prodOptionCd: s.optionCds[1], ordQty: 1, orgOrdDtlSq: 1, realOrdAmt: 0 });
    expect(await stockOf(s, 0)).toBe(5 - 2 + 1);
    expect(await stockOf(s, 1)).toBe(0);

    // The new line ships like any other, and the buyer is told the replacement is on its way.
    const version = (await line({ ...key, ordDtlSq: 2 })).version;
    const shipped = await put(s.cookies, '/api/order/lines/invoice', {
      lines: [{ ordNo: key.ordNo, ordDtlSq: 2, version, deliveryEntrCd: '04', invoiceNo: '700000000002' }],
    });
    expect(shipped.json()).toMatchObject({ failed: [] });
    expect((await notices(key.ordNo)).at(-1)).toBe('EXCHANGE_SHIPPED');
  });

  it('gives back the stock an exchange reserved when it is withdrawn', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5, 3] });
    const key = await deliveredOrder(t, s, s.optionCds[0]!);
    const res = await receipt(s.cookies, { claimType: 'EXCHANGE', lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 1, exchangeProdOptionCd: s.optionCds[1] }] });
    const { claimSq } = res.json<{ claims: { claimSq: number }[] }>().claims[0]!;
    expect(await stockOf(s, 1)).toBe(2);
    await put(s.cookies, `/api/return/claims/${claimSq}/withdraw`);
    expect(await stockOf(s, 1)).toBe(3);
  });
});

describe("the mall's buyer claims", () => {
  const claim = (body: Record<string, unknown>) => mallCall(t, { url: '/api/mall/claims', body: { reasonCd: '01', qty: 1, ordDtlSq: 1, ...body } });

  it('cancels a paid line at once, and a preparing line on the seller approval; idempotent by the claim id', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const paid = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }]);
    const first = await claim({ mallClaimId: `C-${paid}`, claimType: 'CANCEL', ordNo: paid });
    expect(first.json()).toMatchObject({ claimStsCd: 'CANCEL_COMPLETED', mallClaimId: `C-${paid}` });
    expect((await claim({ mallClaimId: `C-${paid}`, claimType: 'CANCEL', ordNo: paid })).json()).toEqual(first.json());
    expectRefused(await claim({ mallClaimId: `C-${paid}`, claimType: 'RETURN', ordNo: paid }), 'claim.msg.mallClaimConflict');

    const preparing = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: 2 }]);
    const key = { supplyEntrCd: s.supplyEntrCd, ordNo: preparing, ordDtlSq: 1 };
    await deliverLine(t, key, 'preparing');
    const requested = await claim({ mallClaimId: `P-${preparing}`, claimType: 'CANCEL', ordNo: preparing });
    expect(requested.json()).toMatchObject({ claimStsCd: 'CANCEL_REQUESTED' });
    const { claimSq } = requested.json<{ claimSq: number }>();
    const other = await sellerWithProductOnSale(t);
    expect((await put(other.cookies, `/api/order/claims/${claimSq}/complete`)).statusCode).toBe(404);
    expect((await put(s.cookies, `/api/order/claims/${claimSq}/complete`)).json()).toMatchObject({ claimStsCd: 'CANCEL_COMPLETED' });
    expect(await line(key)).toMatchObject({ cancelQty: 1, claimQty: 0, ordDtlStsCd: '35' });
    expectRefused(await put(s.cookies, `/api/order/claims/${claimSq}/complete`), 'claim.msg.notACancelRequest');
  });

  it('takes returns and lets the buyer withdraw until collected', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const key = await deliveredOrder(t, s, s.optionCds[0]!);
    const id = `R-${key.ordNo}`;
    expect((await claim({ mallClaimId: id, claimType: 'RETURN', ordNo: key.ordNo })).json()).toMatchObject({ claimStsCd: 'RETURN_REQUESTED' });
    expect(await line(key)).toMatchObject({ claimQty: 1 });
    const w = await mallCall(t, { url: `/api/mall/claims/${id}/withdraw` });
    expect(w.json()).toMatchObject({ claimStsCd: 'RETURN_WITHDRAWN' });
    expect((await mallCall(t, { url: `/api/mall/claims/${id}/withdraw` })).json()).toMatchObject({ claimStsCd: 'RETURN_WITHDRAWN' });
    expect(await line(key)).toMatchObject({ claimQty: 0 });
    expect((await mallCall(t, { url: '/api/mall/claims/NOPE-1/withdraw' })).statusCode).toBe(404);
  });

  it('tells the buyer of the refund when a return completes', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const key = await deliveredOrder(t, s, s.optionCds[0]!);
    const { claimSq } = (await claim({ mallClaimId: `N-${key.ordNo}`, claimType: 'RETURN', ordNo: key.ordNo, reasonCd: '04' })).json<{ claimSq: number }>();
    await put(s.cookies, `/api/return/claims/${claimSq}/collectComplete`);
    expect((await put(s.cookies, `/api/return/claims/${claimSq}/complete`)).json()).toMatchObject({ refundAmt: (await line(key)).realOrdAmt });
    expect(await notices(key.ordNo)).toContain('REFUND');
  });
});
