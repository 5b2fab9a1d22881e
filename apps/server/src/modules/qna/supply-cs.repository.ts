import { and, desc, count, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow } from '@/platform/db/list-filters.ts';
import { supplyCsInquiries as cs } from './qna.tables.ts';

export type SupplyCsRecord = typeof cs.$inferSelect;
export type NewSupplyCs = Omit<typeof cs.$inferInsert, 'supplyCsSq'>;

export interface SupplyCsFilters {
  supplyEntrCd?: string | undefined;
  startDt?: string | undefined;
  endDt?: string | undefined;
  stsCd?: 'WAITING' | 'ANSWERED' | undefined;
  ugntYn?: 'Y' | 'N' | undefined;
}

const conditionsOf = (f: SupplyCsFilters): SQL[] =>
  filterConditions(
    { supplyEntrCd: f.supplyEntrCd, from: f.startDt, to: f.endDt, stsCd: f.stsCd, ugntYn: f.ugntYn },
    {
      supplyEntrCd: { op: 'eq', column: cs.supplyEntrCd },
      from: { op: 'dateFrom', column: cs.regDt },
      to: { op: 'dateTo', column: cs.regDt },
      stsCd: { op: 'eq', column: cs.stsCd },
      ugntYn: { op: 'eq', column: cs.ugntYn },
    },
  );

/** CS inquiries: the seller's queries lead with the seller; the operator's queue reads across sellers. */
export function createSupplyCsRepository(db: Database) {
  return {
    async insert(row: NewSupplyCs): Promise<number> {
      const [created] = await db.q.insert(cs).values(row).returning({ supplyCsSq: cs.supplyCsSq });
      return created!.supplyCsSq;
    },

    /** One inquiry; with a seller, only that seller's. */
    async find(supplyCsSq: number, supplyEntrCd?: string): Promise<SupplyCsRecord | undefined> {
      const [row] = await db.q
        .select()
        .from(cs)
        .where(and(eq(cs.supplyCsSq, supplyCsSq), supplyEntrCd === undefined ? undefined : eq(cs.supplyEntrCd, supplyEntrCd)));
      return row;
    },

    /** A page, newest first (the seller's list always passes its own code). */
    async listPage(opts: { filters: SupplyCsFilters; page: { pageNum: number; pageSize: number } }) {
      const where = and(...conditionsOf(opts.filters));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, [total]] = await Promise.all([
        db.q.select().from(cs).where(where).orderBy(desc(cs.regDt), desc(cs.supplyCsSq)).limit(limit).offset(offset),
        db.q.select({ n: count() }).from(cs).where(where),
      ]);
      return { rows, totalCnt: Number(total?.n ?? 0) };
    },

    /** The seller's one answer: conditional on still waiting, so a second save (or two at once) never overwrites. */
    async saveAnswer(opts: { supplyEntrCd: string; supplyCsSq: number; rspnCont: string; at: Date; by: string }): Promise<boolean> {
      const done = await db.q
        .update(cs)
        .set({ stsCd: 'ANSWERED', rspnCont: opts.rspnCont, rspnDt: opts.at, rspnId: opts.by })
        .where(and(eq(cs.supplyEntrCd, opts.supplyEntrCd), eq(cs.supplyCsSq, opts.supplyCsSq), ne(cs.stsCd, 'ANSWERED')))
        .returning({ supplyCsSq: cs.supplyCsSq });
      return done.length > 0;
    },
  };
}
export type SupplyCsRepository = ReturnType<typeof createSupplyCsRepository>;
