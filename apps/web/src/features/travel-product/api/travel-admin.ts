import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZProductStatusReply,
  ZTravelPriceChangeAdminListReply,
  ZTravelPriceChangeReply,
  ZTravelProductReviewListReply,
  ZTravelProductReviewReply,
  type TTravelPriceChangeAdminListRequest,
  type TTravelPriceChangeAdminRow,
  type TTravelProductReviewListRequest,
} from '@po/contracts';
import { get, post, put } from '@/shared/http/client';

const KEY = ['travelProductAdmin'] as const;
const enc = encodeURIComponent;

/** GET /api/admin/travel/products: the approval queue across sellers (awaiting approval unless a status is chosen). */
export function useTravelReviewList(request: TTravelProductReviewListRequest) {
  return useQuery({
    queryKey: [...KEY, 'products', request],
    queryFn: ({ signal }) => get('/admin/travel/products', { schema: ZTravelProductReviewListReply, signal, params: request }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/travel/products/:prodCd: the property as the seller entered it, with its history. */
export function useTravelReview(prodCd: string | null) {
  return useQuery({
    queryKey: [...KEY, 'product', prodCd],
    queryFn: ({ signal }) => get(`/admin/travel/products/${enc(prodCd ?? '')}`, { schema: ZTravelProductReviewReply, signal }),
    enabled: prodCd !== null,
  });
}

/** POST .../approve or .../reject (with the reason): the queue and the preview are read again. */
export function useDecideTravelProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ prodCd, reason }: { prodCd: string; reason?: string }) =>
      reason === undefined
        ? post(`/admin/travel/products/${enc(prodCd)}/approve`, {}, { schema: ZProductStatusReply })
        : post(`/admin/travel/products/${enc(prodCd)}/reject`, { reason }, { schema: ZProductStatusReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /api/admin/travel/priceChanges: every seller's price change requests, oldest first. */
export function useTravelPriceChangeQueue(request: TTravelPriceChangeAdminListRequest) {
  return useQuery({
    queryKey: [...KEY, 'priceChanges', request],
    queryFn: ({ signal }) => get('/admin/travel/priceChanges', { schema: ZTravelPriceChangeAdminListReply, signal, params: request }),
    placeholderData: keepPreviousData,
  });
}

/** PUT .../confirm or .../reject (with the reason) of one request. */
export function useDecideTravelPriceChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, rejectReason }: { row: TTravelPriceChangeAdminRow; rejectReason?: string }) => {
      const base = `/admin/travel/priceChanges/${enc(row.supplyEntrCd)}/${enc(row.prodCd)}/${row.prodPriceSeq}`;
      return rejectReason === undefined
        ? put(`${base}/confirm`, {}, { schema: ZTravelPriceChangeReply })
        : put(`${base}/reject`, { rejectReason }, { schema: ZTravelPriceChangeReply });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
