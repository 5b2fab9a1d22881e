import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderListReply, type TOrderListReply, type TOrderListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

/** Every order list's cache entries start with this: a change of a line refreshes them all. */
export const ORDER_LIST_KEY = ['order', 'lines'] as const;

/** GET /api/order/orderList: one page of the seller's lines in the period, with the count of every status (the tabs). */
export function fetchOrderList(query: TOrderListRequest, signal?: AbortSignal): Promise<TOrderListReply> {
  return get('/order/orderList', { schema: ZOrderListReply, signal, params: query });
}

export const orderListQuery = (query: TOrderListRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...ORDER_LIST_KEY, 'list', lang, query],
    queryFn: ({ signal }) => fetchOrderList(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderList = (query: TOrderListRequest) => useQuery(orderListQuery(query, currentLanguage()));
