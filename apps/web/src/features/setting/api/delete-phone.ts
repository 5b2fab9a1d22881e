import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TDeleteSettingPhoneRequest } from '@po/contracts';
import { post } from '@/shared/http/client';
import { SETTING_PHONES_KEY } from './setting-phones';

/** POST /api/setting/authPhoneNo/delete: removes a phone after the password; the last usable one stays. */
export function deletePhone(body: TDeleteSettingPhoneRequest): Promise<1> {
  return post('/setting/authPhoneNo/delete', body, { schema: ZOneReply });
}

export function useDeletePhone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePhone, onSuccess: () => client.invalidateQueries({ queryKey: SETTING_PHONES_KEY }) });
}
