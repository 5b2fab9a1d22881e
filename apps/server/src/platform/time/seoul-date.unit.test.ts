import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seoulDate, seoulYear } from './seoul-date.ts';

// The oracle: the ICU time-zone database Node ships with.
const icu = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('seoulDate', () => {
  it('turns the day at 15:00 UTC', () => {
    expect(seoulDate(new Date('2026-11-20T14:59:59Z'))).toBe('2026-11-20');
    expect(seoulDate(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
    expect(seoulYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
  });

  it('agrees with the time-zone database since 1988 (no daylight saving since)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1989-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (d) => seoulDate(d) === icu.format(d),
      ),
    );
  });
});
