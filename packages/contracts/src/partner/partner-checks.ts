import { z } from 'zod';
import { CODE_GROUPS } from '../code/code.ts';
import { ZAuthNumber } from '../rules/auth-number.ts';
import { ZPhoneParts } from '../rules/phone.ts';
import { ZPersonName } from '../rules/weighted-name.ts';
import { ZAccountNoCheckRequest } from '../setting/bank-account.ts';
import { ZAuthTime } from '../supply/auth-phone.ts';
import { ZManagerId } from './manager-id.ts';
import { PARTNER_LIMITS, PARTNER_MESSAGES } from './partner-join.ts';

/** GET /customer/supply/supplyEntr/mgrId/{mgrId}: a malformed id is a VALIDATION_ERROR with its mgrId.msg key. */
export const ZMgrIdCheckParams = z.object({ mgrId: ZManagerId });
/** Accounts plus pending applications holding the id; 0 = available. */
export const ZMgrIdCheckReply = z.number().int();

/**
 * resultCode of GET /customer/supply/bizNo/{bizNo}: 000 usable, 101 not 10 digits, 102 check digit wrong,
 * 201 already registered (a seller or a pending application has it).
 */
export const BIZ_NO_CHECK = {
  available: { resultCode: '000', messageKey: 'bizNo.msg.available' },
  length: { resultCode: '101', messageKey: 'bizNo.msg.length' },
  invalid: { resultCode: '102', messageKey: 'bizNo.msg.invalid' },
  registered: { resultCode: '201', messageKey: 'bizNo.msg.registered' },
} as const;
export const ZBizNoCheckParams = z.object({ bizNo: z.string().max(20, { error: 'bizNo.msg.length' }) });
export const ZBizNoCheckReply = z.object({ resultCode: z.string(), resultMsg: z.string() });
export type TBizNoCheckReply = z.infer<typeof ZBizNoCheckReply>;

/**
 * PUT /customer/supply/accountNoCheck: the account with the names it must be held by (company or
 * representative), sent as JSON. Replies like the settings check: resultCode '000' verified, else why.
 */
export const ZPartnerAccountNoCheckRequest = ZAccountNoCheckRequest.extend({
  supplyEntrNm: z
    .string({ error: PARTNER_MESSAGES.supplyEntrNm })
    .trim()
    .min(1, { error: PARTNER_MESSAGES.supplyEntrNm })
    .max(PARTNER_LIMITS.supplyEntrNmMax, { error: PARTNER_MESSAGES.supplyEntrNm }),
  ownerNm: ZPersonName,
});
export type TPartnerAccountNoCheckRequest = z.infer<typeof ZPartnerAccountNoCheckRequest>;

/**
 * GET /customer/supply/authPhoneNo/certificationCheck/phone1/{}/phone2/{}/phone3/{}/authTime/{}/authNo/{}:
 * the sign-up form's code check, bound to the phone and authTime of the send.
 * resultCode 1 verified, 2 too many checks, 3 expired or never sent (request again), 4 wrong code.
 */
export const ZSignupCodeCheckParams = ZPhoneParts.extend({ authTime: ZAuthTime, authNo: ZAuthNumber });
export const ZSignupCodeCheckReply = z.object({ resultCode: z.number().int(), resultMsg: z.string() });
export type TSignupCodeCheckReply = z.infer<typeof ZSignupCodeCheckReply>;

/** GET /customer/supply/getTaskAllowIpCheck/{code}: only the allowed-IP group may be asked. */
export const ZTaskAllowIpParams = z.object({ code: z.literal(CODE_GROUPS.taskAllowIp) });
export const ZTaskAllowIpReply = z.boolean();
