import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrandRow, type TBrandRow } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { BRAND_KEY } from './brands';

/** GET /api/brand/brand/:brandCd: one approved brand of the seller (404 for another seller's). */
export function fetchBrand(brandCd: string, signal?: AbortSignal): Promise<TBrandRow> {
  return get(`/brand/brand/${encodeURIComponent(brandCd)}`, { schema: ZBrandRow, signal });
}

export const brandQuery = (brandCd: string, lang: string) =>
  queryOptions({ staleTime: 0, queryKey: [...BRAND_KEY, 'detail', brandCd, lang], queryFn: ({ signal }) => fetchBrand(brandCd, signal) });

export const useBrand = (brandCd: string) => useQuery(brandQuery(brandCd, currentLanguage()));
