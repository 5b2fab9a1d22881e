import type { TLineAction, TOrderDateType, TOrderListReply } from '@po/contracts';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineOf, moveLine } from '@/test/order-job-world.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { LineKey } from './order.repository.ts';
import { createOrderLineCountsRepository, type StatusGroup } from './order-line-counts.repository.ts';
import { orderLineCountDeltas, orderLineCounts } from './order-line-counts.tables.ts';
import { createOrderListRepository } from './order-list.repository.ts';
import { BUYER_ACTOR, SYSTEM_ACTOR } from './order-moves.ts';
import { countStatuses } from './order.service.ts';
import { orderLines } from './order.tables.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;

// The test clock is 2026-11-20 10:00 in Seoul; the lines are ordered over the ten days before it, at any minute, so
// an order and its payment often fall on two Seoul days.
const NOW = Date.parse('2026-11-20T01:00:00Z');
const DAYS = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 10, 8 + i)).toISOString().slice(0, 10));
const TODAY = '2026-11-20';
const NEXT_MOVE: Record<string, TLineAction> = { '20': 'prepare', '35': 'ship', '50': 'deliver' };

const byKey = (groups: StatusGroup[]) =>
  groups
    .map((g) => ({ ...g, n: Number(g.n) }))
    .sort((a, b) => `${a.ordDtlStsCd}${a.delayStsCd}${a.shipToday}`.localeCompare(`${b.ordDtlStsCd}${b.delayStsCd}${b.shipToday}`));

/** One step of a random history: what the mall, the seller, the clock's jobs and the fold do to the lines. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('intake' as const),
    seller: fc.nat(1),
    minutesAgo: fc.nat(10 * 24 * 60),
    payAfter: fc.nat(6 * 60),
    lines: fc.integer({ min: 1, max: 2 }),
  }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }) },
  fc.record({ kind: fc.constant('delay' as const), pick: fc.nat(), mark: fc.constantFrom('72', '82', null) }),
  fc.record({ kind: fc.constant('dispatchDay' as const), pick: fc.nat(), day: fc.constantFrom(...DAYS) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), whole: fc.boolean() }),
  fc.record({ kind: fc.constant('fold' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const period = fc
  .record({ a: fc.constantFrom(...DAYS), b: fc.constantFrom(...DAYS), dateType: fc.constantFrom<TOrderDateType>('ORDER', 'PAY') })
  .map(({ a, b, dateType }) => ({ startDt: a < b ? a : b, endDt: a < b ? b : a, dateType }));

describe('kept order line counts', () => {
  let t: TestApp;
  let sellers: Seller[];
  const lines: LineKey[] = [];
  let counts: ReturnType<typeof createOrderLineCountsRepository>;
  let list: ReturnType<typeof createOrderListRepository>;

  const keptRows = () =>
    t.db.q
      .select()
      .from(orderLineCounts)
      .orderBy(
        asc(orderLineCounts.supplyEntrCd),
        asc(orderLineCounts.dateKind),
        asc(orderLineCounts.day),
        asc(orderLineCounts.ordDtlStsCd),
        asc(orderLineCounts.delayStsCd),
      );
  const setLine = (key: LineKey, patch: Partial<typeof orderLines.$inferInsert>) =>
    t.db.q
      .update(orderLines)
      .set(patch)
      .where(and(eq(orderLines.ordNo, key.ordNo), eq(orderLines.ordDtlSq, key.ordDtlSq)));

  async function apply(s: Step): Promise<void> {
    if (s.kind === 'fold') return void (await t.app.services.orderCounts.foldLineCounts());
    if (s.kind === 'intake') {
      const seller = sellers[s.seller]!;
      const ordDt = new Date(NOW - s.minutesAgo * 60_000);
      const payDt = new Date(Math.min(NOW, ordDt.getTime() + s.payAfter * 60_000));
      const picked = seller.optionCds.slice(0, s.lines).map((prodOptionCd) => ({ prodOptionCd, ordQty: 2 }));
      const ordNo = await placeOrder(t, picked, { ordDt: ordDt.toISOString(), payDt: payDt.toISOString() });
      picked.forEach((_, i) => lines.push({ supplyEntrCd: seller.supplyEntrCd, ordNo, ordDtlSq: i + 1 }));
      return;
    }
    const key = lines[s.pick % Math.max(1, lines.length)];
    if (!key) return;
    // A move the machine refuses, or a cancel of a line with nothing left, is part of the history too: it changes nothing.
    const refused = () => undefined;
    if (s.kind === 'move') {
      // The line's next step: paid to preparing, preparing to shipping (with an invoice), shipping to delivered.
      const next = NEXT_MOVE[(await lineOf(t, key))?.ordDtlStsCd ?? ''];
      return void (next && (await moveLine(t, key, next).catch(refused)));
    }
    if (s.kind === 'delay') return void (await setLine(key, { delayStsCd: s.mark }));
    if (s.kind === 'dispatchDay') return void (await setLine(key, { giPrrnDt: s.day }));
    const c = t.app.services.orderClaims;
    await c
      .openClaim({ key, claimType: 'CANCEL', qty: s.whole ? 2 : 1, reqBy: 'BUYER', reasonCd: '01', actor: BUYER_ACTOR, openMarket: false })
      .then((claim) => c.completeCancel({ supplyEntrCd: key.supplyEntrCd, claimSq: claim.claimSq, actor: SYSTEM_ACTOR, releaseStock: true }))
      .catch(refused);
  }

  /** The kept counts' groups equal the grouped scan's for the period, for each seller. */
  async function expectSameGroups(p: { startDt: string; endDt: string; dateType: TOrderDateType }) {
    for (const s of sellers) {
      const kept = await counts.countLineGroups({ supplyEntrCd: s.supplyEntrCd, ...p, today: TODAY });
      const scanned = await list.scanLineGroups({ supplyEntrCd: s.supplyEntrCd, filters: p, today: TODAY });
      expect(byKey(kept), JSON.stringify(p)).toEqual(byKey(scanned));
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    sellers = [await sellerWithProductOnSale(t, { stock: [5000, 5000] }), await sellerWithProductOnSale(t, { stock: [5000, 5000] })];
    counts = createOrderLineCountsRepository(t.db);
    list = createOrderListRepository(t.db);
  });
  afterAll(() => t.close());

  it('answer what the grouped scan counts after any history of intake, moves, delay marks, cancels and folds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), fc.array(period, { minLength: 2, maxLength: 4 }), async (steps, periods) => {
        for (const s of steps) await apply(s);
        for (const p of periods) await expectSameGroups(p);
      }),
      { numRuns: 8 },
    );
    expect(lines.length).toBeGreaterThan(0);
  });

  it('folds every delta once: a second fold changes nothing, and a rebuild finds the same counts', async () => {
    await apply({ kind: 'intake', seller: 0, minutesAgo: 600, payAfter: 0, lines: 2 });
    // Two folds at once (two workers on the server): each delta is folded by one of them.
    const [one, two] = await Promise.all([t.app.services.orderCounts.foldLineCounts(), t.app.services.orderCounts.foldLineCounts()]);
    expect(one + two).toBeGreaterThan(0);
    const folded = await keptRows();
    expect(await t.db.q.select().from(orderLineCountDeltas)).toEqual([]);
    expect(folded.every((r) => r.n > 0)).toBe(true);
    expect(await t.app.services.orderCounts.foldLineCounts()).toBe(0);
    expect(await keptRows()).toEqual(folded);
    await t.app.services.orderCounts.rebuildLineCounts();
    expect(await keptRows()).toEqual(folded);
    await expectSameGroups({ startDt: DAYS[0]!, endDt: TODAY, dateType: 'PAY' });
  });

  it('gives the list the same tabs and total with the kept counts as with the grouped scan', async () => {
    const [s] = sellers;
    // Pending deltas as well as kept rows: half the history is folded.
    await apply({ kind: 'intake', seller: 0, minutesAgo: 30, payAfter: 0, lines: 1 });
    const ask = async (query: string) => {
      const res = await t.call({ url: `/api/order/orderList?startDt=${DAYS[0]}&endDt=${TODAY}&${query}`, cookies: s!.cookies });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TOrderListReply>();
    };
    for (const dateType of ['ORDER', 'PAY'] as const) {
      for (const statusCd of ['', '20', '35', 'SHIP_TODAY', '72']) {
        const query = `dateType=${dateType}${statusCd ? `&statusCd=${statusCd}` : ''}`;
        const kept = await ask(query);
        // Every test line has the same buyer: the filter makes the grouped scan count the same lines.
        expect(await ask(`${query}&buyerNm=${encodeURIComponent('김구매')}`)).toEqual(kept);
        const scanned = countStatuses(
          await list.scanLineGroups({ supplyEntrCd: s!.supplyEntrCd, filters: { startDt: DAYS[0]!, endDt: TODAY, dateType }, today: TODAY }),
        );
        expect(kept.allCnt).toBe(scanned.all);
        expect(kept.statusCountList.map((c) => [c.statusCd, c.cnt])).toEqual([...scanned.counts.entries()]);
        expect(kept.totalCnt).toBe(statusCd ? scanned.counts.get(statusCd as never) : scanned.all);
      }
    }
    // A filter that leaves lines out still counts by the grouped scan.
    const none = await ask(`dateType=ORDER&buyerNm=${encodeURIComponent('없는사람')}`);
    expect(none).toMatchObject({ totalCnt: 0, allCnt: 0, list: [] });
  });

  it('answers the dashboard’s counts through the service', async () => {
    const [s] = sellers;
    const scanned = countStatuses(
      await list.scanLineGroups({ supplyEntrCd: s!.supplyEntrCd, filters: { startDt: TODAY, endDt: TODAY, dateType: 'ORDER' }, today: TODAY }),
    );
    const read = await t.app.services.orderCounts.countLinesByStatus({ supplyEntrCd: s!.supplyEntrCd, startDt: TODAY, endDt: TODAY });
    expect(read.allCnt).toBe(scanned.all);
    expect(Object.entries(read.counts)).toEqual([...scanned.counts.entries()]);
  });
});
