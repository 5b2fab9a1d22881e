import {
  DELIVERY_CODE_GROUPS,
  INVOICE_UPLOAD_LIMITS as L,
  LANGUAGES,
  type TInvoiceRowResult,
  type TInvoiceUploadReply,
  type TJobStartedReply,
  type TLanguage,
  ZInvoiceUploadRequest,
} from '@po/contracts';
import { z } from 'zod';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { MultipartForm } from '@/platform/http/multipart-form.ts';
import { parseOrThrow } from '@/platform/http/zod-fields.ts';
import type { JobHandler } from '@/platform/jobs/job-handler.ts';
import { JOB_RETENTION_DAYS, type JobQueue } from '@/platform/jobs/job-queue.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import { registerInvoiceBatch } from './invoice-upload-batch.ts';
import type { InvoiceRegistration } from './invoice-registration.ts';
import { readInvoiceSheet, writeInvoiceResultSheet, writeInvoiceTemplate } from './invoice-upload-sheet.ts';
import type { InvoiceUploadRepository } from './invoice-upload.repository.ts';
import { sellerActor } from './order-moves.ts';

export const INVOICE_UPLOAD_JOB = 'order-invoice-upload';
const ZPayload = z.object({ lang: z.enum(LANGUAGES), actor: z.object({ mgrId: z.string(), nm: z.string() }) });

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Buffer, sig: number[]) => data.length >= sig.length && sig.every((b, i) => data[i] === b);

/** An Excel file judged by its first bytes: an xlsx (a zip) goes on; the old xls (OLE2) is named, as exceljs reads only xlsx. */
function checkExcel(data: Buffer): void {
  if (startsWith(data, ZIP)) return;
  const messageKey = startsWith(data, OLE2) ? 'invoiceUpload.msg.xlsRefused' : 'invoiceUpload.msg.notExcel';
  throw validationError([{ field: 'file', messageKey }]);
}

/** The invoice bulk upload: the template, the start (202 and a job), the job, and the rows' outcomes. */
export function createInvoiceUploadService(deps: {
  repo: InvoiceUploadRepository;
  registration: InvoiceRegistration;
  codes: CodeService;
  jobs: JobQueue;
  db: Database;
  clock: Clock;
}) {
  const { repo, registration, codes, jobs, db, clock } = deps;
  const carriersOf = (lang: TLanguage) => codes.listCodes({ groupCode: DELIVERY_CODE_GROUPS.carrier, lang });

  const handlers: JobHandler[] = [
    {
      kind: INVOICE_UPLOAD_JOB,
      // A retry resumes after the last stored batch; rows already registered would read ALREADY anyway.
      maxAttempts: 3,
      run: async (ctx) => {
        const { lang, actor } = ZPayload.parse(ctx.payload);
        const supplyEntrCd = ctx.supplyEntrCd;
        if (!supplyEntrCd) throw new Error(`invoice upload job ${ctx.id} names no seller`);
        const upload = await repo.findUpload(supplyEntrCd, ctx.id);
        if (!upload?.data) throw new Error(`invoice upload job ${ctx.id} has no upload`);
        const { rows, sheetMessageKey } = await readInvoiceSheet(upload.data);
        // A refusal of the whole sheet is the upload's outcome, not a failure to retry.
        if (sheetMessageKey) return void (await repo.finishUpload(ctx.id, sheetMessageKey));
        const todo = rows.filter((r) => r.row > upload.lastRow);
        let done = rows.length - todo.length;
        await ctx.progress(done, rows.length);
        const carriers = new Set((await carriersOf('ko')).map((c) => c.code));
        for (let i = 0; i < todo.length; i += L.batchRows) {
          const batch = todo.slice(i, i + L.batchRows);
          await db.transaction(async () => {
            const outcome = await registerInvoiceBatch({ repo, registration, supplyEntrCd, actor: sellerActor(actor), carriers, rows: batch });
            await repo.appendRows(ctx.id, outcome.stored, outcome.counts, batch.at(-1)!.row);
          });
          done += batch.length;
          await ctx.progress(done, rows.length);
        }
        await repo.finishUpload(ctx.id, null);
        const finished = await repo.findUpload(supplyEntrCd, ctx.id);
        const results = new Map((finished?.rows ?? []).map((r) => [r.row, r.result as TInvoiceRowResult]));
        const title = translate('invoiceUpload.title', lang).replace(/[\\/:*?"<>|]/g, '_');
        return {
          fileNm: `${title}_${seoulDate(clock.now())}.xlsx`,
          mimeType: XLSX_MIME,
          data: await writeInvoiceResultSheet({ upload: upload.data, results, lang }),
        };
      },
    },
  ];

  return {
    handlers,

    /** Deletes the uploads whose jobs the job purge has removed. */
    purgeOldUploads: () => repo.deleteUploadsBefore(new Date(clock.now().getTime() - (JOB_RETENTION_DAYS + 1) * 24 * 3600 * 1000)),

    async writeTemplate(opts: { lang: TLanguage }): Promise<Buffer> {
      return writeInvoiceTemplate({ carriers: await carriersOf(opts.lang), lang: opts.lang });
    },

    /** Checks the form (one Excel file of at most 5 MB), keeps the file with a job, answers the job to follow. */
    async startUpload(opts: { session: SessionContext; form: MultipartForm; lang: TLanguage }): Promise<TJobStartedReply> {
      parseOrThrow(ZInvoiceUploadRequest, opts.form.json);
      const [file, ...more] = opts.form.files;
      if (!file || more.length > 0) throw validationError([{ field: 'file', messageKey: 'invoiceUpload.msg.fileRequired' }]);
      if (file.data.length > L.maxBytes) throw validationError([{ field: 'file', messageKey: 'invoiceUpload.msg.tooLarge' }]);
      checkExcel(file.data);
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      return db.transaction(async () => {
        const payload = { lang: opts.lang, actor: { mgrId: actor.mgrId, nm: actor.nm } };
        const jobId = (await jobs.enqueue({ kind: INVOICE_UPLOAD_JOB, payload, supplyEntrCd, requestedBy: actor.mgrId, maxAttempts: 3 }))!;
        await repo.insertUpload({ jobId, supplyEntrCd, fileNm: file.filename.slice(-200) || 'invoices.xlsx', data: file.data, createdAt: clock.now() });
        return { jobId };
      });
    },

    /** The upload's progress and rows in the reader's language; another seller's is not found. */
    async getUpload(opts: { session: SessionContext; jobId: string; lang: TLanguage }): Promise<TInvoiceUploadReply> {
      const supplyEntrCd = companyOf(opts.session);
      const u = await repo.findUpload(supplyEntrCd, opts.jobId);
      const job = await jobs.findSellerJob(supplyEntrCd, opts.jobId);
      if (!u || !job) throw new AppError('NOT_FOUND');
      const t = (key: string) => translate(key, opts.lang);
      return {
        jobId: u.jobId,
        fileNm: u.fileNm,
        status: job.status,
        sheetMessage: u.sheetMessageKey ? t(u.sheetMessageKey) : null,
        done: u.done,
        rowCnt: u.rowCnt,
        okCnt: u.okCnt,
        alreadyCnt: u.alreadyCnt,
        failedCnt: u.failedCnt,
        fileReady: job.status === 'completed' && job.resultFileNm !== null,
        rows: u.rows.map((r) => ({ ...r, result: r.result as TInvoiceRowResult, message: t(`invoiceUpload.result.${r.result}`) })),
      };
    },
  };
}
export type InvoiceUploadService = ReturnType<typeof createInvoiceUploadService>;
