import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderHistoryReply, type TOrderHistoryReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { ORDER_DETAIL_KEY } from './order-detail';

/** GET /api/order/orderDetail/:ordNo/history: the state history of the seller's lines, oldest first. */
export function fetchOrderHistory(ordNo: string, signal?: AbortSignal): Promise<TOrderHistoryReply> {
  return get(`/order/orderDetail/${encodeURIComponent(ordNo)}/history`, { schema: ZOrderHistoryReply, signal });
}

export const orderHistoryQuery = (ordNo: string) =>
  queryOptions({ staleTime: 0, queryKey: [...ORDER_DETAIL_KEY, ordNo, 'history'], queryFn: ({ signal }) => fetchOrderHistory(ordNo, signal) });

/** Read while `enabled` (the popup is open). */
export const useOrderHistory = (ordNo: string, enabled: boolean) => useQuery({ ...orderHistoryQuery(ordNo), enabled });
