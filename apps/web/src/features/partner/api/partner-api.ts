import {
  ZAccountNoCheckReply,
  ZBizNoCheckReply,
  ZMgrIdCheckReply,
  ZOneReply,
  ZSendAuthCodeReply,
  ZSignupCodeCheckReply,
  ZTaskAllowIpReply,
  type TPartnerAccountNoCheckRequest,
} from '@po/contracts';
import type { z } from 'zod';
import { get, put } from '@/shared/http/client';
import { postMultipart } from '@/shared/http/multipart';

const seg = encodeURIComponent;

/** GET /customer/supply/bizNo/{bizNo}: 000 usable, 101 length, 102 check digit, 201 registered. */
export const checkBizNo = (bizNo: string) => get(`/customer/supply/bizNo/${seg(bizNo)}`, { schema: ZBizNoCheckReply });

/** GET /customer/supply/supplyEntr/mgrId/{mgrId}: 0 = available. */
export const checkMgrId = (mgrId: string) => get(`/customer/supply/supplyEntr/mgrId/${seg(mgrId)}`, { schema: ZMgrIdCheckReply });

/** PUT /customer/supply/accountNoCheck: '000' verified. */
export const checkPartnerAccount = (body: TPartnerAccountNoCheckRequest) => put('/customer/supply/accountNoCheck', body, { schema: ZAccountNoCheckReply });

export interface PhoneParts {
  phone1: string;
  phone2: string;
  phone3: string;
}

/** GET .../authPhoneNo/certification/...: the sign-up SMS (authGb I first send, U resend); authNo only in dev/test. */
export const sendSignupCode = (p: PhoneParts & { authTime: string; authGb: 'I' | 'U' }): Promise<z.output<typeof ZSendAuthCodeReply>> =>
  get(
    `/customer/supply/authPhoneNo/certification/phone1/${seg(p.phone1)}/phone2/${seg(p.phone2)}/phone3/${seg(p.phone3)}/authTime/${seg(p.authTime)}/authGb/${p.authGb}`,
    {
      schema: ZSendAuthCodeReply,
    },
  );

/** GET .../authPhoneNo/certificationCheck/...: 1 verified, 2 too many, 3 expired, 4 wrong. */
export const checkSignupCode = (p: PhoneParts & { authTime: string; authNo: string }) =>
  get(
    `/customer/supply/authPhoneNo/certificationCheck/phone1/${seg(p.phone1)}/phone2/${seg(p.phone2)}/phone3/${seg(p.phone3)}/authTime/${seg(p.authTime)}/authNo/${seg(p.authNo)}`,
    {
      schema: ZSignupCodeCheckReply,
    },
  );

/** GET /customer/supply/getTaskAllowIpCheck/P115: whether the entrType radio may be used. */
export const fetchTaskAllowIp = (signal?: AbortSignal) => get('/customer/supply/getTaskAllowIpCheck/P115', { schema: ZTaskAllowIpReply, signal });

/** POST /customer/supply/createPartnerJoin: the `partner` JSON part (with fileKinds) and one `file` part per kind, in order. */
export const createPartnerJoin = (json: object, files: File[]) =>
  postMultipart('/customer/supply/createPartnerJoin', { jsonName: 'partner', json, files: { file: files } }, { schema: ZOneReply });
