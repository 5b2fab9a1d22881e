import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessHoursBetween, subtractBusinessHours } from './business-hours.ts';

const at = (s: string) => new Date(s);

describe('business hours', () => {
  it('counts whole business days and stops on weekends and holidays', () => {
    // Thursday 10:00 Seoul to Monday 10:00: Thursday 14 h, Friday 24 h, Monday 10 h.
    expect(businessHoursBetween(at('2026-11-26T10:00:00+09:00'), at('2026-11-30T10:00:00+09:00'))).toBe(48);
    // Christmas (Friday 2026-12-25) and the weekend do not count: Thursday 12:00 to Monday 12:00 is 12 + 12.
    expect(businessHoursBetween(at('2026-12-24T12:00:00+09:00'), at('2026-12-28T12:00:00+09:00'))).toBe(24);
    // A Saturday payment counts from Monday 00:00.
    expect(businessHoursBetween(at('2026-11-28T15:00:00+09:00'), at('2026-12-02T00:00:00+09:00'))).toBe(48);
    expect(businessHoursBetween(at('2026-11-30T10:00:00+09:00'), at('2026-11-30T09:00:00+09:00'))).toBe(0);
  });

  it('finds the latest instant 48 business hours back', () => {
    expect(subtractBusinessHours(at('2026-11-30T10:00:00+09:00'), 48).toISOString()).toBe(at('2026-11-26T10:00:00+09:00').toISOString());
    // From a Sunday: Friday and Thursday count whole.
    expect(subtractBusinessHours(at('2026-11-29T10:00:00+09:00'), 48).toISOString()).toBe(at('2026-11-26T00:00:00+09:00').toISOString());
    expect(subtractBusinessHours(at('2026-12-28T12:00:00+09:00'), 48).toISOString()).toBe(at('2026-12-23T12:00:00+09:00').toISOString());
  });

  it('is the inverse of counting: exactly the asked hours lie between the cutoff and now', () => {
    const instant = fc.date({ min: at('2025-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 200 }), (now, hours) => {
        const cutoff = subtractBusinessHours(now, hours);
        expect(businessHoursBetween(cutoff, now)).toBeCloseTo(hours, 6);
        // A moment later there are fewer: the cutoff is the latest such instant (unless it sits on a day's start).
        expect(businessHoursBetween(new Date(cutoff.getTime() + 60_000), now)).toBeLessThan(hours);
      }),
    );
  });
});
