import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBrandListReply } from '@po/contracts';
import { z } from 'zod';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { get, post, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import type { TravelProductBody } from '../components/travel-product-form';

export const TRAVEL_PRODUCT_KEY = ['travelProduct'] as const;

const ZRegisterReply = z.object({ prodCd: z.string() });

/** GET /api/brand/brands?gubun=BRAND: the seller's approved brands in use, the only ones a property may name. */
export function useUsableBrands() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...TRAVEL_PRODUCT_KEY, 'brands', lang],
    queryFn: ({ signal }) =>
      get('/brand/brands', { schema: ZBrandListReply, signal, params: { gubun: 'BRAND', confirmStatus: 'APPROVED', useYn: 'Y', pageNum: 1, pageSize: 1000 } }),
    staleTime: 0,
  });
}

/** POST /api/travel/products: registers a property awaiting approval; a retried submit carries the same key. */
export function useRegisterTravelProduct() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TravelProductBody) => post('/travel/products', body, { schema: ZRegisterReply, headers: idempotencyHeader(keys.keyFor(body)) }),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: [...TRAVEL_PRODUCT_KEY, 'list'] });
    },
  });
}

/** PUT /api/travel/products/:prodCd: the property, its rooms and its calendar. */
export function useUpdateTravelProduct(prodCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TravelProductBody) => put(`/travel/products/${encodeURIComponent(prodCd)}`, body, { schema: z.unknown() }),
    onSuccess: () => client.invalidateQueries({ queryKey: TRAVEL_PRODUCT_KEY }),
  });
}
