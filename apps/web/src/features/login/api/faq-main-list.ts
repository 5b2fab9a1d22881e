import { queryOptions } from '@tanstack/react-query';
import { ZFaqMainListReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/faq/mainList; the language is in the key because the server answers in the request's language. */
export const faqMainListQuery = (lang: string) =>
  queryOptions({
    queryKey: ['faq', 'mainList', lang],
    queryFn: ({ signal }) => get('/faq/mainList', { schema: ZFaqMainListReply, signal }),
  });
