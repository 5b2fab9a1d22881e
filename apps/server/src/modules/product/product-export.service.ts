import { LANGUAGES, ZProductListFilter, type TJobStartedReply, type TLanguage, type TProductListFilter, type TProductListRow } from '@po/contracts';
import { z } from 'zod';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { ExcelColumn } from '@/platform/excel/excel-writer.ts';
import { exportListToXlsx } from '@/platform/excel/list-export.ts';
import { translate } from '@/platform/http/messages.ts';
import type { JobHandler } from '@/platform/jobs/job-handler.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { ProductQueryService } from './product-query.service.ts';

export const PRODUCTS_EXCEL = 'product-search-excel';
const ZPayload = z.object({ filters: ZProductListFilter, lang: z.enum(LANGUAGES) });

/** The search list's columns in the job's language; prices, rates and stock are numbers, so the sheet can sum them. */
const productColumns = (lang: TLanguage): ExcelColumn<TProductListRow>[] => [
  { header: 'product.field.prodCd', width: 13, value: (r) => r.prodCd },
  { header: 'product.field.supplyProdCd', width: 18, value: (r) => r.supplyProdCd },
  { header: 'product.field.prodNm', width: 40, value: (r) => r.prodNm },
  { header: 'product.field.prodStsCd', width: 14, value: (r) => r.prodStsNm },
  { header: 'product.field.saleYn', width: 10, value: (r) => translate(`product.sale.${r.saleYn}`, lang) },
  { header: 'product.field.brandNm', width: 18, value: (r) => r.brandNm },
  { header: 'product.field.categoryPath', width: 36, value: (r) => r.categoryPath },
  { header: 'product.field.listPrice', width: 12, value: (r) => r.listPrice },
  { header: 'product.field.prodPrice', width: 12, value: (r) => r.prodPrice },
  { header: 'product.field.dcRate', width: 10, value: (r) => r.dcRate },
  { header: 'product.field.sellFeeRate', width: 12, value: (r) => Number(r.sellFeeRate) },
  { header: 'product.field.optionCnt', width: 8, value: (r) => r.optionCnt },
  { header: 'product.field.stockQty', width: 12, value: (r) => r.stockQty },
  { header: 'product.field.regDt', width: 12, value: (r) => seoulDate(new Date(r.regDt)) },
];

/** The product search list's Excel export, with the screen's search, as a durable job (like the delivery exports). */
export function createProductExportService(deps: { jobs: JobQueue; query: ProductQueryService; clock: Clock }) {
  const { jobs, query, clock } = deps;

  const handlers: JobHandler[] = [
    {
      kind: PRODUCTS_EXCEL,
      run: async (ctx) => {
        const { filters, lang } = ZPayload.parse(ctx.payload);
        if (!ctx.supplyEntrCd) throw new Error(`export job ${ctx.id} names no seller`);
        const supplyEntrCd = ctx.supplyEntrCd;
        const title = translate('menu.product.productSearchList', lang).replace(/[\\/:*?"<>|]/g, '_');
        return exportListToXlsx({
          ctx,
          sheetName: 'products',
          fileNm: `${title}_${seoulDate(clock.now())}.xlsx`,
          lang,
          columns: productColumns(lang),
          fetchPage: (page) => query.listProductPage({ supplyEntrCd, filters, page, lang, withStatusCounts: false }),
        });
      },
    },
  ];

  return {
    handlers,
    /** Starts the search list's export with the screen's search; answers the job to follow. */
    async startProductsExport(opts: { session: SessionContext; filters: TProductListFilter; lang: TLanguage }): Promise<TJobStartedReply> {
      const payload = { filters: opts.filters, lang: opts.lang };
      const jobId = await jobs.enqueue({ kind: PRODUCTS_EXCEL, payload, supplyEntrCd: companyOf(opts.session), requestedBy: actorOf(opts.session).mgrId });
      // Without a unique key an enqueue always stores its job.
      return { jobId: jobId! };
    },
  };
}
export type ProductExportService = ReturnType<typeof createProductExportService>;
