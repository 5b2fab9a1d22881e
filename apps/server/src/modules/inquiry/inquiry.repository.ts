import type { TEnterinquireListFilter } from '@po/contracts';
import { asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { enterinquires } from './inquiry.tables.ts';

export type EnterinquireRow = typeof enterinquires.$inferSelect;

/** The operator's inquiry list's filters (contract `ZEnterinquireListFilter`) as SQL; inquiries belong to no seller. */
const INQUIRY_FILTERS: FilterRules<TEnterinquireListFilter> = {
  regGb: { op: 'eq', column: enterinquires.regGb },
  entrNm: { op: 'contains', column: enterinquires.entrNm },
  chgNm: { op: 'contains', column: enterinquires.chgNm },
  regDtFrom: { op: 'dateFrom', column: enterinquires.createdAt },
  regDtTo: { op: 'dateTo', column: enterinquires.createdAt },
};

/** Every SQL statement on affiliation inquiries. */
export function createInquiryRepository(db: Database) {
  return {
    async insert(row: Omit<typeof enterinquires.$inferInsert, 'inquirySeq'>): Promise<number> {
      const rows = await db.q.insert(enterinquires).values(row).returning({ inquirySeq: enterinquires.inquirySeq });
      const seq = rows[0]?.inquirySeq;
      if (seq === undefined) throw new Error('insert returned no row');
      return seq;
    },
    async find(inquirySeq: number): Promise<EnterinquireRow | undefined> {
      return (await db.q.select().from(enterinquires).where(eq(enterinquires.inquirySeq, inquirySeq)).limit(1))[0];
    },
    async listPage(opts: {
      filters: TEnterinquireListFilter;
      page: { pageNum: number; pageSize: number };
    }): Promise<{ rows: EnterinquireRow[]; totalCnt: number }> {
      const where = whereAll(...filterConditions(opts.filters, INQUIRY_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q.select().from(enterinquires).where(where).orderBy(desc(enterinquires.createdAt), desc(enterinquires.inquirySeq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(enterinquires).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
    /** The oldest inquiries received before the cutoff, a batch at a time. */
    async listSeqsBefore(cutoff: Date, limit: number): Promise<number[]> {
      const rows = await db.q
        .select({ seq: enterinquires.inquirySeq })
        .from(enterinquires)
        .where(lt(enterinquires.createdAt, cutoff))
        .orderBy(asc(enterinquires.createdAt))
        .limit(limit);
      return rows.map((r) => r.seq);
    },
    async deleteBySeqs(seqs: number[]): Promise<number> {
      if (seqs.length === 0) return 0;
      return (await db.q.delete(enterinquires).where(inArray(enterinquires.inquirySeq, seqs)).returning({ seq: enterinquires.inquirySeq })).length;
    },
  };
}
export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
