import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { invoiceUploads, type StoredInvoiceRow } from './invoice-upload.tables.ts';
import { orderLines } from './order.tables.ts';

export type InvoiceUploadRow = typeof invoiceUploads.$inferSelect;

/** What the batch check needs of a line: its status and the invoice it already carries. */
export interface InvoiceLineState {
  ordNo: string;
  ordDtlSq: number;
  ordDtlStsCd: string;
  deliveryEntrCd: string | null;
  invoiceNo: string | null;
  /** The line an exchange's new line replaces (null for a bought line): its shipment is told as the exchange's. */
  orgOrdDtlSq: number | null;
}

/** A line to ship: its key and the invoice it gets. */
export interface ShipLine {
  ordNo: string;
  ordDtlSq: number;
  deliveryEntrCd: string;
  invoiceNo: string;
}

/** The invoice upload's SQL: its own row, and the batch reads of lines and invoices in use. */
export function createInvoiceUploadRepository(db: Database) {
  return {
    async insertUpload(row: typeof invoiceUploads.$inferInsert): Promise<void> {
      await db.q.insert(invoiceUploads).values(row);
    },
    /** The seller's upload; another seller's is not found. */
    async findUpload(supplyEntrCd: string, jobId: string): Promise<InvoiceUploadRow | undefined> {
      return (
        await db.q
          .select()
          .from(invoiceUploads)
          .where(and(eq(invoiceUploads.supplyEntrCd, supplyEntrCd), eq(invoiceUploads.jobId, jobId)))
      )[0];
    },
    /** Appends a batch's outcomes and counts (in the transaction that registered the batch). */
    async appendRows(jobId: string, rows: StoredInvoiceRow[], counts: { ok: number; already: number; failed: number }, lastRow: number): Promise<void> {
      await db.q
        .update(invoiceUploads)
        .set({
          rows: sql`${invoiceUploads.rows} || ${JSON.stringify(rows)}::jsonb`,
          rowCnt: sql`${invoiceUploads.rowCnt} + ${rows.length}`,
          okCnt: sql`${invoiceUploads.okCnt} + ${counts.ok}`,
          alreadyCnt: sql`${invoiceUploads.alreadyCnt} + ${counts.already}`,
          failedCnt: sql`${invoiceUploads.failedCnt} + ${counts.failed}`,
          lastRow,
        })
        .where(eq(invoiceUploads.jobId, jobId));
    },
    /** The upload is finished, with its sheet-level refusal if any. */
    async finishUpload(jobId: string, sheetMessageKey: string | null): Promise<void> {
      await db.q.update(invoiceUploads).set({ done: true, sheetMessageKey }).where(eq(invoiceUploads.jobId, jobId));
    },
    async deleteUploadsBefore(before: Date): Promise<number> {
      const rows = await db.q.delete(invoiceUploads).where(lt(invoiceUploads.createdAt, before)).returning({ jobId: invoiceUploads.jobId });
      return rows.length;
    },
    /**
     * The seller's lines of these orders, locked for the batch (ord_dtl_order_idx), in line order so two uploads
     * touching the same lines take their locks in the same order; another seller's lines are neither read nor locked.
     */
    async lockSellerLines(supplyEntrCd: string, ordNos: readonly string[]): Promise<InvoiceLineState[]> {
      if (ordNos.length === 0) return [];
      return db.q
        .select({
          ordNo: orderLines.ordNo,
          ordDtlSq: orderLines.ordDtlSq,
          ordDtlStsCd: orderLines.ordDtlStsCd,
          deliveryEntrCd: orderLines.deliveryEntrCd,
          invoiceNo: orderLines.invoiceNo,
          orgOrdDtlSq: orderLines.orgOrdDtlSq,
        })
        .from(orderLines)
        .where(and(eq(orderLines.supplyEntrCd, supplyEntrCd), inArray(orderLines.ordNo, [...ordNos])))
        .orderBy(asc(orderLines.ordNo), asc(orderLines.ordDtlSq))
        .for('update');
    },
    /** Writes the invoices and the new status on locked lines, their versions bumped, in one statement. */
    async shipLines(opts: { supplyEntrCd: string; toStsCd: string; now: Date; lines: readonly ShipLine[] }): Promise<void> {
      if (opts.lines.length === 0) return;
      const values = sql.join(
        opts.lines.map((l) => sql`(${l.ordNo}, ${l.ordDtlSq}::integer, ${l.deliveryEntrCd}, ${l.invoiceNo})`),
        sql`, `,
      );
      await db.q.execute(sql`
        update ord_dtl d
           set ord_dtl_sts_cd = ${opts.toStsCd}, delivery_entr_cd = v.carrier, invoice_no = v.invoice_no,
               invoice_dt = ${opts.now.toISOString()}::timestamptz, up_dt = ${opts.now.toISOString()}::timestamptz, version = d.version + 1,
               -- Dispatched now: a delivery-delay mark no longer holds (as the detail's registration clears it).
               delay_sts_cd = case when d.delay_sts_cd = '72' then null else d.delay_sts_cd end
          from (values ${values}) as v(ord_no, ord_dtl_sq, carrier, invoice_no)
         where d.supply_entr_cd = ${opts.supplyEntrCd} and d.ord_no = v.ord_no and d.ord_dtl_sq = v.ord_dtl_sq`);
    },
    /**
     * The orders already carrying these carriers' invoices, mall-wide (an invoice number is the carrier's, whoever's
     * line it is on; ord_dtl_carrier_invoice_idx). Answers `carrier|invoice` → order numbers.
     */
    async findInvoiceOrders(carriers: readonly string[], invoiceNos: readonly string[]): Promise<Map<string, Set<string>>> {
      const out = new Map<string, Set<string>>();
      if (carriers.length === 0 || invoiceNos.length === 0) return out;
      const rows = await db.q
        .selectDistinct({ deliveryEntrCd: orderLines.deliveryEntrCd, invoiceNo: orderLines.invoiceNo, ordNo: orderLines.ordNo })
        .from(orderLines)
        .where(and(inArray(orderLines.deliveryEntrCd, [...carriers]), inArray(orderLines.invoiceNo, [...invoiceNos])));
      for (const r of rows) {
        const k = `${r.deliveryEntrCd}|${r.invoiceNo}`;
        out.set(k, (out.get(k) ?? new Set()).add(r.ordNo));
      }
      return out;
    },
  };
}
export type InvoiceUploadRepository = ReturnType<typeof createInvoiceUploadRepository>;
