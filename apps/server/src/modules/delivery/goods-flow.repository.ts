import type { TGoodsFlowAdminListFilter } from '@po/contracts';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { deliveryLocs } from './delivery-loc.tables.ts';
import { goodsFlowBoxFares, goodsFlowContracts } from './goods-flow.tables.ts';

export type GoodsFlowRow = typeof goodsFlowContracts.$inferSelect;
export type BoxFareRow = typeof goodsFlowBoxFares.$inferSelect;
type Key = { supplyEntrCd: string; deliveryLocCd: string };

const contractKey = (k: Key) => and(eq(goodsFlowContracts.supplyEntrCd, k.supplyEntrCd), eq(goodsFlowContracts.deliveryLocCd, k.deliveryLocCd));
const fareKey = (k: Key) => and(eq(goodsFlowBoxFares.supplyEntrCd, k.supplyEntrCd), eq(goodsFlowBoxFares.deliveryLocCd, k.deliveryLocCd));

/**
 * The operator list's filters (contract `ZGoodsFlowAdminListFilter`) with the company name already read
 * as the codes of the companies it matches (companies belong to the supply module): no code, no row.
 * Operators see every seller's contracts, so there is no seller scope.
 */
export type ReviewFilters = Omit<TGoodsFlowAdminListFilter, 'supplyEntrNm'> & { supplyEntrCds?: string[] };
const REVIEW_FILTERS: FilterRules<ReviewFilters> = {
  gfStsCd: { op: 'eq', column: goodsFlowContracts.gfStsCd },
  supplyEntrCds: { op: 'custom', where: (codes: string[]) => (codes.length > 0 ? inArray(goodsFlowContracts.supplyEntrCd, codes) : sql`false`) },
  requestDtFrom: { op: 'dateFrom', column: goodsFlowContracts.requestedAt },
  requestDtTo: { op: 'dateTo', column: goodsFlowContracts.requestedAt },
};

/** Every SQL statement on goods-flow contracts and their box fares. */
export function createGoodsFlowRepository(db: Database) {
  return {
    async find(k: Key): Promise<GoodsFlowRow | undefined> {
      return (await db.q.select().from(goodsFlowContracts).where(contractKey(k)).limit(1))[0];
    },
    /** The contract locked until the transaction ends: transitions check its status under the lock. */
    async findForUpdate(k: Key): Promise<GoodsFlowRow | undefined> {
      return (await db.q.select().from(goodsFlowContracts).where(contractKey(k)).for('update'))[0];
    },
    /** False when the site already has a contract (two registrations racing: the second loses). */
    async insert(row: typeof goodsFlowContracts.$inferInsert): Promise<boolean> {
      const rows = await db.q.insert(goodsFlowContracts).values(row).onConflictDoNothing().returning({ cd: goodsFlowContracts.deliveryLocCd });
      return rows.length > 0;
    },
    async update(k: Key, patch: Partial<typeof goodsFlowContracts.$inferInsert>): Promise<void> {
      await db.q.update(goodsFlowContracts).set(patch).where(contractKey(k));
    },
    async delete(k: Key): Promise<void> {
      await db.q.delete(goodsFlowBoxFares).where(fareKey(k));
      await db.q.delete(goodsFlowContracts).where(contractKey(k));
    },
    async replaceBoxFares(k: Key, fares: Omit<BoxFareRow, 'supplyEntrCd' | 'deliveryLocCd'>[]): Promise<void> {
      await db.q.delete(goodsFlowBoxFares).where(fareKey(k));
      if (fares.length > 0) await db.q.insert(goodsFlowBoxFares).values(fares.map((f) => ({ ...k, ...f })));
    },
    /** Box fares of several contracts (one query for a page of the operator's list). */
    async listBoxFares(keys: Key[]): Promise<BoxFareRow[]> {
      if (keys.length === 0) return [];
      return db.q
        .select()
        .from(goodsFlowBoxFares)
        .where(or(...keys.map(fareKey)));
    },
    /**
     * The operator's queue across sellers, oldest request first. It scans by status rather than by seller:
     * there is at most one contract per shipping site, so the table stays small (docs/decisions.md).
     */
    async listForReview(opts: { filters: ReviewFilters; page: { pageNum: number; pageSize: number } }) {
      const where = whereAll(...filterConditions(opts.filters, REVIEW_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const siteJoin = and(eq(deliveryLocs.supplyEntrCd, goodsFlowContracts.supplyEntrCd), eq(deliveryLocs.deliveryLocCd, goodsFlowContracts.deliveryLocCd));
      const [rows, total] = await Promise.all([
        db.q
          .select({ contract: goodsFlowContracts, deliveryLocNm: deliveryLocs.deliveryLocNm, deliveryEntrCd: deliveryLocs.deliveryEntrCd })
          .from(goodsFlowContracts)
          .innerJoin(deliveryLocs, siteJoin)
          .where(where)
          .orderBy(asc(goodsFlowContracts.requestedAt), desc(goodsFlowContracts.upDt))
          .offset(offset)
          .limit(limit),
        db.q.select({ n: count() }).from(goodsFlowContracts).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type GoodsFlowRepository = ReturnType<typeof createGoodsFlowRepository>;
