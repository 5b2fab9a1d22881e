import type { CalculatePart } from './calculate-part.ts';
import { amountsAt, rowTotal, share, type LineMoney } from './settlement-amounts.ts';

/** A line as the estimate takes it: its money and what was cancelled and returned of it so far. */
export interface EstimateLine extends LineMoney {
  cancelQty: number;
  returnQty: number;
  deliveryFee: number;
}

/** What lines sold: quantity kept, what the buyers paid for it, and what it would settle to. */
export interface SaleEstimate {
  saleQty: number;
  paidAmt: number;
  settleExpectAmt: number;
}

/**
 * The settlement run's formulas (settlement-amounts.ts, the ledger's SALE and SHIPPING rows) applied to lines as they
 * stand now: per line with kept = ordQty - cancelQty - returnQty > 0, the paid amount is realOrdAmt's share of kept,
 * the settlement sale - fee - seller burden + delivery fee; a line with nothing kept adds nothing (the run writes no
 * SALE nor SHIPPING row for it). Penalties, adjustments and holds are left out: they are not known before the run.
 */
export function estimateSales(lines: readonly EstimateLine[]): SaleEstimate {
  const out: SaleEstimate = { saleQty: 0, paidAmt: 0, settleExpectAmt: 0 };
  for (const line of lines) {
    const kept = line.ordQty - line.cancelQty - line.returnQty;
    if (kept <= 0) continue;
    const a = amountsAt(line, kept);
    out.saleQty += kept;
    out.paidAmt += share(line.realOrdAmt, kept, line.ordQty);
    out.settleExpectAmt += rowTotal({ ...a, deliveryAmt: line.deliveryFee, extraDeliveryAmt: 0, calcFee: 0, holdAmt: 0 });
  }
  return out;
}

export type SettlementEstimate = { estimateSales: typeof estimateSales };

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The home dashboard's "settlement expected" figure: `estimateSales(lines)` with the run's own formulas. */
    settlementEstimate: SettlementEstimate;
  }
}

/** The estimate as a service (the dashboard module reads calculate only through services). */
export const settlementEstimatePart: CalculatePart = {
  services: () => ({ settlementEstimate: { estimateSales } }),
};
