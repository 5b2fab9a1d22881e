import type { TConfirmStsCd } from '@po/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { pageWindow, whereAll, filterConditions, type FilterRules } from '@/platform/db/list-filters.ts';
import { travelPriceChanges, travelProducts } from './travel-product.tables.ts';
import type { TravelProductKey } from './travel-product.repository.ts';

export type TravelPriceChangeKey = TravelProductKey & { prodPriceSeq: number };
export type TravelPriceChangeFilters = {
  regDtFrom?: string | undefined;
  regDtTo?: string | undefined;
  confirmStsCd?: TConfirmStsCd | undefined;
  keyword?: string | undefined;
  prodCd?: string | undefined;
  supplyEntrCds?: string[] | undefined;
};

const escapeLike = (term: string) => term.replace(/[%_\\]/g, (c) => `\\${c}`);
const FILTERS: FilterRules<TravelPriceChangeFilters> = {
  regDtFrom: { op: 'dateFrom', column: travelPriceChanges.reqDt },
  regDtTo: { op: 'dateTo', column: travelPriceChanges.reqDt },
  confirmStsCd: { op: 'eq', column: travelPriceChanges.confirmStsCd },
  keyword: {
    op: 'custom',
    where: (raw: string) => {
      const p = `%${escapeLike(raw.trim())}%`;
      return or(ilike(travelProducts.prodNm, p), ilike(travelProducts.prodCd, p), ilike(travelProducts.supplyProdCd, p)) as SQL;
    },
  },
  prodCd: { op: 'contains', column: travelPriceChanges.prodCd },
  supplyEntrCds: { op: 'in', column: travelPriceChanges.supplyEntrCd },
};
const keyOf = (k: TravelPriceChangeKey) =>
  and(eq(travelPriceChanges.supplyEntrCd, k.supplyEntrCd), eq(travelPriceChanges.prodCd, k.prodCd), eq(travelPriceChanges.prodPriceSeq, k.prodPriceSeq));
const joinProduct = and(eq(travelProducts.supplyEntrCd, travelPriceChanges.supplyEntrCd), eq(travelProducts.prodCd, travelPriceChanges.prodCd));

/** Price-change requests of travel products: the seller's list (newest first) and the operator's queue (oldest first). */
export function createTravelPriceChangeRepository(db: Database) {
  async function page(where: SQL | undefined, order: SQL[], p: { pageNum: number; pageSize: number }) {
    const { offset, limit } = pageWindow(p);
    const columns = { change: travelPriceChanges, prodNm: travelProducts.prodNm, supplyProdCd: travelProducts.supplyProdCd };
    const [rows, total] = await Promise.all([
      db.q
        .select(columns)
        .from(travelPriceChanges)
        .innerJoin(travelProducts, joinProduct)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      db.q.select({ n: count() }).from(travelPriceChanges).innerJoin(travelProducts, joinProduct).where(where),
    ]);
    return { rows, totalCnt: total[0]?.n ?? 0 };
  }
  return {
    async insert(row: typeof travelPriceChanges.$inferInsert): Promise<number> {
      const [made] = await db.q.insert(travelPriceChanges).values(row).returning({ prodPriceSeq: travelPriceChanges.prodPriceSeq });
      return made!.prodPriceSeq;
    },
    async findOpen(k: TravelProductKey) {
      return (
        await db.q
          .select()
          .from(travelPriceChanges)
          .where(and(eq(travelPriceChanges.supplyEntrCd, k.supplyEntrCd), eq(travelPriceChanges.prodCd, k.prodCd), eq(travelPriceChanges.confirmStsCd, '10')))
      )[0];
    },
    async findForUpdate(k: TravelPriceChangeKey) {
      return (await db.q.select().from(travelPriceChanges).where(keyOf(k)).for('update'))[0];
    },
    async decide(k: TravelPriceChangeKey, set: { confirmStsCd: string; confirmDt: Date | null; confirmId: string | null; rejectReason: string | null }) {
      await db.q.update(travelPriceChanges).set(set).where(keyOf(k));
    },
    listSellerPage(opts: { supplyEntrCd: string; filters: TravelPriceChangeFilters; page: { pageNum: number; pageSize: number } }) {
      const where = whereAll(eq(travelPriceChanges.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, FILTERS));
      return page(where, [desc(travelPriceChanges.reqDt), desc(travelPriceChanges.prodPriceSeq)], opts.page);
    },
    listReviewPage(opts: { filters: TravelPriceChangeFilters; page: { pageNum: number; pageSize: number } }) {
      return page(whereAll(...filterConditions(opts.filters, FILTERS)), [asc(travelPriceChanges.reqDt), asc(travelPriceChanges.prodPriceSeq)], opts.page);
    },
  };
}
export type TravelPriceChangeRepository = ReturnType<typeof createTravelPriceChangeRepository>;
