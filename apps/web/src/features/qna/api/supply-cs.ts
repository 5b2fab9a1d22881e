import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplyCsAdminListReply,
  ZSupplyCsCreateReply,
  ZSupplyCsListReply,
  ZSupplyCsRow,
  type TSupplyCsAdminListRequest,
  type TSupplyCsCreateRequest,
  type TSupplyCsListRequest,
} from '@po/contracts';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { get, post, put } from '@/shared/http/client';

/** Every CS inquiry cache entry (the seller's and the operator's) starts with this. */
export const SUPPLY_CS_KEY = ['qna', 'supplyCs'] as const;

/** GET /api/qna/supplyCs: the seller's inquiries, newest first. */
export const useSupplyCsList = (query: TSupplyCsListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...SUPPLY_CS_KEY, 'list', query],
      queryFn: ({ signal }) => get('/qna/supplyCs', { schema: ZSupplyCsListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** PUT /api/qna/supplyCs/:supplyCsSq/answer: the seller's one answer. */
export function useAnswerSupplyCs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { supplyCsSq: number; rspnCont: string }) =>
      put(`/qna/supplyCs/${v.supplyCsSq}/answer`, { rspnCont: v.rspnCont }, { schema: ZSupplyCsRow }),
    onSuccess: () => client.invalidateQueries({ queryKey: SUPPLY_CS_KEY }),
  });
}

/** GET /api/qna/admin/supplyCs: the operator's queue across sellers. */
export const useAdminSupplyCsList = (query: TSupplyCsAdminListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...SUPPLY_CS_KEY, 'admin', query],
      queryFn: ({ signal }) => get('/qna/admin/supplyCs', { schema: ZSupplyCsAdminListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /api/qna/admin/supplyCs: a new inquiry to a seller, once per key (a retried save is the same inquiry). */
export function useOpenSupplyCs() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TSupplyCsCreateRequest) =>
      post('/qna/admin/supplyCs', body, { schema: ZSupplyCsCreateReply, headers: idempotencyHeader(keys.keyFor(body)) }),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: SUPPLY_CS_KEY });
    },
  });
}
