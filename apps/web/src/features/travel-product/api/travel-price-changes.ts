import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTravelPriceChangeListReply, ZTravelPriceChangeReply, type TTravelPriceChangeListRequest, type TTravelPriceChangeRequest } from '@po/contracts';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { get, post, put } from '@/shared/http/client';
import { TRAVEL_PRODUCT_KEY } from './travel-products';

const KEY = [...TRAVEL_PRODUCT_KEY, 'priceChanges'] as const;

/** GET /api/travel/priceChanges: the seller's requests, newest first. */
export function useTravelPriceChanges(request: TTravelPriceChangeListRequest) {
  return useQuery({
    queryKey: [...KEY, request],
    queryFn: ({ signal }) => get('/travel/priceChanges', { schema: ZTravelPriceChangeListReply, signal, params: request }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/travel/priceChanges: one open request per property; a retried submit carries the same key. */
export function useRequestTravelPriceChange() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TTravelPriceChangeRequest) =>
      post('/travel/priceChanges', body, { schema: ZTravelPriceChangeReply, headers: idempotencyHeader(keys.keyFor(body)) }),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: TRAVEL_PRODUCT_KEY });
    },
  });
}

/** PUT /api/travel/priceChanges/:prodCd/:prodPriceSeq/withdraw: the seller takes back a request not yet decided. */
export function useWithdrawTravelPriceChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ prodCd, prodPriceSeq }: { prodCd: string; prodPriceSeq: number }) =>
      put(`/travel/priceChanges/${encodeURIComponent(prodCd)}/${prodPriceSeq}/withdraw`, {}, { schema: ZTravelPriceChangeReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: TRAVEL_PRODUCT_KEY }),
  });
}
