import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Postgres bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One row's outcome as stored: the cells as read (text) and the result code (translated when read). */
export interface StoredInvoiceRow {
  row: number;
  ordNo: string;
  ordDtlSq: string;
  deliveryEntrCd: string;
  invoiceNo: string;
  result: string;
}

/**
 * An invoice bulk upload, one per job: the uploaded sheet and the rows' outcomes,
 * appended batch by batch in the transaction that registers the batch's invoices, so a retried job resumes after
 * the last stored batch and never reports a row twice. Deleted with its job (after the jobs' 7 days).
 */
export const invoiceUploads = pgTable(
  'invoice_upload',
  {
    /** The job's id (platform/jobs): the job and its result sheet are read through it. */
    jobId: uuid('job_id').primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    fileNm: text('file_nm').notNull(),
    /** The uploaded xlsx, kept with the upload: a retried job makes the result sheet from it again. */
    data: bytea('data'),
    done: boolean('done').notNull().default(false),
    /** A refusal of the whole sheet (unreadable, wrong titles, too many rows, no rows): a message key. */
    sheetMessageKey: text('sheet_message_key'),
    rowCnt: integer('row_cnt').notNull().default(0),
    okCnt: integer('ok_cnt').notNull().default(0),
    alreadyCnt: integer('already_cnt').notNull().default(0),
    failedCnt: integer('failed_cnt').notNull().default(0),
    /** The sheet's last row whose outcome is stored: a retry starts after it. */
    lastRow: integer('last_row').notNull().default(0),
    rows: jsonb('rows').$type<StoredInvoiceRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_upload_seller_idx').on(t.supplyEntrCd, t.createdAt)],
);
