import { centsToUsd, wonToUsdCents } from './settlement-amounts.ts';
import type { SacMonthTotals, SacRowDraft } from './settlement-ledger-types.ts';

/** What the month's totals read of a row (and its USD total, which they write). */
type TotalledRow = Pick<
  SacRowDraft,
  | 'saleAmt'
  | 'feeAmt'
  | 'supplyBurdenAmt'
  | 'seCpnAmt'
  | 'egmAmt'
  | 'lfBurdenAmt'
  | 'deliveryAmt'
  | 'extraDeliveryAmt'
  | 'calcFee'
  | 'holdAmt'
  | 'totalAmt'
  | 'totalUsd'
>;

/**
 * A seller's month totals: the sums of its rows (payoutAmt = Σ totalAmt). A purchase-agency seller's rows each get
 * their total in USD, and the month's USD payout is the sum of those, so the USD statement adds up too.
 */
export function monthTotals(rows: TotalledRow[], usdRate: string | null): SacMonthTotals {
  const sum = (f: (r: TotalledRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  let payoutUsd: string | null = null;
  if (usdRate !== null) {
    let cents = 0n;
    for (const r of rows) {
      const c = wonToUsdCents(r.totalAmt, usdRate);
      r.totalUsd = centsToUsd(c);
      cents += c;
    }
    payoutUsd = centsToUsd(cents);
  }
  return {
    rowCnt: rows.length,
    saleAmt: sum((r) => r.saleAmt),
    feeAmt: sum((r) => r.feeAmt),
    supplyBurdenAmt: sum((r) => r.supplyBurdenAmt),
    seCpnAmt: sum((r) => r.seCpnAmt),
    egmAmt: sum((r) => r.egmAmt),
    lfBurdenAmt: sum((r) => r.lfBurdenAmt),
    deliveryAmt: sum((r) => r.deliveryAmt),
    extraDeliveryAmt: sum((r) => r.extraDeliveryAmt),
    calcFee: sum((r) => r.calcFee),
    holdAmt: sum((r) => Math.min(r.holdAmt, 0)),
    releaseAmt: sum((r) => Math.max(r.holdAmt, 0)),
    payoutAmt: sum((r) => r.totalAmt),
    currency: usdRate === null ? 'KRW' : 'USD',
    exrt: usdRate,
    payoutUsd,
  };
}
