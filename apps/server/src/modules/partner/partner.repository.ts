import type { TPartnerJoinListFilter } from '@po/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { violatedConstraint } from '@/platform/db/db-errors.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { partnerJoins } from './partner.tables.ts';

export type PartnerJoinRow = typeof partnerJoins.$inferSelect;
export type NewPartnerJoin = Omit<typeof partnerJoins.$inferInsert, 'applSeq'>;
export type PartnerJoinDecision = Pick<PartnerJoinRow, 'entrStsCd' | 'decidedAt' | 'decidedBy'> &
  Partial<Pick<PartnerJoinRow, 'rejectReason' | 'supplyEntrCd'>>;

const PENDING = '10';

/** The pending-application unique indexes, as the form fields they protect. */
const UNIQUE_FIELDS: Record<string, TKeyedFieldError> = {
  partner_join_pending_mgr_uq: { field: 'mgrId', messageKey: 'mgrId.msg.taken' },
  partner_join_pending_biz_no_uq: { field: 'bizNo', messageKey: 'bizNo.msg.registered' },
};

/** The application list's filters (contract `ZPartnerJoinListFilter`) as SQL; operators see every application. */
const APPLICATION_FILTERS: FilterRules<TPartnerJoinListFilter> = {
  entrStsCd: { op: 'eq', column: partnerJoins.entrStsCd },
  supplyEntrNm: { op: 'contains', column: partnerJoins.supplyEntrNm },
  mgrId: { op: 'contains', column: partnerJoins.mgrId },
  regDtFrom: { op: 'dateFrom', column: partnerJoins.createdAt },
  regDtTo: { op: 'dateTo', column: partnerJoins.createdAt },
};

/** Every SQL statement on partner applications. */
export function createPartnerRepository(db: Database) {
  return {
    /** Inserts an application; a second pending one with the same id or business number loses the race here. */
    async insert(row: NewPartnerJoin): Promise<number> {
      try {
        const rows = await db.q.insert(partnerJoins).values(row).returning({ applSeq: partnerJoins.applSeq });
        const applSeq = rows[0]?.applSeq;
        if (applSeq === undefined) throw new Error('insert returned no row');
        return applSeq;
      } catch (err) {
        const taken = UNIQUE_FIELDS[violatedConstraint(err) ?? ''];
        if (taken) throw validationError([taken]);
        throw err;
      }
    },
    async countPendingMgrId(mgrId: string): Promise<number> {
      const rows = await db.q
        .select({ n: count() })
        .from(partnerJoins)
        .where(and(eq(partnerJoins.mgrId, mgrId), eq(partnerJoins.entrStsCd, PENDING)));
      return rows[0]?.n ?? 0;
    },
    async existsPendingBizNo(bizNo: string): Promise<boolean> {
      const rows = await db.q
        .select({ applSeq: partnerJoins.applSeq })
        .from(partnerJoins)
        .where(and(eq(partnerJoins.bizNo, bizNo), eq(partnerJoins.entrStsCd, PENDING)))
        .limit(1);
      return rows.length > 0;
    },
    async find(applSeq: number): Promise<PartnerJoinRow | undefined> {
      return (await db.q.select().from(partnerJoins).where(eq(partnerJoins.applSeq, applSeq)).limit(1))[0];
    },
    /** The application locked until the transaction ends: one decision at a time. */
    async findForUpdate(applSeq: number): Promise<PartnerJoinRow | undefined> {
      return (await db.q.select().from(partnerJoins).where(eq(partnerJoins.applSeq, applSeq)).for('update'))[0];
    },
    /** Records a decision; the password hash is not needed any more (an approval has copied it). */
    async decide(applSeq: number, decision: PartnerJoinDecision): Promise<void> {
      await db.q
        .update(partnerJoins)
        .set({ ...decision, passwdHash: null })
        .where(eq(partnerJoins.applSeq, applSeq));
    },
    async listPage(opts: {
      filters: TPartnerJoinListFilter;
      page: { pageNum: number; pageSize: number };
    }): Promise<{ rows: PartnerJoinRow[]; totalCnt: number }> {
      const where = whereAll(...filterConditions(opts.filters, APPLICATION_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q.select().from(partnerJoins).where(where).orderBy(desc(partnerJoins.createdAt), desc(partnerJoins.applSeq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(partnerJoins).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
