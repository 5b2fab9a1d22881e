import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivePolicyStatus } from './policy-status.ts';

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('derivePolicyStatus', () => {
  it('reads the dates inclusively', () => {
    const p = { useYn: 'Y' as const, strtDt: '2026-11-20', endDt: '2026-11-30' };
    expect(derivePolicyStatus(p, '2026-11-19')).toBe('SCHEDULED');
    expect(derivePolicyStatus(p, '2026-11-20')).toBe('ACTIVE');
    expect(derivePolicyStatus(p, '2026-11-30')).toBe('ACTIVE');
    expect(derivePolicyStatus(p, '2026-12-01')).toBe('ENDED');
    expect(derivePolicyStatus({ ...p, useYn: 'N' }, '2026-11-25')).toBe('UNUSED');
  });

  it('gives every used policy exactly one of scheduled, active, ended, in date order', () => {
    fc.assert(
      fc.property(day, day, day, (a, b, today) => {
        const [strtDt, endDt] = a <= b ? [a, b] : [b, a];
        const s = derivePolicyStatus({ useYn: 'Y', strtDt, endDt }, today);
        if (today < strtDt) return s === 'SCHEDULED';
        if (today > endDt) return s === 'ENDED';
        return s === 'ACTIVE';
      }),
    );
  });

  it('never moves backwards as days pass', () => {
    const order = ['SCHEDULED', 'ACTIVE', 'ENDED'];
    fc.assert(
      fc.property(day, day, day, day, (a, b, t1, t2) => {
        const [strtDt, endDt] = a <= b ? [a, b] : [b, a];
        const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1];
        return (
          order.indexOf(derivePolicyStatus({ useYn: 'Y', strtDt, endDt }, early)) <= order.indexOf(derivePolicyStatus({ useYn: 'Y', strtDt, endDt }, late))
        );
      }),
    );
  });
});
