import { STATISTIC_LIMITS, type TMallReview } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import type { Services } from '@/services.ts';
import { buildReview } from '@/sim/mall-sim-reviews.ts';
import { CATALOG_SELLERS } from './demo-products.ts';
import { seededRandom } from './seeded-random.ts';

const HOUR = 3_600_000;
/** Share of delivered lines whose buyer writes a review (a demo shows more than a mall's usual one in eight). */
const REVIEW_SHARE = 0.6;
/** Of the reviews planned after now, the share written already (in the last 20 hours). */
const LATE_SHARE = 0.2;

/**
 * Buyers' reviews of the demo sellers' delivered lines, written a few hours to ten days after delivery and never
 * after `now`, through the mall call's own service. Deterministic: each line's review is drawn from a random of the line's own.
 */
export async function seedDemoReviews(services: Services, db: Database, now: Date): Promise<void> {
  const lines = rowsOf<{ ordNo: string; ordDtlSq: number; prodCd: string; deliveredDt: Date | string }>(
    await db.q.execute(sql`
      select ord_no as "ordNo", ord_dtl_sq as "ordDtlSq", prod_cd as "prodCd", delivered_dt as "deliveredDt"
      from ord_dtl
      where delivered_dt is not null and supply_entr_cd in (${sql.join(
        Object.keys(CATALOG_SELLERS).map((s) => sql`${s}`),
        sql`, `,
      )})
      order by ord_no, ord_dtl_sq`),
  );
  const reviews: TMallReview[] = [];
  for (const l of lines) {
    const r = seededRandom(`review:${l.ordNo}:${l.ordDtlSq}`);
    if (!r.chance(REVIEW_SHARE)) continue;
    const delivered = new Date(l.deliveredDt).getTime();
    const planned = delivered + r.int(3, 240) * HOUR;
    // A review planned after now is not written yet, but for one in five written in the last hours: today and
    // yesterday get a few, as other days do, without the late ones piling up on them.
    if (planned >= now.getTime() && !r.chance(LATE_SHARE)) continue;
    const at = new Date(planned < now.getTime() ? planned : Math.max(delivered, now.getTime() - r.int(1, 20) * HOUR));
    reviews.push(buildReview(r, { prodCd: l.prodCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq, at, mallReviewId: `DEMO-R-${l.ordNo}-${l.ordDtlSq}` }));
  }
  for (let i = 0; i < reviews.length; i += STATISTIC_LIMITS.mallReviewsMax) {
    await services.reviewIntake.saveReviews({ list: reviews.slice(i, i + STATISTIC_LIMITS.mallReviewsMax) });
  }
}
