import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrandAdminListReply, ZBrandAdminRow, type TBrandAdminListRequest, type TBrandAdminRow } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const BRAND_REVIEW_KEY = ['admin', 'brand'] as const;
/** A request in the MD's queue: the seller and its inquiry number. */
export interface BrandRequestKey {
  supplyEntrCd: string;
  brandRgsrRqstSeq: number;
}
export const reviewPath = (k: BrandRequestKey) => `/admin/brand/${encodeURIComponent(k.supplyEntrCd)}/${k.brandRgsrRqstSeq}`;

/** GET /api/admin/brand/list: every seller's requests, oldest first. */
export function fetchBrandReviewList(query: TBrandAdminListRequest, signal?: AbortSignal): Promise<z.output<typeof ZBrandAdminListReply>> {
  return get('/admin/brand/list', { schema: ZBrandAdminListReply, signal, params: { ...query } });
}

export const useBrandReviewList = (query: TBrandAdminListRequest) => {
  const lang = currentLanguage();
  return useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...BRAND_REVIEW_KEY, 'list', lang, query],
      queryFn: ({ signal }) => fetchBrandReviewList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
};

/** GET /api/admin/brand/:supplyEntrCd/:brandRgsrRqstSeq: one request for review. */
export function fetchBrandReview(key: BrandRequestKey, signal?: AbortSignal): Promise<TBrandAdminRow> {
  return get(reviewPath(key), { schema: ZBrandAdminRow, signal });
}

export const useBrandReview = (key: BrandRequestKey) =>
  useQuery({ staleTime: 0, queryKey: [...BRAND_REVIEW_KEY, 'detail', key, currentLanguage()], queryFn: ({ signal }) => fetchBrandReview(key, signal) });
