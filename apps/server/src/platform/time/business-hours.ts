import { addDays, isBusinessDay } from './business-days.ts';
import { seoulDate } from './seoul-date.ts';

// Hours that count only on Korean business days (DESIGN "Business days"): the clock of a deadline stops at
// 00:00 Seoul of a weekend or holiday and starts again at 00:00 of the next business day. The delivery-delay
// job reads "not dispatched within 48 hours of payment" this way (docs/decisions.md).

const HOUR_MS = 3600 * 1000;
const startOfSeoulDay = (day: string) => Date.parse(`${day}T00:00:00+09:00`);

/** The latest instant from which at least `hours` business hours have passed by `at`. */
export function subtractBusinessHours(at: Date, hours: number): Date {
  let remaining = hours * HOUR_MS;
  let day = seoulDate(at);
  let end = at.getTime();
  // Walks back day by day; a year of holidays in a row cannot happen, the bound only guards the loop.
  for (let guard = 0; guard < 3660; guard++) {
    const start = startOfSeoulDay(day);
    if (isBusinessDay(day)) {
      if (end - start >= remaining) return new Date(end - remaining);
      remaining -= end - start;
    }
    day = addDays(day, -1);
    end = start;
  }
  throw new Error('no business hours found');
}

/** The business hours between two instants (0 when `to` is not after `from`). */
export function businessHoursBetween(from: Date, to: Date): number {
  let total = 0;
  let day = seoulDate(from);
  let start = from.getTime();
  while (start < to.getTime()) {
    const next = startOfSeoulDay(addDays(day, 1));
    if (isBusinessDay(day)) total += Math.min(next, to.getTime()) - start;
    day = addDays(day, 1);
    start = next;
  }
  return total / HOUR_MS;
}
