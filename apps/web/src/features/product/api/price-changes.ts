import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPriceChangeListReply, ZPriceChangeReply, type TPriceChangeListRequest, type TPriceChangeReply, type TPriceChangeRequest } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { get, post, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

// The product feature's key (reference.ts's PRODUCT_KEY), spelled here so the list page does not load the reference calls.
const PRODUCT_KEY = ['product'] as const;
export const PRICE_CHANGE_KEY = [...PRODUCT_KEY, 'priceChanges'] as const;

/** GET /api/product/priceChanges: the seller's requests, newest first. */
export function fetchPriceChanges(query: TPriceChangeListRequest, signal?: AbortSignal): Promise<z.output<typeof ZPriceChangeListReply>> {
  return get('/product/priceChanges', { schema: ZPriceChangeListReply, signal, params: { ...query } });
}

export const usePriceChanges = (query: TPriceChangeListRequest) => {
  const lang = currentLanguage();
  return useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...PRICE_CHANGE_KEY, 'list', lang, query],
      queryFn: ({ signal }) => fetchPriceChanges(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
};

/** POST /api/product/priceChanges: one request per body (a retried submit reuses its Idempotency-Key). */
export function requestPriceChange(body: TPriceChangeRequest, idemKey: string): Promise<TPriceChangeReply> {
  return post('/product/priceChanges', body, { schema: ZPriceChangeReply, headers: idempotencyHeader(idemKey) });
}

export function useRequestPriceChange() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TPriceChangeRequest) => requestPriceChange(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: PRODUCT_KEY });
    },
  });
}

/** PUT /api/product/priceChanges/:prodCd/:prodPriceSeq/withdraw: takes back a request still awaiting the operator. */
export function withdrawPriceChange(key: { prodCd: string; prodPriceSeq: number }): Promise<TPriceChangeReply> {
  return put(`/product/priceChanges/${encodeURIComponent(key.prodCd)}/${key.prodPriceSeq}/withdraw`, undefined, { schema: ZPriceChangeReply });
}

export function useWithdrawPriceChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawPriceChange, onSuccess: () => client.invalidateQueries({ queryKey: PRICE_CHANGE_KEY }) });
}
