import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isJobRunning,
  ZAdminMonthSellersReply,
  ZAdminMonthsReply,
  ZJobStartedReply,
  ZJobStatusReply,
  ZPublishMonthReply,
  type TAdminMonthSellersRequest,
  type TAdminMonthsRequest,
} from '@po/contracts';
import { get, post } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

/** Every operator settlement query starts with this key: a confirm or a publish refreshes them all. */
export const ADMIN_SETTLEMENT_KEY = ['calculate', 'admin'] as const;
const base = '/calculate/admin';

/** GET /api/calculate/admin/months: each month of the period, its run and totals. */
export const useAdminMonths = (query: TAdminMonthsRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...ADMIN_SETTLEMENT_KEY, 'months', query],
      queryFn: ({ signal }) => get(`${base}/months`, { schema: ZAdminMonthsReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/calculate/admin/months/{settleYm}/sellers: one page of the month's sellers. */
export const useAdminMonthSellers = (settleYm: string | null, query: TAdminMonthSellersRequest) =>
  useQuery(
    queryOptions({
      enabled: settleYm !== null,
      staleTime: 0,
      queryKey: [...ADMIN_SETTLEMENT_KEY, 'monthSellers', settleYm, query],
      queryFn: ({ signal }) => get(`${base}/months/${settleYm}/sellers`, { schema: ZAdminMonthSellersReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST …/months/{settleYm}/confirm: 202 with the run's job. */
export function useConfirmMonth() {
  return useMutation({
    mutationFn: (settleYm: string) => post(`${base}/months/${settleYm}/confirm`, {}, { schema: ZJobStartedReply, accepted: true }),
  });
}

/** POST …/months/{settleYm}/publish: the month's tax invoices. */
export function usePublishMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settleYm: string) => post(`${base}/months/${settleYm}/publish`, {}, { schema: ZPublishMonthReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_SETTLEMENT_KEY }),
  });
}

/** GET …/runJobs/{jobId}: the confirm's run, asked every second while it waits or runs. */
export const useRunJob = (jobId: string | null) =>
  useQuery(
    queryOptions({
      enabled: jobId !== null,
      staleTime: 0,
      queryKey: [...ADMIN_SETTLEMENT_KEY, 'runJob', jobId, currentLanguage()],
      queryFn: ({ signal }) => get(`${base}/runJobs/${jobId}`, { schema: ZJobStatusReply, signal }),
      refetchInterval: (q) => (q.state.data && !isJobRunning(q.state.data.status) ? false : 1000),
    }),
  );
