import type { TTravelProductListFilter } from '@po/contracts';
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { travelPriceChanges, travelProductImages, travelProducts, travelRooms } from './travel-product.tables.ts';

type Page = { pageNum: number; pageSize: number };

const escapeLike = (term: string) => term.replace(/[%_\\]/g, (c) => `\\${c}`);
/** The name or code term: the property's name, the mall's code or the seller's own code (contains). */
const keyword = (raw: string): SQL | undefined => {
  const term = raw.trim();
  if (term === '') return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(ilike(travelProducts.prodNm, pattern), ilike(travelProducts.prodCd, pattern), ilike(travelProducts.supplyProdCd, pattern));
};

const FILTERS: FilterRules<TTravelProductListFilter & { supplyEntrCds?: string[] }> = {
  prodStsCd: { op: 'eq', column: travelProducts.prodStsCd },
  keyword: { op: 'custom', where: keyword as (v: string) => SQL },
  continentCd: { op: 'eq', column: travelProducts.continentCd },
  nationCd: { op: 'custom', where: (v: string) => eq(travelProducts.nationCd, v.toUpperCase()) },
  gradeCd: { op: 'eq', column: travelProducts.gradeCd },
  brandCd: { op: 'eq', column: travelProducts.brandCd },
  regDtFrom: { op: 'dateFrom', column: travelProducts.regDt },
  regDtTo: { op: 'dateTo', column: travelProducts.regDt },
  supplyEntrCds: { op: 'in', column: travelProducts.supplyEntrCd },
};

const sameProduct = (t: typeof travelRooms | typeof travelProductImages | typeof travelPriceChanges) =>
  sql`${t.supplyEntrCd} = ${travelProducts.supplyEntrCd} and ${t.prodCd} = ${travelProducts.prodCd}`;
const LIST_COLUMNS = {
  product: travelProducts,
  roomCnt: sql<number>`(select count(*) from ${travelRooms} where ${sameProduct(travelRooms)})::int`,
  mainFileSeq: sql<
    number | null
  >`(select ${travelProductImages.fileSeq} from ${travelProductImages} where ${sameProduct(travelProductImages)} and ${travelProductImages.imageSeq} = 1)`,
  priceChangeOpen: sql<boolean>`exists (select 1 from ${travelPriceChanges} where ${sameProduct(travelPriceChanges)} and ${travelPriceChanges.confirmStsCd} = '10')`,
};
export type TravelProductListDbRow = { product: typeof travelProducts.$inferSelect; roomCnt: number; mainFileSeq: number | null; priceChangeOpen: boolean };

/** The travel product lists: the seller's search list (newest first) and the operator's queue across sellers (oldest first). */
export function createTravelProductListRepository(db: Database) {
  async function page(where: SQL | undefined, order: SQL[], p: Page): Promise<{ rows: TravelProductListDbRow[]; totalCnt: number }> {
    const { offset, limit } = pageWindow(p);
    const [rows, total] = await Promise.all([
      db.q
        .select(LIST_COLUMNS)
        .from(travelProducts)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      db.q.select({ n: count() }).from(travelProducts).where(where),
    ]);
    return { rows, totalCnt: total[0]?.n ?? 0 };
  }
  return {
    listSellerPage(opts: { supplyEntrCd: string; filters: TTravelProductListFilter; page: Page }) {
      const where = whereAll(eq(travelProducts.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, FILTERS));
      return page(where, [desc(travelProducts.regDt), desc(travelProducts.prodCd)], opts.page);
    },
    listReviewPage(opts: { filters: TTravelProductListFilter & { supplyEntrCds?: string[] }; page: Page }) {
      return page(whereAll(...filterConditions(opts.filters, FILTERS)), [asc(travelProducts.regDt), asc(travelProducts.prodCd)], opts.page);
    },
    /** The count of each status of a seller's properties (the home dashboard). */
    async countByStatus(supplyEntrCd: string): Promise<Map<string, number>> {
      const rows = await db.q
        .select({ prodStsCd: travelProducts.prodStsCd, n: count() })
        .from(travelProducts)
        .where(eq(travelProducts.supplyEntrCd, supplyEntrCd))
        .groupBy(travelProducts.prodStsCd);
      return new Map(rows.map((r) => [r.prodStsCd, r.n]));
    },
  };
}
export type TravelProductListRepository = ReturnType<typeof createTravelProductListRepository>;
