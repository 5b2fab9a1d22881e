import {
  LANGUAGES,
  PRODUCT_EXCEL_LIMITS as L,
  ZProductExcelMode,
  ZProductExcelUploadRequest,
  type TJobStartedReply,
  type TLanguage,
  type TProductExcelResultReply,
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
import type { ProductExcelImport } from './product-excel-import.ts';
import { writeAnnotatedSheet } from './product-excel-sheet.ts';
import type { ProductExcelRepository } from './product-excel.repository.ts';

export const PRODUCTS_EXCEL_UPLOAD = 'product-excel-upload';
const ZPayload = z.object({ mode: ZProductExcelMode, lang: z.enum(LANGUAGES), actor: z.object({ mgrId: z.string(), nm: z.string() }) });

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Buffer, sig: number[]) => data.length >= sig.length && sig.every((b, i) => data[i] === b);

/** The uploaded file judged by its first bytes: an xlsx is a zip; the old xls (OLE2) is named, as exceljs cannot read it. */
function checkXlsx(data: Buffer): void {
  if (startsWith(data, ZIP)) return;
  const messageKey = startsWith(data, OLE2) ? 'productExcel.msg.xlsRefused' : 'productExcel.msg.notXlsx';
  throw validationError([{ field: 'file', messageKey }]);
}

/** Product registration by Excel upload: the start (202 and a job), the job itself, and the outcome the screen reads. */
export function createProductExcelUploadService(deps: {
  repo: ProductExcelRepository;
  importer: ProductExcelImport;
  jobs: JobQueue;
  db: Database;
  clock: Clock;
}) {
  const { repo, importer, jobs, db, clock } = deps;

  const handlers: JobHandler[] = [
    {
      kind: PRODUCTS_EXCEL_UPLOAD,
      // A second try only after a crash: the outcome is stored with the products, so a retry never saves twice.
      maxAttempts: 2,
      run: async (ctx) => {
        const { mode, lang, actor } = ZPayload.parse(ctx.payload);
        if (!ctx.supplyEntrCd) throw new Error(`upload job ${ctx.id} names no seller`);
        const upload = await repo.findUpload(ctx.supplyEntrCd, ctx.id);
        if (!upload) throw new Error(`upload job ${ctx.id} has no upload`);
        if (upload.done || !upload.data) return;
        const errors = await importer.importSheet({ ctx, supplyEntrCd: ctx.supplyEntrCd, actor, mode, data: upload.data });
        // The error sheet is the job's file; an upload without errors has none.
        if (errors.length === 0) return;
        const title = translate('menu.product.productExcelUploadForm', lang).replace(/[\\/:*?"<>|]/g, '_');
        return {
          fileNm: `${title}_${seoulDate(clock.now())}.xlsx`,
          mimeType: XLSX_MIME,
          data: await writeAnnotatedSheet({ upload: upload.data, errors, lang }),
        };
      },
    },
  ];

  return {
    handlers,

    /** Deletes the uploads whose jobs the job purge has removed (both are kept JOB_RETENTION_DAYS). */
    purgeOldUploads: () => repo.deleteUploadsBefore(new Date(clock.now().getTime() - (JOB_RETENTION_DAYS + 1) * 24 * 3600 * 1000)),

    /** Checks the form (an xlsx of at most 10 MB and a mode), keeps the file with a job, answers the job to follow. */
    async startUpload(opts: { session: SessionContext; form: MultipartForm; lang: TLanguage }): Promise<TJobStartedReply> {
      const { mode } = parseOrThrow(ZProductExcelUploadRequest, opts.form.json);
      const [file, ...more] = opts.form.files;
      if (!file || more.length > 0) throw validationError([{ field: 'file', messageKey: 'productExcel.msg.fileRequired' }]);
      if (file.data.length > L.maxBytes) throw validationError([{ field: 'file', messageKey: 'productExcel.msg.tooLarge' }]);
      checkXlsx(file.data);
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      return db.transaction(async () => {
        const payload = { mode, lang: opts.lang, actor };
        const jobId = await jobs.enqueue({ kind: PRODUCTS_EXCEL_UPLOAD, payload, supplyEntrCd, requestedBy: actor.mgrId, maxAttempts: 2 });
        // Without a unique key an enqueue always stores its job; the worker sees it only once this transaction commits.
        await repo.insertUpload({
          jobId: jobId!,
          supplyEntrCd,
          mode,
          fileNm: file.filename.slice(-200) || 'upload.xlsx',
          data: file.data,
          createdAt: clock.now(),
        });
        return { jobId: jobId! };
      });
    },

    /** The outcome of the seller's upload in the reader's language; another seller's is not found. */
    async getUploadResult(opts: { session: SessionContext; jobId: string; lang: TLanguage }): Promise<TProductExcelResultReply> {
      const u = await repo.findUpload(companyOf(opts.session), opts.jobId);
      if (!u) throw new AppError('NOT_FOUND');
      return {
        jobId: u.jobId,
        mode: u.mode,
        fileNm: u.fileNm,
        done: u.done,
        rowCnt: u.rowCnt,
        productCnt: u.productCnt,
        savedCnt: u.savedCnt,
        failedCnt: u.failedCnt,
        errorCnt: u.errorCnt,
        errors: u.errors.map((e) => ({
          ...e,
          columnNm: e.column ? translate(`productExcel.column.${e.column}`, opts.lang) : null,
          message: translate(e.messageKey, opts.lang),
        })),
      };
    },
  };
}
export type ProductExcelUploadService = ReturnType<typeof createProductExcelUploadService>;
