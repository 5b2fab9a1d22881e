import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FAQ_PAGE_SIZE, ZFaqListReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/faq/list, 10 per page (spec access §2). */
export const faqListQuery = (lang: string, pageNum: number) =>
  queryOptions({
    queryKey: ['faq', 'list', lang, pageNum],
    queryFn: ({ signal }) => get('/faq/list', { schema: ZFaqListReply, signal, params: { pageNum, pageSize: FAQ_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
