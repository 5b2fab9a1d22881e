import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_TIME_BUCKETS, leadTimeAverage, leadTimeBucketOf } from './lead-time.ts';

/** A chart's series: every bucket with a count. */
const series = fc.tuple(...LEAD_TIME_BUCKETS.map(() => fc.nat(100_000))).map((counts) => LEAD_TIME_BUCKETS.map((name, i) => ({ name, data: counts[i]! })));

/** The definition (§5) in exact rationals: sum(digit x count) / sum(count) without ETC, half up to tenths. */
function byDefinition(s: { name: string; data: number }[]): number | null {
  const kept = s.filter((x) => x.name !== 'ETC');
  const total = kept.reduce((sum, x) => sum + x.data, 0);
  if (total === 0) return null;
  const weighted = kept.reduce((sum, x) => sum + Number(x.name[0]) * x.data, 0);
  // tenths = round-half-up(10 * weighted / total), exactly in BigInt.
  const tenths = (BigInt(20 * weighted) + BigInt(total)) / BigInt(2 * total);
  return Number(tenths) / 10;
}

describe('delivery lead time', () => {
  it('buckets whole days: 2 or fewer, 3 to 7 each, longer or unusable in ETC', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 30].map(leadTimeBucketOf)).toEqual([
      '2DAYS',
      '2DAYS',
      '2DAYS',
      '3DAYS',
      '4DAYS',
      '5DAYS',
      '6DAYS',
      '7DAYS',
      'ETC',
      'ETC',
    ]);
    expect(leadTimeBucketOf(Number.NaN)).toBe('ETC');
    expect(leadTimeBucketOf(Number.POSITIVE_INFINITY)).toBe('ETC');
  });

  it('a bucket is always one of the chart buckets', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 400 }), (d) => {
        expect(LEAD_TIME_BUCKETS).toContain(leadTimeBucketOf(d));
      }),
    );
  });

  it('the average equals the definition, ETC never changes it, it lies within [2, 7], null only when nothing but ETC', () => {
    fc.assert(
      fc.property(series, fc.nat(100_000), (s, etc) => {
        const avg = leadTimeAverage(s);
        expect(avg).toBe(byDefinition(s));
        expect(leadTimeAverage(s.map((x) => (x.name === 'ETC' ? { ...x, data: etc } : x)))).toBe(avg);
        const nonEtc = s.filter((x) => x.name !== 'ETC').reduce((sum, x) => sum + x.data, 0);
        if (nonEtc === 0) expect(avg).toBeNull();
        else {
          expect(avg).not.toBeNull();
          expect(avg!).toBeGreaterThanOrEqual(2);
          expect(avg!).toBeLessThanOrEqual(7);
        }
      }),
    );
  });

  it('rounds half up to tenths', () => {
    // (2 x 1 + 3 x 1 + 3 x 2) / 4 = 2.75 → 2.8; (2 x 3 + 3 x 1) / 4 = 2.25 → 2.3.
    expect(
      leadTimeAverage([
        { name: '2DAYS', data: 1 },
        { name: '3DAYS', data: 3 },
      ]),
    ).toBe(2.8);
    expect(
      leadTimeAverage([
        { name: '2DAYS', data: 3 },
        { name: '3DAYS', data: 1 },
      ]),
    ).toBe(2.3);
  });
});
