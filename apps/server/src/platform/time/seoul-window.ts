import { addDays } from './business-days.ts';
import { seoulDate } from './seoul-date.ts';

/**
 * The Seoul days of a window of `days` days that ends today and includes it (the dashboard's "last 14 days":
 * today and the 13 days before), as `yyyy-MM-dd` bounds.
 */
export function seoulWindow(now: Date, days: number): { startDt: string; endDt: string } {
  const endDt = seoulDate(now);
  return { startDt: addDays(endDt, 1 - days), endDt };
}

/** The first instant (00:00 Seoul) of the window of `days` days ending today. */
export function seoulDaysAgoStart(now: Date, days: number): Date {
  return new Date(Date.parse(`${seoulWindow(now, days).startDt}T00:00:00+09:00`));
}
