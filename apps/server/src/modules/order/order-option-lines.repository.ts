import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { orderLines } from './order.tables.ts';

/** Reads of a seller's order lines by option (the sold-out-soon popup's order count). */
export function createOrderOptionLinesRepository(db: Database) {
  return {
    /**
     * The seller's lines in the given statuses on any of the options: the statuses lead the index
     * (ord_dtl_status_idx), the options are one array parameter.
     */
    async countLinesOnOptions(opts: { supplyEntrCd: string; statuses: readonly string[]; prodOptionCds: string[] }): Promise<number> {
      if (opts.prodOptionCds.length === 0) return 0;
      const [row] = await db.q
        .select({ n: count() })
        .from(orderLines)
        .where(
          and(
            eq(orderLines.supplyEntrCd, opts.supplyEntrCd),
            inArray(orderLines.ordDtlStsCd, [...opts.statuses]),
            sql`${orderLines.prodOptionCd} = any(${sql.param(opts.prodOptionCds)}::text[])`,
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type OrderOptionLinesRepository = ReturnType<typeof createOrderOptionLinesRepository>;
