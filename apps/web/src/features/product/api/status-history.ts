import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProductStatusHistoryReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_KEY } from './reference';

/** GET /api/product/products/:prodCd/statusHistory: every status change of a product, newest first. */
export function fetchProductStatusHistory(prodCd: string, signal?: AbortSignal): Promise<z.output<typeof ZProductStatusHistoryReply>> {
  return get(`/product/products/${encodeURIComponent(prodCd)}/statusHistory`, { schema: ZProductStatusHistoryReply, signal });
}

export const productStatusHistoryQuery = (prodCd: string, lang: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'statusHistory', prodCd, lang],
    queryFn: ({ signal }) => fetchProductStatusHistory(prodCd, signal),
    staleTime: 0,
  });

/** Read while `enabled` (the popup is open). */
export const useProductStatusHistory = (prodCd: string, enabled = true) => useQuery({ ...productStatusHistoryQuery(prodCd, currentLanguage()), enabled });
