import { queryOptions } from '@tanstack/react-query';
import { ZFaqDetailReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/faq/detail/{seq}. */
export const faqDetailQuery = (lang: string, seq: number) =>
  queryOptions({
    queryKey: ['faq', 'detail', lang, seq],
    queryFn: ({ signal }) => get(`/faq/detail/${seq}`, { schema: ZFaqDetailReply, signal }),
  });
