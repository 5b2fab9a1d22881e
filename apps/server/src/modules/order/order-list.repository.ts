import { OPEN_CLAIM_STATUSES, type TOrderListFilter, type TOrderStatusFilter } from '@po/contracts';
import { and, asc, count, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { contains, filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { createOrderLineCountsRepository, type StatusGroup } from './order-line-counts.repository.ts';
import { lineProductCodes, type ProductColumns } from './order-line-products.repository.ts';
import { orderClaims, orderLines } from './order.tables.ts';

export type { StatusGroup } from './order-line-counts.repository.ts';

type Page = { pageNum: number; pageSize: number };
const l = orderLines;

/** Paid or preparing and planned to leave today or earlier (Seoul): what must ship today. */
const shipToday = (today: string) => sql`(${l.ordDtlStsCd} in ('20', '35') and ${l.giPrrnDt} <= ${today}::date)`;

/** A list status code as SQL: a stored status, a delay mark, or ship-today. */
function statusCondition(statusCd: TOrderStatusFilter, today: string): SQL {
  if (statusCd === 'SHIP_TODAY') return shipToday(today);
  if (statusCd === '72' || statusCd === '82') return eq(l.delayStsCd, statusCd);
  return eq(l.ordDtlStsCd, statusCd);
}

/** The product box's match on a line's snapshot or a kept product: our code or the seller's, whole, or a part of the name. */
const productMatch = (term: string) => (c: ProductColumns) => or(eq(c.prodCd, term), eq(c.supplyProdCd, term), contains(c.prodNm, term));

/**
 * Product (the one box of the form): the codes of the seller's kept line products that match, read through
 * ord_dtl_prod_idx, and the same match on each line. Every line's snapshot is kept, so the codes hold every match;
 * the recheck drops the lines of a matching code under another name. On the lines alone the match read all the
 * seller's lines, which lie on every page of ord_dtl (decisions "Plans on the generated mall").
 */
const productCondition = (supplyEntrCd: string) => (raw: string) => {
  const term = raw.trim();
  if (term === '') return undefined;
  const match = productMatch(term);
  return and(sql`${l.prodCd} = any(array(${lineProductCodes(supplyEntrCd, match)}))`, match(l));
};

/** Three letters or digits in a row: what pg_trgm needs to find a trigram of a term. */
const hasTrigram = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * A part of the buyer's or recipient's name, through the name's trigram index. A term without a trigram would have
 * the index hand back every line of the seller to recheck (2 s for the largest generated seller, against 0.4 s
 * reading the lines), so it is asked with strpos, which the index does not serve. Not `name || ''` with LIKE: the
 * planner then guesses a few matches and reads the whole period for a page the date index finds at once (25 to
 * 530 ms); strpos it guesses common, as two characters of a name are. strpos of the lower-cased name is ILIKE's match.
 */
const nameContains = (column: AnyColumn) => (raw: string) => {
  const term = raw.trim();
  if (term === '' || hasTrigram(term)) return contains(column, term);
  return sql`strpos(lower(${column}), lower(${term})) > 0`;
};

/** The filters besides the period and the status (those two depend on the date type and the clock). */
const lineFilters = (supplyEntrCd: string): FilterRules<TOrderListFilter> => ({
  product: { op: 'custom', where: productCondition(supplyEntrCd) as (v: string) => SQL },
  buyerNm: { op: 'custom', where: nameContains(l.buyerNm) as (v: string) => SQL },
  rcpNm: { op: 'custom', where: nameContains(l.rcpNm) as (v: string) => SQL },
  // Invoice and order numbers are matched whole: each has its index led by the seller, and a part of one is no search.
  invoiceNo: { op: 'eq', column: l.invoiceNo },
  ordNo: { op: 'eq', column: l.ordNo },
  // A brand reads ord_dtl_brand_idx.
  brandCd: { op: 'eq', column: l.brandCd },
});

/**
 * A line's newest open claim, for a subquery (aliased `c`) of a select from the lines. The line's columns are written
 * out with the table's name: Drizzle leaves a column of a one-table select unqualified, and inside the subquery a bare
 * name would be the claim's own column (every line then showed any open claim of the seller).
 */
export const newestOpenClaim = sql`from ${orderClaims} c
  where c.supply_entr_cd = ord_dtl.supply_entr_cd and c.ord_no = ord_dtl.ord_no and c.ord_dtl_sq = ord_dtl.ord_dtl_sq
    and c.claim_sts_cd in (${sql.join(
      OPEN_CLAIM_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})
  order by c.req_dt desc, c.claim_sq desc limit 1`;

/** The open claim of a line as one JSON value: only the page's rows ask for it. */
const openClaim = sql<{ claimSq: number; claimType: string; claimStsCd: string; claimQty: number } | null>`(
  select json_build_object('claimSq', c.claim_sq, 'claimType', c.claim_type, 'claimStsCd', c.claim_sts_cd, 'claimQty', c.claim_qty)
  ${newestOpenClaim})`;

/**
 * The line's columns a list row shows (33 of its 53): the export maps 100,000 rows, and every column costs its
 * parsing and mapping there.
 */
const listColumns = {
  ordNo: l.ordNo,
  ordDtlSq: l.ordDtlSq,
  ordDt: l.ordDt,
  payDt: l.payDt,
  ordDtlStsCd: l.ordDtlStsCd,
  delayStsCd: l.delayStsCd,
  prodCd: l.prodCd,
  supplyProdCd: l.supplyProdCd,
  prodNm: l.prodNm,
  brandCd: l.brandCd,
  prodOptionCd: l.prodOptionCd,
  optionValue1: l.optionValue1,
  optionValue2: l.optionValue2,
  ordQty: l.ordQty,
  cancelQty: l.cancelQty,
  returnQty: l.returnQty,
  exchangeQty: l.exchangeQty,
  claimQty: l.claimQty,
  prodPrice: l.prodPrice,
  ordAmt: l.ordAmt,
  gradeDiscountAmt: l.gradeDiscountAmt,
  couponAmt: l.couponAmt,
  pointAmt: l.pointAmt,
  egmAmt: l.egmAmt,
  realOrdAmt: l.realOrdAmt,
  deliveryFee: l.deliveryFee,
  buyerNm: l.buyerNm,
  rcpNm: l.rcpNm,
  deliveryEntrCd: l.deliveryEntrCd,
  invoiceNo: l.invoiceNo,
  giPrrnDt: l.giPrrnDt,
  deliveryExpectDt: l.deliveryExpectDt,
  version: l.version,
};

/** The period and the other filters of a search (the status aside: it never narrows the tabs). */
function searchConditions(supplyEntrCd: string, f: TOrderListFilter) {
  const dateColumn = f.dateType === 'PAY' ? l.payDt : l.ordDt;
  const period = filterConditions({ from: f.startDt, to: f.endDt }, { from: { op: 'dateFrom', column: dateColumn }, to: { op: 'dateTo', column: dateColumn } });
  const others = filterConditions(f, lineFilters(supplyEntrCd));
  return { dateColumn, others, base: [eq(l.supplyEntrCd, supplyEntrCd), ...period, ...others] };
}

/**
 * The conditions of the lines a search lists (`listed`: the status too) and the date they are sorted by, newest
 * first: the list's page and its export read the same lines.
 */
export function listedLineConditions(opts: { supplyEntrCd: string; filters: TOrderListFilter; today: string }) {
  const { statusCd } = opts.filters;
  const search = searchConditions(opts.supplyEntrCd, opts.filters);
  return { ...search, listed: statusCd ? [...search.base, statusCondition(statusCd, opts.today)] : search.base };
}

/** The seller's order lists: every query starts from the seller's scope and the period. */
export function createOrderListRepository(db: Database) {
  const lineCounts = createOrderLineCountsRepository(db);

  /** The grouped scan: the lines under the conditions counted one by one (an index-only scan of the period). */
  const scanLineGroups = async (conditions: SQL[], today: string): Promise<StatusGroup[]> =>
    await db.q
      .select({ ordDtlStsCd: l.ordDtlStsCd, delayStsCd: l.delayStsCd, shipToday: sql<boolean>`${shipToday(today)}`, n: count() })
      .from(l)
      .where(and(...conditions))
      .groupBy(l.ordDtlStsCd, l.delayStsCd, sql`3`);

  return {
    /** The period's groups counted by the grouped scan whatever the filters: what the kept counts must equal. */
    scanLineGroups: (opts: { supplyEntrCd: string; filters: TOrderListFilter; today: string }) =>
      scanLineGroups(searchConditions(opts.supplyEntrCd, opts.filters).base, opts.today),

    /**
     * One page of a seller's lines, newest first, and the period's lines grouped by status, delay mark and
     * ship-today under the other filters: one grouped scan of the period serves every tab and the total. A search
     * by the period alone (the screen's default; the status does not narrow the tabs) reads the same groups from
     * the kept counts instead, which do not grow with the period's lines.
     */
    async listLinePage(opts: { supplyEntrCd: string; filters: TOrderListFilter; today: string; page: Page }) {
      const f = opts.filters;
      const { dateColumn, others, base, listed } = listedLineConditions(opts);
      const { offset, limit } = pageWindow(opts.page);
      // Newest first by the period's date; the order's lines stay together in their own order.
      const sort = [desc(dateColumn), desc(l.ordNo), asc(l.ordDtlSq)];
      const [rows, groups] = await Promise.all([
        db.q
          .select({ line: listColumns, claim: openClaim })
          .from(l)
          .where(whereAll(...listed))
          .orderBy(...sort)
          .offset(offset)
          .limit(limit),
        others.length === 0
          ? lineCounts.countLineGroups({ supplyEntrCd: opts.supplyEntrCd, dateType: f.dateType, startDt: f.startDt, endDt: f.endDt, today: opts.today })
          : scanLineGroups(base, opts.today),
      ]);
      return { rows, groups };
    },
  };
}

export type OrderListRepository = ReturnType<typeof createOrderListRepository>;
