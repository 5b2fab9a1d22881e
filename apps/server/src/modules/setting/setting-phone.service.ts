import { CODE_GROUPS, formatPhone, type TLanguage, type TSettingPhoneRow, MAX_AUTH_PHONES, type TMessageKey } from '@po/contracts';
import { isMasterSession } from '@/platform/auth/guards.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { VerificationService } from '@/platform/sms/verification.service.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { LoginService } from '@/modules/login/login.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';

const CODE_MESSAGES = { wrong: 'step2.msg.wrong', expired: 'step2.msg.msg6', tooManyChecks: 'setting.phone.msg.tooManyChecks' } as const;
const phoneError = (messageKey: TMessageKey) => validationError([{ field: 'sphone', messageKey }]);

/**
 * Authentication phones from the settings menu (spec business §5 "Auth phone"): at most 20, at least one
 * usable, duplicates refused. Adding and removing re-enter the password; the SMS code proves a new number.
 */
export function createSettingPhoneService(deps: { supply: SupplyService; verification: VerificationService; login: LoginService; codes: CodeService }) {
  const { supply, verification, login, codes } = deps;

  /** Re-authentication through the sign-in check, so wrong passwords here count toward the lock too. */
  async function reauthenticate(session: SessionContext, passwd: string, ip: string): Promise<void> {
    const account = await login.verifyCredentials({ loginId: session.mgrId, password: passwd, ip });
    if (!account) throw validationError([{ field: 'passwd', messageKey: 'password.rule.currentWrong' }]);
  }

  /** The sign-in code goes to mobiles only (G098 prefixes). */
  async function requireMobile(phone1: string): Promise<void> {
    const mobile = (await codes.listCodes({ groupCode: CODE_GROUPS.mobilePrefix, lang: 'ko' })).filter((c) => c.code.length === 3);
    if (!mobile.some((c) => c.code === phone1)) throw validationError([{ field: 'phone1', messageKey: 'setting.phone.msg.mobileOnly' }]);
  }

  return {
    /** A seller sees its own account's phones; a master sees those of the company it views (read-only). */
    async listPhones(opts: { session: SessionContext }): Promise<{ list: TSettingPhoneRow[]; totalCnt: number }> {
      const s = opts.session;
      const rows = isMasterSession(s) ? await supply.listCompanyAuthPhones(companyOf(s)) : await supply.listAuthPhones(s.mgrId);
      const list = rows.map((p) => ({
        mgrId: p.mgrId,
        sphone: p.sphone,
        dpSphone: formatPhone(p.sphone),
        sphoneUseYn: p.sphoneUseYn,
        regDt: p.createdAt.toISOString(),
      }));
      return { list, totalCnt: list.length };
    },

    /** Sends a code to a new number; refuses first what could not be saved anyway (duplicate, 20 already). */
    async sendPhoneCode(opts: { session: SessionContext; phone1: string; phone: string; authTime: string; lang: TLanguage }): Promise<string> {
      await requireMobile(opts.phone1);
      const phones = await supply.listAuthPhones(opts.session.mgrId);
      if (phones.some((p) => p.sphone === opts.phone)) throw phoneError('phone.msg.duplicate');
      if (phones.length >= MAX_AUTH_PHONES) throw phoneError('phone.msg.full');
      return verification.sendCode({
        purpose: 'phone-add',
        owner: opts.session.idHash,
        authTime: opts.authTime,
        phone: opts.phone,
        messagePrefix: translate('sms.message.phoneAdd', opts.lang),
      });
    },

    /** Saves a new number proven by its code, after the password. */
    async addPhone(opts: { session: SessionContext; phone1: string; phone: string; authTime: string; code: string; passwd: string; ip: string }): Promise<1> {
      await requireMobile(opts.phone1);
      await reauthenticate(opts.session, opts.passwd, opts.ip);
      const { outcome, row } = await verification.checkCode({ purpose: 'phone-add', owner: opts.session.idHash, authTime: opts.authTime, code: opts.code });
      if (outcome !== 'verified' || !row || row.phone !== opts.phone) {
        throw validationError([{ field: 'authNo', messageKey: CODE_MESSAGES[outcome === 'verified' ? 'wrong' : outcome] }]);
      }
      const added = await supply.addAuthPhone({ mgrId: opts.session.mgrId, supplyEntrCd: opts.session.supplyEntrCd, sphone: opts.phone });
      if (added !== 'added') throw phoneError(added === 'duplicate' ? 'phone.msg.duplicate' : 'phone.msg.full');
      await verification.consume(row);
      return 1;
    },

    /** Removes a phone after the password; the last usable one stays. */
    async removePhone(opts: { session: SessionContext; sphone: string; passwd: string; ip: string }): Promise<1> {
      await reauthenticate(opts.session, opts.passwd, opts.ip);
      const result = await supply.removeAuthPhone({ mgrId: opts.session.mgrId, sphone: opts.sphone });
      if (result === 'notFound') throw new AppError('NOT_FOUND', { messageKey: 'phone.msg.notRegistered' });
      if (result === 'lastUsable') throw phoneError('setting.phone.msg.lastPhone');
      return 1;
    },

    /** Switches a phone on or off; the last usable one cannot be switched off. */
    async setPhoneUse(opts: { session: SessionContext; sphone: string; sphoneUseYn: 'Y' | 'N' }): Promise<1> {
      const result = await supply.setAuthPhoneUse({ mgrId: opts.session.mgrId, sphone: opts.sphone, sphoneUseYn: opts.sphoneUseYn });
      if (result === 'notFound') throw new AppError('NOT_FOUND', { messageKey: 'phone.msg.notRegistered' });
      if (result === 'lastUsable') throw phoneError('setting.phone.msg.lastUsable');
      return 1;
    },
  };
}
export type SettingPhoneService = ReturnType<typeof createSettingPhoneService>;
