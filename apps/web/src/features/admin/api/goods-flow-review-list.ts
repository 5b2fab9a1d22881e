import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGoodsFlowAdminListReply, type TGoodsFlowAdminListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const GOODS_FLOW_REVIEW_KEY = ['admin', 'goodsFlow'] as const;

/** GET /api/admin/goodsFlow/list: goods-flow contracts of every seller, by status (operators only). */
export function fetchGoodsFlowReviewList(query: TGoodsFlowAdminListRequest, signal?: AbortSignal): Promise<z.output<typeof ZGoodsFlowAdminListReply>> {
  return get('/admin/goodsFlow/list', { schema: ZGoodsFlowAdminListReply, signal, params: { ...query } });
}

export const goodsFlowReviewListQuery = (query: TGoodsFlowAdminListRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...GOODS_FLOW_REVIEW_KEY, 'list', lang, query],
    queryFn: ({ signal }) => fetchGoodsFlowReviewList(query, signal),
    placeholderData: keepPreviousData,
  });

export const useGoodsFlowReviewList = (query: TGoodsFlowAdminListRequest) => useQuery(goodsFlowReviewListQuery(query, currentLanguage()));
