import { useMutation } from '@tanstack/react-query';
import { ZOneReply, type TSettingPasswordChangeRequest } from '@po/contracts';
import { put } from '@/shared/http/client';

/** PUT /api/setting/changePassword: the session's own password; this session stays, the others end. */
export function changePassword(body: TSettingPasswordChangeRequest): Promise<1> {
  return put('/setting/changePassword', body, { schema: ZOneReply });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
