import { useMutation } from '@tanstack/react-query';
import { ZAccountNoCheckReply, type TAccountNoCheckReply, type TAccountNoCheckRequest } from '@po/contracts';
import { put } from '@/shared/http/client';

/** PUT /api/setting/account/accountNoCheck: asks the bank about the typed account (saves nothing); '000' is verified. */
export function checkBankAccount(body: TAccountNoCheckRequest): Promise<TAccountNoCheckReply> {
  return put('/setting/account/accountNoCheck', body, { schema: ZAccountNoCheckReply });
}

export const useCheckBankAccount = () => useMutation({ mutationFn: checkBankAccount });
