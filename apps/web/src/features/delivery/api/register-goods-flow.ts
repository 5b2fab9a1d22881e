import { ZOneReply, type TGoodsFlowSaveRequest } from '@po/contracts';
import { post } from '@/shared/http/client';

/** POST /api/delivery/goodsFlow/:deliveryLocCd: registers the site's contract (REGISTERED); one per site. */
export const registerGoodsFlow = (deliveryLocCd: string, body: TGoodsFlowSaveRequest): Promise<1> =>
  post(`/delivery/goodsFlow/${encodeURIComponent(deliveryLocCd)}`, body, { schema: ZOneReply });
