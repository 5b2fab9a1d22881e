import { DSTC_DIV_CODES, STAT_PRODUCT_SORTS, STATISTIC_LIMITS, ZStatisticPeriod, ZStatProductSort } from '@po/contracts';
import { z } from 'zod';
import { shortcutRange, type TDateRange } from '@/shared/date/date-shortcuts';
import { seoulToday, type Dayjs } from '@/shared/date/seoul';
import { dayBounds, dayRange } from '@/shared/list/use-filter-form';

/**
 * The search of each statistic screen as the list kit keeps it (history state, so back / forward and a reload keep it;
 * the address's query opens a search too). A period with neither day is "all": the server reads from the seller's
 * first day to today. Each schema is the contract's filter plus the screen's own switches (day / month, by day / by
 * product), which choose the call rather than narrow it.
 */
export const STAT_UNITS = ['DAY', 'MONTH'] as const;
export type TStatUnit = (typeof STAT_UNITS)[number];
export const ZPeriodSearch = ZStatisticPeriod.extend({ unit: z.enum(STAT_UNITS) });

export const ZProductSearch = ZStatisticPeriod.extend({
  brandCd: z.string().trim().max(20),
  product: z.string().trim().max(STATISTIC_LIMITS.productSearchMax),
  sortCd: ZStatProductSort,
});

export const ZAgeSearch = ZStatisticPeriod;

/** The product codes as typed (comma-separated): the query sends them as they are, the server splits them. */
export const ZLeadTimeSearch = ZStatisticPeriod.extend({
  brandCd: z.string().trim().max(20),
  prodCdList: z.string().trim().max(2000),
  dstcDivCd: z.enum(DSTC_DIV_CODES),
});

export const RATING_VIEWS = ['DAY', 'PRODUCT'] as const;
export type TRatingView = (typeof RATING_VIEWS)[number];
export const ZRatingSearch = ZStatisticPeriod.extend({ view: z.enum(RATING_VIEWS) });

/** A screen opened afresh shows the last month up to today (the shortcut "1 month"). */
export function defaultPeriod(today: Dayjs = seoulToday()): { startDt: string; endDt: string } {
  const { from, to } = dayBounds(shortcutRange('1m', today));
  return { startDt: from!, endDt: to! };
}

/** The search's days as the range picker shows them (null: all). */
export const periodRange = (s: { startDt?: string | undefined; endDt?: string | undefined }): TDateRange => dayRange(s.startDt, s.endDt);

/** The range picker's days as the search's; "all" (null) sends neither. */
export function periodDays(range: TDateRange): { startDt?: string; endDt?: string } {
  const { from, to } = dayBounds(range);
  return from && to ? { startDt: from, endDt: to } : {};
}

/** Product codes typed with commas, spaces or new lines: the codes, trimmed, empties dropped. */
export const splitProdCds = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

export { STAT_PRODUCT_SORTS };
