import { randomUUID } from 'node:crypto';
import type { TMallReview } from '@po/contracts';
import type { TestApp } from './test-app.ts';

/** A review as the mall sends it: 5 stars at the test clock's now unless told. */
export const mallReview = (t: TestApp, prodCd: string, overrides: Partial<TMallReview> = {}): TMallReview => ({
  mallReviewId: `RV-${randomUUID().slice(0, 18)}`,
  prodCd,
  rating: 5,
  contents: '핏이 예쁘고 배송도 빨랐어요.',
  buyerNm: '김*수',
  reviewDt: t.clock.now().toISOString(),
  ...overrides,
});

/** Sends reviews through the mall's call (its service, as the route does); answers the reply. */
export const sendReviews = (t: TestApp, list: TMallReview[]) => t.app.services.reviewIntake.saveReviews({ list });
