import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProductReviewListReply, ZProductReviewReply, type TProductReviewListRequest, type TProductReviewReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const PRODUCT_REVIEW_KEY = ['admin', 'product'] as const;
export const productReviewPath = (prodCd: string) => `/admin/product/products/${encodeURIComponent(prodCd)}`;

/** GET /api/admin/product/products: every seller's products, oldest first (no status: those awaiting approval). */
export function fetchProductReviewList(query: TProductReviewListRequest, signal?: AbortSignal): Promise<z.output<typeof ZProductReviewListReply>> {
  return get('/admin/product/products', { schema: ZProductReviewListReply, signal, params: { ...query } });
}

export const useProductReviewList = (query: TProductReviewListRequest) => {
  const lang = currentLanguage();
  return useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...PRODUCT_REVIEW_KEY, 'list', lang, query],
      queryFn: ({ signal }) => fetchProductReviewList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
};

/** GET /api/admin/product/products/:prodCd: the product as a buyer would see it, with its seller and history. */
export function fetchProductReview(prodCd: string, signal?: AbortSignal): Promise<TProductReviewReply> {
  return get(productReviewPath(prodCd), { schema: ZProductReviewReply, signal });
}

export const useProductReview = (prodCd: string) =>
  useQuery({
    staleTime: 0,
    queryKey: [...PRODUCT_REVIEW_KEY, 'detail', prodCd, currentLanguage()],
    queryFn: ({ signal }) => fetchProductReview(prodCd, signal),
  });
