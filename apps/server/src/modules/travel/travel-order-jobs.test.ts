import { asc, eq } from 'drizzle-orm';
import type { TTravelOrderDetailReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { bookStay, travelSeller } from '@/test/travel-order-factories.ts';
import { travelOrders, travelStatusHistory } from './travel-order.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the clock moves stays after check-out', () => {
  it('purchase-confirms a confirmed stay on its check-out day and completes it the day after; a waiting stay is left to the seller', async () => {
    const s = await travelSeller(t);
    const confirmed = await bookStay(t, s.prodCd);
    const waiting = await bookStay(t, s.prodCd);
    // Read from the tables: the session would time out as the clock moves a month.
    const statusOf = async (ordNo: string) => (await t.db.q.select().from(travelOrders).where(eq(travelOrders.ordNo, ordNo)))[0]!;
    const line = (await t.call({ url: `/api/travelOrder/orderDetail/${confirmed.ordNo}`, cookies: s.cookies })).json<TTravelOrderDetailReply>().lines[0]!;
    await t.call({
      method: 'PUT',
      url: '/api/travelOrder/lines/status',
      cookies: s.cookies,
      body: { action: 'confirm', lines: [{ ordNo: confirmed.ordNo, ordDtlSq: 1, version: line.version }] },
    });
    const jobs = t.app.services.travelOrderJobs;

    // 2026-12-25 23:30 Seoul: the stay's last night, check-out tomorrow.
    t.clock.set(new Date('2026-12-25T14:30:00Z'));
    await jobs.runDueMoves();
    expect((await statusOf(confirmed.ordNo)).rsvStsCd).toBe('RSV_CONFIRM');

    // 2026-12-26 10:00 Seoul: the check-out day.
    t.clock.set(new Date('2026-12-26T01:00:00Z'));
    await jobs.runDueMoves();
    await jobs.runDueMoves();
    expect((await statusOf(confirmed.ordNo)).rsvStsCd).toBe('PURCHASE_CONFIRM');

    t.clock.set(new Date('2026-12-27T01:00:00Z'));
    await jobs.runDueMoves();
    expect((await statusOf(confirmed.ordNo)).rsvStsCd).toBe('TRAVEL_COMPLETE');
    const history = await t.db.q
      .select()
      .from(travelStatusHistory)
      .where(eq(travelStatusHistory.refKey, `${confirmed.ordNo}-1`))
      .orderBy(asc(travelStatusHistory.histSeq));
    expect(history.slice(-2).map((h) => [h.action, h.actorType])).toEqual([
      ['purchaseConfirm', 'system'],
      ['complete', 'system'],
    ]);
    expect((await statusOf(waiting.ordNo)).rsvStsCd).toBe('RSV_WAIT');
  });
});
