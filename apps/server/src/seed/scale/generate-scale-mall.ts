import { sql } from 'drizzle-orm';
import type { Services } from '@/services.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { makeScaleContext, SCALE_PASSWORD, sellerCd, sellerLoginId, sellerPhone } from './scale-plan.ts';
import { entrStatusOf } from './scale-sellers.ts';
import { SCALE_STEPS } from './scale-steps.ts';
import type { ScaleMall, ScaleOptions, ScaleSeller } from './scale-types.ts';

const sellerOf = (n: number): ScaleSeller => ({ supplyEntrCd: sellerCd(n), loginId: sellerLoginId(n), password: SCALE_PASSWORD, phone: sellerPhone(n) });

/**
 * Fills a migrated database that has no sellers yet with a mall of `opts.sellers` sellers and `opts.lines` order lines
 * (see SCALE_STEPS). The same seed and anchor give the same rows; the accounts' password hashes alone differ (argon2
 * salts them).
 */
export async function generateScaleMall(db: Database, services: Services, opts: ScaleOptions): Promise<ScaleMall> {
  const ctx = makeScaleContext(db, services, opts, new Date());
  const steps: ScaleMall['steps'] = [];
  for (const step of SCALE_STEPS) {
    const t0 = performance.now();
    opts.log?.(`${step.name} …`);
    await step.run(ctx);
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    steps.push({ step: step.name, seconds });
    opts.log?.(`${step.name}: ${seconds} s`);
  }
  // A seller from the middle of the tail, for contrast (an entered one: a closed seller cannot sign in).
  let small = Math.max(2, Math.round(ctx.plan.sellers / 2));
  if (entrStatusOf(small) !== '30') small = small < ctx.plan.sellers ? small + 1 : small - 1;
  const [largest] = rowsOf<{ lines: number; products: number; claims: number }>(
    await db.q.execute(sql`select (select count(*) from ord_dtl where supply_entr_cd = ${sellerCd(1)})::int as lines,
      (select count(*) from product where supply_entr_cd = ${sellerCd(1)})::int as products,
      (select count(*) from ord_claim where supply_entr_cd = ${sellerCd(1)})::int as claims`),
  );
  return {
    seed: opts.seed,
    anchor: ctx.plan.anchor,
    sellers: ctx.plan.sellers,
    lines: ctx.plan.lines,
    largest: { ...sellerOf(1), lines: largest?.lines ?? 0, products: largest?.products ?? 0, claims: largest?.claims ?? 0 },
    small: sellerOf(small),
    rows: ctx.rows,
    steps,
  };
}
