import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import { lineNoOf } from './scale-line-frame.ts';
import { claimQty, claimStatus, claimType } from './scale-line-status.ts';
import type { ScaleContext } from './scale-plan.ts';

// The claims the lines already count (cancel, return, exchange: the same decision the line step made, recomputed from
// the line number) and the status history the order detail's popup reads: every line's placement, every claim's
// request and, when finished, its completion or withdrawal.

export async function generateClaims(ctx: ScaleContext): Promise<void> {
  const { db, random: r, plan } = ctx;
  const anchorAt = plan.anchorAt.toISOString();
  const g = sql`x.g`;
  await db.q.execute(sql`
    insert into ord_claim (supply_entr_cd, ord_no, ord_dtl_sq, claim_type, claim_sts_cd, claim_qty, req_by, reason_cd, req_reason, fee_gubun,
      return_fee, return_fee_pay_cd, refund_way_cd, refund_amt, refund_dt, exchange_prod_option_cd, rdelivery_entr_cd, rinvoice_no,
      hold_reason, hold_dt, withdraw_reason, req_dt, collect_dt, collect_complete_dt, complete_dt, withdraw_dt, up_dt)
    select d.supply_entr_cd, d.ord_no, d.ord_dtl_sq, t.type, c.sts, c.qty, w.by, w.reason,
      case when w.by = 'SELLER' then '품절로 인해 주문을 취소합니다.' else '' end,
      case when t.type <> 'CANCEL' then case when w.reason in ('01', '02') then 'BUYER' else 'SELLER' end end,
      case when t.type <> 'CANCEL' and w.reason in ('01', '02') then case when t.type = 'EXCHANGE' then 6000 else 3000 end else 0 end,
      case when t.type <> 'CANCEL' and w.reason in ('01', '02') then 'DEDUCT' end,
      case when t.type = 'RETURN' then 'ORIGINAL' end,
      case when c.sts = 'RETURN_COMPLETED' then greatest(0, d.real_ord_amt * c.qty / d.ord_qty - case when w.reason in ('01', '02') then 3000 else 0 end) end,
      case when c.sts = 'RETURN_COMPLETED' then e.done end,
      case when t.type = 'EXCHANGE' then d.prod_option_cd end,
      case when e.collect is not null then d.delivery_entr_cd end, case when e.collect is not null then (700000000000 + x.g)::text end,
      case when c.sts = 'RETURN_DISABLE' then '반품 상품의 구성품이 누락되었습니다.' end, case when c.sts = 'RETURN_DISABLE' then e.collected end,
      case when c.sts like '%WITHDRAWN' then '단순 변심으로 철회합니다.' end,
      e.req, e.collect, e.collected, case when c.sts in ('RETURN_COMPLETED', 'CANCEL_COMPLETED') then e.done end,
      case when c.sts like '%WITHDRAWN' then e.done end, coalesce(e.done, e.collected, e.collect, e.req)
    from ord_dtl d
    cross join lateral (select ${lineNoOf(sql`d.ord_no`, sql`d.ord_dtl_sq`)} as g offset 0) x
    cross join lateral (select ${claimStatus(r, g, { sts: sql`d.ord_dtl_sts_cd`, deliveredDt: sql`d.delivered_dt`, anchorAt })} as sts offset 0) c0
    cross join lateral (select c0.sts, ${claimQty(r, g, sql`c0.sts`, sql`d.ord_qty`)} as qty offset 0) c
    cross join lateral (select ${claimType(r, g, { claimSts: sql`c.sts`, deliveredDt: sql`d.delivered_dt`, anchorAt })} as type offset 0) t
    -- Sold-out cancels are the seller's (reason 05); the buyer's own reasons otherwise.
    cross join lateral (select case when t.type = 'CANCEL' and ${r.int(g, 46)} % 10 < 3 then 'SELLER' else 'BUYER' end as by,
      case when t.type = 'CANCEL' then case when ${r.int(g, 46)} % 10 < 3 then '05' else '01' end
        else (array['01', '01', '02', '02', '03', '04', '06', '09'])[1 + ${r.int(g, 47)} % 8] end as reason offset 0) w
    -- Every step a fraction of the time left before the anchor, so all of them are in the past.
    cross join lateral (select s.base + s.span * 0.2 as req, s.base + s.span * 0.3 as collect0, s.base + s.span * 0.4 as collected0,
      s.base + s.span * 0.5 as done0
      from (select coalesce(d.delivered_dt, d.pay_dt) as base, least(interval '10 days', ${anchorAt}::timestamptz - coalesce(d.delivered_dt, d.pay_dt)) as span) s offset 0) e0
    cross join lateral (select e0.req,
      case when c.sts in ('RETURN_COLLECT', 'RETURN_COLLECT_COMPLETED', 'RETURN_DISABLE', 'RETURN_COMPLETED') then e0.collect0 end as collect,
      case when c.sts in ('RETURN_COLLECT_COMPLETED', 'RETURN_DISABLE', 'RETURN_COMPLETED') then e0.collected0 end as collected,
      case when c.sts in ('RETURN_COMPLETED', 'CANCEL_COMPLETED', 'RETURN_WITHDRAWN', 'CANCEL_WITHDRAWN') then e0.done0 end as done offset 0) e
    where d.ord_dtl_sts_cd in ('20', '60', '99') and c.sts is not null`);

  // The history: the buyer's payment of every line, then each claim's request and its end.
  await db.q.execute(sql`
    insert into ord_status_history (supply_entr_cd, ord_no, ord_dtl_sq, claim_sq, action, from_sts_cd, to_sts_cd, memo, actor_type, actor_id, actor_nm, changed_dt)
    select supply_entr_cd, ord_no, ord_dtl_sq, null, 'place', null, '20', null, 'buyer', 'buyer', 'buyer', pay_dt from ord_dtl`);
  await db.q.execute(sql`
    insert into ord_status_history (supply_entr_cd, ord_no, ord_dtl_sq, claim_sq, action, from_sts_cd, to_sts_cd, memo, actor_type, actor_id, actor_nm, changed_dt)
    select c.supply_entr_cd, c.ord_no, c.ord_dtl_sq, c.claim_sq, 'claim:' || c.claim_type, d.ord_dtl_sts_cd, d.ord_dtl_sts_cd, nullif(c.req_reason, ''),
      lower(c.req_by), case when c.req_by = 'SELLER' then m.mgr_id else 'buyer' end, case when c.req_by = 'SELLER' then m.mgr_nm else 'buyer' end, c.req_dt
    from ord_claim c join ord_dtl d using (ord_no, ord_dtl_sq) left join mgr m on m.supply_entr_cd = c.supply_entr_cd
    union all
    select c.supply_entr_cd, c.ord_no, c.ord_dtl_sq, c.claim_sq, 'claim:' || case when c.withdraw_dt is not null then 'withdraw' else 'complete' end,
      case when c.claim_type = 'CANCEL' then 'CANCEL_REQUESTED' else 'RETURN_REQUESTED' end, c.claim_sts_cd, c.withdraw_reason, 'seller', coalesce(m.mgr_id, 'seller'), coalesce(m.mgr_nm, 'seller'),
      coalesce(c.withdraw_dt, c.complete_dt)
    from ord_claim c left join mgr m on m.supply_entr_cd = c.supply_entr_cd
    where c.withdraw_dt is not null or c.complete_dt is not null`);
  const [count] = rowsOf<{ claims: number; history: number }>(
    await db.q.execute(sql`select (select count(*) from ord_claim)::int as claims, (select count(*) from ord_status_history)::int as history`),
  );
  ctx.rows.ord_claim = count?.claims ?? 0;
  ctx.rows.ord_status_history = count?.history ?? 0;
}
