import { ZSendSettingPhoneCodeReply, type TSendSettingPhoneCodeRequest } from '@po/contracts';
import type { z } from 'zod';
import { post } from '@/shared/http/client';

/** POST /api/setting/authPhoneNo/certification: sends a code to a new number; authNo comes back in the dev profile only. */
export function sendPhoneCode(body: TSendSettingPhoneCodeRequest): Promise<z.output<typeof ZSendSettingPhoneCodeReply>> {
  return post('/setting/authPhoneNo/certification', body, { schema: ZSendSettingPhoneCodeReply });
}
