import { useQuery } from '@tanstack/react-query';
import { BULLETIN_LIMITS, ZNoticeListReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/notice/list?pageNum=1&pageSize=5: the latest notices of the home (important ones first). */
export const useHomeNotices = () =>
  useQuery({
    queryKey: ['notice', 'home'],
    queryFn: ({ signal }) => get('/notice/list', { schema: ZNoticeListReply, signal, params: { pageNum: 1, pageSize: BULLETIN_LIMITS.homeCount } }),
  });
