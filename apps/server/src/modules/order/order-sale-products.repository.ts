import type { TStatSalesFigures } from '@po/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { SALE_FIGURE_COLUMNS, saleDayRows, saleFigureSums, saleProductRows, type SaleFigureColumn } from './order-sale-sums.repository.ts';
import { orderSaleDaySums as dayKept } from './order-sale-sums.tables.ts';

/** A seller's Seoul days, narrowed to a brand (the lines' brand) and to products whose code, seller's code or name holds a text. */
export type ProductWindow = { supplyEntrCd: string; startDt: string; endDt: string; brandCd?: string | undefined; product?: string | undefined };
export type ProductFigureRow = TStatSalesFigures & { prodCd: string; brandCd: string };
/** What a page of products is ordered by (largest first, ties by product code): a figure, or the mall's views. */
export type ProductOrder = SaleFigureColumn | 'pv_cnt';

/**
 * The memory a grouping of every product may use: with the default 4 MB the largest seller's 120,000 product-day rows
 * were sorted on disk (external merge) instead of hashed in memory (357 → 112 ms on the generated mall).
 */
const PRODUCT_GROUPING_WORK_MEM = '64MB';

const escapeLike = (term: string) => term.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * The window's filters: the `with` items a statement starts with (the searched products, found once: the name's
 * ilike over the seller's products is the search's dearest part) and the condition on the product rows, or none.
 * The searched products are an array (an init plan), so the kept rows are probed by product through
 * ord_sale_prod_sum_prod_idx rather than every row of the period joined to them.
 */
function productFilter(w: ProductWindow): { ctes: SQL[]; where: SQL | undefined } {
  const ctes: SQL[] = [];
  const where: SQL[] = [];
  if (w.brandCd) where.push(sql`brand_cd = ${w.brandCd}`);
  const term = w.product?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    ctes.push(sql`searched as materialized (
      select p.prod_cd from product p where p.supply_entr_cd = ${w.supplyEntrCd}
        and (p.prod_cd = ${term} or p.supply_prod_cd = ${term} or p.prod_nm ilike ${pattern}))`);
    where.push(sql`prod_cd = any(array(select prod_cd from searched))`);
  }
  return { ctes, where: where.length > 0 ? sql.join(where, sql` and `) : undefined };
}

const withAll = (ctes: SQL[]) => (ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)}` : sql``);

/**
 * `select prod_cd, v`: the products with lines in the window (rows narrowed by `where`) and the value they are
 * ordered by. Only that value is summed (the figures of the page are read afterwards): nine sums over the largest
 * seller's 122,000 product-day rows were most of a page's time. Views are joined here, so a sort by views sends no
 * list of every product's views.
 */
function productOrderValues(w: ProductWindow, where: SQL | undefined, orderBy: ProductOrder): SQL {
  if (orderBy === 'pv_cnt') {
    return sql`
      select o.prod_cd, coalesce(pv.n, 0)::float8 as v
      from (select prod_cd from (${saleProductRows({ ...w, where, columns: sql`prod_cd, ord_cnt` })}) k group by 1 having sum(ord_cnt) <> 0) o
      left join (
        select prod_cd, sum(pv_cnt) as n from product_view_day
        where supply_entr_cd = ${w.supplyEntrCd} and view_dt between ${w.startDt}::date and ${w.endDt}::date group by 1
      ) pv on pv.prod_cd = o.prod_cd`;
  }
  const column = sql.raw(orderBy);
  return sql`
    select prod_cd, sum(${column}::float8) as v
    from (${saleProductRows({ ...w, where, columns: sql`prod_cd, ord_cnt, ${column}` })}) k group by 1 having sum(ord_cnt) <> 0`;
}

type PageWindow = ProductWindow & { orderBy: ProductOrder; limit: number; offset: number; totals?: boolean };
const camel = (c: string) => c.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
/** The figures' reply names, and their sums over the product groups (named: a union takes the first branch's names). */
const figureNames = sql.raw(SALE_FIGURE_COLUMNS.map((c) => `"${camel(c)}"`).join(', '));
const figureTotals = sql.raw(SALE_FIGURE_COLUMNS.map((c) => `coalesce(sum("${camel(c)}"), 0)::float8 as "${camel(c)}"`).join(', '));

/**
 * A page when nothing narrows the products: the order from a grouping of its value alone, the page's products'
 * figures read by product, the sums from the day sums (unless `totals` is false). Rows: the sums' row (with the
 * count) and the page's rows (with their rank).
 */
function wholePage(w: PageWindow): SQL {
  const totalsFrom = w.totals === false ? sql`select ${sql.raw(SALE_FIGURE_COLUMNS.join(', '))} from ${dayKept} where false` : saleDayRows(w);
  const shown = sql`prod_cd = any(array(select prod_cd from page))`;
  return sql`
    with g as materialized (${productOrderValues(w, undefined, w.orderBy)}),
    page as materialized (
      select prod_cd, row_number() over (order by v desc, prod_cd)::int as rank
      from (select prod_cd, v from g order by v desc, prod_cd limit ${w.limit} offset ${w.offset}) t)
    select null as "prodCd", null as "brandCd", ${saleFigureSums}, null::int as rank, (select count(*) from g)::int as "totalCnt"
    from (${totalsFrom}) k
    union all
    select f.*, p.rank, null
    from (
      select prod_cd as "prodCd", min(brand_cd) as "brandCd", ${saleFigureSums}
      from (${saleProductRows({ ...w, where: shown })}) k group by 1
    ) f join page p on p.prod_cd = f."prodCd"`;
}

/**
 * A page when a brand or a text narrows the products: their rows are read once and every figure grouped, and the
 * page, the count and the sums come from that grouping (reading the narrowed rows again for the page and for the
 * sums made the name search no faster than before). The same rows as wholePage.
 */
function narrowedPage(w: PageWindow, ctes: SQL[], where: SQL): SQL {
  const byViews = w.orderBy === 'pv_cnt';
  const value = byViews ? sql`coalesce(pv.n, 0)::float8` : sql.raw(`f."${camel(w.orderBy)}"`);
  const views = byViews
    ? sql`left join (
        select prod_cd, sum(pv_cnt) as n from product_view_day
        where supply_entr_cd = ${w.supplyEntrCd} and view_dt between ${w.startDt}::date and ${w.endDt}::date
          and prod_cd = any(array(select "prodCd" from f)) group by 1
      ) pv on pv.prod_cd = f."prodCd"`
    : sql``;
  const groups = sql`f as materialized (
    select prod_cd as "prodCd", min(brand_cd) as "brandCd", ${saleFigureSums}
    from (${saleProductRows({ ...w, where })}) k group by 1 having sum(ord_cnt) <> 0)`;
  return sql`
    ${withAll([...ctes, groups, sql`g as materialized (select f.*, ${value} as v from f ${views})`])}
    select null as "prodCd", null as "brandCd", ${figureTotals}, null::int as rank, count(*)::int as "totalCnt" from g
    union all
    select "prodCd", "brandCd", ${figureNames}, row_number() over (order by v desc, "prodCd")::int, null
    from (select * from g order by v desc, "prodCd" limit ${w.limit} offset ${w.offset}) t`;
}

/**
 * The product statistic's reads of the kept product sums (decisions "Order statistics on the full mall"): every
 * product's figures (the Excel) and one page in an order.
 */
export function createOrderSaleProductsRepository(db: Database) {
  /** Runs a grouping of every product in a transaction with PRODUCT_GROUPING_WORK_MEM, no parallel workers and no JIT. */
  const withGroupingMemory = <T>(read: () => Promise<T>) =>
    db.transaction(async () => {
      // Workers each hashed most of the products again (a product has a handful of rows): partial sums that did not
      // shrink, merged after a sort, were slower than one process (242 → 151-172 ms at load 5-10). The views' join is
      // estimated at millions of rows (the groups' counts are guesses), which switched JIT on: 16 ms of compiling for
      // a statement of 100-200 ms at load 8. The settings end with the transaction; one statement sets them.
      await db.q.execute(sql`select set_config('work_mem', ${PRODUCT_GROUPING_WORK_MEM}, true),
        set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`);
      return read();
    });

  return {
    /** The figures per product ordered in the window, narrowed by the window's brand and text. */
    async sumByProduct(w: ProductWindow): Promise<ProductFigureRow[]> {
      const filter = productFilter(w);
      return withGroupingMemory(async () =>
        rowsOf(
          await db.q.execute(sql`${withAll(filter.ctes)}
            select prod_cd as "prodCd", min(brand_cd) as "brandCd", ${saleFigureSums}
            from (${saleProductRows({ ...w, where: filter.where })}) k
            group by 1 having sum(ord_cnt) <> 0`),
        ),
      );
    },

    /**
     * One page of sumByProduct's rows in an order, with how many rows there are and (unless `totals` is false
     * without a filter) their sums, in one statement (one snapshot): wholePage without a filter, narrowedPage with
     * one. A product without lines in the window has every figure at zero, so the products' sums are the window's.
     */
    async pageByProduct(w: PageWindow): Promise<{ rows: ProductFigureRow[]; totalCnt: number; total: TStatSalesFigures }> {
      const { ctes, where } = productFilter(w);
      const statement = where ? narrowedPage(w, ctes, where) : wholePage(w);
      const all = await withGroupingMemory(async () =>
        rowsOf<ProductFigureRow & { rank: number | null; totalCnt: number | null }>(await db.q.execute(statement)),
      );
      // The sums' row is the one with a count; the page's rows carry their rank (a union's order is not promised).
      const head = all.find((r) => r.totalCnt !== null)!;
      const rows = all
        .filter((r) => r !== head)
        .sort((a, b) => a.rank! - b.rank!)
        .map(({ rank: _r, totalCnt: _n, ...r }) => r);
      const { prodCd: _p, brandCd: _b, rank: _r, totalCnt, ...total } = head;
      return { rows, totalCnt: totalCnt ?? 0, total };
    },
  };
}
export type OrderSaleProductsRepository = ReturnType<typeof createOrderSaleProductsRepository>;
