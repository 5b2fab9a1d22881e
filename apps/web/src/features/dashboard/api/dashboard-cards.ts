import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZDashboardAll,
  ZDashboardKeyStatus,
  ZDashboardOrderStatus,
  ZDashboardProductStatus,
  ZDashboardPromotionStatus,
  ZDashboardReturnStatus,
  ZDashboardStatistic,
  type TDashboardAll,
} from '@po/contracts';
import { get } from '@/shared/http/client';

export const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * The cards' own calls, each refreshed by its card's button. The home's first load is one call (/dashboard/all)
 * whose reply seeds every part's cache, so the parts do not call until their button asks.
 */
const PARTS = {
  statistic: { path: '/dashboard/statistic', schema: ZDashboardStatistic, of: (all: TDashboardAll) => all.statistic },
  productStatus: {
    path: '/dashboard/product-status',
    schema: ZDashboardProductStatus,
    of: (all: TDashboardAll) => ({ productStatusCountList: all.productStatusCountList }),
  },
  promotionStatus: {
    path: '/dashboard/promotion-product-status',
    schema: ZDashboardPromotionStatus,
    of: (all: TDashboardAll) => ({ partnerPromotionProductCount: all.partnerPromotionProductCount }),
  },
  orderStatus: { path: '/dashboard/order-status', schema: ZDashboardOrderStatus, of: (all: TDashboardAll) => ({ orderStatusCount: all.orderStatusCount }) },
  returnStatus: {
    path: '/dashboard/return-status',
    schema: ZDashboardReturnStatus,
    of: (all: TDashboardAll) => ({ returnStatusCount: all.returnStatusCount }),
  },
  keyStatus: { path: '/dashboard/key-status', schema: ZDashboardKeyStatus, of: (all: TDashboardAll) => all.keyStatus },
} as const;
export type TDashboardPart = keyof typeof PARTS;
type PartData<P extends TDashboardPart> = ReturnType<(typeof PARTS)[P]['of']>;

export const dashboardPartKey = (part: TDashboardPart) => [...DASHBOARD_KEY, 'part', part] as const;

function seedParts(client: QueryClient, all: TDashboardAll) {
  for (const part of Object.keys(PARTS) as TDashboardPart[]) client.setQueryData(dashboardPartKey(part), PARTS[part].of(all));
}

/** GET /api/dashboard/all: every card at once, with the window the counts read. */
export function useDashboardAll(enabled: boolean) {
  const client = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: [...DASHBOARD_KEY, 'all'],
      queryFn: async ({ signal }) => {
        const all = await get('/dashboard/all', { schema: ZDashboardAll, signal });
        seedParts(client, all);
        return all;
      },
      enabled,
      staleTime: 0,
    }),
  );
}

/**
 * One card's figures: what /dashboard/all left in the cache, and its own call when its refresh button asks
 * (`refetch`). Waits for the first load (`ready`); when /dashboard/all failed, the card calls its own part.
 */
export function useDashboardPart<P extends TDashboardPart>(part: P, ready: boolean) {
  const { path, schema } = PARTS[part];
  return useQuery({
    queryKey: dashboardPartKey(part),
    queryFn: ({ signal }) => get(path, { schema, signal }) as Promise<PartData<P>>,
    enabled: ready,
    staleTime: Infinity,
  });
}
