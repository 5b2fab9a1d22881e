import { and, asc, count, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { pageWindow } from '@/platform/db/list-filters.ts';
import { settlementMonths as m, settlementRuns as r, taxInvoices as ti } from './calculate.tables.ts';

export type TaxInvoiceInsert = typeof ti.$inferInsert;

/** The operator's month statements: runs, the sellers' months and the tax invoices, across sellers. */
export function createSettlementAdminRepository(db: Database) {
  return {
    async listRuns(startYm: string, endYm: string) {
      return db.q
        .select()
        .from(r)
        .where(and(gte(r.settleYm, startYm), lte(r.settleYm, endYm)));
    },
    /** Per month: sellers, rows, Σ payout, Σ fee (the sac_month rows), and the invoices issued. */
    async monthTotals(startYm: string, endYm: string) {
      const [months, invoices] = await Promise.all([
        db.q
          .select({
            settleYm: m.settleYm,
            sellerCnt: count(),
            rowCnt: sql<number>`coalesce(sum(${m.rowCnt}), 0)`.mapWith(Number),
            payoutAmt: sql<number>`coalesce(sum(${m.payoutAmt}), 0)`.mapWith(Number),
            feeAmt: sql<number>`coalesce(sum(${m.feeAmt}), 0)`.mapWith(Number),
          })
          .from(m)
          .where(and(gte(m.settleYm, startYm), lte(m.settleYm, endYm)))
          .groupBy(m.settleYm),
        db.q
          .select({ settleYm: ti.settleYm, n: count() })
          .from(ti)
          .where(and(gte(ti.settleYm, startYm), lte(ti.settleYm, endYm)))
          .groupBy(ti.settleYm),
      ]);
      return { months, invoices: new Map(invoices.map((i) => [i.settleYm, i.n])) };
    },
    /** One page of a month's sellers (only `supplyEntrCds` when given), by seller code, with the invoice's number. */
    async listMonthSellers(opts: { settleYm: string; supplyEntrCds?: string[]; page: { pageNum: number; pageSize: number } }) {
      const where = and(eq(m.settleYm, opts.settleYm), opts.supplyEntrCds ? inArray(m.supplyEntrCd, opts.supplyEntrCds) : undefined);
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q
          .select({
            supplyEntrCd: m.supplyEntrCd,
            rowCnt: m.rowCnt,
            saleAmt: m.saleAmt,
            feeAmt: m.feeAmt,
            calcFee: m.calcFee,
            holdAmt: m.holdAmt,
            releaseAmt: m.releaseAmt,
            payoutAmt: m.payoutAmt,
            payDueDt: m.payDueDt,
            currency: m.currency,
            payoutUsd: m.payoutUsd,
            approvalNo: ti.approvalNo,
          })
          .from(m)
          .leftJoin(ti, and(eq(ti.supplyEntrCd, m.supplyEntrCd), eq(ti.settleYm, m.settleYm)))
          .where(where)
          .orderBy(asc(m.supplyEntrCd))
          .offset(offset)
          .limit(limit),
        db.q.select({ n: count() }).from(m).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    /** The run of a month, locked until the transaction ends (publishing reads and sets its state under it). */
    async lockRun(settleYm: string) {
      return (await db.q.select().from(r).where(eq(r.settleYm, settleYm)).for('update'))[0];
    },
    async findRun(settleYm: string) {
      return (await db.q.select().from(r).where(eq(r.settleYm, settleYm)))[0];
    },
    /** The month's sellers with a commission to invoice. */
    async listInvoiceableMonths(settleYm: string) {
      return db.q
        .select({ supplyEntrCd: m.supplyEntrCd, feeAmt: m.feeAmt })
        .from(m)
        .where(and(eq(m.settleYm, settleYm), ne(m.feeAmt, 0)))
        .orderBy(asc(m.supplyEntrCd));
    },
    /** Inserts what is not there yet (a seller's month has one invoice); answers how many were new. */
    async insertInvoices(rows: TaxInvoiceInsert[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.q.insert(ti).values(rows).onConflictDoNothing().returning({ cd: ti.supplyEntrCd });
      return inserted.length;
    },
    async countInvoices(settleYm: string): Promise<number> {
      return (await db.q.select({ n: count() }).from(ti).where(eq(ti.settleYm, settleYm)))[0]?.n ?? 0;
    },
    async listInvoices(settleYm: string) {
      return db.q.select().from(ti).where(eq(ti.settleYm, settleYm)).orderBy(asc(ti.supplyEntrCd));
    },
    async markPublished(settleYm: string, at: Date): Promise<void> {
      await db.q.update(r).set({ stsCd: 'PUBLISHED', publishedDt: at }).where(eq(r.settleYm, settleYm));
    },
  };
}
export type SettlementAdminRepository = ReturnType<typeof createSettlementAdminRepository>;
