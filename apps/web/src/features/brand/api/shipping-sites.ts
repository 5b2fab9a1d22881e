import { useQuery } from '@tanstack/react-query';
import { ZDeliveryLocListReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

/** GET /api/delivery/deliveryLocs?useYn=Y: the seller's shipping sites in use, for the brand forms' choice. */
export function useShippingSites() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['brand', 'shippingSites', lang],
    queryFn: ({ signal }) => get('/delivery/deliveryLocs', { schema: ZDeliveryLocListReply, signal, params: { useYn: 'Y', pageNum: 1, pageSize: 1000 } }),
    staleTime: 0,
  });
}
