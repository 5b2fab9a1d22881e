import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { pageWindow } from '@/platform/db/list-filters.ts';
import { settlementAdjustments as a, settlementHolds as h, settlementRows as row } from './calculate.tables.ts';

type Page = { pageNum: number; pageSize: number };
/** Entry day bounds as instants: from the start of the first Seoul day to the start of the day after the last. */
export interface DayBounds {
  from?: Date;
  until?: Date;
}

// The month whose run wrote a row for the source (adjustment, hold, release), null until one did.
const ymOf = (seller: AnyColumn, key: SQL) =>
  sql<string | null>`(select ${row.settleYm} from ${row} where ${row.supplyEntrCd} = ${seller} and ${row.sourceKey} = ${key})`;

/** The operator's entries the run turns into rows: adjustments and holds. Nothing here is ever deleted. */
export function createSettlementEntriesRepository(db: Database) {
  return {
    async listAdjustments(opts: { supplyEntrCds?: string[]; bounds: DayBounds; page: Page }) {
      const where = and(
        opts.supplyEntrCds ? inArray(a.supplyEntrCd, opts.supplyEntrCds) : undefined,
        opts.bounds.from ? gte(a.createdDt, opts.bounds.from) : undefined,
        opts.bounds.until ? lt(a.createdDt, opts.bounds.until) : undefined,
      );
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q
          .select({
            adjSq: a.adjSq,
            supplyEntrCd: a.supplyEntrCd,
            amount: a.amount,
            reason: a.reason,
            createdBy: a.createdBy,
            createdDt: a.createdDt,
            appliedYm: ymOf(a.supplyEntrCd, sql`'ADJ:' || ${a.adjSq}`),
          })
          .from(a)
          .where(where)
          .orderBy(desc(a.adjSq))
          .offset(offset)
          .limit(limit),
        db.q.select({ n: count() }).from(a).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    async insertAdjustment(values: typeof a.$inferInsert): Promise<number> {
      const [created] = await db.q.insert(a).values(values).returning({ adjSq: a.adjSq });
      return created!.adjSq;
    },

    async listHolds(opts: { supplyEntrCds?: string[]; holdKind?: string; state?: 'ACTIVE' | 'RELEASED'; page: Page }) {
      const released = sql`(${h.releasedDt} is not null or exists (select 1 from ${row} where ${row.supplyEntrCd} = ${h.supplyEntrCd} and ${row.sourceKey} = 'REL:' || ${h.holdSq}))`;
      const where = and(
        opts.supplyEntrCds ? inArray(h.supplyEntrCd, opts.supplyEntrCds) : undefined,
        opts.holdKind ? eq(h.holdKind, opts.holdKind) : undefined,
        opts.state === 'RELEASED' ? released : opts.state === 'ACTIVE' ? sql`not ${released}` : undefined,
      );
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q
          .select({
            holdSq: h.holdSq,
            supplyEntrCd: h.supplyEntrCd,
            holdKind: h.holdKind,
            amount: h.amount,
            reason: h.reason,
            releaseDueDt: h.releaseDueDt,
            basisYm: h.basisYm,
            createdBy: h.createdBy,
            createdDt: h.createdDt,
            releasedBy: h.releasedBy,
            releasedDt: h.releasedDt,
            releaseMemo: h.releaseMemo,
            heldYm: ymOf(h.supplyEntrCd, sql`'HOLD:' || ${h.holdSq}`),
            releasedYm: ymOf(h.supplyEntrCd, sql`'REL:' || ${h.holdSq}`),
          })
          .from(h)
          .where(where)
          .orderBy(desc(h.holdSq))
          .offset(offset)
          .limit(limit),
        db.q.select({ n: count() }).from(h).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    async insertHold(values: typeof h.$inferInsert): Promise<number> {
      const [created] = await db.q.insert(h).values(values).returning({ holdSq: h.holdSq });
      return created!.holdSq;
    },
    /** The hold, locked until the transaction ends, and whether the run already wrote its release. */
    async lockHold(holdSq: number) {
      const found = (await db.q.select().from(h).where(eq(h.holdSq, holdSq)).for('update'))[0];
      if (!found) return undefined;
      const rel = await db.q
        .select({ n: count() })
        .from(row)
        .where(and(eq(row.supplyEntrCd, found.supplyEntrCd), eq(row.sourceKey, `REL:${holdSq}`)));
      return { ...found, releaseRowWritten: (rel[0]?.n ?? 0) > 0 };
    },
    /** Sets the release once: a hold already released is left as it is (answers false). */
    async releaseHold(opts: { holdSq: number; by: string; at: Date; memo: string }): Promise<boolean> {
      const done = await db.q
        .update(h)
        .set({ releasedBy: opts.by, releasedDt: opts.at, releaseMemo: opts.memo })
        .where(and(eq(h.holdSq, opts.holdSq), isNull(h.releasedDt)))
        .returning({ holdSq: h.holdSq });
      return done.length > 0;
    },
  };
}
export type SettlementEntriesRepository = ReturnType<typeof createSettlementEntriesRepository>;
