import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TGoodsFlowRejectRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import type { ContractKey } from './goods-flow-review';
import { GOODS_FLOW_REVIEW_KEY } from './goods-flow-review-list';

/** PUT /api/admin/goodsFlow/:supplyEntrCd/:deliveryLocCd/reject: rejects with a reason and an optional renew date. */
export function rejectGoodsFlow(key: ContractKey, body: TGoodsFlowRejectRequest): Promise<1> {
  return put(`/admin/goodsFlow/${encodeURIComponent(key.supplyEntrCd)}/${encodeURIComponent(key.deliveryLocCd)}/reject`, body, { schema: ZOneReply });
}

export function useRejectGoodsFlow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: ContractKey; body: TGoodsFlowRejectRequest }) => rejectGoodsFlow(key, body),
    onSettled: () => client.invalidateQueries({ queryKey: GOODS_FLOW_REVIEW_KEY }),
  });
}
