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
 * The home's "settlement expected" card reads the same figure kept per line by the order module's triggers
 * (ord_dtl_settle_expect_amt, migration 0032); this is what that figure is tested against (decisions "Home dashboard
 * at scale (issue 13)").
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
