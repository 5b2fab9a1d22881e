import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZOneReply,
  ZPartnerJoinApproveReply,
  ZPartnerJoinDetailReply,
  ZPartnerJoinListReply,
  type TPartnerJoinApproveRequest,
  type TPartnerJoinListRequest,
} from '@po/contracts';
import type { z } from 'zod';
import { get, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const PARTNER_JOIN_KEY = ['admin', 'partnerJoin'] as const;

/** GET /api/admin/partnerJoin/list: applications by status, newest first (operators only). */
export function fetchPartnerJoinList(query: TPartnerJoinListRequest, signal?: AbortSignal): Promise<z.output<typeof ZPartnerJoinListReply>> {
  return get('/admin/partnerJoin/list', { schema: ZPartnerJoinListReply, signal, params: { ...query } });
}
export const usePartnerJoinList = (query: TPartnerJoinListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...PARTNER_JOIN_KEY, 'list', currentLanguage(), query],
      queryFn: ({ signal }) => fetchPartnerJoinList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/partnerJoin/{applSeq}: every field and the files. */
export function fetchPartnerJoin(applSeq: number, signal?: AbortSignal): Promise<z.output<typeof ZPartnerJoinDetailReply>> {
  return get(`/admin/partnerJoin/${applSeq}`, { schema: ZPartnerJoinDetailReply, signal });
}
export const usePartnerJoin = (applSeq: number | null) =>
  useQuery({
    staleTime: 0,
    enabled: applSeq !== null,
    queryKey: [...PARTNER_JOIN_KEY, 'detail', currentLanguage(), applSeq],
    queryFn: ({ signal }) => fetchPartnerJoin(applSeq ?? 0, signal),
  });

/** The admin download of one attachment (served as an attachment). */
export const partnerJoinFileHref = (applSeq: number, fileSeq: number) => `/api/admin/partnerJoin/${applSeq}/file/${fileSeq}`;

/** PUT /api/admin/partnerJoin/{applSeq}/approve with the seller's terms: makes the seller; answers its supplyEntrCd. */
export const approvePartnerJoin = (applSeq: number, terms: TPartnerJoinApproveRequest) =>
  put(`/admin/partnerJoin/${applSeq}/approve`, terms, { schema: ZPartnerJoinApproveReply });

/** PUT /api/admin/partnerJoin/{applSeq}/reject with the reason (≤ 500). */
export const rejectPartnerJoin = (applSeq: number, rejectReason: string) =>
  put(`/admin/partnerJoin/${applSeq}/reject`, { rejectReason }, { schema: ZOneReply });

/** PUT /api/admin/partnerJoin/{applSeq}/close: ends it without a decision. */
export const closePartnerJoin = (applSeq: number) => put(`/admin/partnerJoin/${applSeq}/close`, {}, { schema: ZOneReply });
