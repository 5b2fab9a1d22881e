import type { TYn } from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { VerificationService } from '@/platform/sms/verification.service.ts';
import type { SupplyService } from './supply.service.ts';

/** Authentication phones of an account: listing, and adding one proven by its SMS code. */
export function createAuthPhoneService(deps: { supply: SupplyService; verification: VerificationService }) {
  const { supply, verification } = deps;
  return {
    async listUsablePhones(mgrId: string) {
      return (await supply.listAuthPhones(mgrId)).filter((p) => p.sphoneUseYn === 'Y');
    },

    /** spec access §8 phone save reply: 1 saved, 3 code wrong or expired, 5 duplicate or full. */
    async addVerifiedPhone(opts: { session: SessionContext; phone: string; authTime: string; code: string }): Promise<{ resultCode: number; messageKey: string; agreeYn: TYn; supplyEntrStsCd: string }> {
      const entr = opts.session.supplyEntrCd ? await supply.findSupplyEntr(opts.session.supplyEntrCd) : undefined;
      const base = { agreeYn: entr?.agreeYn ?? ('Y' as const), supplyEntrStsCd: entr?.entrStsCd ?? '30' };
      const { outcome, row } = await verification.checkCode({ purpose: 'phone-add', owner: opts.session.idHash, authTime: opts.authTime, code: opts.code });
      if (outcome !== 'verified' || !row || row.phone !== opts.phone) return { ...base, resultCode: 3, messageKey: outcome === 'tooManyChecks' ? 'step2.msg.tooMany' : outcome === 'expired' ? 'step2.msg.msg6' : 'step2.msg.wrong' };
      const added = await supply.addAuthPhone({ mgrId: opts.session.mgrId, supplyEntrCd: opts.session.supplyEntrCd, sphone: opts.phone });
      if (added !== 'added') return { ...base, resultCode: 5, messageKey: added === 'duplicate' ? 'phone.msg.duplicate' : 'phone.msg.full' };
      await verification.consume(row);
      return { ...base, resultCode: 1, messageKey: 'phone.msg.added' };
    },
  };
}
export type AuthPhoneService = ReturnType<typeof createAuthPhoneService>;
