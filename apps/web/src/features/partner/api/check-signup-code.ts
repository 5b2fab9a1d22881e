import { ZSignupCodeCheckReply, type TPhoneParts, type TSignupCodeCheckReply } from '@po/contracts';
import { get } from '@/shared/http/client';

const seg = encodeURIComponent;

/** GET .../authPhoneNo/certificationCheck/...: the sign-up code's check; 1 verified, 2 too many, 3 expired, 4 wrong. */
export function checkSignupCode(p: TPhoneParts & { authTime: string; authNo: string }): Promise<TSignupCodeCheckReply> {
  return get(
    `/customer/supply/authPhoneNo/certificationCheck/phone1/${seg(p.phone1)}/phone2/${seg(p.phone2)}/phone3/${seg(p.phone3)}/authTime/${seg(p.authTime)}/authNo/${seg(p.authNo)}`,
    { schema: ZSignupCodeCheckReply },
  );
}
