import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import { lineNoOf } from './scale-line-frame.ts';
import type { ScaleContext } from './scale-plan.ts';
import { lit, textArray } from './scale-random.ts';

// Buyers' reviews at scale (issue 16): one per 8 delivered lines, written 3 hours to 10 days after delivery (never
// after the anchor), scores leaning to 4 and 5 as the simulator's (sim/mall-sim-reviews.ts). One INSERT … SELECT,
// each row's randomness a hash of its line number.

const CONTENTS = ['핏이 예쁘고 편해요.', '색감이 좋아요.', '배송이 빨랐어요.', '사이즈가 조금 작아요.', '재구매 의사 있어요.', ''];

export async function generateReviews(ctx: ScaleContext): Promise<void> {
  const { db, random: r, plan } = ctx;
  const anchorAt = plan.anchorAt.toISOString();
  const g = sql`x.g`;
  await db.q.execute(sql`
    insert into product_review (mall_review_id, supply_entr_cd, prod_cd, ord_no, ord_dtl_sq, rating, contents, buyer_nm, review_dt, reg_dt)
    select 'SR' || x.g, d.supply_entr_cd, d.prod_cd, d.ord_no, d.ord_dtl_sq, s.rating,
      (${textArray(CONTENTS)})[1 + ${r.int(g, 112)} % ${lit(CONTENTS.length)}], '구*자', s.at, s.at
    from ord_dtl d
    cross join lateral (select ${lineNoOf(sql`d.ord_no`, sql`d.ord_dtl_sq`)} as g offset 0) x
    cross join lateral (select
        case when ${r.int(g, 111)} % 100 < 3 then 1 when ${r.int(g, 111)} % 100 < 7 then 2 when ${r.int(g, 111)} % 100 < 18 then 3
          when ${r.int(g, 111)} % 100 < 50 then 4 else 5 end as rating,
        least(d.delivered_dt + make_interval(hours => 3 + ${r.int(g, 113)} % 238), ${anchorAt}::timestamptz - interval '1 minute') as at offset 0) s
    where d.delivered_dt is not null and ${r.int(g, 110)} % 8 = 0`);
  const [count] = rowsOf<{ n: number }>(await db.q.execute(sql`select count(*)::int as n from product_review`));
  ctx.rows.product_review = count?.n ?? 0;
}
