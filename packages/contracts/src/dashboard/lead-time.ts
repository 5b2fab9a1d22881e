import { z } from 'zod';

/**
 * The delivery lead-time buckets (§3 "Chart rows"): days from payment to delivery, 2 days or fewer in 2DAYS, 3-7
 * each its own, anything longer (or a line with no delivery day) in ETC.
 */
export const LEAD_TIME_BUCKETS = ['2DAYS', '3DAYS', '4DAYS', '5DAYS', '6DAYS', '7DAYS', 'ETC'] as const;
export const ZLeadTimeBucket = z.enum(LEAD_TIME_BUCKETS);
export type TLeadTimeBucket = z.infer<typeof ZLeadTimeBucket>;

/** The bucket of a lead time in whole days. */
export function leadTimeBucketOf(days: number): TLeadTimeBucket {
  if (!Number.isFinite(days) || days > 7) return 'ETC';
  if (days <= 2) return '2DAYS';
  return `${Math.trunc(days)}DAYS` as TLeadTimeBucket;
}

/**
 * The average lead time (§5): the sum of (leading digit of the series name x count) over the total count, both
 * without the series 'ETC' (other), rounded to one decimal, in days; null when nothing but ETC was counted.
 */
export function leadTimeAverage(series: readonly { name: string; data: number }[]): number | null {
  let weighted = 0;
  let total = 0;
  for (const s of series) {
    if (s.name === 'ETC') continue;
    const digit = Number(/^\d/.exec(s.name)?.[0]);
    if (!Number.isFinite(digit)) continue;
    weighted += digit * s.data;
    total += s.data;
  }
  if (total === 0) return null;
  // Half up to tenths in integers: weighted / total as a float can land just under a .x5.
  return Math.floor((20 * weighted + total) / (2 * total)) / 10;
}
