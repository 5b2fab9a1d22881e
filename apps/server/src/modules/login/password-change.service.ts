import { checkPasswordChange, PASSWORD_RULE_MESSAGE_KEYS } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { SessionService } from '@/platform/auth/session.service.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { LoginService } from './login.service.ts';
import { hashPassword } from './password-hasher.ts';

/** "Next time" postpones the expiry prompt by this much. */
export const PASSWORD_POSTPONE_DAYS = 30;

const FIELD_NAMES = { currentPassword: 'passwd', newPassword: 'newPasswd', newPasswordConfirm: 'newPasswdChk' } as const;

/** Password change, expiry and postponement (spec access §4 "Password change"). */
export function createPasswordChangeService(deps: { login: LoginService; supply: SupplyService; sessions: SessionService; clock: Clock }) {
  const { login, supply, sessions, clock } = deps;

  async function requireAccount(mgrId: string, password: string, ip: string) {
    const account = await login.verifyCredentials({ loginId: mgrId, password, ip });
    if (!account || account.mgr.inactive) throw validationError([{ field: 'passwd', messageKey: 'password.rule.currentWrong' }]);
    return account;
  }

  return {
    /**
     * Changes the password after checking the current one and every rule; all sessions of the account
     * end except `keepSessionIdHash` (the settings screen keeps its own).
     */
    async changePassword(opts: { mgrId: string; passwd: string; newPasswd: string; newPasswdChk: string; ip: string; keepSessionIdHash?: string }): Promise<1> {
      const violations = checkPasswordChange({
        mgrId: opts.mgrId,
        currentPassword: opts.passwd,
        newPassword: opts.newPasswd,
        newPasswordConfirm: opts.newPasswdChk,
      });
      if (violations.length > 0) {
        const fields: TKeyedFieldError[] = violations.map((v) => ({ field: FIELD_NAMES[v.field], messageKey: PASSWORD_RULE_MESSAGE_KEYS[v.code] }));
        throw validationError(fields);
      }
      await requireAccount(opts.mgrId, opts.passwd, opts.ip);
      await supply.setPassword({ mgrId: opts.mgrId, passwdHash: await hashPassword(opts.newPasswd.trim()) });
      await sessions.revokeAccountSessions(opts.mgrId, opts.keepSessionIdHash);
      return 1;
    },

    /** "Next time": allowed for an expired password, never for a reset one. */
    async postponePasswordChange(opts: { mgrId: string; passwd: string; ip: string }): Promise<1> {
      const account = await requireAccount(opts.mgrId, opts.passwd, opts.ip);
      if (account.mgr.passwdInitial) throw new AppError('FORBIDDEN', { messageKey: 'login.msg.initYn' });
      await supply.postponePasswordChange({ mgrId: opts.mgrId, until: new Date(clock.now().getTime() + PASSWORD_POSTPONE_DAYS * 24 * 60 * 60 * 1000) });
      return 1;
    },
  };
}
export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
