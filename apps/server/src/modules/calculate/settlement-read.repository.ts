import { and, asc, between, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TSacRowKind } from '@po/contracts';
import type { Database } from '@/platform/db/database.ts';
import { pageWindow } from '@/platform/db/list-filters.ts';
import { settlementDaySums, settlementMonths, settlementRuns, taxInvoices } from './calculate.tables.ts';
import { kindOrder, kindOrderOf, r, rowColumns, rowSums, sum, sumWhere } from './settlement-read.sql.ts';

type Page = { pageNum: number; pageSize: number };
type Period = { startYm: string; endYm: string };

export type LedgerRow = Awaited<ReturnType<ReturnType<typeof createSettlementReadRepository>['pageMonthRows']>>['rows'][number];

/**
 * The seller's settlement reads. Every query leads with the seller's code, so each runs on an index that starts
 * with supply_entr_cd: the months (sac_month_pk), the ledger by month (sac_row_month_idx) or by day
 * (sac_row_sale_dt_idx), the invoices (tax_invoice_pk).
 */
export function createSettlementReadRepository(db: Database) {
  const monthColumns = {
    ...getTableColumns(settlementMonths),
    // The seller's month is fixed once it exists (its rows and totals are one transaction); the run says published.
    stsCd: sql<'FIXED' | 'PUBLISHED'>`case when ${settlementRuns.stsCd} = 'PUBLISHED' then 'PUBLISHED' else 'FIXED' end`,
  };
  const months = () =>
    db.q.select(monthColumns).from(settlementMonths).leftJoin(settlementRuns, eq(settlementRuns.settleYm, settlementMonths.settleYm)).$dynamic();

  return {
    /** The seller's settled months of a period (newest first); `usdOnly` for the purchase-agency list. */
    async listMonths(opts: { supplyEntrCd: string; period: Period; usdOnly?: boolean }) {
      const where = and(
        eq(settlementMonths.supplyEntrCd, opts.supplyEntrCd),
        between(settlementMonths.settleYm, opts.period.startYm, opts.period.endYm),
        opts.usdOnly ? eq(settlementMonths.currency, 'USD') : undefined,
      );
      return months().where(where).orderBy(desc(settlementMonths.settleYm));
    },

    async findMonth(opts: { supplyEntrCd: string; settleYm: string }) {
      const [row] = await months().where(and(eq(settlementMonths.supplyEntrCd, opts.supplyEntrCd), eq(settlementMonths.settleYm, opts.settleYm)));
      return row;
    },

    /** The seller's last settled month, or null. */
    async findLastMonthYm(supplyEntrCd: string): Promise<string | null> {
      const [row] = await db.q
        .select({ settleYm: settlementMonths.settleYm })
        .from(settlementMonths)
        .where(eq(settlementMonths.supplyEntrCd, supplyEntrCd))
        .orderBy(desc(settlementMonths.settleYm))
        .limit(1);
      return row?.settleYm ?? null;
    },

    /**
     * The list's rows: the period's ledger grouped by month, sale day, kind and fee rate, newest first, paged.
     * The card-provider variant adds what buyers paid by card and by other means (the rows' evidence).
     */
    async pageGroupedRows(opts: { supplyEntrCd: string; period: Period; page: Page }) {
      // The groups are kept by the run (sac_day_sum, one row per month, day, kind and rate): six months of the
      // largest seller are a few hundred of them, where grouping sac_row read every row twice.
      const g = settlementDaySums;
      const where = and(eq(g.supplyEntrCd, opts.supplyEntrCd), between(g.settleYm, opts.period.startYm, opts.period.endYm));
      const { offset, limit } = pageWindow(opts.page);
      const { supplyEntrCd: _s, kind, egmAmt, ...columns } = getTableColumns(g);
      const [rows, [total]] = await Promise.all([
        db.q
          .select({ ...columns, sacGb: sql<TSacRowKind>`${kind}`, EGM: egmAmt })
          .from(g)
          .where(where)
          .orderBy(desc(g.settleYm), desc(g.saleDt), kindOrderOf(g.kind), asc(g.sellFeeRate))
          .offset(offset)
          .limit(limit),
        db.q.select({ n: count() }).from(g).where(where),
      ]);
      return { rows, totalCnt: Number(total?.n ?? 0) };
    },

    /** A page of a month's rows (optionally one kind), in the statement's order: kind, then as written. */
    async pageMonthRows(opts: { supplyEntrCd: string; settleYm: string; kind?: TSacRowKind | undefined; page: Page }) {
      const where = and(eq(r.supplyEntrCd, opts.supplyEntrCd), eq(r.settleYm, opts.settleYm), opts.kind ? eq(r.kind, opts.kind) : undefined);
      const { offset, limit } = pageWindow(opts.page);
      const [rows, [total]] = await Promise.all([
        db.q.select(rowColumns).from(r).where(where).orderBy(kindOrder, asc(r.sacRowSq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(r).where(where),
      ]);
      return { rows, totalCnt: Number(total?.n ?? 0) };
    },

    /** A month's rows after a row (by sacRowSq), kind by kind, for the statement's files (keyset: no offset). */
    async listMonthRowsAfter(opts: { supplyEntrCd: string; settleYm: string; kind: TSacRowKind; afterSq: number; limit: number }) {
      return db.q
        .select(rowColumns)
        .from(r)
        .where(and(eq(r.supplyEntrCd, opts.supplyEntrCd), eq(r.settleYm, opts.settleYm), eq(r.kind, opts.kind), sql`${r.sacRowSq} > ${opts.afterSq}`))
        .orderBy(asc(r.sacRowSq))
        .limit(opts.limit);
    },

    /** A month's totals by kind (the statement's foot). */
    async sumMonthByKind(opts: { supplyEntrCd: string; settleYm: string }) {
      return db.q
        .select({ kind: sql<TSacRowKind>`${r.kind}`, ...rowSums })
        .from(r)
        .where(and(eq(r.supplyEntrCd, opts.supplyEntrCd), eq(r.settleYm, opts.settleYm)))
        .groupBy(r.kind)
        .orderBy(kindOrder);
    },

    /** The open-market orders' rows of a period, line by line (newest month first). */
    async pageOpenMarketRows(opts: { supplyEntrCd: string; period: Period; page: Page }) {
      const where = and(eq(r.supplyEntrCd, opts.supplyEntrCd), between(r.settleYm, opts.period.startYm, opts.period.endYm), eq(r.openMarketYn, 'Y'));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, [total]] = await Promise.all([
        db.q.select(rowColumns).from(r).where(where).orderBy(desc(r.settleYm), kindOrder, asc(r.sacRowSq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(r).where(where),
      ]);
      return { rows, totalCnt: Number(total?.n ?? 0) };
    },

    /** Σ of the VAT rows (sales and refunds) of a span of sale days, by month of sale, tax type and evidence. */
    async sumVat(opts: { supplyEntrCd: string; fromDt: string; toDt: string }) {
      const ym = sql<string>`to_char(${r.saleDt}, 'YYYY-MM')`;
      return db.q
        .select({
          saleYm: ym,
          saleAmt: sum(r.vatSaleAmt),
          taxableAmt: sumWhere(r.vatSaleAmt, sql`${r.taxType} = 'TAXABLE'`),
          cardAmt: sumWhere(r.vatSaleAmt, sql`${r.evidence} = 'CARD'`),
          cashAmt: sumWhere(r.vatSaleAmt, sql`${r.evidence} = 'CASH'`),
        })
        .from(r)
        .where(and(eq(r.supplyEntrCd, opts.supplyEntrCd), between(r.saleDt, opts.fromDt, opts.toDt), inArray(r.kind, ['SALE', 'REFUND'])))
        .groupBy(ym);
    },

    async pageInvoices(opts: { supplyEntrCd: string; period: Period; page: Page }) {
      const t = taxInvoices;
      const where = and(eq(t.supplyEntrCd, opts.supplyEntrCd), between(t.settleYm, opts.period.startYm, opts.period.endYm));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, [total]] = await Promise.all([
        db.q.select().from(t).where(where).orderBy(desc(t.settleYm)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(t).where(where),
      ]);
      return { rows, totalCnt: Number(total?.n ?? 0) };
    },

    async findInvoice(opts: { supplyEntrCd: string; settleYm: string }) {
      const [row] = await db.q
        .select()
        .from(taxInvoices)
        .where(and(eq(taxInvoices.supplyEntrCd, opts.supplyEntrCd), eq(taxInvoices.settleYm, opts.settleYm)));
      return row;
    },
  };
}
export type SettlementReadRepository = ReturnType<typeof createSettlementReadRepository>;
