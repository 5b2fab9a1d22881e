import { ZSendAuthCodeParams, ZSendAuthCodeReply, type TSendAuthCodeParams } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

/**
 * GET .../authPhoneNo/auth/certification/...: sends a sign-in code (or, for an account without a phone,
 * a code proving a new one). `authNo` comes back in the dev profile only.
 */
export function sendAuthCode(params: TSendAuthCodeParams): Promise<z.output<typeof ZSendAuthCodeReply>> {
  const p = ZSendAuthCodeParams.parse(params);
  const seg = encodeURIComponent;
  return get(
    `/customer/supply/authPhoneNo/auth/certification/phone1/${seg(p.phone1)}/phone2/${seg(p.phone2)}/phone3/${seg(p.phone3)}/authTime/${seg(p.authTime)}/authGb/${p.authGb}`,
    { schema: ZSendAuthCodeReply },
  );
}
