import { ZOneReply } from '@po/contracts';
import { del } from '@/shared/http/client';

/** DELETE /api/delivery/goodsFlow/:deliveryLocCd: removes the contract, except while it awaits approval. */
export const deleteGoodsFlow = (deliveryLocCd: string): Promise<1> => del(`/delivery/goodsFlow/${encodeURIComponent(deliveryLocCd)}`, { schema: ZOneReply });
