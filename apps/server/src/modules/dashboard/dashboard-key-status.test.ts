import type { TDashboardKeyStatus } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredOrder, receiveClaim } from '@/test/claim-factories.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The test clock is Friday 2026-11-20 10:00 in Seoul: the window is 2026-11-07 .. 2026-11-20.
const at = (s: string) => new Date(`${s}T10:00:00+09:00`).toISOString();

describe('home dashboard key indicators', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof sellerWithProductOnSale>>;
  const keyStatus = async (cookies: Record<string, string>) => (await t.call({ url: '/api/dashboard/key-status', cookies })).json<TDashboardKeyStatus>();

  /** A line of seller A with its dispatch deadline, invoice day and cancelled quantity set. */
  async function dueLine(giPrrnDt: string, invoiceDay: string | null, cancelledWhole = false) {
    const ordNo = await placeOrder(t, [{ prodOptionCd: a.optionCds[0]! }]);
    await t.db.q.execute(sql`
      update ord_dtl set gi_prrn_dt = ${giPrrnDt}::date, invoice_dt = ${invoiceDay ? at(invoiceDay) : null}::timestamptz,
        cancel_qty = ${cancelledWhole ? 1 : 0} where ord_no = ${ordNo}`);
  }

  /** A return claim of seller A collected on a day, completed on another (or not), or withdrawn. */
  async function collectedClaim(collected: string, completed: string | null, withdrawn = false) {
    const key = await deliveredOrder(t, a, a.optionCds[1]!);
    const claimSq = await receiveClaim(t, a.cookies, { lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 1 }] });
    const status = withdrawn ? 'RETURN_WITHDRAWN' : completed ? 'RETURN_COMPLETED' : 'RETURN_COLLECT_COMPLETED';
    await t.db.q.execute(sql`
      update ord_claim set claim_sts_cd = ${status}, collect_complete_dt = ${at(collected)}::timestamptz,
        complete_dt = ${completed ? at(completed) : null}::timestamptz where claim_sq = ${claimSq}`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await sellerWithProductOnSale(t, { stock: [100, 100] });
  });
  afterAll(() => t?.close());

  it('answers null rates when nothing was due', async () => {
    expect(await keyStatus(a.cookies)).toEqual({ orderFulfilmentRate: null, returnDelayRate: null, deliveryDelayRate: null });
  });

  it('rates the lines due to ship in the window: on time, late or unshipped past the deadline', async () => {
    await dueLine('2026-11-10', '2026-11-10'); // on time
    await dueLine('2026-11-10', '2026-11-12'); // shipped late
    await dueLine('2026-11-12', null); // unshipped past its deadline
    await dueLine('2026-11-20', null); // due today, not yet late
    await dueLine('2026-11-11', null, true); // cancelled whole before shipping: not due
    await dueLine('2026-11-06', '2026-11-09'); // its deadline is before the window
    const k = await keyStatus(a.cookies);
    expect(k.orderFulfilmentRate).toBe(25);
    expect(k.deliveryDelayRate).toBe(50);
  });

  it('rates the returns collected in the window completed more than 3 business days later, or still waiting past that', async () => {
    await collectedClaim('2026-11-09', '2026-11-12'); // Monday → Thursday: 3 business days, on time
    await collectedClaim('2026-11-09', '2026-11-13'); // 4 business days: late
    await collectedClaim('2026-11-16', null); // waiting since Monday, past Thursday: late
    await collectedClaim('2026-11-18', null); // waiting since Wednesday: not yet
    await collectedClaim('2026-11-10', null, true); // withdrawn: not counted
    await collectedClaim('2026-11-05', '2026-11-16'); // collected before the window
    expect((await keyStatus(a.cookies)).returnDelayRate).toBe(50);
  });
});
