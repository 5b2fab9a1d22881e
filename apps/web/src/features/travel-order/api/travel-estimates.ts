import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTravelEstimateDetailReply,
  ZTravelEstimateListReply,
  type TTravelEstimateCancelRequest,
  type TTravelEstimateCheckRequest,
  type TTravelEstimateListExportRequest,
  type TTravelEstimateListRequest,
  type TTravelEstimateMemoRequest,
  type TTravelEstimatePaymentRequest,
  type TTravelEstimateRoomsRequest,
  type TTravelEstimateTypeRequest,
} from '@po/contracts';
import { get, put } from '@/shared/http/client';
import { downloadBlob, type DownloadedFile } from '@/shared/http/download';
import { currentLanguage } from '@/shared/i18n/i18n';

/** Every estimate read starts with this key: a save or a move refreshes the list and the detail. */
export const TRAVEL_ESTIMATE_KEY = ['travelOrder', 'estimates'] as const;

/** GET /api/travelOrder/estimateList: one page of the seller's estimate requests in the request period. */
export const useTravelEstimateList = (query: TTravelEstimateListRequest) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ESTIMATE_KEY, 'list', currentLanguage(), query],
    queryFn: ({ signal }) => get('/travelOrder/estimateList', { schema: ZTravelEstimateListReply, signal, params: query }),
    placeholderData: keepPreviousData,
  });

/** GET /api/travelOrder/estimateDetail/:estmNo: the request, its rooms, price, payment limit, memo and history. */
export const useTravelEstimateDetail = (estmNo: string) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ESTIMATE_KEY, 'detail', estmNo, currentLanguage()],
    queryFn: ({ signal }) => get(`/travelOrder/estimateDetail/${encodeURIComponent(estmNo)}`, { schema: ZTravelEstimateDetailReply, signal }),
  });

/** The seller's estimate calls (PUT /api/travelOrder/estimates/:estmNo/<call>) and their bodies. */
export interface TEstimateCalls {
  check: TTravelEstimateCheckRequest;
  type: TTravelEstimateTypeRequest;
  rooms: TTravelEstimateRoomsRequest;
  requestPayment: TTravelEstimatePaymentRequest;
  cancel: TTravelEstimateCancelRequest;
  memo: TTravelEstimateMemoRequest;
}
export type TEstimateCall = keyof TEstimateCalls;
/** One call with its body. */
export type TEstimateCallVars = { [C in TEstimateCall]: { call: C; body: TEstimateCalls[C] } }[TEstimateCall];

/** One estimate call; each answers the estimate as stored after, which becomes the detail's data at once. */
export function useTravelEstimateCall(estmNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: TEstimateCallVars) => put(`/travelOrder/estimates/${encodeURIComponent(estmNo)}/${v.call}`, v.body, { schema: ZTravelEstimateDetailReply }),
    // The reply is the estimate as stored: the screen shows it (and its version) before the refetch lands.
    onSuccess: (reply) => client.setQueriesData({ queryKey: [...TRAVEL_ESTIMATE_KEY, 'detail', estmNo] }, reply),
    onSettled: () => client.invalidateQueries({ queryKey: TRAVEL_ESTIMATE_KEY }),
  });
}

/** POST /api/travelOrder/estimateList/excel: the xlsx of every estimate the search finds. */
export const downloadTravelEstimates = (filters: TTravelEstimateListExportRequest, downloadName: string): Promise<DownloadedFile> =>
  downloadBlob('POST', '/travelOrder/estimateList/excel', { body: filters, downloadName: `${downloadName}.xlsx` });
