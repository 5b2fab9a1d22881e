import { ZBizNoCheckReply, type TBizNoCheckReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/customer/supply/bizNo/{bizNo}: 000 usable, 101 length, 102 check digit, 201 registered. */
export function checkBizNo(bizNo: string): Promise<TBizNoCheckReply> {
  return get(`/customer/supply/bizNo/${encodeURIComponent(bizNo)}`, { schema: ZBizNoCheckReply });
}
