import { addMonths, SETTLEMENT_LIMITS, type TVatReportReply, type TVatRow } from '@po/contracts';
import { addDays } from '@/platform/time/business-days.ts';

/**
 * The last month whose VAT data is available on a Seoul day: a month opens after the 10th of the next month
 * (FIELD-NOTES "Tax invoices and VAT"), so on 2026-11-10 it is September and on 2026-11-11 October.
 */
export function lastVatMonth(today: string): string {
  const thisYm = today.slice(0, 7);
  const day = Number(today.slice(8, 10));
  return addMonths(thisYm, day > SETTLEMENT_LIMITS.vatAvailableAfterDay ? -1 : -2);
}

/** The first and last day of a month. */
export const monthDays = (ym: string) => ({ fromDt: `${ym}-01`, toDt: addDays(`${addMonths(ym, 1)}-01`, -1) });

type VatSums = { saleYm: string; saleAmt: number; taxableAmt: number; cardAmt: number; cashAmt: number };

/**
 * One VAT row per month of sale from the ledger's sums. What buyers paid for taxable goods includes the VAT:
 * the reported supply is floor(taxable × 10 / 11) and the VAT the rest, so the two add up to the taxable sum.
 * Every month of the span is listed, empty ones as zeros; the total adds the months (not a second rounding).
 */
export function vatReport(opts: { startYm: string; endYm: string; sums: readonly VatSums[] }): TVatReportReply {
  const byYm = new Map(opts.sums.map((s) => [s.saleYm, s]));
  const list: TVatRow[] = [];
  for (let ym = opts.endYm; ym >= opts.startYm; ym = addMonths(ym, -1)) {
    const s = byYm.get(ym) ?? { saleYm: ym, saleAmt: 0, taxableAmt: 0, cardAmt: 0, cashAmt: 0 };
    const saleReportAmt = Math.floor((s.taxableAmt * 10) / 11);
    list.push({
      saleYm: ym,
      saleAmt: s.saleAmt,
      taxableAmt: s.taxableAmt,
      exemptAmt: s.saleAmt - s.taxableAmt,
      saleReportAmt,
      vatAmt: s.taxableAmt - saleReportAmt,
      cardAmt: s.cardAmt,
      cashAmt: s.cashAmt,
      otherAmt: s.saleAmt - s.cardAmt - s.cashAmt,
    });
  }
  const keys = ['saleAmt', 'taxableAmt', 'exemptAmt', 'saleReportAmt', 'vatAmt', 'cardAmt', 'cashAmt', 'otherAmt'] as const;
  const total = Object.fromEntries(keys.map((k) => [k, list.reduce((acc, row) => acc + row[k], 0)])) as TVatReportReply['total'];
  return { list, totalCnt: list.length, total };
}
