import {
  LANGUAGES,
  ZTravelProductListFilter,
  type TJobStartedReply,
  type TLanguage,
  type TTravelProductListFilter,
  type TTravelProductListRow,
} from '@po/contracts';
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
import type { TravelProductQueryService } from './travel-product-query.service.ts';

export const TRAVEL_PRODUCTS_EXCEL = 'travel-product-search-excel';
const ZPayload = z.object({ filters: ZTravelProductListFilter, lang: z.enum(LANGUAGES) });

/** The search list's columns; prices and room counts are numbers, so the sheet can sum them. */
const columns = (): ExcelColumn<TTravelProductListRow>[] => [
  { header: 'travelProduct.field.prodCd', width: 13, value: (r) => r.prodCd },
  { header: 'travelProduct.field.supplyProdCd', width: 18, value: (r) => r.supplyProdCd },
  { header: 'travelProduct.field.prodNm', width: 40, value: (r) => r.prodNm },
  { header: 'travelProduct.field.prodStsCd', width: 14, value: (r) => r.prodStsNm },
  { header: 'travelProduct.field.brandNm', width: 18, value: (r) => r.brandNm },
  { header: 'travelProduct.field.continentCd', width: 14, value: (r) => r.continentNm },
  { header: 'travelProduct.field.nationCd', width: 8, value: (r) => r.nationCd },
  { header: 'travelProduct.field.gradeCd', width: 10, value: (r) => r.gradeNm },
  { header: 'travelProduct.field.listPrice', width: 12, value: (r) => r.listPrice },
  { header: 'travelProduct.field.prodPrice', width: 12, value: (r) => r.prodPrice },
  { header: 'travelProduct.field.roomCnt', width: 8, value: (r) => r.roomCnt },
  { header: 'travelProduct.field.rsvStartDt', width: 12, value: (r) => r.rsvStartDt },
  { header: 'travelProduct.field.rsvEndDt', width: 12, value: (r) => r.rsvEndDt },
  { header: 'travelProduct.field.regDt', width: 12, value: (r) => seoulDate(new Date(r.regDt)) },
];

/** The travel search list's Excel export with the screen's search, as a durable job (as the catalog's). */
export function createTravelProductExportService(deps: { jobs: JobQueue; query: TravelProductQueryService; clock: Clock }) {
  const { jobs, query, clock } = deps;
  const handlers: JobHandler[] = [
    {
      kind: TRAVEL_PRODUCTS_EXCEL,
      run: async (ctx) => {
        const { filters, lang } = ZPayload.parse(ctx.payload);
        if (!ctx.supplyEntrCd) throw new Error(`export job ${ctx.id} names no seller`);
        const supplyEntrCd = ctx.supplyEntrCd;
        const title = translate('menu.travelProduct.productSearchList', lang).replace(/[\\/:*?"<>|]/g, '_');
        return exportListToXlsx({
          ctx,
          sheetName: 'travel-products',
          fileNm: `${title}_${seoulDate(clock.now())}.xlsx`,
          lang,
          columns: columns(),
          fetchPage: (page) => query.listPage({ supplyEntrCd, filters, page, lang }),
        });
      },
    },
  ];
  return {
    handlers,
    async startTravelProductsExport(opts: { session: SessionContext; filters: TTravelProductListFilter; lang: TLanguage }): Promise<TJobStartedReply> {
      const payload = { filters: opts.filters, lang: opts.lang };
      const jobId = await jobs.enqueue({
        kind: TRAVEL_PRODUCTS_EXCEL,
        payload,
        supplyEntrCd: companyOf(opts.session),
        requestedBy: actorOf(opts.session).mgrId,
      });
      return { jobId: jobId! };
    },
  };
}
export type TravelProductExportService = ReturnType<typeof createTravelProductExportService>;
