import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { filterConditions, whereAll } from '@/platform/db/list-filters.ts';
import { authPhones, mgrs, supplyEntrCdSeq, supplyEntrs } from './supply.tables.ts';

export type SupplyEntrRow = typeof supplyEntrs.$inferSelect;
export type MgrRow = typeof mgrs.$inferSelect;
/** What the settings screen may change of a company: contacts, alimtalk flag and settlement account. */
export type CompanyPatch = Partial<
  Pick<
    SupplyEntrRow,
    | 'chgNm'
    | 'chgHphone'
    | 'chgEmail'
    | 'ntceYn'
    | 'csOperatorNm'
    | 'csOperatorPhone'
    | 'csOperatorEmail'
    | 'sacOperatorNm'
    | 'sacOperatorPhone'
    | 'sacOperatorEmail'
    | 'bankCd'
    | 'bankNm'
    | 'accountNm'
    | 'accountNo'
    | 'bankEnAddr'
    | 'swiftCd'
    | 'countryCd'
  >
>;

/** Every SQL statement on seller companies, their accounts and auth phones. */
export function createSupplyRepository(db: Database) {
  return {
    async findMgr(mgrId: string): Promise<MgrRow | undefined> {
      return (await db.q.select().from(mgrs).where(eq(mgrs.mgrId, mgrId)).limit(1))[0];
    },
    async findSupplyEntr(supplyEntrCd: string): Promise<SupplyEntrRow | undefined> {
      return (await db.q.select().from(supplyEntrs).where(eq(supplyEntrs.supplyEntrCd, supplyEntrCd)).limit(1))[0];
    },
    /** Whether any company (in any status) holds this business number. */
    async existsBizNo(bizNo: string): Promise<boolean> {
      return (await db.q.select({ cd: supplyEntrs.supplyEntrCd }).from(supplyEntrs).where(eq(supplyEntrs.bizNo, bizNo)).limit(1)).length > 0;
    },
    async nextSupplyEntrNumber(): Promise<number> {
      const rows = rowsOf<{ n: string | number }>(await db.q.execute(sql`select nextval(${supplyEntrCdSeq.seqName ?? 'supply_entr_cd_seq'}) as n`));
      return Number(rows[0]?.n);
    },
    async insertSupplyEntr(row: typeof supplyEntrs.$inferInsert): Promise<void> {
      await db.q.insert(supplyEntrs).values(row);
    },
    async insertMgr(row: typeof mgrs.$inferInsert): Promise<void> {
      await db.q.insert(mgrs).values(row);
    },
    async updateMgr(mgrId: string, patch: Partial<Pick<MgrRow, 'passwdHash' | 'passwdChangedAt' | 'passwdInitial' | 'passwdChangeNextAt'>>): Promise<void> {
      await db.q.update(mgrs).set(patch).where(eq(mgrs.mgrId, mgrId));
    },
    async findSupplyEntrNames(codes: string[]): Promise<{ supplyEntrCd: string; supplyEntrNm: string }[]> {
      if (codes.length === 0) return [];
      return db.q
        .select({ supplyEntrCd: supplyEntrs.supplyEntrCd, supplyEntrNm: supplyEntrs.supplyEntrNm })
        .from(supplyEntrs)
        .where(inArray(supplyEntrs.supplyEntrCd, codes));
    },
    /** Codes of the companies whose name contains the term (case-insensitive, LIKE signs literal). */
    async findSupplyEntrCdsByName(term: string): Promise<string[]> {
      const where = whereAll(...filterConditions({ supplyEntrNm: term }, { supplyEntrNm: { op: 'contains', column: supplyEntrs.supplyEntrNm } }));
      return (await db.q.select({ cd: supplyEntrs.supplyEntrCd }).from(supplyEntrs).where(where)).map((r) => r.cd);
    },
    /** The company row, locked until the transaction ends: its change is diffed against this. */
    async findSupplyEntrForUpdate(supplyEntrCd: string): Promise<SupplyEntrRow | undefined> {
      return (await db.q.select().from(supplyEntrs).where(eq(supplyEntrs.supplyEntrCd, supplyEntrCd)).for('update'))[0];
    },
    async updateSupplyEntr(supplyEntrCd: string, patch: CompanyPatch, at: Date): Promise<void> {
      await db.q
        .update(supplyEntrs)
        .set({ ...patch, updatedAt: at })
        .where(eq(supplyEntrs.supplyEntrCd, supplyEntrCd));
    },
    async updateAgreements(
      supplyEntrCd: string,
      patch: Partial<Pick<SupplyEntrRow, 'sellFeeRateConfirmYn' | 'agreeYn' | 'agreeGenuineYn' | 'grntSrvcAgrmYn' | 'agreedAt'>>,
      at: Date,
    ): Promise<void> {
      await db.q
        .update(supplyEntrs)
        .set({ ...patch, updatedAt: at })
        .where(eq(supplyEntrs.supplyEntrCd, supplyEntrCd));
    },

    async listAuthPhones(mgrId: string) {
      return db.q.select().from(authPhones).where(eq(authPhones.mgrId, mgrId)).orderBy(asc(authPhones.createdAt), asc(authPhones.sphone));
    },
    async insertAuthPhone(row: typeof authPhones.$inferInsert): Promise<void> {
      await db.q.insert(authPhones).values(row);
    },
    async deleteAuthPhone(mgrId: string, sphone: string): Promise<void> {
      await db.q.delete(authPhones).where(and(eq(authPhones.mgrId, mgrId), eq(authPhones.sphone, sphone)));
    },
    async updateAuthPhoneUse(mgrId: string, sphone: string, sphoneUseYn: 'Y' | 'N'): Promise<void> {
      await db.q
        .update(authPhones)
        .set({ sphoneUseYn })
        .where(and(eq(authPhones.mgrId, mgrId), eq(authPhones.sphone, sphone)));
    },
    /** Phones of every account of a company (what a master viewing the company sees). */
    async listCompanyAuthPhones(supplyEntrCd: string) {
      return db.q
        .select()
        .from(authPhones)
        .where(eq(authPhones.supplyEntrCd, supplyEntrCd))
        .orderBy(asc(authPhones.mgrId), asc(authPhones.createdAt), asc(authPhones.sphone));
    },
    /** Serialises changes to one account's phones (the 20 / last-usable counts hold under concurrency). */
    async lockMgr(mgrId: string): Promise<void> {
      await db.q.select({ mgrId: mgrs.mgrId }).from(mgrs).where(eq(mgrs.mgrId, mgrId)).for('update');
    },

    /** Sellers for the master's supplier dialog: filtered, paged, with the total. */
    async searchSupplyEntrs(opts: { option?: 'supplyEntrNm' | 'supplyEntrCd' | 'bizNo'; term?: string; entrStsCd?: string; offset: number; limit: number }) {
      const filters: SQL[] = [];
      if (opts.entrStsCd) filters.push(eq(supplyEntrs.entrStsCd, opts.entrStsCd));
      if (opts.option && opts.term) {
        const term = opts.term.replace(/[%_\\]/g, (c) => `\\${c}`);
        const column = { supplyEntrNm: supplyEntrs.supplyEntrNm, supplyEntrCd: supplyEntrs.supplyEntrCd, bizNo: supplyEntrs.bizNo }[opts.option];
        filters.push(opts.option === 'supplyEntrNm' ? ilike(column, `%${term}%`) : or(eq(column, opts.term), ilike(column, `${term}%`))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, total] = await Promise.all([
        db.q
          .select()
          .from(supplyEntrs)
          .where(where)
          .orderBy(asc(supplyEntrs.supplyEntrNm), asc(supplyEntrs.supplyEntrCd))
          .offset(opts.offset)
          .limit(opts.limit),
        db.q.select({ n: count() }).from(supplyEntrs).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type SupplyRepository = ReturnType<typeof createSupplyRepository>;
