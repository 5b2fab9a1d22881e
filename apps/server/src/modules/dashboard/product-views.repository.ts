import { and, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { productViewDays as v } from './dashboard.tables.ts';

/** The mall's daily product views: written by day and product, read by the seller's window (the primary key's order). */
export function createProductViewsRepository(db: Database) {
  return {
    /** Writes each row's day count, replacing what the day held (one row per key in `rows`). */
    async upsertDays(rows: { supplyEntrCd: string; viewDt: string; prodCd: string; pvCnt: number }[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      await db.q
        .insert(v)
        .values(rows.map((r) => ({ ...r, upDt: at })))
        .onConflictDoUpdate({ target: [v.supplyEntrCd, v.viewDt, v.prodCd], set: { pvCnt: sql`excluded.pv_cnt`, upDt: sql`excluded.up_dt` } });
    },

    /** The seller's views per product over the Seoul days, products with at least one view; only `prodCds` when given. */
    async sumByProduct(opts: {
      supplyEntrCd: string;
      startDt: string;
      endDt: string;
      prodCds?: readonly string[];
    }): Promise<{ prodCd: string; pvCnt: number }[]> {
      const total = sql<number>`sum(${v.pvCnt})::int`;
      if (opts.prodCds?.length === 0) return [];
      return db.q
        .select({ prodCd: v.prodCd, pvCnt: total })
        .from(v)
        .where(
          and(
            eq(v.supplyEntrCd, opts.supplyEntrCd),
            between(v.viewDt, opts.startDt, opts.endDt),
            opts.prodCds ? inArray(v.prodCd, [...opts.prodCds]) : undefined,
          ),
        )
        .groupBy(v.prodCd)
        .having(gt(total, 0));
    },
  };
}
export type ProductViewsRepository = ReturnType<typeof createProductViewsRepository>;
