import { ZAccountNoCheckReply, type TAccountNoCheckReply, type TPartnerAccountNoCheckRequest } from '@po/contracts';
import { put } from '@/shared/http/client';

/** PUT /api/customer/supply/accountNoCheck: asks the bank about the applicant's account; '000' is verified. */
export function checkPartnerAccount(body: TPartnerAccountNoCheckRequest): Promise<TAccountNoCheckReply> {
  return put('/customer/supply/accountNoCheck', body, { schema: ZAccountNoCheckReply });
}
