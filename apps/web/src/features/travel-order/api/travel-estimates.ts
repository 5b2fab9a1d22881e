import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZJobStartedReply, type TJobStartedReply, type TTravelEstimateAction } from '@po/contracts';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { get, post, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import type {
  TTravelEstimateActionRequest,
  TTravelEstimateDetailReply,
  TTravelEstimateListFilter,
  TTravelEstimateListReply,
  TTravelEstimateListRequest,
  TTravelEstimateSaveRequest,
} from './travel-shapes';

/** Every estimate read starts with this key: a save or a status move refreshes the list and the detail. */
export const TRAVEL_ESTIMATE_KEY = ['travelOrder', 'estimates'] as const;

/** GET /api/travelOrder/estimateList: one page of the seller's estimate requests in the request period. */
export const useTravelEstimateList = (query: TTravelEstimateListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...TRAVEL_ESTIMATE_KEY, 'list', currentLanguage(), query],
      queryFn: ({ signal }) => get('/travelOrder/estimateList', { signal, params: query }) as Promise<TTravelEstimateListReply>,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/travelOrder/estimateDetail/:estmNo: the request, its rooms, price, payment limit, memo and history. */
export const useTravelEstimateDetail = (estmNo: string) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ESTIMATE_KEY, 'detail', estmNo, currentLanguage()],
    queryFn: ({ signal }) => get(`/travelOrder/estimateDetail/${encodeURIComponent(estmNo)}`, { signal }) as Promise<TTravelEstimateDetailReply>,
  });

/** PUT /api/travelOrder/estimateDetail/:estmNo: the type, the rooms' dates, the price, the payment limit and the memo. */
export function useSaveTravelEstimate(estmNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTravelEstimateSaveRequest) => put(`/travelOrder/estimateDetail/${encodeURIComponent(estmNo)}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: TRAVEL_ESTIMATE_KEY }),
  });
}

/** POST /api/travelOrder/estimateDetail/:estmNo/:action: check, request payment, or cancel with a reason. */
export function useTravelEstimateAction(estmNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: TTravelEstimateActionRequest & { action: TTravelEstimateAction }) =>
      post(`/travelOrder/estimateDetail/${encodeURIComponent(estmNo)}/${action}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: TRAVEL_ESTIMATE_KEY }),
  });
}

/** POST /api/travelOrder/estimateList/excel: starts the Excel export of the list's search; 202 with the job. */
export function startTravelEstimateExport(filters: TTravelEstimateListFilter, idemKey: string): Promise<TJobStartedReply> {
  return post('/travelOrder/estimateList/excel', filters, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}
