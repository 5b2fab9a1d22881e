import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatPhone, type TAuthPhoneItem, type TYn } from '@po/contracts';
import { requirePendingSession } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { VerificationService } from '@/platform/sms/verification.service.ts';
import type { SupplyService } from './supply.service.ts';

/** Masks the middle part: the list is shown before the second factor has passed. */
const maskPhone = (digits: string) => formatPhone(digits).replace(/-(\d{3,4})-/, (_, mid: string) => `-${'*'.repeat(mid.length)}-`);

/** Authentication phones of an account: listing, and adding one proven by its SMS code. */
export function createAuthPhoneService(deps: { supply: SupplyService; verification: VerificationService; secret: string }) {
  const { supply, verification } = deps;

  /**
   * The opaque id of a phone for one session: a keyed hash of the session and the number, so it tells
   * nothing of the number (the middle digits cannot be guessed offline from it), and is good only
   * for the session it was listed to.
   */
  const phoneIdOf = (session: SessionContext, sphone: string) =>
    createHmac('sha256', deps.secret).update(`auth-phone\u0000${session.idHash}\u0000${sphone}`).digest('base64url').slice(0, 22);

  async function listUsablePhones(mgrId: string) {
    return (await supply.listAuthPhones(mgrId)).filter((p) => p.sphoneUseYn === 'Y');
  }

  return {
    listUsablePhones,

    /** The sign-in phone list: masked numbers, each with the id the send call takes instead of the number. */
    async listPhoneChoices(session: SessionContext): Promise<TAuthPhoneItem[]> {
      return (await listUsablePhones(session.mgrId)).map((p) => ({ phoneId: phoneIdOf(session, p.sphone), dpSphone: maskPhone(p.sphone) }));
    },

    /** The number behind a listed id: a phone of this account, in use; undefined otherwise. */
    async findUsablePhone(session: SessionContext, phoneId: string): Promise<string | undefined> {
      const wanted = Buffer.from(phoneId);
      const matches = (sphone: string) => {
        const id = Buffer.from(phoneIdOf(session, sphone));
        return id.length === wanted.length && timingSafeEqual(id, wanted);
      };
      return (await listUsablePhones(session.mgrId)).find((p) => matches(p.sphone))?.sphone;
    },

    /** spec access §8 phone save reply: 1 saved, 3 code wrong or expired, 5 duplicate or full. */
    async addVerifiedPhone(opts: {
      session: SessionContext;
      phone: string;
      authTime: string;
      code: string;
    }): Promise<{ resultCode: number; messageKey: string; agreeYn: TYn; supplyEntrStsCd: string }> {
      // A signed-in session adds phones in settings, with its password; its codes there must not land here.
      requirePendingSession(opts.session);
      const entr = opts.session.supplyEntrCd ? await supply.findSupplyEntr(opts.session.supplyEntrCd) : undefined;
      const base = { agreeYn: entr?.agreeYn ?? ('Y' as const), supplyEntrStsCd: entr?.entrStsCd ?? '30' };
      const { outcome, row } = await verification.checkCode({ purpose: 'phone-add', owner: opts.session.idHash, authTime: opts.authTime, code: opts.code });
      if (outcome !== 'verified' || !row || row.phone !== opts.phone)
        return {
          ...base,
          resultCode: 3,
          messageKey: outcome === 'tooManyChecks' ? 'step2.msg.tooMany' : outcome === 'expired' ? 'step2.msg.msg6' : 'step2.msg.wrong',
        };
      const added = await supply.addAuthPhone({ mgrId: opts.session.mgrId, supplyEntrCd: opts.session.supplyEntrCd, sphone: opts.phone });
      if (added !== 'added') return { ...base, resultCode: 5, messageKey: added === 'duplicate' ? 'phone.msg.duplicate' : 'phone.msg.full' };
      await verification.consume(row);
      return { ...base, resultCode: 1, messageKey: 'phone.msg.added' };
    },
  };
}
export type AuthPhoneService = ReturnType<typeof createAuthPhoneService>;
