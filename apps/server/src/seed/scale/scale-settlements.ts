import { sql } from 'drizzle-orm';
import { addMonths } from '@po/contracts';
import { createSettlementRunRepository } from '@/modules/calculate/settlement-run.repository.ts';
import { confirmDueOf } from '@/modules/calculate/settlement-dates.ts';
import { createSettlementRunService } from '@/modules/calculate/settlement-run.service.ts';
import { ManualClock } from '@/platform/clock.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { addDays } from '@/platform/time/business-days.ts';
import type { Services } from '@/services.ts';
import type { Database } from '@/platform/db/database.ts';
import type { ScaleContext } from './scale-plan.ts';

/** The past months of the generated year, oldest first: the first order's month (a year before the anchor) up to the month before the anchor's. */
export function pastMonthsOf(anchor: string): string[] {
  const months: string[] = [];
  const last = addMonths(anchor.slice(0, 7), -1);
  for (let ym = addDays(anchor, -365).slice(0, 7); ym <= last; ym = addMonths(ym, 1)) months.push(ym);
  return months;
}

/** 02:00 in Seoul on month M's confirmation day (the first business day of M + 1): the hour the schedule would run it. */
export const confirmationTimeOf = (settleYm: string) => new Date(`${confirmDueOf(settleYm)}T02:00:00+09:00`);

/**
 * The product's run service (settlement-run.service.ts) on a clock of its own, so a month can be run as on its
 * confirmation day: the generator and the settlement bench run months of the past through it.
 */
export function settlementRunOnClock(db: Database, services: Services, opts: { concurrency?: number } = {}) {
  const clock = new ManualClock(new Date(0));
  // The product's number of sellers at once unless told.
  const run = createSettlementRunService({
    repo: createSettlementRunRepository(db),
    feed: services.settlementFeed,
    supply: services.supply,
    db,
    clock,
    ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
  });
  return {
    /** Runs month M with the clock at its confirmation time. */
    runMonthAsConfirmed: (settleYm: string, runBy: string) => {
      clock.set(confirmationTimeOf(settleYm));
      return run.runMonth({ settleYm, runBy });
    },
  };
}

/**
 * Settles every past month of the generated year, oldest first, each on its confirmation day, through the product's
 * run: the generated ledger is the one the product would have written over the generated orders. The orders are in
 * their final state (a return completed after a month's confirmation day already lowers that month's SALE instead of
 * making a REFUND row later). `leaveLastMonthOpen` leaves the last past month unsettled for the bench to run.
 */
export async function generateSettlements(ctx: ScaleContext): Promise<void> {
  // The bulk steps leave the order tables without statistics and hint bits: the run's statements then planned
  // nested loops over 2,000,000 lines and each first read wrote every page (a month of the full mall: 150 s).
  await ctx.db.q.execute(sql`vacuum analyze ord, ord_dtl, ord_claim, product, supply_entr`);
  const months = pastMonthsOf(ctx.plan.anchor);
  // One seller at a time: the rule-made holds' numbers (so their rows' keys) follow the sellers' order, and the same
  // seed makes the same ledger. The bench times the product's default.
  const run = settlementRunOnClock(ctx.db, ctx.services, { concurrency: 1 });
  for (const ym of ctx.opts.leaveLastMonthOpen ? months.slice(0, -1) : months) {
    const t0 = performance.now();
    const result = await run.runMonthAsConfirmed(ym, 'scale');
    ctx.opts.log?.(`  settlement ${ym}: ${result.stsCd}, ${result.fixedSellers} sellers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const [counts] = rowsOf<Record<string, number>>(
    await ctx.db.q.execute(sql`select (select count(*) from sac_row)::int as sac_row, (select count(*) from sac_month)::int as sac_month,
      (select count(*) from sac_run)::int as sac_run, (select count(*) from sac_hold)::int as sac_hold`),
  );
  Object.assign(ctx.rows, counts);
}
