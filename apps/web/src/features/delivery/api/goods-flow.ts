import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGoodsFlowDetailReply, type TGoodsFlowDetailReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { isApiError } from '@/shared/http/errors';
import { currentLanguage } from '@/shared/i18n/i18n';

export const GOODS_FLOW_KEY = ['delivery', 'goodsFlow'] as const;

/** GET /api/delivery/goodsFlow/:deliveryLocCd: the site's contract; null when the site has none yet (404). */
export async function fetchGoodsFlow(deliveryLocCd: string, signal?: AbortSignal): Promise<TGoodsFlowDetailReply | null> {
  try {
    return await get(`/delivery/goodsFlow/${encodeURIComponent(deliveryLocCd)}`, { schema: ZGoodsFlowDetailReply, signal });
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

// staleTime 0: the operator changes the status, so the screen reads it again whenever it is mounted (a tab refresh).
export const goodsFlowQuery = (deliveryLocCd: string, lang: string) =>
  queryOptions({ staleTime: 0, queryKey: [...GOODS_FLOW_KEY, deliveryLocCd, lang], queryFn: ({ signal }) => fetchGoodsFlow(deliveryLocCd, signal) });

export const useGoodsFlow = (deliveryLocCd: string) => useQuery(goodsFlowQuery(deliveryLocCd, currentLanguage()));
