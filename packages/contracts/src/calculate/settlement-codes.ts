import { z } from 'zod';

/** Kinds of a settlement ledger row (issue 14 "a statement that reconciles"), in the statement's order. */
export const SAC_ROW_KINDS = ['SALE', 'REFUND', 'SHIPPING', 'EXTRA_FEE', 'ADJUSTMENT', 'HOLD', 'RELEASE'] as const;
export const ZSacRowKind = z.enum(SAC_ROW_KINDS, { error: 'form.msg.invalid' });
export type TSacRowKind = z.infer<typeof ZSacRowKind>;

/**
 * The money fields of a §3 settlement row, in the statement's order: what it was sold for, the fee, the burdens and
 * coupons, the e-gift mileage, delivery, extra delivery and the adjustment. A ledger row, a list group and a month
 * carry them all; a row ends with its hold and total (SETTLEMENT_ROW_MONEY), a month with its holds and payout.
 */
export const SETTLEMENT_AMOUNTS = [
  'saleAmt',
  'feeAmt',
  'supplyBurdenAmt',
  'seCpnAmt',
  'EGM',
  'lfBurdenAmt',
  'deliveryAmt',
  'extraDeliveryAmt',
  'calcFee',
] as const;
/** A row's money columns: the amounts, its hold (or release) and its total. */
export const SETTLEMENT_ROW_MONEY = [...SETTLEMENT_AMOUNTS, 'holdAmt', 'totalAmt'] as const;

/**
 * Holds of the seller terms and the guarantee agreement: card payments (up to 60 days), refunds over 20 % (3 months),
 * termination (30 % of the last 3 months' average, 3 months), a counterfeit case (1 year), and the operator's own.
 */
export const HOLD_KINDS = ['CARD', 'REFUND_RATE', 'TERMINATION', 'COUNTERFEIT', 'MANUAL'] as const;
export const ZHoldKind = z.enum(HOLD_KINDS, { error: 'form.msg.invalid' });
export type THoldKind = z.infer<typeof ZHoldKind>;

export const TAX_TYPES = ['TAXABLE', 'EXEMPT'] as const;
/** VAT evidence of a buyer's payment: credit card, cash receipt, other. */
export const VAT_EVIDENCES = ['CARD', 'CASH', 'OTHER'] as const;

/** Month states of a settlement run. */
export const SETTLEMENT_RUN_STATUSES = ['RUNNING', 'FIXED', 'PUBLISHED'] as const;
export type TSettlementRunStatus = (typeof SETTLEMENT_RUN_STATUSES)[number];

/** Business-area §5, §9, the seller terms and the guarantee agreement, as numbers. */
export const SETTLEMENT_LIMITS = {
  /** Settlement searches: at most 6 months, counting both ends. */
  maxSearchMonths: 6,
  /** VAT report: at most 1 year, counting both ends. */
  vatMaxMonths: 12,
  /** A month's VAT data is available after the 10th of the next month (from the 11th). */
  vatAvailableAfterDay: 10,
  /** Purchase-agency settlements exist from June 2022. */
  purveyanceFromYm: '2022-06',
  /** A delivered line is settlement-eligible this many days after delivery, or at purchase confirmation if sooner. */
  eligibleDaysAfterDelivery: 14,
  /** Paid on the 20th of the next month (next business day when the 20th is not one). */
  payDay: 20,
  /** Tax invoices issued by the 10th of the next month (next business day when the 10th is not one). */
  invoiceIssueDay: 10,
  latePenaltyPerDay: 1000,
  latePenaltyCap: 10000,
  cardHoldMaxDays: 60,
  refundRateHoldPct: 20,
  refundRateHoldMonths: 3,
  terminationHoldPct: 30,
  terminationAverageMonths: 3,
  terminationHoldMonths: 3,
  counterfeitHoldMonths: 12,
  /** Adjustment and hold reasons. */
  reasonMaxLength: 300,
} as const;

/** A settlement month, `YYYY-MM`. */
export const ZSettleYm = z
  .string({ error: 'calculate.msg.periodRequired' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'form.msg.invalid' });
export type TSettleYm = z.infer<typeof ZSettleYm>;

/** Months from `startYm` to `endYm`, counting both ends (2026-01..2026-06 is 6). */
export function monthSpan(startYm: string, endYm: string): number {
  const [sy, sm] = startYm.split('-').map(Number) as [number, number];
  const [ey, em] = endYm.split('-').map(Number) as [number, number];
  return (ey - sy) * 12 + (em - sm) + 1;
}

/** The month `n` months after `ym` (negative: before). */
export function addMonths(ym: string, n: number): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Which settlement lists a seller has (docs/decisions.md "Menu and roles": each kind of seller its own lists). */
export interface SettlementKinds {
  /** partnerSupplyEntrList: domestic and open-market sellers without the card-provider variant. */
  domestic: boolean;
  /** partnerSupplyEntrKICCList: sellers whose payments settle through the card provider (kiccYn). */
  kicc: boolean;
  /** Tax invoices and the VAT report: every seller but the global ones. */
  taxPapers: boolean;
  /** The open-market payment list: open-market sellers. */
  openMarket: boolean;
  /** The purchase-agency list in USD: global sellers. */
  purveyance: boolean;
}

/** The lists a seller of this type and variant has; the server refuses the others, the menu hides them. */
export function settlementKindsOf(seller: { entrType: 'N' | 'O' | 'G'; kiccYn: 'Y' | 'N' }): SettlementKinds {
  const global = seller.entrType === 'G';
  return {
    domestic: !global && seller.kiccYn === 'N',
    kicc: !global && seller.kiccYn === 'Y',
    taxPapers: !global,
    openMarket: seller.entrType === 'O',
    purveyance: global,
  };
}
