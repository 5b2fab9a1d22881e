import { z } from 'zod';

// The invoice bulk upload (spec §2 popup "invoice bulk upload", §5 "excel upload only xls/xlsx"): a sheet of order
// number, line number, carrier (D010) and invoice number; a job registers each row's invoice and moves the line
// from preparing (35) to shipping (50), and reports every row's outcome.

/** The sheet's columns, in order: the title row names them in either language. */
export const INVOICE_UPLOAD_COLUMNS = ['ordNo', 'ordDtlSq', 'deliveryEntrCd', 'invoiceNo'] as const;
export type TInvoiceUploadColumn = (typeof INVOICE_UPLOAD_COLUMNS)[number];

export const INVOICE_UPLOAD_LIMITS = {
  /** The file, judged by its first bytes. */
  maxBytes: 5 * 1024 * 1024,
  /** Data rows of one upload. */
  maxRows: 10_000,
  /** Rows registered per transaction; progress is stored after each batch. */
  batchRows: 500,
} as const;

/**
 * A row's outcome. OK: registered, the line moved to shipping. ALREADY: the line already carries this carrier and
 * invoice (a sheet uploaded again), nothing written. The others are refusals: NOT_FOUND (no such line of the
 * seller), WRONG_STATUS (the line is not preparing), UNKNOWN_CARRIER (not in D010), INVOICE_USED (the carrier's
 * invoice is on another order's line), BAD_NUMBER (the invoice or line number is malformed), MISSING (a cell is empty).
 */
export const INVOICE_ROW_RESULTS = ['OK', 'ALREADY', 'NOT_FOUND', 'WRONG_STATUS', 'UNKNOWN_CARRIER', 'INVOICE_USED', 'BAD_NUMBER', 'MISSING'] as const;
export const ZInvoiceRowResult = z.enum(INVOICE_ROW_RESULTS);
export type TInvoiceRowResult = z.infer<typeof ZInvoiceRowResult>;
/** Outcomes that are not failures: the row is where the seller wants it. */
export const INVOICE_ROW_SUCCESSES: readonly TInvoiceRowResult[] = ['OK', 'ALREADY'];

/** The JSON part (`upload`) of `POST /api/order/invoiceUpload`, beside the `file` part: nothing to choose yet. */
export const ZInvoiceUploadRequest = z.object({});
export type TInvoiceUploadRequest = z.infer<typeof ZInvoiceUploadRequest>;

export const ZInvoiceUploadParams = z.object({ invoiceJobId: z.uuid() });
export type TInvoiceUploadParams = z.infer<typeof ZInvoiceUploadParams>;

/** One row of the sheet as read (cells as text) and what became of it. */
export const ZInvoiceUploadRow = z.object({
  /** The sheet's row number (the title row is 1). */
  row: z.number().int(),
  ordNo: z.string(),
  ordDtlSq: z.string(),
  deliveryEntrCd: z.string(),
  invoiceNo: z.string(),
  result: ZInvoiceRowResult,
  /** The outcome in the reader's language. */
  message: z.string(),
});
export type TInvoiceUploadRow = z.infer<typeof ZInvoiceUploadRow>;

/** `GET /api/order/invoiceUpload/{invoiceJobId}`: the job's progress and the rows reported so far. */
export const ZInvoiceUploadReply = z.object({
  jobId: z.uuid(),
  fileNm: z.string(),
  status: z.enum(['queued', 'active', 'completed', 'failed']),
  /** The sheet-level refusal (unreadable file, wrong title row, too many rows), in the reader's language. */
  sheetMessage: z.string().nullable(),
  done: z.boolean(),
  rowCnt: z.number().int(),
  okCnt: z.number().int(),
  alreadyCnt: z.number().int(),
  failedCnt: z.number().int(),
  /** The result sheet (the upload with a result column) is ready at `GET /api/job/{jobId}/file`. */
  fileReady: z.boolean(),
  rows: z.array(ZInvoiceUploadRow),
});
export type TInvoiceUploadReply = z.infer<typeof ZInvoiceUploadReply>;
