import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProductDetailReply, type TProductDetailReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_KEY } from './reference';

/** GET /api/product/products/:prodCd: one product of the seller as the update form reads it (404 for another seller's). */
export function fetchProductDetail(prodCd: string, signal?: AbortSignal): Promise<TProductDetailReply> {
  return get(`/product/products/${encodeURIComponent(prodCd)}`, { schema: ZProductDetailReply, signal });
}

export const productDetailQuery = (prodCd: string, lang: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'detail', prodCd, lang],
    queryFn: ({ signal }) => fetchProductDetail(prodCd, signal),
    staleTime: 0,
    // The form is filled once per read: a refetch on focus would reset what the seller is typing.
    refetchOnWindowFocus: false,
  });

export const useProductDetail = (prodCd: string) => useQuery(productDetailQuery(prodCd, currentLanguage()));
