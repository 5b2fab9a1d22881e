import { sql, type SQL } from 'drizzle-orm';
import { intArray, lit } from './scale-random.ts';
import { LARGEST_SHARE, type ScaleContext } from './scale-plan.ts';

// Where a line sits: its order, its seller, its date, its status and its claim, as SQL over the line number g
// (1..lines). The order and line steps and the claim step share these, so they agree without reading each other.

/**
 * Lines come in blocks of six; each block is cut into orders of one to three lines by one of ten patterns (the offset
 * of the order's first line for each of the six positions). On average 1.2 lines per order.
 */
const PATTERNS = [
  [0, 1, 2, 3, 4, 5],
  [0, 1, 2, 3, 4, 5],
  [0, 1, 2, 3, 4, 5],
  [0, 1, 2, 3, 4, 5],
  [0, 0, 2, 3, 4, 5],
  [0, 1, 2, 3, 4, 4],
  [0, 1, 1, 3, 4, 5],
  [0, 0, 2, 2, 2, 5],
  [0, 1, 2, 3, 3, 3],
  [0, 0, 0, 3, 3, 5],
];
const STARTS = intArray(PATTERNS.flat());
/** Orders cover the year before the anchor. */
export const YEAR_SECONDS = 365 * 86_400;

export function createLineFrame(ctx: ScaleContext) {
  const { random: r, plan } = ctx;
  const anchorAt = plan.anchorAt.toISOString();
  const tail = plan.sellers - 1;
  const c = plan.tailC;
  /** A seller from a uniform u: the first with LARGEST_SHARE, the tail's rank r with weight 1/(r + c) (inverse of its CDF). */
  const sellerOf = (u: SQL) =>
    sql`(case when ${u} < ${sql.raw(String(LARGEST_SHARE))} then 1 else 2 + least(${lit(tail - 1)}, floor(${lit(c)} * (power(${lit((tail + c) / c)}::float8, (${u} - ${sql.raw(String(LARGEST_SHARE))}) / ${sql.raw(String(1 - LARGEST_SHARE))}) - 1))::int) end)`;

  /**
   * The FROM clause of lines lo..hi with columns g, oid (the order's first line), sq, age (seconds before the anchor),
   * ord_dt, pay_dt and s (the seller number).
   */
  function lines(lo: number, hi: number): SQL {
    const oid = sql`f.oid`;
    const g = sql`f.g`;
    return sql`(select f.g, f.oid, f.sq, t.age, t.ord_dt, t.ord_dt + (60 + ${r.int(oid, 31)} % 1800) * interval '1 second' as pay_dt,
        case when f.sq = 1 or ${r.int(g, 32)} % 100 < 85 then ${sellerOf(r.unit(oid, 33))} else ${sellerOf(r.unit(g, 34))} end as s
      from (select g, (g - 1) / 6 * 6 + st + 1 as oid, (g - 1) % 6 - st + 1 as sq
        from generate_series(${lit(lo)}, ${lit(hi)}) g
        cross join lateral (select (${STARTS})[(${r.int(sql`(g - 1) / 6`, 30)} % 10) * 6 + (g - 1) % 6 + 1] as st offset 0) b offset 0) f
      cross join lateral (
        -- Recent months are busier: the age is the year times u^1.5 (a fifth of the lines in the last month), at least
        -- an hour, so the payment (up to half an hour later) is before the anchor too.
        select a.age, ${anchorAt}::timestamptz - a.age * interval '1 second' as ord_dt
        from (select 3600 + floor(${lit(YEAR_SECONDS - 3600)} * power(${r.unit(oid, 35)}, 1.5))::int as age offset 0) a offset 0) t offset 0) l`;
  }
  return { lines, anchorAt };
}

/** The order number: G, the Seoul order date, the order's first line number. */
export const ordNoOf = (ordDt: SQL, oid: SQL) => sql`('G' || to_char(${ordDt} at time zone 'Asia/Seoul', 'YYMMDD') || lpad((${oid})::text, 9, '0'))`;
/** The line number back from an order number and line sequence. */
export const lineNoOf = (ordNo: SQL, sq: SQL) => sql`(right(${ordNo}, 9)::int + ${sq} - 1)`;
