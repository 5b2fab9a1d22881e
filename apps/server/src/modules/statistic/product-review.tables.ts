import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Reviews and ratings from the mall (DESIGN "The mall is outside"; issue 16 statisticRating): what buyers wrote and
// scored, kept for the rating statistic. Idempotent by the mall's own id.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const productReviews = pgTable(
  'product_review',
  {
    reviewSq: bigint('review_sq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mallReviewId: text('mall_review_id').notNull(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    ordNo: text('ord_no'),
    ordDtlSq: integer('ord_dtl_sq'),
    /** 1 to 5. */
    rating: integer('rating').notNull(),
    contents: text('contents').notNull().default(''),
    /** Masked by the mall. */
    buyerNm: text('buyer_nm').notNull(),
    /** When the buyer wrote it (the mall's time); the statistic's day is its Seoul day. */
    reviewDt: at('review_dt').notNull(),
    regDt: at('reg_dt').notNull(),
  },
  (t) => [
    uniqueIndex('product_review_mall_uq').on(t.mallReviewId),
    // The rating statistic by day and by product reads the seller's reviews of a period from this index alone.
    index('product_review_seller_idx').on(t.supplyEntrCd, t.reviewDt, t.prodCd, t.rating),
    check('product_review_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
