import {
  ZTravelEstimateCancelRequest,
  ZTravelEstimateCheckRequest,
  ZTravelEstimateDetailReply,
  ZTravelEstimateListExportRequest,
  ZTravelEstimateListReply,
  ZTravelEstimateListRequest,
  ZTravelEstimateMemoRequest,
  ZTravelEstimatePaymentRequest,
  ZTravelEstimateRoomsRequest,
  ZTravelEstimateTypeRequest,
  ZTravelEstmNoParams,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { writeTravelEstimatesXlsx } from './travel-order-excel.ts';
import type { TravelEstimateService } from './travel-estimate.service.ts';

/** The seller's estimates (business-area §2 estimateList, estimateDetail/:estmNo): list, Excel, detail and its edits. */
export const travelEstimateRoutes =
  (deps: { estimates: TravelEstimateService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travelOrder'];
    const { estimates } = deps;
    const list = { menu: 'travelOrder.estimateList' } as const;
    const detail = { menu: 'travelOrder.estimateDetail' } as const;
    const params = ZTravelEstmNoParams;
    const response = { 200: ZTravelEstimateDetailReply };
    app.get(
      '/travelOrder/estimateList',
      { config: list, schema: { tags, querystring: ZTravelEstimateListRequest, response: { 200: ZTravelEstimateListReply } } },
      async (req) => estimates.listEstimates({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.post(
      '/travelOrder/estimateList/excel',
      { config: { ...list, readsOnly: true }, schema: { tags, body: ZTravelEstimateListExportRequest } },
      async (req, reply) => {
        const lang = requestLanguage(req);
        const rows = await estimates.allEstimates({ session: sessionOf(req), filters: req.body, lang });
        const name = `travel-estimates_${req.body.startDt}_${req.body.endDt}.xlsx`;
        return reply
          .type(XLSX_MIME)
          .header('Content-Disposition', attachmentDisposition(name))
          .send(await writeTravelEstimatesXlsx(lang, rows));
      },
    );
    app.get('/travelOrder/estimateDetail/:estmNo', { config: detail, schema: { tags, params, response } }, async (req) =>
      estimates.estimateDetail({ session: sessionOf(req), estmNo: req.params.estmNo, lang: requestLanguage(req) }),
    );
    const call = (req: { params: { estmNo: string } } & Parameters<typeof sessionOf>[0]) => ({
      session: sessionOf(req),
      estmNo: req.params.estmNo,
      lang: requestLanguage(req),
    });
    const base = '/travelOrder/estimates/:estmNo';
    app.put(`${base}/check`, { config: detail, schema: { tags, params, body: ZTravelEstimateCheckRequest, response } }, async (req) =>
      estimates.check({ ...call(req), ...req.body }),
    );
    app.put(`${base}/type`, { config: detail, schema: { tags, params, body: ZTravelEstimateTypeRequest, response } }, async (req) =>
      estimates.changeType({ ...call(req), ...req.body }),
    );
    app.put(`${base}/rooms`, { config: detail, schema: { tags, params, body: ZTravelEstimateRoomsRequest, response } }, async (req) =>
      estimates.setRooms({ ...call(req), ...req.body }),
    );
    app.put(`${base}/requestPayment`, { config: detail, schema: { tags, params, body: ZTravelEstimatePaymentRequest, response } }, async (req) =>
      estimates.requestPayment({ ...call(req), ...req.body }),
    );
    app.put(`${base}/cancel`, { config: detail, schema: { tags, params, body: ZTravelEstimateCancelRequest, response } }, async (req) =>
      estimates.cancel({ ...call(req), ...req.body }),
    );
    app.put(`${base}/memo`, { config: detail, schema: { tags, params, body: ZTravelEstimateMemoRequest, response } }, async (req) =>
      estimates.saveMemo({ ...call(req), ...req.body }),
    );
  };
