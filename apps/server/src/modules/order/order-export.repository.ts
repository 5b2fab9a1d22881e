import type { TOrderListFilter } from '@po/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { whereAll } from '@/platform/db/list-filters.ts';
import { listedLineConditions, newestOpenClaim } from './order-list.repository.ts';
import { orderLines } from './order.tables.ts';

const l = orderLines;

/** A timestamp as the text `Date.toISOString` writes (UTC, milliseconds): the list row's form, without a Date. */
const isoText = (c: AnyPgColumn) => sql<string>`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Won as float8: the pg driver answers a bigint as text, and float8 is a number on the server and PGlite alike. */
const won = (c: AnyPgColumn) => sql<number>`${c}::float8`;
const column = <T>(c: AnyPgColumn) => sql<T>`${c}`;

/**
 * What the export's sheet shows of a line, flat, in the list row's names and forms: the codes its names come from,
 * the open claim's type and status (`oc`, joined below). 28 columns instead of the list's 33 and a claim object.
 */
const EXPORT_COLUMNS = {
  ordNo: column<string>(l.ordNo),
  ordDtlSq: column<number>(l.ordDtlSq),
  ordDt: isoText(l.ordDt),
  payDt: isoText(l.payDt),
  ordDtlStsCd: column<string>(l.ordDtlStsCd),
  delayStsCd: column<string | null>(l.delayStsCd),
  claimType: sql<string | null>`oc.claim_type`,
  claimStsCd: sql<string | null>`oc.claim_sts_cd`,
  prodCd: column<string>(l.prodCd),
  supplyProdCd: column<string>(l.supplyProdCd),
  prodNm: column<string>(l.prodNm),
  optionValue1: column<string>(l.optionValue1),
  optionValue2: column<string>(l.optionValue2),
  ordQty: column<number>(l.ordQty),
  cancelQty: column<number>(l.cancelQty),
  saleQty: sql<number>`${l.ordQty} - ${l.cancelQty} - ${l.returnQty}`,
  prodPrice: won(l.prodPrice),
  ordAmt: won(l.ordAmt),
  gradeDiscountAmt: won(l.gradeDiscountAmt),
  couponAmt: won(l.couponAmt),
  realOrdAmt: won(l.realOrdAmt),
  deliveryFee: won(l.deliveryFee),
  buyerNm: column<string>(l.buyerNm),
  rcpNm: column<string>(l.rcpNm),
  deliveryEntrCd: column<string | null>(l.deliveryEntrCd),
  invoiceNo: column<string | null>(l.invoiceNo),
  giPrrnDt: sql<string>`${l.giPrrnDt}::text`,
  deliveryExpectDt: sql<string>`${l.deliveryExpectDt}::text`,
};
export type ExportLine = { [K in keyof typeof EXPORT_COLUMNS]: (typeof EXPORT_COLUMNS)[K]['_']['type'] };

const selectList = sql.join(
  Object.entries(EXPORT_COLUMNS).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * After the cursor in the list's order. `date <= cursor` is the bound the index scan starts from; the OR alone would
 * be a filter on every newer line.
 */
const afterCursor = (dateColumn: AnyPgColumn, a: LineCursor): SQL =>
  sql`(${dateColumn} <= ${a.dt}::timestamptz and (${dateColumn} < ${a.dt}::timestamptz or ${l.ordNo} < ${a.ordNo}
    or (${l.ordNo} = ${a.ordNo} and ${l.ordDtlSq} > ${a.ordDtlSq})))`;

/**
 * The order list's export: its lines read flat by raw SQL, straight into plain rows. Drizzle's mapping of the list's
 * nested line-and-claim rows was the export's largest cost after GC (decisions, issue 13).
 */
export function createOrderExportRepository(db: Database) {
  return {
    /**
     * The lines after `after` in the list's order (keyset), under the list's own filters: no offsets to skip and no
     * counts. The cursor's date is the database's own text of the timestamp, microseconds kept, so no line is read
     * twice or passed over at a page's edge.
     */
    async listLinesAfter(opts: { supplyEntrCd: string; filters: TOrderListFilter; today: string; after: LineCursor | null; limit: number }) {
      const { dateColumn, listed } = listedLineConditions(opts);
      const where = whereAll(...listed, opts.after ? afterCursor(dateColumn, opts.after) : undefined);
      const result = await db.q.execute(sql`select ${selectList}, ${dateColumn}::text as "cursorDt"
        from ${l} left join lateral (select c.claim_type, c.claim_sts_cd ${newestOpenClaim}) oc on true
        where ${where} order by ${dateColumn} desc, ${l.ordNo} desc, ${l.ordDtlSq} asc limit ${opts.limit}`);
      const rows = rowsOf<ExportLine & { cursorDt: string }>(result);
      const last = rows.at(-1);
      const next: LineCursor | null = last ? { dt: last.cursorDt, ordNo: last.ordNo, ordDtlSq: last.ordDtlSq } : null;
      return { rows, next };
    },
  };
}

/** Where a keyset read stopped: the last line's date (as the database prints it), order and line number. */
export interface LineCursor {
  dt: string;
  ordNo: string;
  ordDtlSq: number;
}
export type OrderExportRepository = ReturnType<typeof createOrderExportRepository>;
