import type { TLanguage, TYn } from '@po/contracts';
import type { SessionContext, SessionService } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { VerificationService } from '@/platform/sms/verification.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { ClientInfo, LoginService } from './login.service.ts';

type CheckResult =
  | { kind: 'active'; token: string; context: SessionContext; agreements: { sellFeeRateConfirmYn: TYn; agreeYn: TYn; agreeGenuineYn: TYn } }
  | { kind: 'retry' | 'ended'; resultCode: number; messageKey: string };

/** Sending and checking the sign-in SMS code; the code is bound to the pending session that asked. */
export function createLoginSmsService(deps: { login: LoginService; supply: SupplyService; sessions: SessionService; verification: VerificationService }) {
  const { login, supply, sessions, verification } = deps;
  return {
    /**
     * Sends a code to one of the account's phones. An account with no phone may send to a new number,
     * to add it (the add-phone popup); the code then only proves that phone, it does not sign in.
     */
    async sendLoginCode(opts: { session: SessionContext; phone: string; authTime: string; lang: TLanguage }): Promise<string> {
      const phones = (await supply.listAuthPhones(opts.session.mgrId)).filter((p) => p.sphoneUseYn === 'Y');
      const registered = phones.some((p) => p.sphone === opts.phone);
      if (!registered && phones.length > 0) throw new AppError('NOT_FOUND', { messageKey: 'phone.msg.notRegistered' });
      return verification.sendCode({
        purpose: registered ? 'login' : 'phone-add',
        owner: opts.session.idHash,
        authTime: opts.authTime,
        phone: opts.phone,
        messagePrefix: translate('sms.message.login', opts.lang),
      });
    },

    /** Checks the code; a right one makes the session active under a new id. */
    async checkLoginCode(opts: { session: SessionContext; authTime: string; code: string; client: ClientInfo }): Promise<CheckResult> {
      const { outcome, row } = await verification.checkCode({ purpose: 'login', owner: opts.session.idHash, authTime: opts.authTime, code: opts.code });
      if (outcome === 'wrong') return { kind: 'retry', resultCode: 4, messageKey: 'step2.msg.wrong' };
      if (outcome !== 'verified' || !row || !(await verification.consume(row))) {
        await sessions.revokeSession(opts.session.idHash);
        return outcome === 'tooManyChecks' ? { kind: 'ended', resultCode: 2, messageKey: 'step2.msg.tooMany' } : { kind: 'ended', resultCode: 3, messageKey: 'step2.msg.expired' };
      }
      const { token, context } = await login.activateAfterSms(opts.session, opts.client);
      const entr = opts.session.supplyEntrCd ? await supply.findSupplyEntr(opts.session.supplyEntrCd) : undefined;
      const agreements = entr
        ? { sellFeeRateConfirmYn: entr.sellFeeRateConfirmYn, agreeYn: entr.agreeYn, agreeGenuineYn: entr.agreeGenuineYn }
        : { sellFeeRateConfirmYn: 'Y' as const, agreeYn: 'Y' as const, agreeGenuineYn: 'Y' as const };
      return { kind: 'active', token, context, agreements };
    },
  };
}
export type LoginSmsService = ReturnType<typeof createLoginSmsService>;
