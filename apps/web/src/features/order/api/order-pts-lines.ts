import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderPtsLinesReply, type TOrderPtsLinesRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { ORDER_PTS_KEY } from './order-pts-list';

/** GET /api/order/orderPtsLines: the late lines of one seller over the period (the PTS row's drill-down). */
export function fetchOrderPtsLines(query: Partial<TOrderPtsLinesRequest>, signal?: AbortSignal): Promise<z.output<typeof ZOrderPtsLinesReply>> {
  return get('/order/orderPtsLines', { schema: ZOrderPtsLinesReply, signal, params: { ...query } });
}

export const orderPtsLinesQuery = (query: Partial<TOrderPtsLinesRequest>) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...ORDER_PTS_KEY, 'lines', query],
    queryFn: ({ signal }) => fetchOrderPtsLines(query, signal),
    placeholderData: keepPreviousData,
  });

/** Asked only while a seller is chosen. */
export const useOrderPtsLines = (query: Partial<TOrderPtsLinesRequest> | null) => useQuery({ ...orderPtsLinesQuery(query ?? {}), enabled: query !== null });
