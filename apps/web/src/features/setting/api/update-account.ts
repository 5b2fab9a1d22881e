import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TUpdateAccountRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import { ACCOUNT_KEY } from './account';
import { ACCOUNT_HISTORY_KEY } from './account-history';

/** PUT /api/setting/account: the contacts and the alimtalk flag; 1, or "no changed data" as VALIDATION_ERROR. */
export function updateAccount(body: TUpdateAccountRequest): Promise<1> {
  return put('/setting/account', body, { schema: ZOneReply });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ACCOUNT_KEY });
      await client.invalidateQueries({ queryKey: ACCOUNT_HISTORY_KEY });
    },
  });
}
