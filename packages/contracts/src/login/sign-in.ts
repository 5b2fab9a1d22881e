import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { ZLoginForm } from '../rules/login-form.ts';

/** POST /login/passwdCheck and POST /login/login: the sign-in form's own schema. */
export const ZLoginRequest = ZLoginForm;
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZPasswdCheckReply = z.object({ existenceYn: ZYn, inactiveYn: ZYn, expYn: ZYn, initYn: ZYn });
export type TPasswdCheckReply = z.infer<typeof ZPasswdCheckReply>;

export const ZLoginReply = z.object({
  login: z.boolean(),
  isMasterLogin: ZYn,
  isAllowIp: ZYn,
  resultMsg: z.string(),
  entrStsYn: ZYn,
  entrStsCd: z.string(),
  entrType: z.enum(['N', 'O', 'G']),
  supplyEntrCd: z.string().nullable(),
  authPhoneNoExistsYn: ZYn,
  loginNm: z.string(),
  roleCd: z.string(),
  /** An e-commerce monitoring (search-only) account: spec access §4 step 5 sends it to monitorLogin. */
  isEcMonitor: ZYn,
});
export type TLoginReply = z.infer<typeof ZLoginReply>;

/** PUT /login/passwdExpire: change an expired or reset password before signing in. */
export const ZPasswdExpireRequest = z.object({
  loginId: z.string().trim().min(1).max(20),
  password: z.string().trim().min(1).max(50),
  newPassword: z.string().trim().min(1).max(50),
});
export type TPasswdExpireRequest = z.infer<typeof ZPasswdExpireRequest>;

/** PUT /login/newPasswordChange and /login/passwordChangeNext (spec access §3 password form). */
export const ZPasswordChangeRequest = z.object({
  mgrId: z.string().trim().min(1).max(20),
  passwd: z.string().trim().min(1, 'password.rule.required').max(50, 'password.rule.tooLong'),
  newPasswd: z.string().trim().max(50, 'password.rule.tooLong').default(''),
  newPasswdChk: z.string().trim().max(50, 'password.rule.tooLong').default(''),
});
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

/** Y when the account must pass the SMS step. */
export const ZFlagReply = ZYn;

export const ZActivateReply = z.object({ loginNm: z.string() });

/** POST /login/adminLogin: the seller a master session acts for. */
export const ZAdminLoginRequest = z.object({ supplyEntrCd: z.string().min(1).max(20), supplyEntrNm: z.string().max(100).optional() });
export const ZAdminLoginReply = z.object({ loginNm: z.string(), supplyEntrCd: z.string() });
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZLoginUserNmReply = z.object({ loginNm: z.string() });
