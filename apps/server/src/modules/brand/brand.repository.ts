import type { TBrandAdminListFilter, TBrandListFilter } from '@po/contracts';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { brandCdSeq, brands } from './brand.tables.ts';

export type BrandRow = typeof brands.$inferSelect;
type Key = { supplyEntrCd: string; brandRgsrRqstSeq: number };
type Page = { pageNum: number; pageSize: number };

const key = (k: Key) => and(eq(brands.supplyEntrCd, k.supplyEntrCd), eq(brands.brandRgsrRqstSeq, k.brandRgsrRqstSeq));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Either name contains the term, case-insensitively. */
const nameContains = (term: string): SQL => {
  const p = `%${escapeLike(term)}%`;
  return sql`(${brands.brandNm} ilike ${p} or ${brands.brandEnm} ilike ${p})`;
};

/** productBrandList's filters: `gubun` BRAND keeps the approved brands, REQUEST every request. */
const SELLER_FILTERS: FilterRules<TBrandListFilter> = {
  gubun: { op: 'custom', where: (g: string) => (g === 'BRAND' ? eq(brands.confirmStatus, 'APPROVED') : sql`true`) },
  brandNm: { op: 'custom', where: nameContains },
  confirmStatus: { op: 'eq', column: brands.confirmStatus },
  useYn: { op: 'eq', column: brands.useYn },
};

/** The operator queue's filters, the company name already read as company codes (no code, no row). */
export type ReviewFilters = Omit<TBrandAdminListFilter, 'supplyEntrNm'> & { supplyEntrCds?: string[] };
const REVIEW_FILTERS: FilterRules<ReviewFilters> = {
  confirmStatus: { op: 'eq', column: brands.confirmStatus },
  brandNm: { op: 'custom', where: nameContains },
  supplyEntrCds: { op: 'custom', where: (codes: string[]) => (codes.length > 0 ? inArray(brands.supplyEntrCd, codes) : sql`false`) },
};

/** Every SQL statement on brands and brand requests; seller screens are scoped by seller. */
export function createBrandRepository(db: Database) {
  return {
    async insert(row: typeof brands.$inferInsert): Promise<void> {
      await db.q.insert(brands).values(row);
    },
    async find(k: Key): Promise<BrandRow | undefined> {
      return (await db.q.select().from(brands).where(key(k)).limit(1))[0];
    },
    /** The row locked until the transaction ends: transitions and changes are judged under the lock. */
    async findForUpdate(k: Key): Promise<BrandRow | undefined> {
      return (await db.q.select().from(brands).where(key(k)).for('update'))[0];
    },
    async findByBrandCd(supplyEntrCd: string, brandCd: string): Promise<BrandRow | undefined> {
      return (
        await db.q
          .select()
          .from(brands)
          .where(and(eq(brands.supplyEntrCd, supplyEntrCd), eq(brands.brandCd, brandCd)))
          .limit(1)
      )[0];
    },
    async update(k: Key, patch: Partial<typeof brands.$inferInsert>): Promise<void> {
      await db.q.update(brands).set(patch).where(key(k));
    },
    /** The next mall-wide brand code number. */
    async nextBrandCdNumber(): Promise<number> {
      const rows = rowsOf<{ n: string | number }>(await db.q.execute(sql`select nextval(${brandCdSeq.seqName ?? 'brand_cd_seq'}) as n`));
      return Number(rows[0]?.n);
    },
    /**
     * Which of the normalised names an approved brand or a pending request of any seller already holds,
     * in either its Korean or its English name (the duplicate check reads across sellers on purpose).
     */
    async findTakenNames(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db.q
        .select({ nm: brands.brandNmNorm, enm: brands.brandEnmNorm })
        .from(brands)
        .where(and(inArray(brands.confirmStatus, ['PENDING', 'APPROVED']), or(inArray(brands.brandNmNorm, names), inArray(brands.brandEnmNorm, names))));
      return new Set(rows.flatMap((r) => [r.nm, r.enm]));
    },
    async listPage(opts: { supplyEntrCd: string; filters: TBrandListFilter; page: Page }) {
      const where = whereAll(eq(brands.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, SELLER_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q.select().from(brands).where(where).orderBy(desc(brands.regDt), desc(brands.brandRgsrRqstSeq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(brands).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
    /** Codes of every seller's approved brands whose name contains the term (the product review queue's brand filter). */
    async findApprovedBrandCdsByName(term: string): Promise<string[]> {
      const rows = await db.q
        .select({ brandCd: brands.brandCd })
        .from(brands)
        .where(and(eq(brands.confirmStatus, 'APPROVED'), nameContains(term)));
      return rows.flatMap((r) => (r.brandCd ? [r.brandCd] : []));
    },
    /** The seller's approved brands in use, by name: what the product form offers. */
    async listUsable(supplyEntrCd: string): Promise<BrandRow[]> {
      return db.q
        .select()
        .from(brands)
        .where(and(eq(brands.supplyEntrCd, supplyEntrCd), eq(brands.confirmStatus, 'APPROVED'), eq(brands.useYn, 'Y')))
        .orderBy(asc(brands.brandNm));
    },
    /** The seller's approved brands, in use or not, by name: the statistics' brand filter (a brand no longer in use still has sales). */
    async listApproved(supplyEntrCd: string): Promise<BrandRow[]> {
      return db.q
        .select()
        .from(brands)
        .where(and(eq(brands.supplyEntrCd, supplyEntrCd), eq(brands.confirmStatus, 'APPROVED')))
        .orderBy(asc(brands.brandNm));
    },
    /**
     * The MD's queue across sellers, oldest request first. It reads by status rather than by seller: a
     * seller has a handful of brands, so the table stays small (docs/decisions.md, brands).
     */
    async listForReview(opts: { filters: ReviewFilters; page: Page }) {
      const where = whereAll(...filterConditions(opts.filters, REVIEW_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q.select().from(brands).where(where).orderBy(asc(brands.regDt), asc(brands.supplyEntrCd), asc(brands.brandRgsrRqstSeq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(brands).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type BrandRepository = ReturnType<typeof createBrandRepository>;
