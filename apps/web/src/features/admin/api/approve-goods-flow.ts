import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply } from '@po/contracts';
import { put } from '@/shared/http/client';
import type { ContractKey } from './goods-flow-review';
import { GOODS_FLOW_REVIEW_KEY } from './goods-flow-review-list';

/** PUT /api/admin/goodsFlow/:supplyEntrCd/:deliveryLocCd/approve: approves a contract awaiting approval. */
export function approveGoodsFlow(key: ContractKey): Promise<1> {
  return put(`/admin/goodsFlow/${encodeURIComponent(key.supplyEntrCd)}/${encodeURIComponent(key.deliveryLocCd)}/approve`, undefined, { schema: ZOneReply });
}

export function useApproveGoodsFlow() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveGoodsFlow, onSettled: () => client.invalidateQueries({ queryKey: GOODS_FLOW_REVIEW_KEY }) });
}
