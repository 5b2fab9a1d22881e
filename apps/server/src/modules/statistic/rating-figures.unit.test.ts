import { describe, expect, it } from 'vitest';
import { addSums, averageRating, NO_SUMS, ratingFigures } from './rating-figures.ts';

describe('averageRating', () => {
  it('rounds half up to one decimal from integers', () => {
    expect(averageRating(17, 4)).toBe(4.3); // 4.25
    expect(averageRating(21, 5)).toBe(4.2);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(10, 3)).toBe(3.3); // 3.333
    expect(averageRating(11, 3)).toBe(3.7); // 3.666
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(0, 0)).toBeNull();
  });

  it('equals the decimal half-up rounding for every sum of up to 40 reviews', () => {
    for (let n = 1; n <= 40; n++)
      for (let sum = n; sum <= 5 * n; sum++) {
        // Exact: 10·sum/n half up = floor((10·sum + n/2) / n) in integers (×2 to stay whole).
        const tenths = Math.floor((20 * sum + n) / (2 * n));
        expect(averageRating(sum, n)! * 10).toBeCloseTo(tenths, 9);
        expect(Math.abs(averageRating(sum, n)! - sum / n)).toBeLessThanOrEqual(0.05 + 1e-9);
      }
  });
});

describe('ratingFigures and addSums', () => {
  it('adds the rows and leaves the average empty without reviews', () => {
    const a = { reviewCnt: 2, ratingSum: 9, score1Cnt: 0, score2Cnt: 0, score3Cnt: 0, score4Cnt: 1, score5Cnt: 1 };
    const b = { reviewCnt: 1, ratingSum: 1, score1Cnt: 1, score2Cnt: 0, score3Cnt: 0, score4Cnt: 0, score5Cnt: 0 };
    expect(ratingFigures(addSums([a, b]))).toEqual({ reviewCnt: 3, avgRating: 3.3, score1Cnt: 1, score2Cnt: 0, score3Cnt: 0, score4Cnt: 1, score5Cnt: 1 });
    expect(ratingFigures(NO_SUMS).avgRating).toBeNull();
  });
});
