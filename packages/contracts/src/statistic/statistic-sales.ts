import { z } from 'zod';
import { ZPageRequest } from '../common/paging.ts';
import { ZLeadTimeBucket } from '../dashboard/lead-time.ts';
import { STATISTIC_LIMITS, ZDstcDivCd, ZStatAgeCd, ZStatProductSort, ZStatSexCd } from './statistic-codes.ts';
import { ZDownloadName, ZStatisticPeriod, checkStatisticPeriod } from './statistic-period.ts';

const count = z.number().int();
const won = z.number().int();

/**
 * The sales figures every order statistic shows, over the seller's lines ordered in the period (the Seoul day of
 * ordDt, as the order list's default period):
 * - ordCnt: lines ordered (the order list's totalCnt for the same days); ordQty: their quantity;
 * - realOrdAmt: what they were sold for after the grade, coupon and promotion discounts (the lines' realOrdAmt);
 * - cancelQty / returnQty: the quantities cancelled and returned (completed claims);
 * - cancelAmt / returnAmt / realSaleAmt: each line's realOrdAmt shared by the cancelled, returned and kept
 *   quantity, floored per line (the home's sales chart reads the same: decisions "Home dashboard");
 * - realSaleQty: ordQty − cancelQty − returnQty.
 */
export const ZStatSalesFigures = z.object({
  ordCnt: count,
  ordQty: count,
  realOrdAmt: won,
  cancelQty: count,
  cancelAmt: won,
  returnQty: count,
  returnAmt: won,
  realSaleQty: count,
  realSaleAmt: won,
});
export type TStatSalesFigures = z.infer<typeof ZStatSalesFigures>;

/** GET /statistic/day and /statistic/month: one row per day (yyyy-MM-dd) or month (yyyy-MM), newest first, empty ones included. */
export const ZStatPeriodRow = ZStatSalesFigures.extend({ ordDt: z.string() });
export type TStatPeriodRow = z.infer<typeof ZStatPeriodRow>;
/** The page of rows, every row's count, and the whole period's sums (the table's total row). */
export const ZStatPeriodReply = z.object({ list: z.array(ZStatPeriodRow), totalCnt: count, total: ZStatSalesFigures });
export type TStatPeriodReply = z.infer<typeof ZStatPeriodReply>;

/** The product statistic's filters (PUT bodies): the period, a brand, and a product code or part of its name. */
export const ZStatProductFilter = ZStatisticPeriod.extend({
  brandCd: z.string().trim().max(20).optional(),
  product: z.string().trim().max(STATISTIC_LIMITS.productSearchMax).optional(),
  sortCd: ZStatProductSort.default('REAL_SALE_AMT'),
});
export type TStatProductFilter = z.infer<typeof ZStatProductFilter>;

/** PUT /statistic/partner/supplyEntr/orderProductChart: the top products by the sort (STATISTIC_LIMITS.productChartTop). */
export const ZStatProductChartRequest = ZStatProductFilter.superRefine(checkStatisticPeriod);
export type TStatProductChartRequest = z.infer<typeof ZStatProductChartRequest>;

/** PUT /statistic/partner/supplyEntr/orderProductList: the products ordered in the period, paged. */
export const ZStatProductListRequest = ZPageRequest.extend(ZStatProductFilter.shape).superRefine(checkStatisticPeriod);
export type TStatProductListRequest = z.infer<typeof ZStatProductListRequest>;

/** PUT /statistic/partner/supplyEntr/orderProductList/excel: every product of the list's filters. */
export const ZStatProductExcelRequest = ZStatProductFilter.extend({ downloadName: ZDownloadName }).superRefine(checkStatisticPeriod);
export type TStatProductExcelRequest = z.infer<typeof ZStatProductExcelRequest>;

/** A product's figures; pvCnt is the mall's views of the product in the period, ordRate ordCnt / pvCnt in percent (one decimal, null without views). */
export const ZStatProductRow = ZStatSalesFigures.extend({
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  brandCd: z.string(),
  brandNm: z.string(),
  pvCnt: count,
  ordRate: z.number().nullable(),
});
export type TStatProductRow = z.infer<typeof ZStatProductRow>;
export const ZStatProductListReply = z.object({ list: z.array(ZStatProductRow), totalCnt: count, total: ZStatSalesFigures });
export type TStatProductListReply = z.infer<typeof ZStatProductListReply>;
export const ZStatProductChartReply = z.object({ list: z.array(ZStatProductRow) });
export type TStatProductChartReply = z.infer<typeof ZStatProductChartReply>;

/** GET /statistic/age (startDt, endDt). */
export const ZStatAgeRequest = ZStatisticPeriod.superRefine(checkStatisticPeriod);
export type TStatAgeRequest = z.infer<typeof ZStatAgeRequest>;
/** POST /statistic/age/excel. */
export const ZStatAgeExcelRequest = ZStatisticPeriod.extend({ downloadName: ZDownloadName }).superRefine(checkStatisticPeriod);
export type TStatAgeExcelRequest = z.infer<typeof ZStatAgeExcelRequest>;

/**
 * One row per age band and sex (every one of STAT_AGE_CODES × STAT_SEX_CODES, zeros included, bands in order and
 * M, F, UNKNOWN within a band); saleRate is the row's share of the period's realSaleAmt in percent, one decimal.
 */
export const ZStatAgeRow = ZStatSalesFigures.extend({ ageCd: ZStatAgeCd, sexCd: ZStatSexCd, saleRate: z.number() });
export type TStatAgeRow = z.infer<typeof ZStatAgeRow>;
export const ZStatAgeReply = z.object({ list: z.array(ZStatAgeRow), total: ZStatSalesFigures });
export type TStatAgeReply = z.infer<typeof ZStatAgeReply>;

/**
 * GET /statistic/lead-time (startDt, endDt, brandCd, prodCdList, dstcDivCd): the seller's lines delivered in the
 * period by days from payment to delivery (the home's lead-time chart's rule), narrowed to a brand, to products
 * (comma-separated codes in the query) and to domestic or overseas shipping sites.
 */
export const ZStatLeadTimeFilter = ZStatisticPeriod.extend({
  brandCd: z.string().trim().max(20).optional(),
  prodCdList: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s.length > 0)))
    .pipe(z.array(z.string().max(30)).max(STATISTIC_LIMITS.leadTimeProdCdMax, { error: 'statistic.msg.tooManyProducts' }).optional()),
  dstcDivCd: ZDstcDivCd.optional(),
});
export const ZStatLeadTimeRequest = ZStatLeadTimeFilter.superRefine(checkStatisticPeriod);
export type TStatLeadTimeRequest = z.infer<typeof ZStatLeadTimeRequest>;
/** GET /statistic/lead-time/excel: the same rows as a file (the spec lists no path for it; decisions "Statistics"). */
export const ZStatLeadTimeExcelRequest = ZStatLeadTimeFilter.extend({ downloadName: ZDownloadName }).superRefine(checkStatisticPeriod);
export type TStatLeadTimeExcelRequest = z.infer<typeof ZStatLeadTimeExcelRequest>;
/** Every bucket in order with its count and share (percent, one decimal); avgDays by the §5 average rule (null when none). */
export const ZStatLeadTimeReply = z.object({
  list: z.array(z.object({ deliveryDays: ZLeadTimeBucket, cnt: count, rate: z.number() })),
  totalCnt: count,
  avgDays: z.number().nullable(),
});
export type TStatLeadTimeReply = z.infer<typeof ZStatLeadTimeReply>;
