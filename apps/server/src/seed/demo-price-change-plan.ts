import { extraChargeBounds, PRICE_CHANGE_STATUS, PROD_STATUS, type TConfirmStsCd, type TPriceChangeType } from '@po/contracts';
import type { DemoProductPlan } from './demo-product-plan.ts';
import { PRICE_REJECT_REASONS } from './demo-product-lines.ts';
import { seededRandom, type Random } from './seeded-random.ts';

const HOUR = 60 * 60 * 1000;

/** One planned price-change request of a planned product (by its index in the seller's plan). */
export interface DemoPriceChange {
  productIndex: number;
  prodPriceSeq: number;
  changeType: TPriceChangeType;
  confirmStsCd: TConfirmStsCd;
  oldListPrice: number;
  newListPrice: number;
  oldProdPrice: number;
  newProdPrice: number;
  regDt: Date;
  /** When the operator decided it (20, 30) or the seller withdrew it (40). */
  confirmDt: Date | null;
  rejectReason: string | null;
  options: { optionIndex: number; oldExtraCharge: number; newExtraCharge: number }[];
}

/** How many requests of each state a demo seller has. */
export const DEMO_PRICE_CHANGE_COUNTS: Record<TConfirmStsCd, number> = { '10': 8, '20': 12, '30': 6, '40': 4 };
const TYPES: TPriceChangeType[] = ['P', 'O', 'A'];
const hundreds = (won: number) => Math.max(100, Math.floor(won / 100) * 100);

/** A markdown of 10-20 % (or, for an undiscounted product, a list price raised 10 %), in hundreds of won. */
function otherPrices(r: Random, p: { listPrice: number; prodPrice: number }) {
  if (r.chance(0.3)) {
    const listPrice = hundreds(p.listPrice * 1.1);
    return { listPrice, prodPrice: Math.min(listPrice, hundreds(p.prodPrice * 1.1)) };
  }
  return { listPrice: p.listPrice, prodPrice: Math.min(p.listPrice, hundreds(p.prodPrice * (0.8 + r.int(0, 1) * 0.1))) };
}

/**
 * Price changes in every state. A product's stored prices are those of its last confirmed change (its new
 * prices), so a confirmed request's old prices are the earlier ones; requested, rejected and withdrawn ones
 * start from the stored prices, which they did not change. Only approved products (90, 60, 70) have them,
 * one requested at most per product, and O/A only on products with options.
 */
export function planPriceChanges(supplyEntrCd: string, products: readonly DemoProductPlan[], now: Date): DemoPriceChange[] {
  const r = seededRandom(`demo-price-changes:${supplyEntrCd}`);
  const approved = products.flatMap((p, i) =>
    p.status === PROD_STATUS.normal || p.status === PROD_STATUS.soldOut || p.status === PROD_STATUS.suspended ? [i] : [],
  );
  const total = Object.values(DEMO_PRICE_CHANGE_COUNTS).reduce((a, b) => a + b, 0);
  const chosen = r.sample(approved, total);
  const states = (Object.keys(DEMO_PRICE_CHANGE_COUNTS) as TConfirmStsCd[]).flatMap((s) => Array.from({ length: DEMO_PRICE_CHANGE_COUNTS[s] }, () => s));
  const changes: DemoPriceChange[] = [];

  states.forEach((state, k) => {
    const productIndex = chosen[k];
    const p = productIndex === undefined ? undefined : products[productIndex];
    if (productIndex === undefined || !p) return;
    const hasOptions = p.body.optionType !== '0';
    const changeType = hasOptions ? (TYPES[k % 3] ?? 'P') : 'P';
    const stored = { listPrice: p.body.listPrice, prodPrice: p.body.prodPrice };
    const other = changeType === 'O' ? stored : otherPrices(r, stored);
    const confirmed = state === PRICE_CHANGE_STATUS.confirmed;
    const [before, after] = confirmed ? [other, stored] : [stored, other];
    const options =
      changeType === 'P'
        ? []
        : r
            .sample(
              p.body.options.map((_, i) => i),
              r.int(1, Math.min(3, p.body.options.length)),
            )
            .map((optionIndex) => {
              const current = p.body.options[optionIndex]?.extraCharge ?? 0;
              const moved = Math.min(current + r.pick([1000, 2000, 3000]), extraChargeBounds(Math.min(before.prodPrice, after.prodPrice)).max);
              const other = moved === current ? 0 : moved;
              return confirmed
                ? { optionIndex, oldExtraCharge: other, newExtraCharge: current }
                : { optionIndex, oldExtraCharge: current, newExtraCharge: other };
            });
    // After its approval; a request still waiting is recent, a decided one older.
    const approvedAt = p.moves.find((m) => m.action === 'approve')?.at.getTime() ?? p.regDt.getTime();
    const span = now.getTime() - HOUR - approvedAt;
    const regDt = new Date(approvedAt + Math.floor(span * (state === PRICE_CHANGE_STATUS.requested ? 0.85 + r.next() * 0.1 : 0.2 + r.next() * 0.5)));
    const decided = state === PRICE_CHANGE_STATUS.requested ? null : new Date(Math.min(now.getTime() - HOUR, regDt.getTime() + r.int(2, 48) * HOUR));
    changes.push({
      productIndex,
      prodPriceSeq: 1,
      changeType,
      confirmStsCd: state,
      oldListPrice: before.listPrice,
      newListPrice: after.listPrice,
      oldProdPrice: before.prodPrice,
      newProdPrice: after.prodPrice,
      regDt,
      confirmDt: decided,
      rejectReason: state === PRICE_CHANGE_STATUS.rejected ? r.pick(PRICE_REJECT_REASONS) : null,
      options,
    });
  });
  return changes;
}
