import { sql, type SQL } from 'drizzle-orm';
import { lit, type ScaleRandom } from './scale-random.ts';

// A line's status, delay mark and claim from its age, as the order area's rules would have left them: older lines are
// delivered (a few cancelled, a few returned), the last days' lines paid, preparing or shipping; a line paid over 48
// hours ago and not shipped carries the delivery-delay mark (72), a shipped line past its expected day sometimes the
// arrival-delay mark (82). Claims follow CLAIM_MACHINE's states and hold the quantities the line counts.

const DAY = 86_400;

/** The status (20, 35, 50, 60, 99) of line g, `age` seconds old. */
export function lineStatus(r: ScaleRandom, g: SQL, age: SQL): SQL {
  const u = r.unit(g, 40);
  return sql`(case
    when ${age} > ${lit(14 * DAY)} then case when ${u} < 0.025 then '99' else '60' end
    when ${age} > ${lit(5 * DAY)} then case when ${u} < 0.02 then '99' when ${u} < 0.25 then '50' else '60' end
    when ${age} > ${lit(2 * DAY)} then case when ${u} < 0.02 then '99' when ${u} < 0.15 then '35' when ${u} < 0.65 then '50' else '60' end
    else case when ${u} < 0.02 then '99' when ${u} < 0.45 then '20' when ${u} < 0.75 then '35' else '50' end end)`;
}

/** The delay mark of a line with status `sts`, paid at `payDt`, expected by `expectDt` (a Seoul date). */
export function delayMark(r: ScaleRandom, g: SQL, v: { sts: SQL; payDt: SQL; expectDt: SQL; anchorAt: string; anchor: string }): SQL {
  return sql`(case
    when ${v.sts} in ('20', '35') and ${v.payDt} < ${v.anchorAt}::timestamptz - interval '48 hours' then '72'
    when ${v.sts} = '50' and ${v.expectDt} < ${v.anchor}::date and ${r.unit(g, 41)} < 0.5 then '82' end)`;
}

/** The claim of line g, or null: every cancelled line's completed cancel, some paid lines' cancel requests, some delivered lines' returns. */
export function claimStatus(r: ScaleRandom, g: SQL, v: { sts: SQL; deliveredDt: SQL; anchorAt: string }): SQL {
  const u = r.unit(g, 43);
  return sql`(case
    when ${v.sts} = '99' then 'CANCEL_COMPLETED'
    when ${v.sts} = '20' and ${r.unit(g, 42)} < 0.06 then 'CANCEL_REQUESTED'
    when ${v.sts} = '60' and ${r.unit(g, 42)} < 0.025 then case
      when ${v.deliveredDt} < ${v.anchorAt}::timestamptz - interval '14 days' then case when ${u} < 0.85 then 'RETURN_COMPLETED' else 'RETURN_WITHDRAWN' end
      when ${u} < 0.35 then 'RETURN_REQUESTED' when ${u} < 0.6 then 'RETURN_COLLECT' when ${u} < 0.85 then 'RETURN_COLLECT_COMPLETED'
      when ${u} < 0.93 then 'RETURN_DISABLE' else 'RETURN_WITHDRAWN' end end)`;
}

/** CANCEL, or for a return-side claim EXCHANGE on a third of the recent ones (an old one is a return: a completed exchange would need its new line). */
export function claimType(r: ScaleRandom, g: SQL, v: { claimSts: SQL; deliveredDt: SQL; anchorAt: string }): SQL {
  return sql`(case when ${v.claimSts} like 'CANCEL%' then 'CANCEL'
    when ${v.deliveredDt} >= ${v.anchorAt}::timestamptz - interval '14 days' and ${r.unit(g, 44)} < 0.35 then 'EXCHANGE' else 'RETURN' end)`;
}

/** A cancel takes the whole line; a return or exchange one to all of its pieces. */
export const claimQty = (r: ScaleRandom, g: SQL, claimSts: SQL, ordQty: SQL) =>
  sql`(case when ${claimSts} like 'CANCEL%' then ${ordQty} else 1 + ${r.int(g, 45)} % ${ordQty} end)`;

export const OPEN_CLAIMS = sql`('CANCEL_REQUESTED', 'RETURN_REQUESTED', 'RETURN_COLLECT', 'RETURN_COLLECT_COMPLETED', 'RETURN_DISABLE')`;
