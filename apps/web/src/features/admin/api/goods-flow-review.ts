import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGoodsFlowAdminRow, type TGoodsFlowAdminRow } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { GOODS_FLOW_REVIEW_KEY } from './goods-flow-review-list';

export interface ContractKey {
  supplyEntrCd: string;
  deliveryLocCd: string;
}

const seg = encodeURIComponent;

/** GET /api/admin/goodsFlow/:supplyEntrCd/:deliveryLocCd: one seller's contract for review. */
export function fetchGoodsFlowReview(key: ContractKey, signal?: AbortSignal): Promise<TGoodsFlowAdminRow> {
  return get(`/admin/goodsFlow/${seg(key.supplyEntrCd)}/${seg(key.deliveryLocCd)}`, { schema: ZGoodsFlowAdminRow, signal });
}

export const goodsFlowReviewQuery = (key: ContractKey, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...GOODS_FLOW_REVIEW_KEY, 'detail', key.supplyEntrCd, key.deliveryLocCd, lang],
    queryFn: ({ signal }) => fetchGoodsFlowReview(key, signal),
  });

export const useGoodsFlowReview = (key: ContractKey) => useQuery(goodsFlowReviewQuery(key, currentLanguage()));
