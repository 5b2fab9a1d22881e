import { LANGUAGES, ZSettleYm, type TJobStartedReply, type TLanguage, type TMessageKey, type TPageRequest } from '@po/contracts';
import { z } from 'zod';
import { actorOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { ExcelColumn } from '@/platform/excel/excel-writer.ts';
import { exportListToXlsx } from '@/platform/excel/list-export.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { JobContext, JobHandler, JobResultFile } from '@/platform/jobs/job-handler.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { billColumns, openMarketColumns, purveyanceColumns, settlementListColumns, vatColumns } from './settlement-columns.ts';
import type { SettlementReadRepository } from './settlement-read.repository.ts';
import type { SettlementReadService } from './settlement-read.service.ts';
import { readStatementHead, readStatementRows } from './settlement-statement-data.ts';
import { writeStatementXlsx } from './settlement-statement-excel.ts';
import { writeStatementPdf } from './settlement-statement-pdf.ts';

export const SETTLEMENT_JOB = {
  listExcel: 'settlement-list-excel',
  statementExcel: 'settlement-statement-excel',
  statementPdf: 'settlement-statement-pdf',
  vatExcel: 'settlement-vat-excel',
} as const;

/** The lists with an Excel export, each with its menu title (the file's name) and the seller kind it belongs to. */
export const SETTLEMENT_LISTS = {
  domestic: 'partnerSupplyEntrList',
  kicc: 'partnerSupplyEntrKICCList',
  openMarket: 'partnerOpenMarketPaymentList',
  purveyance: 'partnerPurveyanceList',
  bills: 'partnerBillPublishList',
} as const;
export type SettlementList = keyof typeof SETTLEMENT_LISTS;

const ZPeriod = z.object({ startYm: ZSettleYm, endYm: ZSettleYm });
const ZListPayload = z.object({
  list: z.enum(Object.keys(SETTLEMENT_LISTS) as [SettlementList, ...SettlementList[]]),
  period: ZPeriod,
  lang: z.enum(LANGUAGES),
});
const ZStatementPayload = z.object({ settleYm: ZSettleYm, lang: z.enum(LANGUAGES) });
const ZVatPayload = z.object({ period: ZPeriod, lang: z.enum(LANGUAGES) });

const safeName = (s: string) => s.replace(/[\\/:*?"<>|]/g, '_');
const sellerOfJob = (ctx: JobContext) => {
  if (!ctx.supplyEntrCd) throw new Error(`settlement job ${ctx.id} names no seller`);
  return ctx.supplyEntrCd;
};

/**
 * The settlement files as durable jobs: each list's Excel (the screen's period, every row), the statement's Excel
 * and PDF (the whole month) and the VAT report's Excel. The start checks what the screen's read checks (the seller's
 * kind, the month, the period) so a refused file is refused at once; the job reads again as the job's seller.
 */
export function createSettlementExportService(deps: { jobs: JobQueue; read: SettlementReadService; repo: SettlementReadRepository; clock: Clock }) {
  const { jobs, read, repo, clock } = deps;

  async function enqueue(session: SessionContext, kind: string, payload: unknown): Promise<TJobStartedReply> {
    // Without a unique key an enqueue always stores its job.
    const jobId = await jobs.enqueue({ kind, payload, supplyEntrCd: session.supplyEntrCd, requestedBy: actorOf(session).mgrId });
    return { jobId: jobId! };
  }

  /** One list's file: its pages through the read service as the job's seller (the screen's rows, order and names). */
  function writeList(opts: { ctx: JobContext; list: SettlementList; period: z.infer<typeof ZPeriod>; lang: TLanguage }): Promise<JobResultFile> {
    const { ctx, list, period, lang } = opts;
    const session = { supplyEntrCd: sellerOfJob(ctx) };
    const title = safeName(translate(`menu.calculate.${SETTLEMENT_LISTS[list]}` as TMessageKey, lang));
    const write = <T>(columns: ExcelColumn<T>[], fetchPage: (page: TPageRequest) => Promise<{ list: readonly T[]; totalCnt: number }>) =>
      exportListToXlsx({ ctx, sheetName: 'settlements', fileNm: `${title}_${period.startYm}_${period.endYm}.xlsx`, lang, columns, fetchPage });
    const query = (page: TPageRequest) => ({ ...period, ...page });
    switch (list) {
      case 'domestic':
        return write(settlementListColumns(false), (p) => read.listDomestic({ session, query: query(p), lang }));
      case 'kicc':
        return write(settlementListColumns(true), (p) => read.listKicc({ session, query: query(p), lang }));
      case 'openMarket':
        return write(openMarketColumns(), (p) => read.listOpenMarket({ session, query: query(p), lang }));
      case 'purveyance':
        return write(purveyanceColumns(lang), (p) => read.listPurveyance({ session, query: query(p) }));
      case 'bills':
        return write(billColumns(), (p) => read.listInvoices({ session, query: query(p) }));
    }
  }

  const handlers: JobHandler[] = [
    {
      kind: SETTLEMENT_JOB.listExcel,
      run: async (ctx): Promise<JobResultFile> => {
        const { list, period, lang } = ZListPayload.parse(ctx.payload);
        return writeList({ ctx, list, period, lang });
      },
    },
    {
      kind: SETTLEMENT_JOB.statementExcel,
      run: async (ctx) => {
        const { settleYm, lang } = ZStatementPayload.parse(ctx.payload);
        const supplyEntrCd = sellerOfJob(ctx);
        const head = await readStatementHead({ read, supplyEntrCd, settleYm, lang });
        const fileNm = `${safeName(translate('calculateFile.fileNm.statement', lang, { settleYm }))}.xlsx`;
        return writeStatementXlsx({ ctx, head, rows: readStatementRows({ repo, supplyEntrCd, settleYm, lang }), lang, fileNm });
      },
    },
    {
      kind: SETTLEMENT_JOB.statementPdf,
      run: async (ctx) => {
        const { settleYm, lang } = ZStatementPayload.parse(ctx.payload);
        const supplyEntrCd = sellerOfJob(ctx);
        const head = await readStatementHead({ read, supplyEntrCd, settleYm, lang });
        const fileNm = `${safeName(translate('calculateFile.fileNm.statement', lang, { settleYm }))}.pdf`;
        const printedAt = `${seoulDate(clock.now())} ${new Date(clock.now().getTime() + 9 * 3600_000).toISOString().slice(11, 16)}`;
        return writeStatementPdf({ ctx, head, rows: readStatementRows({ repo, supplyEntrCd, settleYm, lang }), lang, fileNm, printedAt });
      },
    },
    {
      kind: SETTLEMENT_JOB.vatExcel,
      run: async (ctx) => {
        const { period, lang } = ZVatPayload.parse(ctx.payload);
        const report = await read.getVatReport({ session: { supplyEntrCd: sellerOfJob(ctx) }, query: period });
        const rows = [...report.list, { saleYm: translate('calculateFile.statement.total', lang), ...report.total }];
        const fileNm = `${safeName(translate('calculateFile.fileNm.vat', lang, period))}.xlsx`;
        return exportListToXlsx({
          ctx,
          sheetName: 'vat',
          fileNm,
          lang,
          columns: vatColumns(),
          fetchPage: async () => ({ list: rows, totalCnt: rows.length }),
          pageSize: rows.length,
        });
      },
    },
  ];

  return {
    handlers,
    /** Starts a list's export for the screen's period; refused like the list (another kind's list: FORBIDDEN). */
    async startListExport(opts: { session: SessionContext; list: SettlementList; period: { startYm: string; endYm: string }; lang: TLanguage }) {
      await read.sellerOf(opts.session, opts.list === 'bills' ? 'taxPapers' : opts.list);
      return enqueue(opts.session, SETTLEMENT_JOB.listExcel, {
        list: opts.list,
        period: { startYm: opts.period.startYm, endYm: opts.period.endYm },
        lang: opts.lang,
      });
    },
    /** Starts a month's statement file; a month the seller has none of is not found. */
    async startStatementExport(opts: { session: SessionContext; settleYm: string; format: 'excel' | 'pdf'; lang: TLanguage }) {
      const { supplyEntrCd } = await read.sellerOf(opts.session);
      if (!(await repo.findMonth({ supplyEntrCd, settleYm: opts.settleYm }))) throw new AppError('NOT_FOUND');
      return enqueue(opts.session, opts.format === 'pdf' ? SETTLEMENT_JOB.statementPdf : SETTLEMENT_JOB.statementExcel, {
        settleYm: opts.settleYm,
        lang: opts.lang,
      });
    },
    /** Starts the VAT report's Excel; refused as the report is (kind, a period with no available month). */
    async startVatExport(opts: { session: SessionContext; period: { startYm: string; endYm: string }; lang: TLanguage }) {
      await read.getVatReport({ session: opts.session, query: opts.period });
      return enqueue(opts.session, SETTLEMENT_JOB.vatExcel, { period: { startYm: opts.period.startYm, endYm: opts.period.endYm }, lang: opts.lang });
    },
  };
}
export type SettlementExportService = ReturnType<typeof createSettlementExportService>;
