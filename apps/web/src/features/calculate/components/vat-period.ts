import { addMonths, SETTLEMENT_LIMITS } from '@po/contracts';

/**
 * The newest month whose VAT data is out on `todayYmd`: a month is available after the 10th of the next month,
 * so on the 11th of M+1 month M is, before it only M-1.
 */
export function latestVatMonth(todayYmd: string): string {
  const day = Number(todayYmd.slice(8, 10));
  const back = day > SETTLEMENT_LIMITS.vatAvailableAfterDay ? 1 : 2;
  return addMonths(todayYmd.slice(0, 7), -back);
}

/** The VAT report opens on the last 6 available months (one VAT half-year's length). */
export function defaultVatPeriod(todayYmd: string): { startYm: string; endYm: string } {
  const endYm = latestVatMonth(todayYmd);
  return { startYm: addMonths(endYm, -5), endYm };
}
