import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeliveryLocListReply, type TDeliveryLocListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const DELIVERY_LOC_KEY = ['delivery', 'deliveryLoc'] as const;

/** GET /api/delivery/deliveryLocs: the seller's shipping sites by name, use flag, domestic/overseas and goods-flow. */
export function fetchDeliveryLocs(query: TDeliveryLocListRequest, signal?: AbortSignal): Promise<z.output<typeof ZDeliveryLocListReply>> {
  return get('/delivery/deliveryLocs', { schema: ZDeliveryLocListReply, signal, params: { ...query } });
}

export const deliveryLocsQuery = (query: TDeliveryLocListRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...DELIVERY_LOC_KEY, 'list', lang, query],
    queryFn: ({ signal }) => fetchDeliveryLocs(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDeliveryLocs = (query: TDeliveryLocListRequest) => useQuery(deliveryLocsQuery(query, currentLanguage()));
