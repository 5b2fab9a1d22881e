import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TSettingPhoneUseRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import { SETTING_PHONES_KEY } from './setting-phones';

/** PUT /api/setting/authPhoneNo/useYn: switches a phone on or off; the last usable one cannot be switched off. */
export function setPhoneUse(body: TSettingPhoneUseRequest): Promise<1> {
  return put('/setting/authPhoneNo/useYn', body, { schema: ZOneReply });
}

export function useSetPhoneUse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setPhoneUse, onSettled: () => client.invalidateQueries({ queryKey: SETTING_PHONES_KEY }) });
}
