import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZStatAgeReply,
  ZStatLeadTimeReply,
  ZStatPeriodReply,
  ZStatProductChartReply,
  ZStatProductListReply,
  ZStatRatingDayReply,
  ZStatRatingProductReply,
  ZSupplyBrandListReply,
  type TStatisticPeriod,
  type TStatProductFilter,
} from '@po/contracts';
import { get, put } from '@/shared/http/client';
import type { PageState } from '@/shared/pagination';
import type { TRatingView, TStatUnit } from '../model/statistic-search';

const KEY = ['statistic'] as const;

/** The lead-time filter as the query sends it: the product codes comma-separated. */
export interface LeadTimeQuery extends TStatisticPeriod {
  brandCd?: string;
  prodCdList?: string;
  dstcDivCd?: string;
}

// Every statistic is a read of figures that change as orders come in: refetched on each visit, the previous page
// kept on screen while the next one loads (a shortcut does not blank the table).
const fresh = { staleTime: 0, placeholderData: keepPreviousData } as const;

const periodPath = (unit: TStatUnit) => (unit === 'DAY' ? '/statistic/day' : '/statistic/month');
const ratingPath = (view: TRatingView) => (view === 'DAY' ? '/statistic/product-review/day' : '/statistic/product-review/product');

/** GET /api/statistic/day | month: a page of days or months with the whole period's sums. */
export const useStatPeriod = (unit: TStatUnit, request: TStatisticPeriod & PageState) =>
  useQuery({
    ...fresh,
    queryKey: [...KEY, 'period', unit, request],
    queryFn: ({ signal }) => get(periodPath(unit), { schema: ZStatPeriodReply, signal, params: { ...request } }),
  });

/** PUT /api/statistic/partner/supplyEntr/orderProductChart: the top 10 products by the list's sort. */
export const useStatProductChart = (filter: TStatProductFilter) =>
  useQuery({
    ...fresh,
    queryKey: [...KEY, 'productChart', filter],
    queryFn: ({ signal }) => put('/statistic/partner/supplyEntr/orderProductChart', filter, { schema: ZStatProductChartReply, signal }),
  });

/** PUT /api/statistic/partner/supplyEntr/orderProductList: a page of products. */
export const useStatProductList = (request: TStatProductFilter & PageState) =>
  useQuery({
    ...fresh,
    queryKey: [...KEY, 'productList', request],
    queryFn: ({ signal }) => put('/statistic/partner/supplyEntr/orderProductList', request, { schema: ZStatProductListReply, signal }),
  });

/** GET /api/statistic/age: every age band × sex with the period's sums (no paging). */
export const useStatAge = (period: TStatisticPeriod) =>
  useQuery({
    ...fresh,
    queryKey: [...KEY, 'age', period],
    queryFn: ({ signal }) => get('/statistic/age', { schema: ZStatAgeReply, signal, params: { ...period } }),
  });

/** GET /api/statistic/lead-time: every lead-time bucket with its count and share, and the average. */
export const useStatLeadTime = (filter: LeadTimeQuery) =>
  useQuery({
    ...fresh,
    queryKey: [...KEY, 'leadTime', filter],
    queryFn: ({ signal }) => get('/statistic/lead-time', { schema: ZStatLeadTimeReply, signal, params: { ...filter } }),
  });

/** GET /api/statistic/product-review/day: a page of days with their review figures. */
export const useStatRatingDay = (request: TStatisticPeriod & PageState, enabled: boolean) =>
  useQuery({
    ...fresh,
    enabled,
    queryKey: [...KEY, 'ratingDay', request],
    queryFn: ({ signal }) => get(ratingPath('DAY'), { schema: ZStatRatingDayReply, signal, params: { ...request } }),
  });

/** GET /api/statistic/product-review/product: a page of reviewed products, most reviews first. */
export const useStatRatingProduct = (request: TStatisticPeriod & PageState, enabled: boolean) =>
  useQuery({
    ...fresh,
    enabled,
    queryKey: [...KEY, 'ratingProduct', request],
    queryFn: ({ signal }) => get(ratingPath('PRODUCT'), { schema: ZStatRatingProductReply, signal, params: { ...request } }),
  });

/** GET /api/product/productinfo/getSupplyBrandList: the seller's brands for the brand filters (rarely changes). */
export const useSupplyBrandList = () =>
  useQuery({
    queryKey: [...KEY, 'brands'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => get('/product/productinfo/getSupplyBrandList', { schema: ZSupplyBrandListReply, signal }),
  });

export { periodPath, ratingPath };
