import { ZSendAuthCodeParams, ZSendAuthCodeReply, ZSendAuthCodeToPhoneParams, type TSendAuthCodeParams, type TSendAuthCodeToPhoneParams } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

const seg = encodeURIComponent;

/**
 * GET .../authPhoneNo/auth/certification/phoneId/...: sends the sign-in code to one of the account's phones,
 * named by the id of the phone list (the page never sees the number). `authNo` comes back in the dev profile only.
 */
export function sendAuthCodeToPhone(params: TSendAuthCodeToPhoneParams): Promise<z.output<typeof ZSendAuthCodeReply>> {
  const p = ZSendAuthCodeToPhoneParams.parse(params);
  return get(`/customer/supply/authPhoneNo/auth/certification/phoneId/${seg(p.phoneId)}/authTime/${seg(p.authTime)}/authGb/${p.authGb}`, {
    schema: ZSendAuthCodeReply,
  });
}

/**
 * GET .../authPhoneNo/auth/certification/phone1/...: the add-phone step of an account without a phone sends a
 * code proving a new number (one number per sign-in). `authNo` comes back in the dev profile only.
 */
export function sendAuthCode(params: TSendAuthCodeParams): Promise<z.output<typeof ZSendAuthCodeReply>> {
  const p = ZSendAuthCodeParams.parse(params);
  return get(
    `/customer/supply/authPhoneNo/auth/certification/phone1/${seg(p.phone1)}/phone2/${seg(p.phone2)}/phone3/${seg(p.phone3)}/authTime/${seg(p.authTime)}/authGb/${p.authGb}`,
    { schema: ZSendAuthCodeReply },
  );
}
