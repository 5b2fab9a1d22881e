import type { TLanguage } from '@po/contracts';
import { requirePendingSession } from '@/platform/auth/session-scope.ts';
import type { SessionContext, SessionService } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { VerificationService } from '@/platform/sms/verification.service.ts';
import type { AuthPhoneService } from '@/modules/supply/auth-phone.service.ts';
import type { Agreements, ClientInfo, LoginService } from './login.service.ts';

type CheckResult =
  { kind: 'active'; token: string; context: SessionContext; agreements: Agreements } | { kind: 'retry' | 'ended'; resultCode: number; messageKey: string };

/** Sending and checking the sign-in SMS code; the code is bound to the pending session that asked. */
export function createLoginSmsService(deps: {
  login: LoginService;
  authPhones: AuthPhoneService;
  sessions: SessionService;
  verification: VerificationService;
}) {
  const { login, authPhones, sessions, verification } = deps;

  /**
   * Codes are sent only for a pending session whose sign-in has an SMS step (the server decides, as at
   * activation): master, monitor, global and foreign accounts send none.
   */
  function requireSmsStep(session: SessionContext): void {
    requirePendingSession(session);
    if (login.authPopupFlag(session) !== 'Y') throw new AppError('FORBIDDEN', { messageKey: 'step2.msg.notNeeded' });
  }

  return {
    /** Sends the sign-in code to one of the account's phones, picked by the id the phone list gave. */
    async sendLoginCode(opts: { session: SessionContext; phoneId: string; authTime: string; lang: TLanguage }): Promise<string> {
      requireSmsStep(opts.session);
      const phone = await authPhones.findUsablePhone(opts.session, opts.phoneId);
      if (!phone) throw new AppError('NOT_FOUND', { messageKey: 'phone.msg.notRegistered' });
      return verification.sendCode({
        purpose: 'login',
        owner: opts.session.idHash,
        authTime: opts.authTime,
        phone,
        messagePrefix: translate('sms.message.login', opts.lang),
      });
    },

    /**
     * The add-phone step: an account with no phone in use sends a code to a typed number, to add it; the code
     * proves that phone, it does not sign in. One number per pending session (the first one it sends to), so a
     * password alone cannot send codes to any number. An account with a phone gets 404 whatever the number:
     * the call does not tell which numbers are registered.
     */
    async sendPhoneAddCode(opts: { session: SessionContext; phone: string; authTime: string; lang: TLanguage }): Promise<string> {
      requireSmsStep(opts.session);
      if ((await authPhones.listUsablePhones(opts.session.mgrId)).length > 0) throw new AppError('NOT_FOUND', { messageKey: 'phone.msg.notRegistered' });
      return verification.sendCode({
        purpose: 'phone-add',
        owner: opts.session.idHash,
        authTime: opts.authTime,
        phone: opts.phone,
        messagePrefix: translate('sms.message.login', opts.lang),
        firstPhoneOnly: true,
      });
    },

    /**
     * The add-phone step's save: the code proves the new phone, which is the second factor, so a saved phone
     * makes the session active under a new id, as a right SMS code does (no second password and SMS).
     */
    async addPhoneAndSignIn(opts: { session: SessionContext; phone: string; authTime: string; code: string; client: ClientInfo }) {
      const added = await authPhones.addVerifiedPhone(opts);
      if (added.resultCode !== 1) return { ...added, active: undefined };
      const { token, context } = await login.activateAfterSms(opts.session, opts.client);
      return { ...added, active: { token, context, agreements: await login.agreementsOf(opts.session) } };
    },

    /** Checks the code; a right one makes the session active under a new id. */
    async checkLoginCode(opts: { session: SessionContext; authTime: string; code: string; client: ClientInfo }): Promise<CheckResult> {
      requirePendingSession(opts.session);
      const { outcome, row } = await verification.checkCode({ purpose: 'login', owner: opts.session.idHash, authTime: opts.authTime, code: opts.code });
      if (outcome === 'wrong') return { kind: 'retry', resultCode: 4, messageKey: 'step2.msg.wrong' };
      if (outcome !== 'verified' || !row || !(await verification.consume(row))) {
        await sessions.revokeSession(opts.session.idHash);
        return outcome === 'tooManyChecks'
          ? { kind: 'ended', resultCode: 2, messageKey: 'step2.msg.tooMany' }
          : { kind: 'ended', resultCode: 3, messageKey: 'step2.msg.expired' };
      }
      const { token, context } = await login.activateAfterSms(opts.session, opts.client);
      return { kind: 'active', token, context, agreements: await login.agreementsOf(opts.session) };
    },
  };
}
export type LoginSmsService = ReturnType<typeof createLoginSmsService>;
