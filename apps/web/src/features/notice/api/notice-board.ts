import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeFileUrl, ZNoticeDetailReply, ZNoticeListReply, type TNoticeFile, type TNoticeListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { getBlob } from '@/shared/http/download';

export const NOTICE_KEY = ['notice'] as const;

/** GET /api/notice/list: important first, then newest. */
export const useNoticeList = (query: TNoticeListRequest) =>
  useQuery(
    queryOptions({
      queryKey: [...NOTICE_KEY, 'list', query],
      queryFn: ({ signal }) => get('/notice/list', { schema: ZNoticeListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/notice/detail/{bulletinSq}. */
export const useNoticeDetail = (bulletinSq: number) =>
  useQuery(
    queryOptions({
      queryKey: [...NOTICE_KEY, 'detail', bulletinSq],
      queryFn: ({ signal }) => get(`/notice/detail/${bulletinSq}`, { schema: ZNoticeDetailReply, signal }),
    }),
  );

/** Downloads an attachment; a failure shows the download-failed message (framework.download.failed). */
export const downloadNoticeFile = (file: TNoticeFile) => getBlob(noticeFileUrl(file.fileSq), { downloadName: file.fileName });
