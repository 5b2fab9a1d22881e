import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDashboardCsRspnRate, ZDashboardRecentCsRspnRate, ZDashboardSoldOutCount, type TDashboardStatistic } from '@po/contracts';
import { get } from '@/shared/http/client';
import { dashboardPartKey } from './dashboard-cards';

/**
 * The key-status tiles that have calls of their own (§7): the Q&A and CS figures (/recentCsRspnRate and
 * /supplyCsRspnRate) and the sold-out-soon count (/product-soldOutCount). A tile's refresh calls them and patches
 * the statistic part in the cache, leaving the other tiles as they are.
 */
export function useRefreshStatisticPiece(piece: 'qnaCs' | 'soldOut') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<Partial<TDashboardStatistic>> => {
      if (piece === 'soldOut') return get('/dashboard/product-soldOutCount', { schema: ZDashboardSoldOutCount });
      const [recent, cs] = await Promise.all([
        get('/dashboard/recentCsRspnRate', { schema: ZDashboardRecentCsRspnRate }),
        get('/dashboard/supplyCsRspnRate', { schema: ZDashboardCsRspnRate }),
      ]);
      return { ...recent, ...cs };
    },
    onSuccess: (patch) => client.setQueryData<TDashboardStatistic>(dashboardPartKey('statistic'), (prev) => (prev ? { ...prev, ...patch } : prev)),
  });
}
