import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { ZAuthNumber } from '../rules/auth-number.ts';
import { ZPhoneParts } from '../rules/phone.ts';
import { ZAuthPhoneId } from './auth-phone-list.ts';

/** An account keeps at most this many authentication phones (spec business §5), and at least one in use. */
export const MAX_AUTH_PHONES = 20;

/** authTime as the client stamps it: yyyyMMddHHmmss. */
export const ZAuthTime = z.string().regex(/^\d{14}$/, 'step2.msg.msg1');
/** The 6-digit code, with the rule's own messages. */
export const ZAuthNo = ZAuthNumber;

/**
 * GET .../authPhoneNo/auth/certification/phone1/{}/phone2/{}/phone3/{}/authTime/{}/authGb/{}: at sign-in, only
 * the add-phone step (an account with no phone) sends to a typed number; the sign-up send shares the params.
 */
export const ZSendAuthCodeParams = ZPhoneParts.extend({ authTime: ZAuthTime, authGb: z.enum(['I', 'U']) });
export type TSendAuthCodeParams = z.infer<typeof ZSendAuthCodeParams>;

/** GET .../authPhoneNo/auth/certification/phoneId/{}/authTime/{}/authGb/{}: the sign-in code to a listed phone. */
export const ZSendAuthCodeToPhoneParams = z.object({ phoneId: ZAuthPhoneId, authTime: ZAuthTime, authGb: z.enum(['I', 'U']) });
export type TSendAuthCodeToPhoneParams = z.infer<typeof ZSendAuthCodeToPhoneParams>;
/** authNo is present only in the dev and test profiles (spec access §7). */
export const ZSendAuthCodeReply = z.object({ resultCode: z.number().int(), authNo: z.string().optional() });

export const ZCertificationCheckParams = z.object({ authTime: ZAuthTime, authNo: ZAuthNo });
/** resultCode 1 verified; 2 too many checks and 3 expired (both end the sign-in); 4 wrong code. */
export const ZCertificationCheckReply = z.object({
  resultCode: z.number().int(),
  resultMsg: z.string(),
  sellFeeRateConfirmYn: ZYn,
  agreeYn: ZYn,
  agreeGenuineYn: ZYn,
});
export type TAddAuthPhoneReply = z.infer<typeof ZAddAuthPhoneReply>;
export type TCertificationCheckReply = z.infer<typeof ZCertificationCheckReply>;

/** POST /customer/supply/authPhoneNo: add a phone proven by its SMS code. */
export const ZAddAuthPhoneRequest = ZPhoneParts.extend({
  authTime: ZAuthTime,
  authNo: ZAuthNo,
  authGb: z.enum(['I', 'U']).optional(),
  sphone: z.string().optional(),
  webmbrid: z.string().optional(),
});
export type TAddAuthPhoneRequest = z.infer<typeof ZAddAuthPhoneRequest>;
/** resultCode 1 saved; 3 wrong or expired code (clear it); 5 duplicate or 20 phones already (close). */
/**
 * spec access §8 phone save reply. A saved phone (1) was just proven by its code, which is the second factor:
 * the sign-in goes on as after the SMS check, with the agreement flags that decide between the redirect and
 * /Necessary (issue 10: no second password and SMS).
 */
export const ZAddAuthPhoneReply = z.object({
  resultCode: z.number().int(),
  agreeYn: ZYn,
  mgrId: z.string(),
  supplyEntrStsCd: z.string(),
  resultMsg: z.string(),
  sellFeeRateConfirmYn: ZYn,
  agreeGenuineYn: ZYn,
});

/** The digits of a three-part phone, as stored. */
export const joinPhoneParts = (p: { phone1: string; phone2: string; phone3: string }): string => `${p.phone1}${p.phone2}${p.phone3}`;
