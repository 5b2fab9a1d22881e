import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProductStatusHistoryReply, ZProductStatusReply, type TSellerProductAction } from '@po/contracts';
import type { z } from 'zod';
import { get, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_KEY } from './reference';

const path = (prodCd: string) => `/product/products/${encodeURIComponent(prodCd)}`;

/** PUT /api/product/products/:prodCd/status: the seller's move (suspend, resume, resubmit) as the transition table allows it. */
export function changeProductStatus(prodCd: string, action: TSellerProductAction): Promise<z.output<typeof ZProductStatusReply>> {
  return put(`${path(prodCd)}/status`, { action }, { schema: ZProductStatusReply });
}

const SHOWS_STATUS = new Set<unknown>(['list', 'detail', 'statusHistory']);

/** The lists, details and histories read the new status (the reference data stays as it is). */
export function useChangeProductStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ prodCd, action }: { prodCd: string; action: TSellerProductAction }) => changeProductStatus(prodCd, action),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] === PRODUCT_KEY[0] && SHOWS_STATUS.has(q.queryKey[1]) }),
  });
}

/** GET /api/product/products/:prodCd/statusHistory: the product's status changes, newest first. */
export const productStatusHistoryQuery = (prodCd: string, lang: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'statusHistory', prodCd, lang],
    queryFn: ({ signal }) => get(`${path(prodCd)}/statusHistory`, { schema: ZProductStatusHistoryReply, signal }),
    staleTime: 0,
  });

export const useProductStatusHistory = (prodCd: string, enabled: boolean) => useQuery({ ...productStatusHistoryQuery(prodCd, currentLanguage()), enabled });
