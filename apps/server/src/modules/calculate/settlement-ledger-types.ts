import type { THoldKind, TSacRowKind } from '@po/contracts';
import type { LineMoney } from './settlement-amounts.ts';

/** A completed claim of a line, as the run sees it (cancels and returns lower the kept quantity; exchanges do not). */
export interface FeedClaim {
  claimSq: number;
  claimType: 'CANCEL' | 'RETURN' | 'EXCHANGE';
  claimQty: number;
  /** The Seoul day it completed. */
  completeDt: string;
  feeGubun: 'BUYER' | 'SELLER' | null;
  returnFee: number;
}

/** A line the run may settle: its money, quantities, eligibility and what the ledger already holds of it. */
export interface FeedLine extends LineMoney {
  ordNo: string;
  ordDtlSq: number;
  prodCd: string;
  prodNm: string;
  /** ordQty − cancelQty − returnQty now. */
  remainingQty: number;
  /** Quantity in open claims: the line waits while > 0. */
  claimQty: number;
  deliveryFee: number;
  /** E = min(purchase confirmation day, delivery day + 14) (Seoul), or null when neither happened. */
  eligibleDt: string | null;
  /** Late dispatch in business days (planned dispatch → invoice day), 0 when on time. */
  lateDays: number;
  taxType: 'TAXABLE' | 'EXEMPT';
  evidence: 'CARD' | 'CASH' | 'OTHER';
  payKindCd: string;
  openMarketYn: 'Y' | 'N';
  /** Completed claims of the line (any age the run still needs), oldest first. */
  claims: FeedClaim[];
}

/** What the ledger already holds of a seller's lines and claims. */
export interface LedgerState {
  /** Source keys already written (SALE:, REFUND:, XFEE:, … of the lines and claims in the input). */
  keys: ReadonlySet<string>;
  /** Per line ('<ordNo>:<ordDtlSq>') with a SALE row: Σ qty of its SALE and REFUND rows. */
  keptQty: ReadonlyMap<string, number>;
}

export interface PendingAdjustment {
  adjSq: number;
  amount: number;
  reason: string;
  createdDay: string;
}

export interface PendingHold {
  holdSq: number;
  holdKind: THoldKind;
  amount: number;
  reason: string;
  /** HOLD row: the day it was placed; RELEASE row: the day it was released or fell due. */
  day: string;
}

/** One seller's inputs for a month. */
export interface SellerMonthInput {
  supplyEntrCd: string;
  settleYm: string;
  /** The run's Seoul day (the month is confirmed on it). */
  confirmDt: string;
  lines: FeedLine[];
  ledger: LedgerState;
  adjustments: PendingAdjustment[];
  holdsToTake: PendingHold[];
  holdsToRelease: PendingHold[];
  /** Negative balances carried from earlier months (positive amounts), by the month that carried them. */
  carries: { ym: string; amount: number }[];
  /** Closed seller without a termination hold yet: the SALE totals of the two months before this one. */
  termination: { priorSaleAmt: number } | null;
  /** KRW per USD for a purchase-agency seller; null for KRW sellers. */
  usdRate: string | null;
}

/** A ledger row as written (sac_row without its id and creation time). */
export interface SacRowDraft {
  supplyEntrCd: string;
  settleYm: string;
  kind: TSacRowKind;
  sourceKey: string;
  saleDt: string;
  ordNo: string | null;
  ordDtlSq: number | null;
  claimSq: number | null;
  prodCd: string | null;
  prodNm: string | null;
  qty: number;
  saleAmt: number;
  sellFeeRate: string | null;
  feeAmt: number;
  supplyBurdenAmt: number;
  seCpnAmt: number;
  egmAmt: number;
  lfBurdenAmt: number;
  deliveryAmt: number;
  extraDeliveryAmt: number;
  calcFee: number;
  holdAmt: number;
  totalAmt: number;
  vatSaleAmt: number;
  taxType: 'TAXABLE' | 'EXEMPT' | null;
  evidence: 'CARD' | 'CASH' | 'OTHER' | null;
  payKindCd: string | null;
  openMarketYn: 'Y' | 'N';
  reasonKey: string | null;
  reasonParams: Record<string, string | number> | null;
  totalUsd: string | null;
}

/** A seller's month totals (sac_month without its dates). */
export interface SacMonthTotals {
  rowCnt: number;
  saleAmt: number;
  feeAmt: number;
  supplyBurdenAmt: number;
  seCpnAmt: number;
  egmAmt: number;
  lfBurdenAmt: number;
  deliveryAmt: number;
  extraDeliveryAmt: number;
  calcFee: number;
  holdAmt: number;
  releaseAmt: number;
  payoutAmt: number;
  currency: 'KRW' | 'USD';
  exrt: string | null;
  payoutUsd: string | null;
}

/** A hold the run itself places (REFUND_RATE, TERMINATION); its HOLD row's key names it until it has an id. */
export interface RuleHold {
  holdKind: 'REFUND_RATE' | 'TERMINATION';
  amount: number;
  reasonKey: string;
  reasonParams: Record<string, string | number>;
  releaseDueDt: string;
  /** The placeholder source key of its HOLD row, replaced by 'HOLD:<holdSq>' once the hold is inserted. */
  placeholderKey: string;
}

export interface SellerMonthResult {
  rows: SacRowDraft[];
  totals: SacMonthTotals;
  ruleHolds: RuleHold[];
}
