import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderListReply, type TOrderListReply, type TOrderStatusRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { ORDER_LIST_KEY } from './order-list';

/** GET /api/order/orderStatus: the lines of one status; without a period the server reads the last 14 days. */
export function fetchOrderStatus(query: TOrderStatusRequest, signal?: AbortSignal): Promise<TOrderListReply> {
  return get('/order/orderStatus', { schema: ZOrderListReply, signal, params: query });
}

export const orderStatusQuery = (query: TOrderStatusRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...ORDER_LIST_KEY, 'status', lang, query],
    queryFn: ({ signal }) => fetchOrderStatus(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderStatus = (query: TOrderStatusRequest) => useQuery(orderStatusQuery(query, currentLanguage()));
