import { z } from 'zod/mini';
import { ZYn } from '../common/replies.ts';
import { ZLoginForm } from '../rules/login-form.ts';

// The calls the sign-in screen makes before anything else loads, in zod/mini (see common/replies.ts); the
// later steps' contracts (password change, seller pick) are in sign-in.ts.

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
  supplyEntrCd: z.nullable(z.string()),
  authPhoneNoExistsYn: ZYn,
  loginNm: z.string(),
  roleCd: z.string(),
  /** An e-commerce monitoring (search-only) account: spec access §4 step 5 sends it to monitorLogin. */
  isEcMonitor: ZYn,
});
export type TLoginReply = z.infer<typeof ZLoginReply>;

/** Y when the account must pass the SMS step. */
export const ZFlagReply = ZYn;

/**
 * masterLogin / monitorLogin / foreignLogin: the session is active. A seller account's agreement flags come
 * along, so one that skipped the SMS step still goes to /Necessary while an agreement is owed (step 8).
 */
export const ZActivateReply = z.object({ loginNm: z.string(), sellFeeRateConfirmYn: ZYn, agreeYn: ZYn, agreeGenuineYn: ZYn });
export type TActivateReply = z.infer<typeof ZActivateReply>;
