import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Postgres bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A refused cell as stored: row, field code and message key (translated when read, in the reader's language). */
export interface StoredSheetError {
  row: number;
  column: string | null;
  messageKey: string;
}

/**
 * An Excel upload of products (productExcelUploadForm), one per job: the uploaded sheet until the job has
 * read it, then its outcome. A schedule deletes it when its job is purged (after the jobs' 7 days).
 * `done` is set in the transaction that saves the products, so a retried job never saves them twice.
 */
export const productExcelUploads = pgTable(
  'product_excel_upload',
  {
    /** The job's id (platform/jobs): the job and its error sheet are read through it. */
    jobId: uuid('job_id').primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    mode: text('mode', { enum: ['ALL', 'VALID'] }).notNull(),
    fileNm: text('file_nm').notNull(),
    /** The uploaded xlsx; emptied once the outcome is stored (the error sheet is the job's file). */
    data: bytea('data'),
    done: boolean('done').notNull().default(false),
    rowCnt: integer('row_cnt').notNull().default(0),
    productCnt: integer('product_cnt').notNull().default(0),
    savedCnt: integer('saved_cnt').notNull().default(0),
    failedCnt: integer('failed_cnt').notNull().default(0),
    errorCnt: integer('error_cnt').notNull().default(0),
    /** The first errors (PRODUCT_EXCEL_LIMITS.maxErrors); the error sheet names every one. */
    errors: jsonb('errors').$type<StoredSheetError[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('product_excel_upload_seller_idx').on(t.supplyEntrCd, t.createdAt)],
);
