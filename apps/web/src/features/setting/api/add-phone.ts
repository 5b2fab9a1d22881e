import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TAddSettingPhoneRequest } from '@po/contracts';
import { post } from '@/shared/http/client';
import { SETTING_PHONES_KEY } from './setting-phones';

/** POST /api/setting/authPhoneNo: saves the proven number after the password. */
export function addPhone(body: TAddSettingPhoneRequest): Promise<1> {
  return post('/setting/authPhoneNo', body, { schema: ZOneReply });
}

export function useAddPhone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addPhone, onSuccess: () => client.invalidateQueries({ queryKey: SETTING_PHONES_KEY }) });
}
