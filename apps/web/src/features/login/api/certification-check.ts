import { ZCertificationCheckParams, ZCertificationCheckReply, type TCertificationCheckReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

/** GET .../authPhoneNo/certificationCheck/authTime/{}/authNo/{}: 1 activates the session (spec access §4 step 8). */
export function checkCertification(params: z.input<typeof ZCertificationCheckParams>): Promise<TCertificationCheckReply> {
  const p = ZCertificationCheckParams.parse(params);
  return get(`/customer/supply/authPhoneNo/certificationCheck/authTime/${encodeURIComponent(p.authTime)}/authNo/${encodeURIComponent(p.authNo)}`, {
    schema: ZCertificationCheckReply,
  });
}
