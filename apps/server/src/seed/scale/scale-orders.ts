import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import { createCatalog } from './scale-catalog.ts';
import { createLineFrame, ordNoOf } from './scale-line-frame.ts';
import { claimQty, claimStatus, delayMark, lineStatus, OPEN_CLAIMS } from './scale-line-status.ts';
import { textArray, lit } from './scale-random.ts';
import type { ScaleContext } from './scale-plan.ts';

// The orders (`ord`) and their lines (`ord_dtl`), in chunks of line numbers (a multiple of six, so no order is cut),
// each chunk one INSERT … SELECT per table.

const CHUNK = 300_000;
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황'];
const GIVEN = ['민준', '서연', '도윤', '하은', '시우', '지우', '서준', '하윤', '예준', '지민', '주원', '수아', '지호', '채원', '유나', '건우'];
const ADDRESSES = [
  ['06236', '서울특별시 강남구 테헤란로 152'],
  ['04524', '서울특별시 중구 세종대로 110'],
  ['48058', '부산광역시 해운대구 센텀중앙로 79'],
  ['35209', '대전광역시 서구 둔산로 100'],
  ['61945', '광주광역시 서구 내방로 111'],
  ['13529', '경기도 성남시 분당구 판교역로 166'],
  ['63122', '제주특별자치도 제주시 문연로 6'],
  ['41911', '대구광역시 중구 공평로 88'],
];
const MEMOS = ['문 앞에 놓아주세요', '경비실에 맡겨주세요', '배송 전 연락 부탁드립니다', '', ''];
const CARRIERS = ['04', '04', '04', '08', '08', '05', '01', '06'];
const PAY_KINDS = ['CARD', 'CARD', 'CARD', 'EASY', 'EASY', 'TRANSFER', 'VBANK', 'PHONE'];

/** A hundred slots of a value (null: the mall did not send it) by weight, as a literal array one hash indexes. */
const slots = (weights: readonly [string | null, number][]) =>
  sql.raw(`array[${weights.flatMap(([v, n]) => Array<string>(n).fill(v === null ? 'null' : `'${v}'`)).join(',')}]::text[]`);
/** Buyers' age bands as the simulator draws them (sim/mall-sim-buyers.ts): mostly 20s and 30s, five in a hundred unknown. */
const BUYER_AGE_SLOTS = slots([
  [null, 5],
  ['10', 4],
  ['20', 29],
  ['30', 31],
  ['40', 18],
  ['50', 9],
  ['60', 4],
]);
const BUYER_SEX_SLOTS = slots([
  [null, 5],
  ['F', 61],
  ['M', 34],
]);

export async function generateOrders(ctx: ScaleContext): Promise<void> {
  for (let lo = 1; lo <= ctx.plan.lines; lo += CHUNK) {
    const hi = Math.min(ctx.plan.lines, lo + CHUNK - 1);
    await insertOrders(ctx, lo, hi);
    await insertLines(ctx, lo, hi);
    ctx.opts.log?.(`  lines ${hi.toLocaleString('en')} / ${ctx.plan.lines.toLocaleString('en')}`);
  }
  const [count] = rowsOf<{ n: number }>(await ctx.db.q.execute(sql`select count(*)::int as n from ord`));
  ctx.rows.ord = count?.n ?? 0;
  ctx.rows.ord_dtl = ctx.plan.lines;
}

function people(ctx: ScaleContext) {
  const r = ctx.random;
  const name = (oid: SQL, salt: number) =>
    sql`((${textArray(SURNAMES)})[1 + ${r.int(oid, salt)} % ${lit(SURNAMES.length)}] || (${textArray(GIVEN)})[1 + ${r.int(oid, salt + 1)} % ${lit(GIVEN.length)}])`;
  return {
    buyer: (oid: SQL) => name(oid, 60),
    /** Four orders in five go to the buyer. */
    recipient: (oid: SQL) => sql`(case when ${r.int(oid, 62)} % 5 = 0 then ${name(oid, 63)} else ${name(oid, 60)} end)`,
    /** The buyer's age band (mall-sim-buyers.ts's mix): one hash picks a slot of a hundred. */
    ageCd: (oid: SQL) => sql`(${BUYER_AGE_SLOTS})[1 + ${r.int(oid, 74)} % 100]`,
    /** The buyer's sex: about three in five women, one in twenty unknown. */
    sexCd: (oid: SQL) => sql`(${BUYER_SEX_SLOTS})[1 + ${r.int(oid, 75)} % 100]`,
  };
}

async function insertOrders(ctx: ScaleContext, lo: number, hi: number): Promise<void> {
  const { db, random: r } = ctx;
  const frame = createLineFrame(ctx);
  const oid = sql`l.oid`;
  const p = people(ctx);
  const address = sql`1 + ${r.int(oid, 65)} % ${lit(ADDRESSES.length)}`;
  const mobile = (salt: number) => sql`('010' || lpad((${r.int(oid, salt)} % 100000000)::text, 8, '0'))`;
  await db.q.execute(sql`
    insert into ord (ord_no, ord_dt, pay_dt, pay_kind_cd, open_market_yn, buyer_nm, buyer_mobile, rcp_nm, rcp_zip, fix_addr, dtl_addr,
      rcp_mobile, ord_memo, request_hash, created_dt, buyer_age_cd, buyer_sex_cd)
    select ${ordNoOf(sql`l.ord_dt`, oid)}, l.ord_dt, l.pay_dt, (${textArray(PAY_KINDS)})[1 + ${r.int(oid, 66)} % ${lit(PAY_KINDS.length)}], 'N',
      ${p.buyer(oid)}, ${mobile(67)}, ${p.recipient(oid)},
      (${textArray(ADDRESSES.map((a) => a[0]!))})[${address}], (${textArray(ADDRESSES.map((a) => a[1]!))})[${address}],
      (${r.int(oid, 68)} % 30 + 1) || '층 ' || (${r.int(oid, 69)} % 20 + 1) || '호', ${mobile(70)},
      (${textArray(MEMOS)})[1 + ${r.int(oid, 71)} % ${lit(MEMOS.length)}], md5(l.oid::text || ${String(ctx.opts.seed)}), l.pay_dt,
      ${p.ageCd(oid)}, ${p.sexCd(oid)}
    from ${frame.lines(lo, hi)} where l.sq = 1`);
}

async function insertLines(ctx: ScaleContext, lo: number, hi: number): Promise<void> {
  const { db, random: r, plan } = ctx;
  const frame = createLineFrame(ctx);
  const c = createCatalog(ctx);
  const g = sql`l.g`;
  const pn = sql`p.n`;
  const ppl = people(ctx);
  const anchor = { anchorAt: frame.anchorAt, anchor: plan.anchor };
  await db.q.execute(sql`
    insert into ord_dtl (ord_no, ord_dtl_sq, supply_entr_cd, ord_dt, pay_dt, buyer_nm, rcp_nm, buyer_age_cd, buyer_sex_cd, prod_cd, prod_option_cd, supply_prod_cd,
      prod_nm, brand_cd, option_value1, option_value2, ord_dtl_sts_cd, delay_sts_cd, ord_qty, cancel_qty, return_qty, claim_qty,
      prod_price, ord_amt, coupon_amt, real_ord_amt, delivery_fee, sell_fee_rate, delivery_loc_cd, delivery_entr_cd, invoice_no,
      invoice_dt, gi_prrn_dt, delivery_expect_dt, delivered_dt, purchase_confirm_dt, up_dt)
    select ${ordNoOf(sql`l.ord_dt`, sql`l.oid`)}, l.sq, 'G' || lpad(l.s::text, 7, '0'), l.ord_dt, l.pay_dt,
      ${ppl.buyer(sql`l.oid`)}, ${ppl.recipient(sql`l.oid`)}, ${ppl.ageCd(sql`l.oid`)}, ${ppl.sexCd(sql`l.oid`)},
      ${c.prodCd(pn)}, ${c.optionCd(c.prodCd(pn), sql`p.k`)}, ${c.supplyProdCd(sql`p.idx`)}, ${c.prodNm(pn)}, ${c.brandCd(sql`l.s`, pn)},
      ${c.colour(pn, sql`p.k`)}, ${c.size(sql`p.k`)}, st.sts, ${delayMark({ sts: sql`st.sts`, payDt: sql`l.pay_dt`, expectDt: sql`d.expect_dt`, ...anchor })},
      q.qty, case when cl.sts = 'CANCEL_COMPLETED' then cl.qty else 0 end, case when cl.sts = 'RETURN_COMPLETED' then cl.qty else 0 end,
      case when cl.sts in ${OPEN_CLAIMS} then cl.qty else 0 end,
      q.price, q.price * q.qty, m.coupon, q.price * q.qty - m.coupon, case when q.price * q.qty < 50000 then 3000 else 0 end,
      ${c.feeRate(sql`l.s`)}, 'DL0001', case when d.invoice_dt is not null then (${textArray(CARRIERS)})[1 + ${r.int(g, 52)} % ${lit(CARRIERS.length)}] end,
      case when d.invoice_dt is not null then (600000000000 + l.g)::text end, d.invoice_dt, d.gi_dt, d.expect_dt, d.delivered_dt,
      case when cl.sts is null and d.delivered_dt < ${frame.anchorAt}::timestamptz - interval '8 days' then d.delivered_dt + interval '8 days' end,
      coalesce(case when cl.sts is null and d.delivered_dt < ${frame.anchorAt}::timestamptz - interval '8 days' then d.delivered_dt + interval '8 days' end,
        d.delivered_dt, d.invoice_dt, l.pay_dt)
    from ${frame.lines(lo, hi)}
    -- The seller's popular products sell most: the product index is the orderable count times u^2.
    cross join lateral (select 1 + floor(${c.orderableOf(sql`l.s`)} * power(${r.unit(g, 50)}, 2))::int as idx offset 0) i
    cross join lateral (select i.idx, ${c.productNo(sql`l.s`, sql`i.idx`)} as n offset 0) p0
    cross join lateral (select p0.idx, p0.n, 1 + ${r.int(g, 51)} % ${c.optionCount(sql`p0.n`)} as k offset 0) p
    cross join lateral (select case when ${r.int(g, 54)} % 100 < 80 then 1 when ${r.int(g, 54)} % 100 < 95 then 2 else 3 end as qty,
      ${c.prodPrice(pn)} + ${c.extraCharge(sql`p.k`)} as price offset 0) q
    cross join lateral (select case when ${r.int(g, 55)} % 10 = 0 then least(5000, q.price * q.qty / 1000 * 100) else 0 end as coupon offset 0) m
    cross join lateral (select ${lineStatus(r, g, sql`l.age`)} as sts offset 0) st
    cross join lateral (select (l.pay_dt at time zone 'Asia/Seoul')::date + 2 as gi_dt, (l.pay_dt at time zone 'Asia/Seoul')::date + 5 as expect_dt,
        case when st.sts in ('50', '60') then l.pay_dt + least(interval '30 hours', (${frame.anchorAt}::timestamptz - l.pay_dt) / 3) end as invoice_dt,
        case when st.sts = '60' then l.pay_dt + least(interval '30 hours', (${frame.anchorAt}::timestamptz - l.pay_dt) / 3)
          + least(interval '2 days', (${frame.anchorAt}::timestamptz - l.pay_dt) / 3) end as delivered_dt offset 0) d
    cross join lateral (select ${claimStatus(r, g, { sts: sql`st.sts`, deliveredDt: sql`d.delivered_dt`, anchorAt: frame.anchorAt })} as sts offset 0) cl0
    cross join lateral (select cl0.sts, ${claimQty(r, g, sql`cl0.sts`, sql`q.qty`)} as qty offset 0) cl`);
}
