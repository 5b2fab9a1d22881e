import { parsePastedCodes, PROD_STATUS, type TProductListFilter, type TProductOptionListFilter, type TProductSort } from '@po/contracts';
import { and, asc, count, desc, eq, ne, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { productImages, productOptions, productPriceChanges, products } from './product.tables.ts';

type Page = { pageNum: number; pageSize: number };

/**
 * Pasted codes as `prod_cd = any($1::text[])`: one array parameter, not one per code. Up to 1,000 codes as
 * `in ($1 … $1000)` took 57 ms under load, mostly parsing and planning a 1,000-parameter statement (three of
 * them per list call); the array is one value to plan with, and the primary key answers it either way.
 * A paste of separators only is no filter.
 */
const pastedCodes = (text: string): SQL | undefined => {
  const codes = parsePastedCodes(text);
  return codes.length > 0 ? sql`${products.prodCd} = any(${sql.param(codes)}::text[])` : undefined;
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

/** The columns the sorts read: the product table's, or the same columns of a subquery over it. */
type SortColumns = Record<'prodCd' | 'regDt' | 'prodNm' | 'prodPrice' | 'upDt', AnyColumn | SQLWrapper>;
const SORT_COLUMNS = { prodCd: products.prodCd, regDt: products.regDt, prodNm: products.prodNm, prodPrice: products.prodPrice, upDt: products.upDt };

/** Every sort ends on prod_cd so a page boundary never splits ties differently between two calls. */
const SORTS: Record<TProductSort, (c: SortColumns) => SQL[]> = {
  regDtDesc: (c) => [desc(c.regDt), desc(c.prodCd)],
  regDtAsc: (c) => [asc(c.regDt), asc(c.prodCd)],
  prodNmAsc: (c) => [asc(c.prodNm), asc(c.prodCd)],
  prodPriceAsc: (c) => [asc(c.prodPrice), asc(c.prodCd)],
  prodPriceDesc: (c) => [desc(c.prodPrice), desc(c.prodCd)],
  upDtDesc: (c) => [desc(c.upDt), desc(c.prodCd)],
};

/** A "contains" term of three characters or more: the trigram indexes can find its rows (a shorter one has no trigram). */
const searchesByTrigram = (f: TProductListFilter) => [f.prodNm, f.supplyProdCd].some((term) => (term?.trim().length ?? 0) >= 3);
/**
 * A LIMIT no seller reaches: it keeps PostgreSQL from merging the subquery into the page's query (an optimisation
 * fence, like OFFSET 0, which Drizzle leaves out), so nothing is cut.
 */
const FENCE = Number.MAX_SAFE_INTEGER;

/**
 * The option grid's filters (contract `ZProductOptionListFilter`), in two groups: those on the product (brand,
 * codes, name) and those on the combination itself (stock filters read the combination's own stock).
 */
const OPTION_PRODUCT_FILTERS: FilterRules<TProductOptionListFilter> = {
  brandCd: { op: 'eq', column: products.brandCd },
  prodCds: { op: 'custom', where: pastedCodes as (text: string) => SQL },
  prodNm: { op: 'contains', column: products.prodNm },
};
const OPTION_OWN_FILTERS: FilterRules<TProductOptionListFilter> = {
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
      const sortOf = SORTS[opts.filters.sort ?? 'regDtDesc'];
      // A term the trigram index answers: its matches first, then sorted. Reading the sort's index and filtering
      // stops at the page when matches are everywhere, but reads every row when they are all at the far end (the
      // oldest products' codes: 80 ms for a 50,000-row seller, bench), and the planner cannot tell the two apart.
      const matches = db.q.select(SORT_COLUMNS).from(products).where(where).limit(FENCE).as('matches');
      const keys = (
        searchesByTrigram(opts.filters)
          ? db.q
              .select({ prodCd: matches.prodCd })
              .from(matches)
              .orderBy(...sortOf(matches))
          : db.q
              .select({ prodCd: products.prodCd })
              .from(products)
              .where(where)
              .orderBy(...sortOf(SORT_COLUMNS))
      )
        .offset(offset)
        .limit(limit)
        .as('page_keys');
      const [rows, tabs, total] = await Promise.all([
        db.q
          .select(listColumns)
          .from(products)
          .innerJoin(keys, and(scope, eq(products.prodCd, keys.prodCd)))
          .orderBy(...sortOf(SORT_COLUMNS)),
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
      const scope = eq(productOptions.supplyEntrCd, opts.supplyEntrCd);
      const onProduct = filterConditions(opts.filters, OPTION_PRODUCT_FILTERS);
      const onOption = filterConditions(opts.filters, OPTION_OWN_FILTERS);
      const where = whereAll(scope, ...onProduct, ...onOption);
      const join = sql`${productOptions.supplyEntrCd} = ${products.supplyEntrCd} and ${productOptions.prodCd} = ${products.prodCd}`;
      const { offset, limit } = pageWindow(opts.page);
      // Every combination has its product (they are written together and products are never deleted), so without
      // a product filter the join adds nothing to the count: counted on product_option alone, the stock filters are
      // an index-only range of product_option_stock_idx (bench: a join-count of 130,000 combinations 90-120 ms → 15 ms).
      const counted =
        onProduct.length > 0
          ? db.q.select({ n: count() }).from(productOptions).innerJoin(products, join).where(where)
          : db.q
              .select({ n: count() })
              .from(productOptions)
              .where(whereAll(scope, ...onOption));
      const [rows, total] = await Promise.all([
        db.q
          .select({ option: productOptions, product: products })
          .from(productOptions)
          .innerJoin(products, join)
          .where(where)
          .orderBy(desc(products.regDt), desc(products.prodCd), asc(productOptions.sortOrder))
          .offset(offset)
          .limit(limit),
        counted,
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },

    /** Every combination code under the grid's own filters (stock, sale flag): the sold-out-soon popup's order count reads them. */
    async listOptionCodes(opts: { supplyEntrCd: string; filters: Pick<TProductOptionListFilter, 'qtyMin' | 'qtyMax' | 'saleAbleYn' | 'soldOutYn'> }) {
      const where = whereAll(eq(productOptions.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, OPTION_OWN_FILTERS));
      const rows = await db.q.select({ prodOptionCd: productOptions.prodOptionCd }).from(productOptions).where(where);
      return rows.map((r) => r.prodOptionCd);
    },
  };
}
export type ProductListRepository = ReturnType<typeof createProductListRepository>;
