import type { ModulePart } from '@/platform/modules/module-part.ts';
import { createProductReviewRepository } from './product-review.repository.ts';
import { createReviewIntakeService, type ReviewIntakeService } from './review-intake.service.ts';
import { reviewMallRoutes } from './review-mall.routes.ts';
import { statisticRatingRoutes } from './statistic-rating.routes.ts';
import { createStatisticRatingService, type StatisticRatingService } from './statistic-rating.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The mall's reviews: `saveReviews({ list })` (the mall call, the demo data, the simulator). */
    reviewIntake: ReviewIntakeService;
    /** The rating statistic by day and by product. */
    statisticRating: StatisticRatingService;
  }
}

/** Reviews from the mall and the rating statistic by day and by product (issue 16). */
export const statisticRatingPart: ModulePart = {
  services: ({ db, clock }, s) => {
    const repo = createProductReviewRepository(db);
    return {
      reviewIntake: createReviewIntakeService({ repo, products: s.productDashboard, clock }),
      statisticRating: createStatisticRatingService({ repo, products: s.productDashboard, brands: s.brands, clock }),
    };
  },
  routes: ({ deps, services: s }) => [
    reviewMallRoutes({ intake: s.reviewIntake, mallRateLimit: deps.config.mallRateLimit }),
    statisticRatingRoutes({ rating: s.statisticRating, brands: s.brands }),
  ],
};
