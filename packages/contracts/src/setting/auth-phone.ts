import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { ZPhoneParts } from '../rules/phone.ts';
import { ZAuthNo, ZAuthTime } from '../supply/auth-phone.ts';

/** The password re-entered to add or remove a phone (re-authentication; failures count toward the lock). */
export const ZReauthPassword = z
  .string({ error: 'password.rule.required' })
  .trim()
  .min(1, { error: 'password.rule.required' })
  .max(50, { error: 'password.rule.tooLong' });

/** A phone of the settings screen: the full number (the session has passed the second factor). */
export const ZSettingPhoneRow = z.object({ mgrId: z.string(), sphone: z.string(), dpSphone: z.string(), sphoneUseYn: ZYn, regDt: z.string() });
export type TSettingPhoneRow = z.infer<typeof ZSettingPhoneRow>;
export const ZSettingPhoneListReply = z.object({ list: z.array(ZSettingPhoneRow), totalCnt: z.number().int() });

/** POST /setting/authPhoneNo/certification: send a code to a new number (refused early when it cannot be added). */
export const ZSendSettingPhoneCodeRequest = ZPhoneParts.extend({ authTime: ZAuthTime, authGb: z.enum(['I', 'U']).default('I') });
export type TSendSettingPhoneCodeRequest = z.infer<typeof ZSendSettingPhoneCodeRequest>;
/** authNo is echoed only in the dev and test profiles. */
export const ZSendSettingPhoneCodeReply = z.object({ resultCode: z.literal(1), authNo: z.string().optional() });

/** POST /setting/authPhoneNo: save the new number with its code and the account password. */
export const ZAddSettingPhoneRequest = ZPhoneParts.extend({ authTime: ZAuthTime, authNo: ZAuthNo, passwd: ZReauthPassword });
export type TAddSettingPhoneRequest = z.infer<typeof ZAddSettingPhoneRequest>;

const ZSphone = z
  .string()
  .trim()
  .regex(/^[0-9]{9,11}$/, { error: 'phone.msg.notRegistered' });

/** POST /setting/authPhoneNo/delete: remove a phone; the last usable one stays. */
export const ZDeleteSettingPhoneRequest = z.object({ sphone: ZSphone, passwd: ZReauthPassword });
export type TDeleteSettingPhoneRequest = z.infer<typeof ZDeleteSettingPhoneRequest>;

/** PUT /setting/authPhoneNo/useYn: switch a phone on or off; the last usable one cannot be switched off. */
export const ZSettingPhoneUseRequest = z.object({ sphone: ZSphone, sphoneUseYn: ZYn });
export type TSettingPhoneUseRequest = z.infer<typeof ZSettingPhoneUseRequest>;
