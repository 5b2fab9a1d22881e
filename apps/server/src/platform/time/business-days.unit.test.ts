import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, businessDayOf, endOfSeoulDay, isBusinessDay } from './business-days.ts';

describe('business days', () => {
  it('skips weekends and the gazette holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // a Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-25')).toBe(false); // Christmas
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-09-23', 3)).toBe('2026-09-30'); // Chuseok 24-26 Sep, and the Saturday
  });

  it('counts a weekend instant from the next business day', () => {
    expect(businessDayOf(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-30');
    expect(businessDayOf(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27'); // 01:00 the next day in Seoul
  });

  it('ends a Seoul day at 23:59:59.999 +09:00', () => {
    expect(endOfSeoulDay('2026-11-27').toISOString()).toBe('2026-11-27T14:59:59.999Z');
  });

  it('lands n business days later on a business day, never earlier than n calendar days', () => {
    const days = fc.integer({ min: 0, max: 700 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 10 }), (day, n) => {
        const to = addBusinessDays(day, n);
        expect(isBusinessDay(to)).toBe(true);
        expect(to >= addDays(day, n)).toBe(true);
        let count = 0;
        for (let d = addDays(day, 1); d <= to; d = addDays(d, 1)) if (isBusinessDay(d)) count++;
        expect(count).toBe(isBusinessDay(day) ? n : n + 1);
      }),
    );
  });
});
