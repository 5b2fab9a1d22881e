import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdjustmentListReply,
  ZCreateAdjustmentReply,
  ZCreateHoldReply,
  ZHoldListReply,
  ZReleaseHoldReply,
  type TAdjustmentListRequest,
  type TCreateAdjustmentRequest,
  type TCreateHoldRequest,
  type THoldListRequest,
} from '@po/contracts';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { get, post } from '@/shared/http/client';
import { ADMIN_SETTLEMENT_KEY } from './admin-months';

const base = '/calculate/admin';

/** GET /api/calculate/admin/adjustments: the operator's adjustments, newest first, with the month that took each. */
export const useAdjustments = (query: TAdjustmentListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...ADMIN_SETTLEMENT_KEY, 'adjustments', query],
      queryFn: ({ signal }) => get(`${base}/adjustments`, { schema: ZAdjustmentListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /api/calculate/admin/adjustments: a new adjustment (never edited: a correction is another one). */
export function useCreateAdjustment() {
  const client = useQueryClient();
  // A retried save (same body) carries the same key, so the server records one adjustment.
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreateAdjustmentRequest) =>
      post(`${base}/adjustments`, body, { schema: ZCreateAdjustmentReply, headers: idempotencyHeader(keys.keyFor(body)) }),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: ADMIN_SETTLEMENT_KEY });
    },
  });
}

/** GET /api/calculate/admin/holds: holds on payouts, newest first. */
export const useHolds = (query: THoldListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...ADMIN_SETTLEMENT_KEY, 'holds', query],
      queryFn: ({ signal }) => get(`${base}/holds`, { schema: ZHoldListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

export function useCreateHold() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreateHoldRequest) => post(`${base}/holds`, body, { schema: ZCreateHoldReply, headers: idempotencyHeader(keys.keyFor(body)) }),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: ADMIN_SETTLEMENT_KEY });
    },
  });
}

/** POST /api/calculate/admin/holds/{holdSq}/release: an early release, once. */
export function useReleaseHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { holdSq: number; releaseMemo: string }) =>
      post(`${base}/holds/${v.holdSq}/release`, { releaseMemo: v.releaseMemo }, { schema: ZReleaseHoldReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_SETTLEMENT_KEY }),
  });
}
