import { z } from 'zod';
import { STATISTIC_LIMITS } from './statistic-codes.ts';

const count = z.number().int();

/**
 * The review figures (statisticRating): reviews written in the period (the Seoul day of the mall's reviewDt), their
 * average score (one decimal, half up; null without reviews) and the count of each score 1..5.
 */
export const ZStatRatingFigures = z.object({
  reviewCnt: count,
  avgRating: z.number().nullable(),
  score1Cnt: count,
  score2Cnt: count,
  score3Cnt: count,
  score4Cnt: count,
  score5Cnt: count,
});
export type TStatRatingFigures = z.infer<typeof ZStatRatingFigures>;

/** GET /statistic/product-review/day: one row per day of the period (yyyy-MM-dd), newest first, empty days included. */
export const ZStatRatingDayRow = ZStatRatingFigures.extend({ reviewDt: z.string() });
export type TStatRatingDayRow = z.infer<typeof ZStatRatingDayRow>;
export const ZStatRatingDayReply = z.object({ list: z.array(ZStatRatingDayRow), totalCnt: count, total: ZStatRatingFigures });
export type TStatRatingDayReply = z.infer<typeof ZStatRatingDayReply>;

/** GET /statistic/product-review/product: one row per reviewed product, most reviews first (ties by product code). */
export const ZStatRatingProductRow = ZStatRatingFigures.extend({ prodCd: z.string(), prodNm: z.string(), brandNm: z.string() });
export type TStatRatingProductRow = z.infer<typeof ZStatRatingProductRow>;
export const ZStatRatingProductReply = z.object({ list: z.array(ZStatRatingProductRow), totalCnt: count, total: ZStatRatingFigures });
export type TStatRatingProductReply = z.infer<typeof ZStatRatingProductReply>;

/** A review as the mall sends it (POST /api/mall/reviews); idempotent by mallReviewId (a resend changes nothing). */
export const ZMallReview = z.object({
  mallReviewId: z.string().trim().min(1).max(40),
  prodCd: z.string().trim().min(1).max(30),
  /** The order line reviewed, when the mall knows it. */
  ordNo: z.string().trim().max(20).optional(),
  ordDtlSq: z.number().int().min(1).max(999).optional(),
  rating: z.number().int().min(1).max(5),
  contents: z.string().trim().max(STATISTIC_LIMITS.reviewContentsMax).default(''),
  /** Masked by the mall already (e.g. 김*수). */
  buyerNm: z.string().trim().min(1).max(50),
  reviewDt: z.iso.datetime({ offset: true }),
});
export type TMallReview = z.infer<typeof ZMallReview>;
export const ZMallReviewsRequest = z.object({ list: z.array(ZMallReview).min(1).max(STATISTIC_LIMITS.mallReviewsMax) });
export type TMallReviewsRequest = z.infer<typeof ZMallReviewsRequest>;
/** Kept (new or resent), and the rows refused one by one: a product the mall does not sell. */
export const ZMallReviewsReply = z.object({
  savedCnt: count,
  rejectedList: z.array(z.object({ index: z.number().int().nonnegative(), mallReviewId: z.string(), reason: z.enum(['UNKNOWN_PRODUCT']) })),
});
export type TMallReviewsReply = z.infer<typeof ZMallReviewsReply>;

/** GET /product/productinfo/getSupplyBrandList: the seller's brands for the statistic filters. */
export const ZSupplyBrandListReply = z.object({ list: z.array(z.object({ brandCd: z.string(), brandNm: z.string(), useYn: z.enum(['Y', 'N']) })) });
export type TSupplyBrandListReply = z.infer<typeof ZSupplyBrandListReply>;
