import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

export interface FixedSeller {
  supplyEntrCd: string;
  feeAmt?: number;
  payoutAmt?: number;
  currency?: 'KRW' | 'USD';
  exrt?: string;
  exrtDt?: string;
}

/**
 * A month as the run leaves it (the run is another part's): its sac_run in the given state and one sac_month per
 * seller. For the operator's tests (publish, lists, rates in use), written straight to the tables.
 */
export async function settledMonth(t: TestApp, opts: { settleYm: string; stsCd?: 'RUNNING' | 'FIXED' | 'PUBLISHED'; sellers: FixedSeller[] }) {
  const stsCd = opts.stsCd ?? 'FIXED';
  await t.db.q.execute(sql`insert into sac_run (settle_ym, sts_cd, confirm_dt, pay_due_dt, started_dt, fixed_dt, seller_cnt, row_cnt, run_by)
    values (${opts.settleYm}, ${stsCd}, ${`${opts.settleYm}-28`}, ${`${opts.settleYm}-28`}, now(), ${stsCd === 'RUNNING' ? null : new Date()}, ${opts.sellers.length}, 0, 'system')
    on conflict (settle_ym) do update set sts_cd = excluded.sts_cd`);
  for (const s of opts.sellers) {
    const fee = s.feeAmt ?? 0;
    const payout = s.payoutAmt ?? 0;
    await t.db.q.execute(sql`insert into sac_month (supply_entr_cd, settle_ym, pay_due_dt, fixed_dt, row_cnt, sale_amt, fee_amt, supply_burden_amt,
        se_cpn_amt, egm_amt, lf_burden_amt, delivery_amt, extra_delivery_amt, calc_fee, hold_amt, release_amt, payout_amt, currency, exrt, exrt_dt)
      values (${s.supplyEntrCd}, ${opts.settleYm}, ${`${opts.settleYm}-28`}, now(), 1, ${payout + fee}, ${fee}, 0, 0, 0, 0, 0, 0, 0, 0, 0, ${payout},
        ${s.currency ?? 'KRW'}, ${s.exrt ?? null}, ${s.exrtDt ?? null})`);
  }
}

/** A ledger row the run would write for an operator's entry (ADJ:<adjSq>, HOLD:<holdSq>, REL:<holdSq>). */
export async function ledgerRowFor(t: TestApp, opts: { supplyEntrCd: string; settleYm: string; kind: string; sourceKey: string; amount: number }) {
  await t.db.q.execute(sql`insert into sac_row (supply_entr_cd, settle_ym, kind, source_key, sale_dt, calc_fee, total_amt, created_dt)
    values (${opts.supplyEntrCd}, ${opts.settleYm}, ${opts.kind}, ${opts.sourceKey}, ${`${opts.settleYm}-28`}, ${opts.amount}, ${opts.amount}, now())`);
}
