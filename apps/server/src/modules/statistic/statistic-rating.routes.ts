import {
  ZStatisticExcelRequest,
  ZStatisticPageRequest,
  ZStatRatingDayReply,
  ZStatRatingProductReply,
  ZSupplyBrandListReply,
  type TMessageKey,
} from '@po/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { translate } from '@/platform/http/messages.ts';
import type { BrandService } from '../brand/brand.service.ts';
import { writeRatingDayXlsx, writeRatingProductXlsx } from './statistic-rating-excel.ts';
import type { StatisticRatingService } from './statistic-rating.service.ts';

/** The seller is the session's (a master's chosen one); none is refused as every seller read refuses it: not found. */
const sellerOf = (req: FastifyRequest) => companyOf(sessionOf(req));

/** The file: the browser's download name (or the table's default name) plus `.xlsx`. */
const sendXlsx = (reply: FastifyReply, data: Buffer, name: string) =>
  reply
    .type(XLSX_MIME)
    .header('Content-Disposition', attachmentDisposition(`${name}.xlsx`))
    .send(data);

/**
 * The rating statistic (menu statistic.statisticRating) and the seller's brand list of the statistic filters. The
 * Excel downloads are GETs (business-area §7), so view-only sessions (master, search-only) may download them too.
 */
export const statisticRatingRoutes =
  (deps: { rating: StatisticRatingService; brands: BrandService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { rating, brands } = deps;
    const tags = ['statistic'];
    const config = { menu: 'statistic.statisticRating' };
    const fileNm = (key: TMessageKey, req: FastifyRequest, downloadName: string | undefined) => downloadName ?? translate(key, requestLanguage(req));

    app.get(
      '/statistic/product-review/day',
      { config, schema: { tags, querystring: ZStatisticPageRequest, response: { 200: ZStatRatingDayReply } } },
      async (req) => rating.listByDay({ supplyEntrCd: sellerOf(req), query: req.query }),
    );
    app.get(
      '/statistic/product-review/product',
      { config, schema: { tags, querystring: ZStatisticPageRequest, response: { 200: ZStatRatingProductReply } } },
      async (req) => rating.listByProduct({ supplyEntrCd: sellerOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.get('/statistic/product-review/day/excel', { config, schema: { tags, querystring: ZStatisticExcelRequest } }, async (req, reply) => {
      const { downloadName, ...period } = req.query;
      const { rows, total } = await rating.allDays({ supplyEntrCd: sellerOf(req), period });
      const data = await writeRatingDayXlsx({ lang: requestLanguage(req), rows, total });
      return sendXlsx(reply, data, fileNm('statistic.file.ratingDay', req, downloadName));
    });
    app.get('/statistic/product-review/product/excel', { config, schema: { tags, querystring: ZStatisticExcelRequest } }, async (req, reply) => {
      const { downloadName, ...period } = req.query;
      const lang = requestLanguage(req);
      const { rows, total } = await rating.allProducts({ supplyEntrCd: sellerOf(req), period, lang });
      const data = await writeRatingProductXlsx({ lang, rows, total });
      return sendXlsx(reply, data, fileNm('statistic.file.ratingProduct', req, downloadName));
    });

    // The statistic filters' brands (product and lead-time screens). Every statistic entry has the same roles, so
    // any statistic screen's user may call it; the product menu's roles differ (a travel-only seller has none).
    app.get(
      '/product/productinfo/getSupplyBrandList',
      { config: { menu: 'statistic.statisticProduct' }, schema: { tags, response: { 200: ZSupplyBrandListReply } } },
      async (req) => ({ list: await brands.listApprovedBrands({ supplyEntrCd: sellerOf(req), lang: requestLanguage(req) }) }),
    );
  };
