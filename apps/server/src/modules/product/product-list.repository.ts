import { parsePastedCodes, PROD_STATUS, type TProductListFilter, type TProductOptionListFilter, type TProductSort } from '@po/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { productImages, productOptions, productPriceChanges, products } from './product.tables.ts';

type Page = { pageNum: number; pageSize: number };

/** Pasted codes as `prod_cd in (…)`; a paste of separators only is no filter. */
const pastedCodes = (text: string): SQL | undefined => {
  const codes = parsePastedCodes(text);
  return codes.length > 0 ? inArray(products.prodCd, codes) : undefined;
};

const optionsOfProduct = sql`${productOptions.supplyEntrCd} = ${products.supplyEntrCd} and ${productOptions.prodCd} = ${products.prodCd}`;
/** What the buyer can order now: stock of the combinations marked for sale (the row's stockQty and its filter). */
const saleAbleStock = sql<number>`coalesce((select sum(case when ${productOptions.saleAbleYn} = 'Y' then ${productOptions.stockQty} else 0 end) from ${productOptions} where ${optionsOfProduct}), 0)::int`;

/** The product list's filters (contract `ZProductListFilter`) as SQL, after the seller's scope. */
const PRODUCT_FILTERS: FilterRules<TProductListFilter> = {
  regDtFrom: { op: 'dateFrom', column: products.regDt },
  regDtTo: { op: 'dateTo', column: products.regDt },
  upDtFrom: { op: 'dateFrom', column: products.upDt },
  upDtTo: { op: 'dateTo', column: products.upDt },
  brandCd: { op: 'eq', column: products.brandCd },
  // Category ids are two digits per level, so a node's subtree is its id as a prefix (digits only: no wildcard to escape).
  standardCategoryId: { op: 'custom', where: (id: string) => sql`${products.standardCategoryId} like ${`${id}%`}` },
  prodStsCd: { op: 'eq', column: products.prodStsCd },
  saleYn: { op: 'custom', where: (yn: 'Y' | 'N') => (yn === 'Y' ? eq(products.prodStsCd, PROD_STATUS.normal) : ne(products.prodStsCd, PROD_STATUS.normal)) },
  prodNm: { op: 'contains', column: products.prodNm },
  supplyProdCd: { op: 'contains', column: products.supplyProdCd },
  prodCds: { op: 'custom', where: pastedCodes as (text: string) => SQL },
  stockMin: { op: 'custom', where: (n: number) => sql`${saleAbleStock} >= ${n}` },
  stockMax: { op: 'custom', where: (n: number) => sql`${saleAbleStock} <= ${n}` },
};

/** Every sort ends on prod_cd so a page boundary never splits ties differently between two calls. */
const SORTS: Record<TProductSort, SQL[]> = {
  regDtDesc: [desc(products.regDt), desc(products.prodCd)],
  regDtAsc: [asc(products.regDt), asc(products.prodCd)],
  prodNmAsc: [asc(products.prodNm), asc(products.prodCd)],
  prodPriceAsc: [asc(products.prodPrice), asc(products.prodCd)],
  prodPriceDesc: [desc(products.prodPrice), desc(products.prodCd)],
  upDtDesc: [desc(products.upDt), desc(products.prodCd)],
};

/** The option grid's filters (contract `ZProductOptionListFilter`); stock filters read the combination's own stock. */
const OPTION_FILTERS: FilterRules<TProductOptionListFilter> = {
  brandCd: { op: 'eq', column: products.brandCd },
  prodCds: { op: 'custom', where: pastedCodes as (text: string) => SQL },
  prodNm: { op: 'contains', column: products.prodNm },
  soldOutYn: { op: 'custom', where: (yn: 'Y' | 'N') => (yn === 'Y' ? sql`${productOptions.stockQty} = 0` : sql`${productOptions.stockQty} > 0`) },
  saleAbleYn: { op: 'eq', column: productOptions.saleAbleYn },
  qtyMin: { op: 'custom', where: (n: number) => sql`${productOptions.stockQty} >= ${n}` },
  qtyMax: { op: 'custom', where: (n: number) => sql`${productOptions.stockQty} <= ${n}` },
};

/** The list and grid reads of products; every query starts from the seller's scope. */
export function createProductListRepository(db: Database) {
  const sameProduct = (t: typeof productOptions | typeof productImages) =>
    sql`${t.supplyEntrCd} = ${products.supplyEntrCd} and ${t.prodCd} = ${products.prodCd}`;
  const listColumns = {
    product: products,
    stockQty: saleAbleStock,
    optionCnt: sql<number>`(select count(*) from ${productOptions} where ${sameProduct(productOptions)})::int`,
    mainFileSeq: sql<
      number | null
    >`(select ${productImages.fileSeq} from ${productImages} where ${sameProduct(productImages)} and ${productImages.imageSeq} = 1)`,
    // The type of the price change awaiting the MD (at most one per product: a partial unique index), for the label cell.
    priceChangeType: sql<
      'P' | 'O' | 'A' | null
    >`(select ${productPriceChanges.changeType} from ${productPriceChanges} where ${productPriceChanges.supplyEntrCd} = ${products.supplyEntrCd} and ${productPriceChanges.prodCd} = ${products.prodCd} and ${productPriceChanges.confirmStsCd} = '10')`,
  };

  return {
    /**
     * One page of a seller's products under the filters, and (when asked) the count of each status under the same
     * filters: the tabs. The page's keys are found first and only its rows get the stock, option and picture
     * subqueries: with an offset, PostgreSQL would otherwise compute them for every skipped row too (an export's
     * 100th page of 500 computed them 50,000 times). With the tabs, the total is their sum (or the picked tab's
     * count): one scan of the filtered rows instead of two.
     */
    async listProductPage(opts: { supplyEntrCd: string; filters: TProductListFilter; page: Page; withStatusCounts: boolean }) {
      const scope = eq(products.supplyEntrCd, opts.supplyEntrCd);
      const where = whereAll(scope, ...filterConditions(opts.filters, PRODUCT_FILTERS));
      const tabsWhere = whereAll(scope, ...filterConditions({ ...opts.filters, prodStsCd: undefined }, PRODUCT_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const order = SORTS[opts.filters.sort ?? 'regDtDesc'];
      const keys = db.q
        .select({ prodCd: products.prodCd })
        .from(products)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit)
        .as('page_keys');
      const [rows, tabs, total] = await Promise.all([
        db.q
          .select(listColumns)
          .from(products)
          .innerJoin(keys, and(scope, eq(products.prodCd, keys.prodCd)))
          .orderBy(...order),
        opts.withStatusCounts ? db.q.select({ prodStsCd: products.prodStsCd, n: count() }).from(products).where(tabsWhere).groupBy(products.prodStsCd) : [],
        opts.withStatusCounts ? [] : db.q.select({ n: count() }).from(products).where(where),
      ]);
      const statusCounts = new Map(tabs.map((t) => [t.prodStsCd, t.n]));
      const picked = opts.filters.prodStsCd;
      const fromTabs = picked ? (statusCounts.get(picked) ?? 0) : tabs.reduce((sum, t) => sum + t.n, 0);
      return { rows, totalCnt: opts.withStatusCounts ? fromTabs : (total[0]?.n ?? 0), statusCounts };
    },

    /** One page of the option grid: combinations of the seller's products, newest product first, in the form's order. */
    async listOptionPage(opts: { supplyEntrCd: string; filters: TProductOptionListFilter; page: Page }) {
      const where = whereAll(eq(productOptions.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, OPTION_FILTERS));
      const join = sql`${productOptions.supplyEntrCd} = ${products.supplyEntrCd} and ${productOptions.prodCd} = ${products.prodCd}`;
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q
          .select({ option: productOptions, product: products })
          .from(productOptions)
          .innerJoin(products, join)
          .where(where)
          .orderBy(desc(products.regDt), desc(products.prodCd), asc(productOptions.sortOrder))
          .offset(offset)
          .limit(limit),
        db.q.select({ n: count() }).from(productOptions).innerJoin(products, join).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type ProductListRepository = ReturnType<typeof createProductListRepository>;
