import { addMonths } from '@po/contracts';
import { formatDollar, formatPercent, formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';

// Spec §9's money formats on the settlement screens: won with its suffix, USD with "$" and 2 decimals, rates as percent.

export const won = (value: number | null | undefined): string => formatWon(value, currentLanguage());
export const usd = (value: string | null | undefined): string => formatDollar(value);
export const rate = (value: string | null | undefined): string => formatPercent(value);

/** A tax invoice's 24-character approval number as the electronic tax invoice prints it: 8-8-8. */
export function approvalNoText(approvalNo: string): string {
  const digits = approvalNo.replace(/-/g, '');
  if (digits.length !== 24) return approvalNo;
  return `${digits.slice(0, 8)}-${digits.slice(8, 16)}-${digits.slice(16)}`;
}

/** The month before `today`'s month ('YYYY-MM'): the newest month a run can have fixed. */
export const monthBefore = (todayYmd: string): string => addMonths(todayYmd.slice(0, 7), -1);

/**
 * The period a settlement list opens on: the last `months` fixed months, ending at the seller's last fixed month
 * (or the month before this one when nothing is fixed yet).
 */
export function defaultPeriod(lastFixedYm: string | null, todayYmd: string, months = 3): { startYm: string; endYm: string } {
  const endYm = lastFixedYm ?? monthBefore(todayYmd);
  return { startYm: addMonths(endYm, -(months - 1)), endYm };
}

/** The statement's equation: the kinds' totals and whether they add up to the payout, to the won. */
export function statementEquation(totals: readonly { totalAmt: number }[], payoutAmt: number): { sum: number; balanced: boolean } {
  const sum = totals.reduce((acc, t) => acc + t.totalAmt, 0);
  return { sum, balanced: sum === payoutAmt };
}
