import { ZOneReply } from '@po/contracts';
import { put } from '@/shared/http/client';

/** PUT /api/delivery/goodsFlow/:deliveryLocCd/request: asks for approval (registered or rejected only). */
export const requestGoodsFlow = (deliveryLocCd: string): Promise<1> =>
  put(`/delivery/goodsFlow/${encodeURIComponent(deliveryLocCd)}/request`, undefined, { schema: ZOneReply });
