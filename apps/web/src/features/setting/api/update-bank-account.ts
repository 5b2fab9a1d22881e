import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TUpdateBankAccountRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import { ACCOUNT_KEY } from './account';
import { ACCOUNT_HISTORY_KEY } from './account-history';

/** PUT /api/setting/account/bank: changes the settlement account; the server checks it with the bank again. */
export function updateBankAccount(body: TUpdateBankAccountRequest): Promise<1> {
  return put('/setting/account/bank', body, { schema: ZOneReply });
}

export function useUpdateBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ACCOUNT_KEY });
      await client.invalidateQueries({ queryKey: ACCOUNT_HISTORY_KEY });
    },
  });
}
