import { ZSendAuthCodeReply, type TPhoneParts } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

const seg = encodeURIComponent;

/** GET .../authPhoneNo/certification/...: the sign-up SMS (authGb I first send, U resend); authNo only in dev/test. */
export function sendSignupCode(p: TPhoneParts & { authTime: string; authGb: 'I' | 'U' }): Promise<z.output<typeof ZSendAuthCodeReply>> {
  return get(
    `/customer/supply/authPhoneNo/certification/phone1/${seg(p.phone1)}/phone2/${seg(p.phone2)}/phone3/${seg(p.phone3)}/authTime/${seg(p.authTime)}/authGb/${p.authGb}`,
    { schema: ZSendAuthCodeReply },
  );
}
