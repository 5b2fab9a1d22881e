import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderPtsListReply, type TOrderPtsListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

export const ORDER_PTS_KEY = ['order', 'pts'] as const;

/** GET /api/order/orderPtsList: processing times per seller over a payment period (operators only). */
export function fetchOrderPtsList(query: Partial<TOrderPtsListRequest>, signal?: AbortSignal): Promise<z.output<typeof ZOrderPtsListReply>> {
  return get('/order/orderPtsList', { schema: ZOrderPtsListReply, signal, params: { ...query } });
}

export const orderPtsListQuery = (query: Partial<TOrderPtsListRequest>) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...ORDER_PTS_KEY, 'list', query],
    queryFn: ({ signal }) => fetchOrderPtsList(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderPtsList = (query: Partial<TOrderPtsListRequest>) => useQuery(orderPtsListQuery(query));
