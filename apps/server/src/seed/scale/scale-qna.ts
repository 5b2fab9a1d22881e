import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import type { ScaleContext } from './scale-plan.ts';
import { lineNoOf } from './scale-line-frame.ts';
import { textArray } from './scale-random.ts';

// The home's other inputs at scale (issue 15): buyers' product questions, the mall CS centre's inquiries and the
// mall's daily product views. Set-based like the other steps, each row's randomness a hash of its own number.

const QUESTIONS = ['사이즈 문의드립니다.', '재입고 예정이 있나요?', '배송은 언제 되나요?', '소재가 무엇인가요?', '교환 가능한가요?', '색상이 사진과 같나요?'];
const CLASSES = ['SIZE', 'STOCK', 'DELIVERY', 'PRODUCT', 'EXCHANGE', 'PRODUCT'];
const ANSWER = '문의 주셔서 감사합니다. 확인 후 안내드린 내용으로 주문해 주시면 됩니다.';

/**
 * One question per 16 lines of a product's, at a line's payment time plus a few hours: a question older than two
 * days is answered 85 % of the time (within 1-47 hours), drafted 5 %; a newer one is answered half the time.
 */
async function generateQuestions(ctx: ScaleContext): Promise<void> {
  const { db, random: r, plan } = ctx;
  const anchorAt = plan.anchorAt.toISOString();
  const g = sql`x.g`;
  await db.q.execute(sql`
    insert into product_qna (supply_entr_cd, mall_qna_id, prod_cd, qna_class_cd, buyer_nm, secret_yn, question, question_dt,
      answer_sts_cd, answer, answer_up_dt, answer_dt, answer_id, reg_dt)
    select q.supply_entr_cd, 'SQ' || x.g, q.prod_cd, (${textArray(CLASSES)})[1 + x.k % ${CLASSES.length}], '구매*', case when x.k % 10 = 0 then 'Y' else 'N' end,
      (${textArray(QUESTIONS)})[1 + x.k % ${QUESTIONS.length}], q.at, s.sts,
      case when s.sts <> 'UNANSWERED' then ${ANSWER} end,
      case when s.sts <> 'UNANSWERED' then s.answered end,
      case when s.sts = 'ANSWERED' then s.answered end,
      case when s.sts = 'ANSWERED' then 'scale' end, q.at
    from ord_dtl d
    cross join lateral (select ${lineNoOf(sql`d.ord_no`, sql`d.ord_dtl_sq`)} as g offset 0) x0
    cross join lateral (select x0.g, ${r.int(sql`x0.g`, 71)} as k offset 0) x
    cross join lateral (select d.supply_entr_cd, d.prod_cd,
      least(d.pay_dt + make_interval(hours => 1 + x.k % 30), ${anchorAt}::timestamptz - interval '1 minute') as at offset 0) q
    cross join lateral (select case
        when ${anchorAt}::timestamptz - q.at > interval '2 days' then
          case when x.k % 100 < 85 then 'ANSWERED' when x.k % 100 < 90 then 'TEMP_SAVED' else 'UNANSWERED' end
        else case when x.k % 2 = 0 then 'ANSWERED' else 'UNANSWERED' end end as sts,
      least(q.at + make_interval(hours => 1 + ${r.int(g, 72)} % 47), ${anchorAt}::timestamptz - interval '1 second') as answered offset 0) s
    where ${r.int(g, 70)} % 16 = 0`);
}

/** One CS inquiry per 400 lines, opened a few hours after payment; answered after 0.5-8 hours unless under a day old. */
async function generateInquiries(ctx: ScaleContext): Promise<void> {
  const { db, random: r, plan } = ctx;
  const anchorAt = plan.anchorAt.toISOString();
  const g = sql`x.g`;
  await db.q.execute(sql`
    insert into supply_cs (supply_entr_cd, ord_no, inqr_cont, ugnt_yn, rspn_div_cd, clsn_fix_dt, sts_cd, rspn_cont, rspn_dt, rspn_id, reg_id, reg_dt)
    select d.supply_entr_cd, d.ord_no, '고객이 배송 일정을 문의했습니다. 확인 후 답변 부탁드립니다.', case when ${r.int(g, 81)} % 5 = 0 then 'Y' else 'N' end,
      (array['ANSWER', 'CALLBACK', 'SHIPMENT_CHECK', 'CLAIM_CHECK', 'ETC'])[1 + ${r.int(g, 82)} % 5], s.at + interval '2 days',
      case when s.done then 'ANSWERED' else 'WAITING' end, case when s.done then '확인 후 고객님께 안내드렸습니다.' end,
      case when s.done then s.at + make_interval(mins => 30 + ${r.int(g, 83)} % 450) end, case when s.done then 'scale' end, 'admin01', s.at
    from ord_dtl d
    cross join lateral (select ${lineNoOf(sql`d.ord_no`, sql`d.ord_dtl_sq`)} as g offset 0) x
    cross join lateral (select least(d.pay_dt + interval '3 hours', ${anchorAt}::timestamptz - interval '1 hour') as at offset 0) s0
    cross join lateral (select s0.at, ${anchorAt}::timestamptz - s0.at > interval '1 day' as done offset 0) s
    where ${r.int(g, 80)} % 400 = 0`);
}

/**
 * The mall's views of the last 14 days for every product ordered in them: 20-200 views per line ordered that day and
 * 5-50 on a day without orders, so conversions stay between a fraction of a percent and a few.
 */
async function generateViews(ctx: ScaleContext): Promise<void> {
  const { db, random: r, plan } = ctx;
  // A product's number (its code's digits) and the day's distance from the anchor.
  const g = sql`(right(p.prod_cd, 9)::bigint * 32 + (p.anchor - v.day))`;
  const since = sql`${plan.anchorAt.toISOString()}::timestamptz - interval '14 days'`;
  await db.q.execute(sql`
    with o as (
      select supply_entr_cd, prod_cd, (ord_dt at time zone 'Asia/Seoul')::date as day, count(*)::int as n
      from ord_dtl where ord_dt >= ${since} group by 1, 2, 3
    ), p as (select distinct supply_entr_cd, prod_cd, ${plan.anchor}::date as anchor from o)
    insert into product_view_day (supply_entr_cd, view_dt, prod_cd, pv_cnt, up_dt)
    select p.supply_entr_cd, v.day, p.prod_cd,
      coalesce(o.n, 0) * (20 + ${r.int(g, 91)} % 181) + 5 + ${r.int(g, 92)} % 46, ${plan.anchorAt.toISOString()}::timestamptz
    from p
    cross join lateral (select (p.anchor - k)::date as day from generate_series(1, 14) k) v
    left join o on o.supply_entr_cd = p.supply_entr_cd and o.prod_cd = p.prod_cd and o.day = v.day`);
}

/** Questions, CS inquiries and product views; answers the rows written. */
export async function generateQnaAndViews(ctx: ScaleContext): Promise<void> {
  await generateQuestions(ctx);
  await generateInquiries(ctx);
  await generateViews(ctx);
  const [count] = rowsOf<{ q: number; cs: number; v: number }>(
    await ctx.db.q.execute(sql`select (select count(*) from product_qna)::int as q, (select count(*) from supply_cs)::int as cs,
      (select count(*) from product_view_day)::int as v`),
  );
  ctx.rows.product_qna = count?.q ?? 0;
  ctx.rows.supply_cs = count?.cs ?? 0;
  ctx.rows.product_view_day = count?.v ?? 0;
}
