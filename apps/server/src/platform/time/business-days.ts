import * as years from '@hyunbinseo/holidays-kr/all';
import { seoulDate } from './seoul-date.ts';

// Korean business days (DESIGN "Business days"): Monday to Friday that is not a public holiday of the official
// gazette. The gazette's years are loaded once, synchronously, so a deadline is a plain function. Years the
// package does not yet hold count weekends only; its yearly release adds them.
const HOLIDAYS = new Set<string>(Object.values(years).flatMap((y) => Object.keys(y)));
const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds calendar days to a `yyyy-MM-dd` date. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a `yyyy-MM-dd` date is a Korean business day. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day);
}

/** The date `n` business days after `day` (n = 0: the day itself if it is one, else the next one). */
export function addBusinessDays(day: string, n: number): string {
  let d = day;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

/** The Seoul business day an instant falls on, or the next one when it falls on a weekend or holiday. */
export function businessDayOf(at: Date): string {
  return addBusinessDays(seoulDate(at), 0);
}

/** The end of a Seoul calendar day (23:59:59.999 +09:00) as an instant. */
export function endOfSeoulDay(day: string): Date {
  return new Date(Date.parse(`${day}T23:59:59.999+09:00`));
}
