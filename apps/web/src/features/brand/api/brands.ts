import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrandListReply, type TBrandListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const BRAND_KEY = ['brand'] as const;

/** GET /api/brand/brands: the seller's requests (gubun REQUEST) or approved brands (BRAND), newest first. */
export function fetchBrands(query: TBrandListRequest, signal?: AbortSignal): Promise<z.output<typeof ZBrandListReply>> {
  return get('/brand/brands', { schema: ZBrandListReply, signal, params: { ...query } });
}

export const brandsQuery = (query: TBrandListRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...BRAND_KEY, 'list', lang, query],
    queryFn: ({ signal }) => fetchBrands(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBrands = (query: TBrandListRequest) => useQuery(brandsQuery(query, currentLanguage()));
