import { ZOneReply, type TGoodsFlowSaveRequest } from '@po/contracts';
import { put } from '@/shared/http/client';

/** PUT /api/delivery/goodsFlow/:deliveryLocCd: edits it; an approved contract goes back to awaiting approval, a rejected one to registered. */
export const updateGoodsFlow = (deliveryLocCd: string, body: TGoodsFlowSaveRequest): Promise<1> =>
  put(`/delivery/goodsFlow/${encodeURIComponent(deliveryLocCd)}`, body, { schema: ZOneReply });
