import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGoodsFlowSaveRequest } from '@po/contracts';
import { deleteGoodsFlow } from './delete-goods-flow';
import { DELIVERY_LOC_KEY } from './delivery-locs';
import { GOODS_FLOW_KEY } from './goods-flow';
import { registerGoodsFlow } from './register-goods-flow';
import { requestGoodsFlow } from './request-goods-flow';
import { updateGoodsFlow } from './update-goods-flow';

export type GoodsFlowAction = { kind: 'register' | 'update'; body: TGoodsFlowSaveRequest } | { kind: 'request' } | { kind: 'delete' };

function run(deliveryLocCd: string, action: GoodsFlowAction): Promise<1> {
  switch (action.kind) {
    case 'register':
      return registerGoodsFlow(deliveryLocCd, action.body);
    case 'update':
      return updateGoodsFlow(deliveryLocCd, action.body);
    case 'request':
      return requestGoodsFlow(deliveryLocCd);
    case 'delete':
      return deleteGoodsFlow(deliveryLocCd);
  }
}

/** Every goods-flow write of a site; the contract and the site (its verified flag) are read again afterwards. */
export function useGoodsFlowAction(deliveryLocCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: GoodsFlowAction) => run(deliveryLocCd, action),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: GOODS_FLOW_KEY });
      await client.invalidateQueries({ queryKey: DELIVERY_LOC_KEY });
    },
  });
}
