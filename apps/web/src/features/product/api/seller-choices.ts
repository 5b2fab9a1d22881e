import { useQuery } from '@tanstack/react-query';
import { ZBrandListReply, ZDeliveryLocListReply, ZDeliveryPolicyListReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_KEY } from './reference';

const ALL = { pageNum: 1, pageSize: 1000 } as const;

/** GET /api/brand/brands?gubun=BRAND: the seller's MD-approved brands in use, the only ones a product may name. */
export function useUsableBrands() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...PRODUCT_KEY, 'brands', lang],
    queryFn: ({ signal }) =>
      get('/brand/brands', { schema: ZBrandListReply, signal, params: { gubun: 'BRAND', confirmStatus: 'APPROVED', useYn: 'Y', ...ALL } }),
    staleTime: 0,
  });
}

/** GET /api/delivery/deliveryLocs?useYn=Y: the seller's shipping sites in use. */
export function useShippingSites() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...PRODUCT_KEY, 'shippingSites', lang],
    queryFn: ({ signal }) => get('/delivery/deliveryLocs', { schema: ZDeliveryLocListReply, signal, params: { useYn: 'Y', ...ALL } }),
    staleTime: 0,
  });
}

/** GET /api/delivery/policies?useYn=Y: the seller's delivery-fee policies in use that have not ended. */
export function useDeliveryPolicies() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...PRODUCT_KEY, 'policies', lang],
    queryFn: ({ signal }) => get('/delivery/policies', { schema: ZDeliveryPolicyListReply, signal, params: { useYn: 'Y', ...ALL } }),
    select: (reply) => reply.list.filter((p) => p.plcyStsCd !== 'ENDED'),
    staleTime: 0,
  });
}
