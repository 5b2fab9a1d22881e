import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { BUYER_ACTOR, SYSTEM_ACTOR } from './order-moves.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const line = (k: { supplyEntrCd: string; ordNo: string }) => t.app.services.orderMoves.lockLine({ ...k, ordDtlSq: 1 });
const conflictKey = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: { options?: { messageKey?: string } }) => e.options?.messageKey,
  );

describe('claim quantities (the core every claim uses)', () => {
  it('holds, cancels and frees quantities; the line is cancelled when nothing is left and stock comes back', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [5] });
    const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: 3 }]);
    const key = { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 };
    const c = t.app.services.orderClaims;
    const open = (qty: number) => c.openClaim({ key, claimType: 'CANCEL', qty, reqBy: 'BUYER', reasonCd: '01', actor: BUYER_ACTOR, openMarket: false });

    const first = await open(2);
    expect(await conflictKey(open(2))).toBe('order.msg.noAvailableQty');
    expect(await line(key)).toMatchObject({ claimQty: 2, cancelQty: 0, ordDtlStsCd: '20' });

    await c.withdrawClaim({ supplyEntrCd: s.supplyEntrCd, claimSq: first.claimSq, actor: BUYER_ACTOR });
    expect(await line(key)).toMatchObject({ claimQty: 0 });
    const second = await open(1);
    await c.completeCancel({ supplyEntrCd: s.supplyEntrCd, claimSq: second.claimSq, actor: SYSTEM_ACTOR, releaseStock: true });
    expect(await line(key)).toMatchObject({ claimQty: 0, cancelQty: 1, ordDtlStsCd: '20' });
    const third = await open(2);
    await c.completeCancel({ supplyEntrCd: s.supplyEntrCd, claimSq: third.claimSq, actor: SYSTEM_ACTOR, releaseStock: true });
    expect(await line(key)).toMatchObject({ claimQty: 0, cancelQty: 3, ordDtlStsCd: '99' });
    expect(await conflictKey(open(1))).toBe('order.msg.cancelNotAllowed');
    const product = await t.call({ url: `/api/product/products/${s.prodCd}`, cookies: s.cookies });
    expect(product.json<{ options: { stockQty: number }[] }>().options[0]!.stockQty).toBe(5);
  });

  it("refuses another seller's line as not found", async () => {
    const s = await sellerWithProductOnSale(t);
    const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }]);
    const other = await sellerWithProductOnSale(t);
    const e = await t.app.services.orderClaims
      .openClaim({
        key: { supplyEntrCd: other.supplyEntrCd, ordNo, ordDtlSq: 1 },
        claimType: 'CANCEL',
        qty: 1,
        reqBy: 'SELLER',
        reasonCd: '05',
        actor: BUYER_ACTOR,
        openMarket: false,
      })
      .catch((err: Error) => err.message);
    expect(e).toBe('NOT_FOUND');
  });
});
