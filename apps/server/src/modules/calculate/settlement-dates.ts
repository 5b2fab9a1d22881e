import { addMonths, SETTLEMENT_LIMITS } from '@po/contracts';
import { addBusinessDays } from '@/platform/time/business-days.ts';

// The calendar of a settlement month (business-area §9; FIELD-NOTES "Tax invoices"): Korean business days in Seoul.

/** The last calendar day of a month 'YYYY-MM' (a tax invoice's write date; the run's recognition bound). */
export function monthLastDay(ym: string): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Day `day` of the month after `ym`, or the next business day when it is not one. */
const nextMonthDue = (ym: string, day: number) => addBusinessDays(`${addMonths(ym, 1)}-${String(day).padStart(2, '0')}`, 0);

/** The day month M is due to be confirmed: the first business day of M + 1. */
export const confirmDueOf = (ym: string) => nextMonthDue(ym, 1);

/** The payment date of month M: the 20th of M + 1, or the next business day. */
export const payDueOf = (ym: string) => nextMonthDue(ym, SETTLEMENT_LIMITS.payDay);

/** The tax invoice is due on the 10th of the next month, or the next business day when the 10th is not one. */
export const issueDueDtOf = (ym: string) => nextMonthDue(ym, SETTLEMENT_LIMITS.invoiceIssueDay);
