import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZEnterinquireDetailReply, ZEnterinquireListReply, type TEnterinquireListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const ENTERINQUIRE_KEY = ['admin', 'enterinquire'] as const;

/** GET /api/admin/enterinquire/list: inquiries by category, newest first (operators only). */
export function fetchEnterinquireList(query: TEnterinquireListRequest, signal?: AbortSignal): Promise<z.output<typeof ZEnterinquireListReply>> {
  return get('/admin/enterinquire/list', { schema: ZEnterinquireListReply, signal, params: { ...query } });
}
export const useEnterinquireList = (query: TEnterinquireListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...ENTERINQUIRE_KEY, 'list', currentLanguage(), query],
      queryFn: ({ signal }) => fetchEnterinquireList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/enterinquire/{inquirySeq}: the text and the image's metadata. */
export function fetchEnterinquire(inquirySeq: number, signal?: AbortSignal): Promise<z.output<typeof ZEnterinquireDetailReply>> {
  return get(`/admin/enterinquire/${inquirySeq}`, { schema: ZEnterinquireDetailReply, signal });
}
export const useEnterinquire = (inquirySeq: number | null) =>
  useQuery({
    staleTime: 0,
    enabled: inquirySeq !== null,
    queryKey: [...ENTERINQUIRE_KEY, 'detail', currentLanguage(), inquirySeq],
    queryFn: ({ signal }) => fetchEnterinquire(inquirySeq ?? 0, signal),
  });

/** The image bytes (an attachment, operators only). */
export const enterinquireImageHref = (inquirySeq: number) => `/api/admin/enterinquire/${inquirySeq}/image`;
