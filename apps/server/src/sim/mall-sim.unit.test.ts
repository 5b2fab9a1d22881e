import { ZMallPlaceOrderRequest, ZMallQnaRequest, ZMallReview, ZMallTrackingRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/seed/seeded-random.ts';
import { planCarrierMoves } from './mall-sim-carrier.ts';
import { buildQuestion } from './mall-sim-questions.ts';
import { buildReview } from './mall-sim-reviews.ts';
import { buildOrder, DELIVERY_FEE, groupBySeller, pickOrderOptions, simOrdNo, takeStock, type SimOption } from './mall-sim-orders.ts';

const catalog = (): SimOption[] =>
  ['S000001', 'S000002', 'S000003'].flatMap((seller, s) =>
    Array.from({ length: 8 }, (_, i) => ({
      prodOptionCd: `P${1000 + s * 10 + i}001`,
      prodCd: `P${1000 + s * 10 + i}`,
      supplyEntrCd: seller,
      price: 9_000 + i * 7_000,
      stockQty: 2 + i,
      importationGb: i === 3 ? '04' : '01',
    })),
  );

/** n orders from one seed, as the simulator and the demo seed draw them. */
function draw(seed: string, n: number) {
  const r = seededRandom(seed);
  const bySeller = groupBySeller(catalog());
  const at = new Date('2026-11-20T01:00:00Z');
  return Array.from({ length: n }, (_, i) => {
    const picked = pickOrderOptions(r, { bySeller, keepStock: 1 });
    const order = buildOrder(r, { ordNo: simOrdNo('SIM', at, i), orderedAt: at, picked });
    takeStock(picked);
    return order;
  });
}

describe('the mall simulator', () => {
  it('draws the same orders from the same seed, and others from another', () => {
    expect(draw('a', 30)).toEqual(draw('a', 30));
    expect(draw('a', 30)).not.toEqual(draw('b', 30));
  });

  it('builds orders the intake accepts: 1-3 lines, discounts within the amount, a fee per seller under the threshold', () => {
    const orders = draw('shape', 60);
    const prices = new Map(catalog().map((o) => [o.prodOptionCd, o]));
    for (const o of orders) {
      expect(ZMallPlaceOrderRequest.safeParse(o).success, JSON.stringify(o)).toBe(true);
      expect(o.lines.length).toBeGreaterThanOrEqual(1);
      expect(o.lines.length).toBeLessThanOrEqual(3);
      for (const l of o.lines) {
        const amount = prices.get(l.prodOptionCd)!.price * l.ordQty;
        expect(l.gradeDiscountAmt + l.couponAmt + l.pointAmt + l.egmAmt).toBeLessThanOrEqual(amount);
        expect([0, DELIVERY_FEE]).toContain(l.deliveryFee);
      }
      const imports = o.lines.some((l) => prices.get(l.prodOptionCd)!.importationGb === '04');
      expect(o.puniPassNo !== undefined).toBe(imports);
    }
    expect(new Set(orders.map((o) => new Set(o.lines.map((l) => prices.get(l.prodOptionCd)!.supplyEntrCd)).size))).toContain(2);
  });

  it('gives most orders an age band and a sex, some neither, the same for the same order number', () => {
    const orders = draw('buyers', 400);
    const bands = new Set(orders.map((o) => o.buyerAgeCd));
    expect(bands).toEqual(new Set(['10', '20', '30', '40', '50', '60', undefined]));
    expect(new Set(orders.map((o) => o.buyerSexCd))).toEqual(new Set(['M', 'F', undefined]));
    const unknown = orders.filter((o) => o.buyerAgeCd === undefined).length;
    expect(unknown).toBeGreaterThan(0);
    expect(unknown).toBeLessThan(60);
    expect(orders.filter((o) => o.buyerSexCd === 'F').length).toBeGreaterThan(orders.filter((o) => o.buyerSexCd === 'M').length);
    expect(draw('other', 5).map((o) => [o.buyerAgeCd, o.buyerSexCd])).toEqual(draw('other', 5).map((o) => [o.buyerAgeCd, o.buyerSexCd]));
  });

  it('writes reviews the intake accepts, scores leaning to 4 and 5', () => {
    const r = seededRandom('reviews');
    const at = new Date('2026-11-20T01:00:00Z');
    const reviews = Array.from({ length: 500 }, (_, i) => buildReview(r, { prodCd: 'P1000', at, mallReviewId: `SIMR-x-${i}`, ordNo: 'A0000001', ordDtlSq: 1 }));
    for (const review of reviews) expect(ZMallReview.safeParse(review).success, JSON.stringify(review)).toBe(true);
    const high = reviews.filter((x) => x.rating >= 4).length;
    expect(high / reviews.length).toBeGreaterThan(0.7);
    expect(new Set(reviews.map((x) => x.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('never orders beyond the stock it counts', () => {
    const r = seededRandom('stock');
    const options = catalog();
    const bySeller = groupBySeller(options);
    for (let i = 0; i < 300; i++) takeStock(pickOrderOptions(r, { bySeller, keepStock: 1 }));
    expect(Math.min(...options.map((o) => o.stockQty))).toBeGreaterThanOrEqual(1);
    expect(pickOrderOptions(r, { bySeller, keepStock: 1 })).toEqual([]);
  });

  it('delivers each shipped parcel once, brings pickups back and confirms only delivered lines', () => {
    const line = (ordNo: string, ordDtlStsCd: '50' | '60', invoiceNo: string) => ({
      ordNo,
      ordDtlSq: 1,
      supplyEntrCd: 'S000001',
      ordDtlStsCd,
      deliveryEntrCd: '01',
      invoiceNo,
      invoiceDt: '2026-11-19T01:00:00.000Z',
      deliveredDt: null,
    });
    const shipments = {
      lines: [line('A0000001', '50', 'INV000001'), line('A0000002', '50', 'INV000001'), line('A0000003', '60', 'INV000002')],
      pickups: [{ claimSq: 1, ordNo: 'A0000004', ordDtlSq: 1, deliveryEntrCd: '04', invoiceNo: 'RET000001' }],
    };
    const plan = planCarrierMoves(seededRandom('x'), shipments, new Date('2026-11-20T01:00:00Z'), { deliverRate: 1, pickupRate: 1, confirmRate: 1 });
    expect(plan.events.map((e) => [e.eventCd, e.invoiceNo])).toEqual([
      ['DELIVERED', 'INV000001'],
      ['RETURN_DELIVERED', 'RET000001'],
    ]);
    expect(ZMallTrackingRequest.safeParse({ events: plan.events }).success).toBe(true);
    expect(plan.confirms).toEqual([{ ordNo: 'A0000003', ordDtlSq: 1 }]);
  });
});

describe('buildQuestion', () => {
  it('asks a question the mall API accepts, with a mall id unique per run and serial', () => {
    const r = seededRandom('questions');
    const a = buildQuestion(r, { prodCd: 'P0001', at: new Date('2026-11-20T01:00:00Z'), serial: 1, run: 'x' });
    const b = buildQuestion(r, { prodCd: 'P0001', at: new Date('2026-11-20T01:00:00Z'), serial: 2, run: 'x' });
    expect(ZMallQnaRequest.safeParse(a).success).toBe(true);
    expect(a.mallQnaId).not.toBe(b.mallQnaId);
  });
});
