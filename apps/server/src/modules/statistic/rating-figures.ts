import type { TStatRatingFigures } from '@po/contracts';
import type { RatingSums } from './product-review.repository.ts';

/** No reviews: every count zero and no average. */
export const NO_SUMS: RatingSums = { reviewCnt: 0, ratingSum: 0, score1Cnt: 0, score2Cnt: 0, score3Cnt: 0, score4Cnt: 0, score5Cnt: 0 };

/**
 * The average score to one decimal, half up, from the integer sums: tenths = floor((20·sum + n) / 2n), so no
 * float ever rounds (4.25 stored as 4.2499… would round down). Null without reviews.
 */
export function averageRating(ratingSum: number, reviewCnt: number): number | null {
  if (reviewCnt === 0) return null;
  return Math.floor((20 * ratingSum + reviewCnt) / (2 * reviewCnt)) / 10;
}

/** The row's figures from its sums. */
export function ratingFigures(s: RatingSums): TStatRatingFigures {
  const { ratingSum, ...counts } = s;
  return { ...counts, avgRating: averageRating(ratingSum, s.reviewCnt) };
}

/** The sums of several rows (the table's total row). */
export function addSums(rows: readonly RatingSums[]): RatingSums {
  const total = { ...NO_SUMS };
  for (const row of rows) for (const key of Object.keys(total) as (keyof RatingSums)[]) total[key] += row[key];
  return total;
}
