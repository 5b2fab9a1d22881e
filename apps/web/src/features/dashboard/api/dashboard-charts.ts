import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_LIMITS, ZConversionRankingReply, ZLeadTimeReply, ZSalesChartReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { DASHBOARD_KEY } from './dashboard-cards';

export type TSalesChartMode = 'daily' | 'monthly';

/**
 * GET /api/dashboard/daily-sales (page 1, size 14) or /api/dashboard/monthly-sales (size 100): the order chart's
 * rows over the server's default window ending today (14 days, 5 months).
 */
export const useSalesChart = (mode: TSalesChartMode, enabled: boolean) =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'sales', mode],
    queryFn: ({ signal }) =>
      mode === 'daily'
        ? get('/dashboard/daily-sales', { schema: ZSalesChartReply, signal, params: { pageNum: 1, pageSize: DASHBOARD_LIMITS.dailyChartDays } })
        : get('/dashboard/monthly-sales', { schema: ZSalesChartReply, signal, params: { pageNum: 1, pageSize: DASHBOARD_LIMITS.monthlyPageSize } }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET /api/dashboard/conversion-ranking (searchGubun ORDER_PV, page 1, size 10): the top 10 by visit-to-order rate. */
export const useConversionRanking = (enabled: boolean) =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'conversion'],
    queryFn: ({ signal }) =>
      get('/dashboard/conversion-ranking', {
        schema: ZConversionRankingReply,
        signal,
        params: { searchGubun: 'ORDER_PV', pageNum: 1, pageSize: DASHBOARD_LIMITS.conversionTop },
      }),
    enabled,
  });

/** GET /api/dashboard/lead-time: deliveries by lead-time bucket, every bucket (zeros too). */
export const useLeadTime = (enabled: boolean) =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'leadTime'],
    queryFn: ({ signal }) => get('/dashboard/lead-time', { schema: ZLeadTimeReply, signal }),
    enabled,
  });
