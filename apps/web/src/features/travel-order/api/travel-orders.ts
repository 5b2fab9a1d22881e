import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZJobStartedReply, type TJobStartedReply, type TTravelOrderAction } from '@po/contracts';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { get, post, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import type {
  TTravelHistoryRow,
  TTravelOrderActionReply,
  TTravelOrderActionRequest,
  TTravelOrderDetailReply,
  TTravelOrderListFilter,
  TTravelOrderListReply,
  TTravelOrderListRequest,
  TTravelOrderMemoRequest,
  TTravelOrderStatusRequest,
} from './travel-shapes';

/** Every reservation read starts with this key: a status move or a memo refreshes the lists, details and histories. */
export const TRAVEL_ORDER_KEY = ['travelOrder', 'orders'] as const;

/** GET /api/travelOrder/orderList: one page of the seller's reservations in the period, with the count of every status. */
export const useTravelOrderList = (query: TTravelOrderListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...TRAVEL_ORDER_KEY, 'list', currentLanguage(), query],
      queryFn: ({ signal }) => get('/travelOrder/orderList', { signal, params: query }) as Promise<TTravelOrderListReply>,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/travelOrder/orderStatus: the reservations of one status; without a period the server reads its default. */
export const useTravelOrderStatus = (query: TTravelOrderStatusRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...TRAVEL_ORDER_KEY, 'status', currentLanguage(), query],
      queryFn: ({ signal }) => get('/travelOrder/orderStatus', { signal, params: query }) as Promise<TTravelOrderListReply>,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/travelOrder/orderDetail/:ordNo: every reservation line of the order (404 when none is the seller's). */
export const useTravelOrderDetail = (ordNo: string) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ORDER_KEY, 'detail', ordNo, currentLanguage()],
    queryFn: ({ signal }) => get(`/travelOrder/orderDetail/${encodeURIComponent(ordNo)}`, { signal }) as Promise<TTravelOrderDetailReply>,
  });

/** GET /api/travelOrder/orderDetail/:ordNo/history: the status moves of the order's reservations, oldest first. */
export const useTravelOrderHistory = (ordNo: string) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ORDER_KEY, 'history', ordNo],
    queryFn: ({ signal }) => get(`/travelOrder/orderDetail/${encodeURIComponent(ordNo)}/history`, { signal }) as Promise<{ list: TTravelHistoryRow[] }>,
  });

/** PUT /api/travelOrder/orders/:action: a status move of the chosen reservations; the reply names the refused ones. */
export function useTravelOrderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: TTravelOrderActionRequest & { action: TTravelOrderAction }) =>
      put(`/travelOrder/orders/${action}`, body) as Promise<TTravelOrderActionReply>,
    onSettled: () => client.invalidateQueries({ queryKey: TRAVEL_ORDER_KEY }),
  });
}

/** PUT /api/travelOrder/orderDetail/:ordNo/:ordDtlSq/memo: the seller's memo on a reservation (300 characters). */
export function useSaveTravelOrderMemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ordNo, ordDtlSq, ...body }: TTravelOrderMemoRequest & { ordNo: string; ordDtlSq: number }) =>
      put(`/travelOrder/orderDetail/${encodeURIComponent(ordNo)}/${ordDtlSq}/memo`, body),
    onSettled: () => client.invalidateQueries({ queryKey: TRAVEL_ORDER_KEY }),
  });
}

/** POST /api/travelOrder/orderList/excel: starts the Excel export of the list's search; 202 with the job. */
export function startTravelOrderExport(filters: TTravelOrderListFilter, idemKey: string): Promise<TJobStartedReply> {
  return post('/travelOrder/orderList/excel', filters, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}
