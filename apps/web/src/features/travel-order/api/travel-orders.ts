import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTravelOrderActionReply,
  ZTravelOrderDetailReply,
  ZTravelOrderListReply,
  ZTravelOrderRow,
  type TTravelOrderListExportRequest,
  type TTravelOrderListRequest,
  type TTravelOrderMemoRequest,
  type TTravelOrderMoveRequest,
  type TTravelOrderStatusRequest,
} from '@po/contracts';
import { get, put } from '@/shared/http/client';
import { downloadBlob, type DownloadedFile } from '@/shared/http/download';
import { currentLanguage } from '@/shared/i18n/i18n';

/** Every reservation read starts with this key: a status move or a memo refreshes the lists and the details. */
export const TRAVEL_ORDER_KEY = ['travelOrder', 'orders'] as const;

/** GET /api/travelOrder/orderList: one page of the seller's reservations in the period, with the count of every status. */
export const useTravelOrderList = (query: TTravelOrderListRequest) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ORDER_KEY, 'list', currentLanguage(), query],
    queryFn: ({ signal }) => get('/travelOrder/orderList', { schema: ZTravelOrderListReply, signal, params: query }),
    placeholderData: keepPreviousData,
  });

/** GET /api/travelOrder/orderStatus: the reservations of one status; without a period the server reads its default. */
export const useTravelOrderStatus = (query: TTravelOrderStatusRequest) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ORDER_KEY, 'status', currentLanguage(), query],
    queryFn: ({ signal }) => get('/travelOrder/orderStatus', { schema: ZTravelOrderListReply, signal, params: query }),
    placeholderData: keepPreviousData,
  });

/** GET /api/travelOrder/orderDetail/:ordNo: every reservation line of the order with its nights and history. */
export const useTravelOrderDetail = (ordNo: string) =>
  useQuery({
    staleTime: 0,
    queryKey: [...TRAVEL_ORDER_KEY, 'detail', ordNo, currentLanguage()],
    queryFn: ({ signal }) => get(`/travelOrder/orderDetail/${encodeURIComponent(ordNo)}`, { schema: ZTravelOrderDetailReply, signal }),
  });

/** PUT /api/travelOrder/lines/status: one move of the chosen reservations; the reply names the refused ones. */
export function useTravelOrderMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTravelOrderMoveRequest) => put('/travelOrder/lines/status', body, { schema: ZTravelOrderActionReply }),
    onSettled: () => client.invalidateQueries({ queryKey: TRAVEL_ORDER_KEY }),
  });
}

/** PUT /api/travelOrder/lines/memo: the seller's memo on a reservation (300 characters). */
export function useSaveTravelOrderMemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTravelOrderMemoRequest) => put('/travelOrder/lines/memo', body, { schema: ZTravelOrderRow }),
    onSettled: () => client.invalidateQueries({ queryKey: TRAVEL_ORDER_KEY }),
  });
}

/** POST /api/travelOrder/orderList/excel: the xlsx of every reservation the search finds. */
export const downloadTravelOrders = (filters: TTravelOrderListExportRequest, downloadName: string): Promise<DownloadedFile> =>
  downloadBlob('POST', '/travelOrder/orderList/excel', { body: filters, downloadName: `${downloadName}.xlsx` });
