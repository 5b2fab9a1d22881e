import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPriceChangeAdminListReply,
  ZPriceChangeReply,
  type TPriceChangeAdminListRequest,
  type TPriceChangeRejectRequest,
  type TPriceChangeReply,
} from '@po/contracts';
import type { z } from 'zod';
import { get, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const PRICE_CHANGE_REVIEW_KEY = ['admin', 'priceChange'] as const;
/** A request in the operator's queue: the seller, the product and the request's number. */
export interface PriceChangeTarget {
  supplyEntrCd: string;
  prodCd: string;
  prodPriceSeq: number;
}
const pathOf = (k: PriceChangeTarget) => `/admin/priceChange/${encodeURIComponent(k.supplyEntrCd)}/${encodeURIComponent(k.prodCd)}/${k.prodPriceSeq}`;

/** GET /api/admin/priceChange/list: every seller's requests, oldest first. */
export function fetchPriceChangeReview(query: TPriceChangeAdminListRequest, signal?: AbortSignal): Promise<z.output<typeof ZPriceChangeAdminListReply>> {
  return get('/admin/priceChange/list', { schema: ZPriceChangeAdminListReply, signal, params: { ...query } });
}

export const usePriceChangeReview = (query: TPriceChangeAdminListRequest) => {
  const lang = currentLanguage();
  return useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...PRICE_CHANGE_REVIEW_KEY, 'list', lang, query],
      queryFn: ({ signal }) => fetchPriceChangeReview(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
};

/** PUT …/confirm: the product takes the new prices at once. */
export const confirmPriceChange = (k: PriceChangeTarget): Promise<TPriceChangeReply> => put(`${pathOf(k)}/confirm`, undefined, { schema: ZPriceChangeReply });

/** PUT …/reject: with the reason the seller reads. */
export const rejectPriceChange = (k: PriceChangeTarget, body: TPriceChangeRejectRequest): Promise<TPriceChangeReply> =>
  put(`${pathOf(k)}/reject`, body, { schema: ZPriceChangeReply });

export function useConfirmPriceChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmPriceChange, onSuccess: () => client.invalidateQueries({ queryKey: PRICE_CHANGE_REVIEW_KEY }) });
}

export function useRejectPriceChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: PriceChangeTarget; body: TPriceChangeRejectRequest }) => rejectPriceChange(v.key, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: PRICE_CHANGE_REVIEW_KEY }),
  });
}
