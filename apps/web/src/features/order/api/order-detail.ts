import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderDetailReply, type TOrderDetailReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

/** Every read of one order's detail and history starts with this key, so a line action refreshes them together. */
export const ORDER_DETAIL_KEY = ['order', 'detail'] as const;

/** GET /api/order/orderDetail/:ordNo: the order's facts and the seller's own lines (404 when it has none). */
export function fetchOrderDetail(ordNo: string, signal?: AbortSignal): Promise<TOrderDetailReply> {
  return get(`/order/orderDetail/${encodeURIComponent(ordNo)}`, { schema: ZOrderDetailReply, signal });
}

export const orderDetailQuery = (ordNo: string, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...ORDER_DETAIL_KEY, ordNo, lang],
    queryFn: ({ signal }) => fetchOrderDetail(ordNo, signal),
  });

export const useOrderDetail = (ordNo: string) => useQuery(orderDetailQuery(ordNo, currentLanguage()));
