import { z } from 'zod';

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

/** POST /login/adminLogin: the seller a master session acts for. */
export const ZAdminLoginRequest = z.object({ supplyEntrCd: z.string().min(1).max(20), supplyEntrNm: z.string().max(100).optional() });
export const ZAdminLoginReply = z.object({ loginNm: z.string(), supplyEntrCd: z.string() });
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZLoginUserNmReply = z.object({ loginNm: z.string() });
