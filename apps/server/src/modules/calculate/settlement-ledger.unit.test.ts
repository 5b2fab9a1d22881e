import { addMonths } from '@po/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_KEYS, amountsAt, rowTotal } from './settlement-amounts.ts';
import { buildSellerMonth } from './settlement-ledger.ts';
import type { FeedLine, PendingHold, SacRowDraft } from './settlement-ledger-types.ts';

// Property tests of the ledger core (issue 14 "Proof"): any mix of lines, discounts (coupons and promotions) by bearer, cancels and returns
// before and after a run, exchanges, holds and releases, adjustments and carries over consecutive months.

const START = '2026-01';
const MONTHS = 7; // events happen in months 0..3; the runs go on until every hold and carry has settled.
const day = (m: number, d = 15) => `${addMonths(START, m)}-${String(d).padStart(2, '0')}`;

const claimArb = fc.record({
  claimType: fc.constantFrom('CANCEL' as const, 'RETURN' as const, 'EXCHANGE' as const),
  qty: fc.integer({ min: 1, max: 3 }),
  openMonth: fc.integer({ min: 0, max: 3 }),
  span: fc.integer({ min: 0, max: 1 }),
  /** Completed in the next month before that month's run (the run sees it, the month does not). */
  beforeRun: fc.boolean(),
  buyerFee: fc.constantFrom(0, 0, 3000, 6000),
});
const lineArb = fc.record({
  ordQty: fc.integer({ min: 1, max: 6 }),
  unit: fc.integer({ min: 0, max: 2_000_000 }),
  grade: fc.integer({ min: 0, max: 30 }),
  coupon: fc.integer({ min: 0, max: 40 }),
  bearer: fc.constantFrom('MALL' as const, 'SELLER' as const),
  /** A promotion's discount in percent (0: none; grade + coupon + promotion stay within the amount) and its bearer. */
  prom: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
  promBearer: fc.constantFrom('MALL' as const, 'SELLER' as const),
  egm: fc.integer({ min: 0, max: 50 }),
  rate: fc.constantFrom('0.00', '5.50', '12.00', '13.75', '30.00'),
  deliveryFee: fc.constantFrom(0, 0, 2500, 3000),
  eligibleMonth: fc.integer({ min: 0, max: 3 }),
  lateDays: fc.constantFrom(0, 0, 1, 4, 15),
  claims: fc.array(claimArb, { maxLength: 3 }),
});
const worldArb = fc.record({
  lines: fc.array(lineArb, { minLength: 0, maxLength: 5 }),
  adjustments: fc.array(fc.record({ month: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: -3_000_000, max: 500_000 }).filter((n) => n !== 0) }), {
    maxLength: 3,
  }),
  holds: fc.array(
    fc.record({ month: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 1, max: 2_000_000 }), months: fc.integer({ min: 0, max: 2 }) }),
    { maxLength: 2 },
  ),
});

/** A drawn line's money as the order stored it: each discount a percent of the amount, floored. */
function moneyOf(l: { ordQty: number; ordAmt: number; grade: number; coupon: number; bearer: 'MALL' | 'SELLER'; prom: number; promBearer: 'MALL' | 'SELLER'; egm: number; rate: string }) {
  const pct = (p: number) => Math.floor((l.ordAmt * p) / 100);
  const [gradeDiscountAmt, couponAmt, promDcAmt] = [pct(l.grade), pct(l.coupon), pct(l.prom)];
  return {
    ordQty: l.ordQty,
    ordAmt: l.ordAmt,
    gradeDiscountAmt,
    couponAmt,
    couponBearer: l.bearer,
    promDcAmt,
    promBearer: l.promBearer,
    egmAmt: pct(l.egm),
    realOrdAmt: l.ordAmt - gradeDiscountAmt - couponAmt - promDcAmt,
    sellFeeRate: l.rate,
  };
}

describe('settlement ledger (property)', () => {
  it('adds up every month, counts each line once at its final quantity, and loses nothing', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        // Claims that fit the line (the order keeps cancel + return + exchange + open ≤ ordQty).
        const lines = w.lines.map((l, i) => {
          let left = l.ordQty;
          const claims = l.claims
            .filter((c) => (c.qty <= left ? ((left -= c.qty), true) : false))
            .map((c, j) => ({ ...c, claimSq: i * 10 + j + 1, completeMonth: c.openMonth + c.span }));
          return { ...l, i, claims, ordNo: `O${i}`, ordAmt: l.unit * l.ordQty };
        });
        const finalR = (l: (typeof lines)[number]) => l.ordQty - l.claims.filter((c) => c.claimType !== 'EXCHANGE').reduce((n, c) => n + c.qty, 0);
        const all: SacRowDraft[] = [];
        const keys = new Set<string>();
        type SimHold = PendingHold & { due: number; placed: number; taken: boolean; released: boolean };
        const pendingHolds: SimHold[] = w.holds.map((h, k) => ({
          holdSq: k + 1,
          holdKind: 'MANUAL',
          amount: h.amount,
          reason: 'r',
          day: day(h.month),
          due: h.month + h.months,
          placed: h.month,
          taken: false,
          released: false,
        }));
        let carries: { ym: string; amount: number }[] = [];
        let nextHold = 100;
        for (let m = 0; m < MONTHS; m++) {
          const ym = addMonths(START, m);
          // What the run of month m sees (it runs early in month m + 1).
          const seen = (c: { completeMonth: number; beforeRun: boolean }) => c.completeMonth <= m || (c.completeMonth === m + 1 && c.beforeRun);
          const feed: FeedLine[] = lines.map((l) => {
            const done = l.claims.filter(seen);
            const open = l.claims.filter((c) => c.openMonth <= m && !seen(c));
            return {
              ordNo: l.ordNo,
              ordDtlSq: 1,
              prodCd: 'P',
              prodNm: 'p',
              ...moneyOf(l),
              remainingQty: l.ordQty - done.filter((c) => c.claimType !== 'EXCHANGE').reduce((n, c) => n + c.qty, 0),
              claimQty: open.reduce((n, c) => n + c.qty, 0),
              deliveryFee: l.deliveryFee,
              eligibleDt: l.eligibleMonth <= m + 1 ? day(l.eligibleMonth) : null,
              lateDays: l.lateDays,
              taxType: 'TAXABLE',
              evidence: 'CARD',
              payKindCd: 'CARD',
              openMarketYn: 'N',
              claims: done.map((c) => ({
                claimSq: c.claimSq,
                claimType: c.claimType,
                claimQty: c.qty,
                completeDt: c.completeMonth <= m ? day(c.completeMonth, 20) : day(m + 1, 1),
                feeGubun: c.buyerFee ? 'BUYER' : 'SELLER',
                returnFee: c.buyerFee,
              })),
            };
          });
          const keptQty = new Map<string, number>();
          for (const r of all)
            if (r.kind === 'SALE' || r.kind === 'REFUND') keptQty.set(`${r.ordNo}:${r.ordDtlSq}`, (keptQty.get(`${r.ordNo}:${r.ordDtlSq}`) ?? 0) + r.qty);
          const toTake = pendingHolds.filter((h) => !h.taken && h.placed <= m);
          const toRelease = pendingHolds.filter((h) => h.taken && !h.released && h.due <= m);
          const res = buildSellerMonth({
            supplyEntrCd: 'S',
            settleYm: ym,
            confirmDt: day(m + 1, 2),
            lines: feed,
            ledger: { keys, keptQty },
            adjustments: w.adjustments.flatMap((a, k) => (a.month === m ? [{ adjSq: k + 1, amount: a.amount, reason: 'x', createdDay: day(m, 3) }] : [])),
            holdsToTake: toTake,
            holdsToRelease: toRelease,
            carries,
            termination: null,
            usdRate: m % 2 ? '1385.5' : null,
          });
          carries = [];
          for (const h of toTake) h.taken = true;
          for (const h of toRelease) h.released = true;
          if (!res) continue;
          for (const h of res.ruleHolds) {
            const sq = nextHold++;
            for (const r of res.rows) if (r.sourceKey === h.placeholderKey) r.sourceKey = `HOLD:${sq}`;
            // The release falls due with the run of the third month after (confirmed on the 1st of m + 4).
            pendingHolds.push({
              holdSq: sq,
              holdKind: h.holdKind,
              amount: h.amount,
              reason: '',
              day: day(m + 1, 2),
              due: m + 3,
              placed: m,
              taken: true,
              released: false,
            });
          }
          expect(res.totals.payoutAmt).toBe(res.rows.reduce((n, r) => n + r.totalAmt, 0));
          expect(res.totals.payoutAmt).toBeGreaterThanOrEqual(0);
          for (const r of res.rows) expect(r.totalAmt).toBe(rowTotal(r));
          if (res.totals.payoutUsd !== null) {
            const cents = res.rows.reduce((n, r) => n + Math.round(Number(r.totalUsd) * 100), 0);
            expect(Math.round(Number(res.totals.payoutUsd) * 100)).toBe(cents);
          }
          for (const r of res.rows) {
            expect(keys.has(r.sourceKey)).toBe(false);
            keys.add(r.sourceKey);
            if (r.sourceKey.startsWith('CARRY_OUT:')) carries.push({ ym: r.settleYm, amount: r.calcFee });
            all.push(r);
          }
        }
        // Each line: Σ SALE + REFUND = the amounts at its final kept quantity (or nothing when none is kept).
        let expected = 0;
        for (const l of lines) {
          const mine = all.filter((r) => r.ordNo === l.ordNo && (r.kind === 'SALE' || r.kind === 'REFUND'));
          const sold = mine.some((r) => r.kind === 'SALE');
          const want = amountsAt(moneyOf(l), sold ? finalR(l) : 0);
          for (const k of AMOUNT_KEYS) expect(mine.reduce((n, r) => n + r[k], 0)).toBe(want[k]);
          if (finalR(l) > 0) expect(sold).toBe(true);
          if (sold)
            expected += rowTotal({ ...want, deliveryAmt: l.deliveryFee, extraDeliveryAmt: 0, calcFee: -Math.min(1000 * l.lateDays, 10000), holdAmt: 0 });
          expected += l.claims.filter((c) => c.claimType !== 'CANCEL').reduce((n, c) => n + c.buyerFee, 0);
        }
        expected += w.adjustments.reduce((n, a) => n + a.amount, 0);
        // Σ payouts + what is still held − what the seller still owes (carried) = Σ of everything that happened.
        const paid = all.reduce((n, r) => n + r.totalAmt, 0);
        const held = pendingHolds.filter((h) => h.taken && !h.released).reduce((n, h) => n + h.amount, 0);
        const carried = carries.reduce((n, c) => n + c.amount, 0);
        expect(paid + held - carried).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });
});
