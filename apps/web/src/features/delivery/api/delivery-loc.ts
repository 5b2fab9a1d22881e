import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeliveryLocDetailReply, type TDeliveryLocDetailReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { DELIVERY_LOC_KEY } from './delivery-locs';

/** GET /api/delivery/deliveryLoc/:deliveryLocCd: one site (404 for another seller's). */
export function fetchDeliveryLoc(deliveryLocCd: string, signal?: AbortSignal): Promise<TDeliveryLocDetailReply> {
  return get(`/delivery/deliveryLoc/${encodeURIComponent(deliveryLocCd)}`, { schema: ZDeliveryLocDetailReply, signal });
}

export const deliveryLocQuery = (deliveryLocCd: string, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...DELIVERY_LOC_KEY, 'detail', deliveryLocCd, lang],
    queryFn: ({ signal }) => fetchDeliveryLoc(deliveryLocCd, signal),
  });

export const useDeliveryLoc = (deliveryLocCd: string) => useQuery(deliveryLocQuery(deliveryLocCd, currentLanguage()));
