import { LANGUAGES, ZOrderListFilter, type TJobStartedReply, type TLanguage, type TOrderListFilter } from '@po/contracts';
import { z } from 'zod';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { ExcelColumn } from '@/platform/excel/excel-writer.ts';
import { exportPagesToXlsx } from '@/platform/excel/list-export.ts';
import { translate } from '@/platform/http/messages.ts';
import type { JobContext, JobHandler } from '@/platform/jobs/job-handler.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { LineCursor } from './order-export.repository.ts';
import type { OrderSheetLine } from './order-sheet-lines.ts';
import type { OrderService } from './order.service.ts';

export const ORDERS_EXCEL = 'order-list-excel';
const ZPayload = z.object({ filters: ZOrderListFilter, lang: z.enum(LANGUAGES) });

/** A date-time as the seller reads it: the Seoul day and minute. */
const seoulMinute = (iso: string) => new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const option = (r: OrderSheetLine) => [r.optionValue1, r.optionValue2].filter(Boolean).join(' / ');

/**
 * The list's columns in the job's language. Order and invoice numbers are text cells (FIELD-NOTES: a number of
 * 12+ digits becomes an exponent in Excel); amounts and quantities are numbers, so the sheet can sum them.
 */
const orderColumns = (lang: TLanguage): ExcelColumn<OrderSheetLine>[] => [
  { header: 'orderList.field.ordNo', width: 18, value: (r) => r.ordNo },
  { header: 'orderList.field.ordDtlSq', width: 6, value: (r) => r.ordDtlSq },
  { header: 'orderList.field.ordDt', width: 17, value: (r) => seoulMinute(r.ordDt) },
  { header: 'orderList.field.payDt', width: 17, value: (r) => seoulMinute(r.payDt) },
  { header: 'orderList.field.statusCd', width: 12, value: (r) => r.ordDtlStsNm },
  { header: 'orderList.field.delay', width: 10, value: (r) => r.delayStsNm ?? '' },
  {
    header: 'orderList.field.claim',
    width: 14,
    value: (r) => (r.claim ? `${translate(`order.claimType.${r.claim.claimType}`, lang)} ${r.claim.claimStsNm}` : ''),
  },
  { header: 'orderList.field.prodCd', width: 13, value: (r) => r.prodCd },
  { header: 'orderList.field.supplyProdCd', width: 16, value: (r) => r.supplyProdCd },
  { header: 'orderList.field.prodNm', width: 36, value: (r) => r.prodNm },
  { header: 'orderList.field.option', width: 18, value: option },
  { header: 'orderList.field.ordQty', width: 8, value: (r) => r.ordQty },
  { header: 'orderList.field.cancelQty', width: 8, value: (r) => r.cancelQty },
  { header: 'orderList.field.saleQty', width: 8, value: (r) => r.saleQty },
  { header: 'orderList.field.prodPrice', width: 11, value: (r) => r.prodPrice },
  { header: 'orderList.field.ordAmt', width: 12, value: (r) => r.ordAmt },
  { header: 'orderList.field.discountAmt', width: 11, value: (r) => r.gradeDiscountAmt + r.couponAmt },
  { header: 'orderList.field.realOrdAmt', width: 12, value: (r) => r.realOrdAmt },
  { header: 'orderList.field.deliveryFee', width: 10, value: (r) => r.deliveryFee },
  { header: 'orderList.field.buyerNm', width: 10, value: (r) => r.buyerNm },
  { header: 'orderList.field.rcpNm', width: 10, value: (r) => r.rcpNm },
  { header: 'orderList.field.carrier', width: 12, value: (r) => r.deliveryEntrNm ?? '' },
  { header: 'orderList.field.invoiceNo', width: 16, value: (r) => r.invoiceNo ?? '' },
  { header: 'orderList.field.giPrrnDt', width: 12, value: (r) => r.giPrrnDt },
  { header: 'orderList.field.deliveryExpectDt', width: 12, value: (r) => r.deliveryExpectDt },
];

/** Lines per read of the export: large enough that round trips do not count, small enough for flat memory. */
const EXPORT_READ = 500;

/**
 * The export's lines in the list's order, read by keyset (after the last line read) rather than by offset: an
 * offset page of a six-month period reads, and joins the claims of, every line before it, and a 100,000-line
 * export took minutes (decisions, issue 13). The next read is sent before a page is handed to the writer, so the
 * database works while the sheet is written. The first call reads the period's tab counts once, for the total the
 * progress shows, and the carriers' names once.
 */
async function* readLinesInOrder(opts: {
  orders: OrderService;
  ctx: Pick<JobContext, 'progress'>;
  supplyEntrCd: string;
  filters: TOrderListFilter;
  lang: TLanguage;
}): AsyncGenerator<readonly OrderSheetLine[]> {
  const { orders, supplyEntrCd, filters, lang } = opts;
  const [{ totalCnt }, carriers] = await Promise.all([
    orders.listLinePage({ supplyEntrCd, filters, page: { pageNum: 1, pageSize: 1 }, lang }),
    orders.listCarrierNames(lang),
  ]);
  await opts.ctx.progress(0, totalCnt);
  const read = (after: LineCursor | null) => orders.listLinesAfter({ supplyEntrCd, filters, after, limit: EXPORT_READ, lang, carriers });
  let pending = read(null);
  for (;;) {
    const { list, next } = await pending;
    const more = list.length === EXPORT_READ;
    if (more) {
      pending = read(next);
      // Handled here too: a writer that fails leaves this read unawaited, and its refusal must not end the process.
      pending.catch(() => undefined);
    }
    if (list.length > 0) yield list;
    if (!more) return;
  }
}

/** The order list's Excel export, with the screen's search, as a durable job (like the product export). */
export function createOrderListExportService(deps: { jobs: JobQueue; orders: OrderService; clock: Clock }) {
  const { jobs, orders, clock } = deps;

  const handlers: JobHandler[] = [
    {
      kind: ORDERS_EXCEL,
      run: async (ctx) => {
        const { filters, lang } = ZPayload.parse(ctx.payload);
        if (!ctx.supplyEntrCd) throw new Error(`export job ${ctx.id} names no seller`);
        const supplyEntrCd = ctx.supplyEntrCd;
        const title = translate('menu.order.orderList', lang).replace(/[\\/:*?"<>|]/g, '_');
        return exportPagesToXlsx({
          ctx,
          sheetName: 'orders',
          fileNm: `${title}_${seoulDate(clock.now())}.xlsx`,
          lang,
          columns: orderColumns(lang),
          pages: readLinesInOrder({ orders, ctx, supplyEntrCd, filters, lang }),
        });
      },
    },
  ];

  return {
    handlers,
    /** Starts the list's export with the screen's search; answers the job to follow. */
    async startOrdersExport(opts: { session: SessionContext; filters: TOrderListFilter; lang: TLanguage }): Promise<TJobStartedReply> {
      const payload = { filters: opts.filters, lang: opts.lang };
      const jobId = await jobs.enqueue({ kind: ORDERS_EXCEL, payload, supplyEntrCd: companyOf(opts.session), requestedBy: actorOf(opts.session).mgrId });
      // Without a unique key an enqueue always stores its job.
      return { jobId: jobId! };
    },
  };
}
export type OrderListExportService = ReturnType<typeof createOrderListExportService>;
