import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTICE_FORM_PARTS,
  ZNoticeAdminDetailReply,
  ZNoticeAdminListReply,
  ZNoticeDeleteReply,
  ZNoticeSaveReply,
  type TNoticeAdminListRequest,
  type TNoticeSaveRequest,
} from '@po/contracts';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { del, get } from '@/shared/http/client';
import { postMultipart, putMultipart } from '@/shared/http/multipart';
import { NOTICE_KEY } from './notice-board';

const base = '/notice/admin';

/** GET /api/notice/admin/list: the notices in use with their popup setting. */
export const useAdminNoticeList = (query: TNoticeAdminListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...NOTICE_KEY, 'admin', 'list', query],
      queryFn: ({ signal }) => get(`${base}/list`, { schema: ZNoticeAdminListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/notice/admin/{bulletinSq}: the form's values (off until there is an id). */
export const useAdminNotice = (bulletinSq: number | undefined) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      enabled: bulletinSq !== undefined,
      queryKey: [...NOTICE_KEY, 'admin', 'detail', bulletinSq],
      queryFn: ({ signal }) => get(`${base}/${bulletinSq}`, { schema: ZNoticeAdminDetailReply, signal }),
    }),
  );

export interface NoticeSave {
  bulletinSq?: number;
  json: TNoticeSaveRequest;
  files: File[];
}

/** POST (new) or PUT (edit) of the form with its new attachments; a create carries a key per save. */
export function useSaveNotice() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ bulletinSq, json, files }: NoticeSave) => {
      const body = { jsonName: NOTICE_FORM_PARTS.json, json, files: { [NOTICE_FORM_PARTS.file]: files } };
      if (bulletinSq !== undefined) return putMultipart(`${base}/${bulletinSq}`, body, { schema: ZNoticeSaveReply });
      // A retried save of the same fields and files carries the same key: the server keeps one notice.
      const key = keys.keyFor({ json, files: files.map((f) => [f.name, f.size, f.lastModified]) });
      return postMultipart(base, body, { schema: ZNoticeSaveReply, headers: idempotencyHeader(key) });
    },
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: NOTICE_KEY });
    },
  });
}

/** DELETE /api/notice/admin/{bulletinSq}. */
export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bulletinSq: number) => del(`${base}/${bulletinSq}`, { schema: ZNoticeDeleteReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTICE_KEY }),
  });
}
