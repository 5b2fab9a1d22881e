import { eq } from 'drizzle-orm';
import { TRAVEL_ESTIMATE_STATUSES, TRAVEL_ORDER_STATUSES } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelEstimates, travelOrders } from '@/modules/travel/travel-order.tables.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { insertTravelProduct } from '@/test/travel-factories.ts';
import { DEMO_TRAVEL_SELLER, seedDemoTravelOrders } from './demo-travel-orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo reservations and estimates of travel01', () => {
  it('books stays in every status and estimates in every status through the intake', async () => {
    for (const rsvStartDt of ['2026-10-01', '2026-11-01']) {
      await insertTravelProduct(t, { supplyEntrCd: DEMO_TRAVEL_SELLER, rsvStartDt, rsvEndDt: addMonthsMinusDay(rsvStartDt) });
    }
    await t.db.transaction(() => seedDemoTravelOrders(t.app.services, t.db, t.clock.now()));
    const orders = await t.db.q.select().from(travelOrders).where(eq(travelOrders.supplyEntrCd, DEMO_TRAVEL_SELLER));
    expect(new Set(orders.map((o) => o.rsvStsCd))).toEqual(new Set(TRAVEL_ORDER_STATUSES));
    expect(orders.length).toBeGreaterThan(20);
    expect(orders.every((o) => o.ordDt.getTime() <= t.clock.now().getTime())).toBe(true);
    const estimates = await t.db.q.select().from(travelEstimates).where(eq(travelEstimates.supplyEntrCd, DEMO_TRAVEL_SELLER));
    expect(new Set(estimates.map((e) => e.estmStatCd))).toEqual(new Set(TRAVEL_ESTIMATE_STATUSES));
    expect(estimates.filter((e) => e.payLimitDt).every((e) => e.estmAmt! > 0)).toBe(true);
  });
});

/** The last day of a 5-month window (inside the 6-month rule). */
const addMonthsMinusDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 5);
  return d.toISOString().slice(0, 10);
};
