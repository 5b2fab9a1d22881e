import {
  ZStatAgeExcelRequest,
  ZStatAgeReply,
  ZStatAgeRequest,
  ZStatLeadTimeExcelRequest,
  ZStatLeadTimeReply,
  ZStatLeadTimeRequest,
  ZStatPeriodReply,
  ZStatProductChartReply,
  ZStatProductChartRequest,
  ZStatProductExcelRequest,
  ZStatProductListReply,
  ZStatProductListRequest,
  ZStatisticExcelRequest,
  ZStatisticPageRequest,
} from '@po/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { statisticFileName, writeAgeExcel, writeLeadTimeExcel, writePeriodExcel, writeProductExcel } from './statistic-sales-excel.ts';
import type { StatisticSalesService } from './statistic-sales.service.ts';

/** The session's seller (a master's chosen one); none is refused as every seller read refuses it: not found. */
const sellerOf = (req: FastifyRequest) => companyOf(sessionOf(req));

const sendXlsx = (reply: FastifyReply, fileName: string, data: Buffer) =>
  reply.type(XLSX_MIME).header('Content-Disposition', attachmentDisposition(fileName)).send(data);

/**
 * The order statistics' calls (business-area §7): period, product, age and gender, lead time and their Excel. The
 * PUT and POST calls read (their filters travel in a body): readsOnly lets master and search-only sessions call them.
 */
export const statisticSalesRoutes =
  (deps: { stats: StatisticSalesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { stats } = deps;
    const tags = ['statistic'];
    const period = { menu: 'statistic.statisticPeriod' };
    const product = { menu: 'statistic.statisticProduct', readsOnly: true };
    const age = { menu: 'statistic.statisticAgeGender', readsOnly: true };
    const lead = { menu: 'statistic.statisticLeadTime' };

    for (const unit of ['day', 'month'] as const) {
      app.get(
        `/statistic/${unit}`,
        { config: period, schema: { tags, querystring: ZStatisticPageRequest, response: { 200: ZStatPeriodReply } } },
        async (req) => stats.periodPage(sellerOf(req), req.query, unit),
      );
      app.get(`/statistic/${unit}/excel`, { config: period, schema: { tags, querystring: ZStatisticExcelRequest } }, async (req, reply) => {
        const lang = requestLanguage(req);
        const { rows, total, startDt, endDt } = await stats.periodRows(sellerOf(req), req.query, unit);
        const name = statisticFileName({ downloadName: req.query.downloadName, fileKey: 'statistic.file.period', lang, startDt, endDt });
        return sendXlsx(reply, name, await writePeriodExcel({ lang, unit, rows, total }));
      });
    }

    const productBase = '/statistic/partner/supplyEntr';
    app.put(
      `${productBase}/orderProductChart`,
      { config: product, schema: { tags, body: ZStatProductChartRequest, response: { 200: ZStatProductChartReply } } },
      async (req) => stats.productChart(sellerOf(req), req.body),
    );
    app.put(
      `${productBase}/orderProductList`,
      { config: product, schema: { tags, body: ZStatProductListRequest, response: { 200: ZStatProductListReply } } },
      async (req) => stats.productPage(sellerOf(req), req.body),
    );
    app.put(`${productBase}/orderProductList/excel`, { config: product, schema: { tags, body: ZStatProductExcelRequest } }, async (req, reply) => {
      const lang = requestLanguage(req);
      const { rows, total, startDt, endDt } = await stats.allProducts(sellerOf(req), req.body);
      const name = statisticFileName({ downloadName: req.body.downloadName, fileKey: 'statistic.file.product', lang, startDt, endDt });
      return sendXlsx(reply, name, await writeProductExcel({ lang, rows, total }));
    });

    app.get('/statistic/age', { config: age, schema: { tags, querystring: ZStatAgeRequest, response: { 200: ZStatAgeReply } } }, async (req) => {
      const { list, total } = await stats.ageGender(sellerOf(req), req.query);
      return { list, total };
    });
    app.post('/statistic/age/excel', { config: age, schema: { tags, body: ZStatAgeExcelRequest } }, async (req, reply) => {
      const lang = requestLanguage(req);
      const { list, total, startDt, endDt } = await stats.ageGender(sellerOf(req), req.body);
      const name = statisticFileName({ downloadName: req.body.downloadName, fileKey: 'statistic.file.ageGender', lang, startDt, endDt });
      return sendXlsx(reply, name, await writeAgeExcel({ lang, rows: list, total }));
    });

    app.get(
      '/statistic/lead-time',
      { config: lead, schema: { tags, querystring: ZStatLeadTimeRequest, response: { 200: ZStatLeadTimeReply } } },
      async (req) => {
        const { list, totalCnt, avgDays } = await stats.leadTime(sellerOf(req), req.query);
        return { list, totalCnt, avgDays };
      },
    );
    app.get('/statistic/lead-time/excel', { config: lead, schema: { tags, querystring: ZStatLeadTimeExcelRequest } }, async (req, reply) => {
      const lang = requestLanguage(req);
      const { startDt, endDt, ...reply_ } = await stats.leadTime(sellerOf(req), req.query);
      const name = statisticFileName({ downloadName: req.query.downloadName, fileKey: 'statistic.file.leadTime', lang, startDt, endDt });
      return sendXlsx(reply, name, await writeLeadTimeExcel({ lang, reply: reply_ }));
    });
  };
