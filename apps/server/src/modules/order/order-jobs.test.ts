import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, lineOf, paidLine, seoul, walkLine } from '@/test/order-job-world.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The clock's jobs over lines, run as the schedules run them, with the test clock moved. 2026-11-20 is a
// Friday; 2026-12-25 (Friday) is Christmas, a gazette holiday.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: seoul('2026-11-20 10:00') });
});
afterAll(async () => t.close());

const jobs = () => t.app.services.orderLineJobs;

describe('delivery delay (72): 48 business hours after payment', () => {
  it('stops the clock over the weekend, marks once, and clears the mark once shipped', async () => {
    t.clock.set(seoul('2026-11-20 10:00'));
    const { key } = await paidLine(t);
    const prepared = await paidLine(t);
    await walkLine(t, prepared.key, '35');

    // Friday 14 h + Monday 24 h = 38 business hours by Monday 23:59: not late, though 85 clock hours passed.
    t.clock.set(seoul('2026-11-23 23:59'));
    await jobs().markDeliveryDelays();
    expect((await lineOf(t, key)).delayStsCd).toBeNull();

    t.clock.set(seoul('2026-11-24 10:01'));
    expect(await jobs().markDeliveryDelays()).toBeGreaterThanOrEqual(2);
    expect(await lineOf(t, key)).toMatchObject({ delayStsCd: '72', ordDtlStsCd: '20' });
    expect(await lineOf(t, prepared.key)).toMatchObject({ delayStsCd: '72', ordDtlStsCd: '35' });
    expect(await actionsOf(t, key)).toEqual(['place', 'delay:72']);

    // Running again changes nothing and writes no history.
    expect(await jobs().markDeliveryDelays()).toBe(0);
    expect(await actionsOf(t, key)).toEqual(['place', 'delay:72']);

    await walkLine(t, key, '50');
    expect(await jobs().clearStaleDelayMarks()).toBeGreaterThanOrEqual(1);
    expect(await lineOf(t, key)).toMatchObject({ delayStsCd: null, ordDtlStsCd: '50' });
    expect(await jobs().clearStaleDelayMarks()).toBe(0);
  });

  it('does not count a Korean holiday', async () => {
    t.clock.set(seoul('2026-12-24 12:00'));
    const { key } = await paidLine(t);
    // Thursday 12 h, Christmas and the weekend nothing, Monday 24 h: 36 by Monday night.
    t.clock.set(seoul('2026-12-28 23:00'));
    await jobs().markDeliveryDelays();
    expect((await lineOf(t, key)).delayStsCd).toBeNull();
    t.clock.set(seoul('2026-12-29 12:00'));
    await jobs().markDeliveryDelays();
    expect((await lineOf(t, key)).delayStsCd).toBe('72');
  });

  it("marks many sellers' lines in one run", async () => {
    t.clock.set(seoul('2027-01-04 09:00'));
    const lines = await Promise.all([1, 2, 3, 4].map(() => paidLine(t)));
    t.clock.set(seoul('2027-01-06 09:00'));
    await jobs().markDeliveryDelays();
    for (const l of lines) expect((await lineOf(t, l.key)).delayStsCd).toBe('72');
    expect(new Set(lines.map((l) => l.key.supplyEntrCd)).size).toBe(4);
  });
});

describe('arrival delay (82): not delivered by 23:59 of the expected day', () => {
  it('marks a shipping line the day after its expected delivery, replacing a 72, and clears it at delivery', async () => {
    t.clock.set(seoul('2027-02-01 09:00'));
    const { key } = await paidLine(t);
    await walkLine(t, key, '50');
    const expected = (await lineOf(t, key)).deliveryExpectDt;
    t.clock.set(seoul(`${expected} 23:59`));
    await jobs().markArrivalDelays();
    expect((await lineOf(t, key)).delayStsCd).toBeNull();

    t.clock.set(new Date(seoul(`${expected} 23:59`).getTime() + 60_000));
    expect(await jobs().markArrivalDelays()).toBeGreaterThanOrEqual(1);
    expect((await lineOf(t, key)).delayStsCd).toBe('82');
    expect(await jobs().markArrivalDelays()).toBe(0);

    await t.app.services.orderMoves.moveLine({
      key,
      action: 'deliver',
      actor: { type: 'carrier', id: 'c', nm: 'c' },
      patch: () => ({ deliveredDt: t.clock.now() }),
    });
    await jobs().clearStaleDelayMarks();
    expect(await lineOf(t, key)).toMatchObject({ delayStsCd: null, ordDtlStsCd: '60' });
    expect(await actionsOf(t, key)).toEqual(['place', 'prepare', 'ship', 'delay:82', 'deliver', 'delay:clear']);
  });
});

describe('automatic purchase confirmation: 8 days after delivery', () => {
  it('confirms once, after the eighth day, and waits while a claim is open', async () => {
    t.clock.set(seoul('2027-03-02 09:00'));
    const { key } = await paidLine(t);
    const claimed = await paidLine(t);
    await walkLine(t, key, '60');
    await walkLine(t, claimed.key, '60');
    await t.app.services.orderClaims.openClaim({
      key: claimed.key,
      claimType: 'RETURN',
      qty: 1,
      reqBy: 'BUYER',
      reasonCd: '01',
      actor: { type: 'buyer', id: 'buyer', nm: 'buyer' },
      openMarket: false,
    });

    t.clock.set(seoul('2027-03-10 08:59'));
    await jobs().confirmPurchases();
    expect((await lineOf(t, key)).purchaseConfirmDt).toBeNull();

    t.clock.set(seoul('2027-03-10 09:01'));
    expect(await jobs().confirmPurchases()).toBeGreaterThanOrEqual(1);
    expect((await lineOf(t, key)).purchaseConfirmDt?.toISOString()).toBe(seoul('2027-03-10 09:01').toISOString());
    expect((await lineOf(t, claimed.key)).purchaseConfirmDt).toBeNull();
    expect(await jobs().confirmPurchases()).toBe(0);
    expect((await actionsOf(t, key)).filter((a) => a === 'confirm:auto')).toHaveLength(1);
  });
});
