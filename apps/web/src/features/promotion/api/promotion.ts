import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPromotionAgreementReply,
  ZPromotionDetailReply,
  ZPromotionListReply,
  type TPromotionAgreementRequest,
  type TPromotionListRequest,
} from '@po/contracts';
import { get, put } from '@/shared/http/client';

/** Every promotion query of the seller (the list and the details): an answer refreshes them all. */
export const PROMOTION_KEY = ['promotion'] as const;

/** GET /api/promotion/list: the promotions targeting the seller's products, with the counts of its products. */
export const usePromotionList = (query: Partial<TPromotionListRequest>) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...PROMOTION_KEY, 'list', query],
      queryFn: ({ signal }) => get('/promotion/list', { schema: ZPromotionListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/promotion/detail/{promCd}: the head, the counts and the seller's target products. */
export const usePromotionDetail = (promCd: string) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...PROMOTION_KEY, 'detail', promCd],
      queryFn: ({ signal }) => get(`/promotion/detail/${promCd}`, { schema: ZPromotionDetailReply, signal }),
    }),
  );

/** PUT /api/promotion/detail/{promCd}/agreement: agree or reject some products at once (all or none). */
export function useAnswerPromotion(promCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPromotionAgreementRequest) => put(`/promotion/detail/${promCd}/agreement`, body, { schema: ZPromotionAgreementReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROMOTION_KEY }),
  });
}
