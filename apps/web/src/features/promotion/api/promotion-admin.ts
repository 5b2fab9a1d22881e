import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPromotionAdminDetailReply,
  ZPromotionAdminListReply,
  ZPromotionCreateReply,
  type TPromotionAdminListRequest,
  type TPromotionCreateRequest,
} from '@po/contracts';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { get, post } from '@/shared/http/client';

const ADMIN_KEY = ['promotion', 'admin'] as const;
const base = '/promotion/admin';

/** GET /api/promotion/admin/list: every promotion, newest first, with its sellers and answers counted. */
export const useAdminPromotionList = (query: Partial<TPromotionAdminListRequest>) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...ADMIN_KEY, 'list', query],
      queryFn: ({ signal }) => get(`${base}/list`, { schema: ZPromotionAdminListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/promotion/admin/{promCd}: one promotion with every target's answer (off until there is a code). */
export const useAdminPromotion = (promCd: string | undefined) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      enabled: promCd !== undefined,
      queryKey: [...ADMIN_KEY, 'detail', promCd],
      queryFn: ({ signal }) => get(`${base}/${promCd}`, { schema: ZPromotionAdminDetailReply, signal }),
    }),
  );

/** POST /api/promotion/admin: a new promotion; a retry of the same body carries the same key (one promotion). */
export function useCreatePromotion() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TPromotionCreateRequest) => post(base, body, { schema: ZPromotionCreateReply, headers: idempotencyHeader(keys.keyFor(body)) }),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}

/** POST /api/promotion/admin/{promCd}/cancel: the promotion ends before its run (answers the promotion, now CANCELLED). */
export function useCancelPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promCd: string) => post(`${base}/${promCd}/cancel`, undefined, { schema: ZPromotionAdminDetailReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promotion'] }),
  });
}
