import { z } from 'zod';
import { DLCST_TYPES, type TDlcstType } from './codes.ts';

/**
 * Money limits of a delivery-fee policy, in integer won. The spec names a max-amount message without the
 * amount; a million won caps any single parcel fee with room to spare, and the free-shipping threshold
 * may reach a hundred million (large furniture or jewellery orders).
 */
export const FEE_LIMITS = { maxFee: 1_000_000, maxThreshold: 100_000_000, titleMaxBytes: 100 } as const;

export const DLCST_MESSAGES = {
  amount: 'dlcst.msg.amount',
  maxAmount: 'dlcst.msg.maxAmount',
  maxThreshold: 'dlcst.msg.maxThreshold',
  zeroFeeFree: 'dlcst.msg.zeroFeeFree',
  zeroThresholdPaid: 'dlcst.msg.zeroThresholdPaid',
  freeHasFee: 'dlcst.msg.freeHasFee',
  freeHasThreshold: 'dlcst.msg.freeHasThreshold',
  paidHasThreshold: 'dlcst.msg.paidHasThreshold',
  dateOrder: 'dlcst.msg.dateOrder',
} as const;

/** An amount in won: a whole number from 0 to `max`. */
export const ZWon = (max: number, maxKey: string) =>
  z.number({ error: DLCST_MESSAGES.amount }).int({ error: DLCST_MESSAGES.amount }).min(0, { error: DLCST_MESSAGES.amount }).max(max, { error: maxKey });

export interface FeeRuleInput {
  dlcstTypeCd: TDlcstType;
  dlcst: number;
  dlcstLevyStdrAmt: number;
}
export interface FeeRuleViolation {
  field: keyof FeeRuleInput;
  messageKey: string;
}

/**
 * Spec business §5: a base fee of 0 must use the free type; a threshold of 0 must use the paid type.
 * Read together with the types' meaning, exactly three shapes are valid:
 * free (fee 0, threshold 0), paid (fee > 0, threshold 0), conditional (fee > 0, threshold > 0).
 * A free policy has no threshold to speak of, so "threshold 0 → paid" applies only when a fee is charged.
 */
export function checkDeliveryFee(v: FeeRuleInput): FeeRuleViolation[] {
  const out: FeeRuleViolation[] = [];
  if (v.dlcstTypeCd === DLCST_TYPES.free) {
    if (v.dlcst > 0) out.push({ field: 'dlcst', messageKey: DLCST_MESSAGES.freeHasFee });
    if (v.dlcstLevyStdrAmt > 0) out.push({ field: 'dlcstLevyStdrAmt', messageKey: DLCST_MESSAGES.freeHasThreshold });
    return out;
  }
  if (v.dlcst === 0) out.push({ field: 'dlcstTypeCd', messageKey: DLCST_MESSAGES.zeroFeeFree });
  if (v.dlcstTypeCd === DLCST_TYPES.paid && v.dlcstLevyStdrAmt > 0) out.push({ field: 'dlcstLevyStdrAmt', messageKey: DLCST_MESSAGES.paidHasThreshold });
  if (v.dlcstTypeCd === DLCST_TYPES.conditional && v.dlcstLevyStdrAmt === 0) out.push({ field: 'dlcstTypeCd', messageKey: DLCST_MESSAGES.zeroThresholdPaid });
  return out;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date as `yyyy-MM-dd` (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const ZIsoDate = (key: string) => z.string({ error: key }).refine(isIsoDate, { error: key });
