import type { TProductReviewListFilter } from '@po/contracts';
import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { productOptions, products } from './product.tables.ts';

type Page = { pageNum: number; pageSize: number };

/**
 * The queue's filters with the names already read as codes by their modules: the company name as company codes,
 * the brand as brand codes (no code, no row). The status is always set (the service puts 40 when none is asked).
 */
export type ReviewFilters = Omit<TProductReviewListFilter, 'supplyEntrNm' | 'brandNm' | 'prodCd'> & {
  supplyEntrCds?: string[];
  brandCds?: string[];
  prodCd?: string;
};

const escapeLike = (term: string) => term.replace(/[%_\\]/g, (c) => `\\${c}`);
const codesIn = (column: typeof products.supplyEntrCd | typeof products.brandCd) => (codes: string[]) =>
  codes.length > 0 ? inArray(column, codes) : sql`false`;

const REVIEW_FILTERS: FilterRules<ReviewFilters> = {
  prodStsCd: { op: 'eq', column: products.prodStsCd },
  supplyEntrCds: { op: 'custom', where: codesIn(products.supplyEntrCd) },
  supplyEntrCd: { op: 'contains', column: products.supplyEntrCd },
  brandCds: { op: 'custom', where: codesIn(products.brandCd) },
  prodNm: { op: 'contains', column: products.prodNm },
  // The mall's code or the seller's own: an operator pastes whichever the seller quoted.
  prodCd: {
    op: 'custom',
    where: (term: string) => {
      const p = `%${escapeLike(term)}%`;
      return or(ilike(products.prodCd, p), ilike(products.supplyProdCd, p)) ?? sql`false`;
    },
  },
  regDtFrom: { op: 'dateFrom', column: products.regDt },
  regDtTo: { op: 'dateTo', column: products.regDt },
};

/**
 * The operator's reads of products across sellers (the review queue and its preview). Unlike the seller's
 * repositories these are not scoped by a seller: the queue reads by status (product_review_queue_idx) and a
 * product is found by its mall-wide code (product_prod_cd_uq).
 */
export function createProductReviewRepository(db: Database) {
  const sameProduct = sql`${productOptions.supplyEntrCd} = ${products.supplyEntrCd} and ${productOptions.prodCd} = ${products.prodCd}`;
  const columns = {
    product: products,
    stockQty: sql<number>`coalesce((select sum(case when ${productOptions.saleAbleYn} = 'Y' then ${productOptions.stockQty} else 0 end) from ${productOptions} where ${sameProduct}), 0)::int`,
    optionCnt: sql<number>`(select count(*) from ${productOptions} where ${sameProduct})::int`,
  };

  return {
    /** One page of every seller's products under the filters, oldest registration first (ties by code). */
    async listForReview(opts: { filters: ReviewFilters; page: Page }) {
      const where = whereAll(...filterConditions(opts.filters, REVIEW_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q.select(columns).from(products).where(where).orderBy(asc(products.regDt), asc(products.prodCd)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },

    /** Whose product a mall-wide code is (the code is unique across sellers), or undefined. */
    async findOwner(prodCd: string): Promise<string | undefined> {
      const rows = await db.q.select({ supplyEntrCd: products.supplyEntrCd }).from(products).where(eq(products.prodCd, prodCd)).limit(1);
      return rows[0]?.supplyEntrCd;
    },
  };
}
export type ProductReviewRepository = ReturnType<typeof createProductReviewRepository>;
