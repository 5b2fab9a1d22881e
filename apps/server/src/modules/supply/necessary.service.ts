import { businessNumberText, type TNecessaryConfirmRequest, type TNecessaryInfoReply } from '@po/contracts';
import type { SessionContext, SessionService } from '@/platform/auth/session.service.ts';
import { profileOf } from '@/platform/auth/session-profile.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { requiredAgreementsGiven } from './necessary-rules.ts';
import { bizGbText, splitPhoneParts, type SupplyService } from './supply.service.ts';

/** The necessary-agreement step after sign-in (spec access §2 /Necessary, §4, §5). */
export function createNecessaryService(deps: { supply: SupplyService; sessions: SessionService }) {
  const { supply, sessions } = deps;

  const clearPendingMark = (session: SessionContext) =>
    profileOf(session).agreementsPending ? sessions.updateSession(session.idHash, { data: { ...session.data, agreementsPending: false } }) : Promise.resolve();

  async function companyOf(session: SessionContext) {
    const entr = session.supplyEntrCd ? await supply.findSupplyEntr(session.supplyEntrCd) : undefined;
    if (!entr) throw new AppError('NOT_FOUND');
    return entr;
  }

  return {
    /** For the guard: whether a session marked at sign-in still misses the required agreements; unmarks it once saved. */
    async agreementsStillPending(session: SessionContext): Promise<boolean> {
      const entr = session.supplyEntrCd ? await supply.findSupplyEntr(session.supplyEntrCd) : undefined;
      if (entr && !requiredAgreementsGiven(entr)) return true;
      await clearPendingMark(session);
      return false;
    },

    async getNecessaryInfo(session: SessionContext, lang: 'ko' | 'en'): Promise<TNecessaryInfoReply> {
      const e = await companyOf(session);
      // A global seller's number is international: shown whole with its plus, never cut into Korean parts.
      const [phone1, phone2, phone3] = e.entrType === 'G' ? [e.phone ? `+${e.phone}` : '', '', ''] : splitPhoneParts(e.phone);
      return {
        supplyEntrCd: e.supplyEntrCd,
        supplyEntrNm: e.supplyEntrNm,
        ownerNm: e.ownerNm,
        bizGbText: bizGbText(e.bizGb, lang),
        bizNoText: businessNumberText(e.bizNo),
        phone1,
        phone2,
        phone3,
        sellFeeRate: e.sellFeeRate,
        settleDay: e.settleDay,
        sellFeeRateConfirmYn: e.sellFeeRateConfirmYn,
        agreeYn: e.agreeYn,
        agreeGenuineYn: e.agreeGenuineYn,
        grntSrvcAgrmYn: e.grntSrvcAgrmYn,
      };
    },

    async getSupplyEntrDetail(session: SessionContext) {
      const e = await companyOf(session);
      return { bizGb: e.bizGb, bizNo: e.bizNo, mgrId: session.mgrId, entrStsCd: e.entrStsCd };
    },

    /**
     * Saves the agreements. The fee-rate confirmation and the terms must end up agreed (messages 5
     * and 6); the genuine-goods terms are optional (docs/decisions.md). The guarantee popup sends
     * grntSrvcAgrmYn alone and must send Y (message 6).
     */
    async saveNecessaryConfirm(session: SessionContext, req: TNecessaryConfirmRequest): Promise<1> {
      const e = await companyOf(session);
      const onlyGuarantee =
        req.grntSrvcAgrmYn !== undefined && req.sellFeeRateConfirmYn === undefined && req.agreeYn === undefined && req.agreeGenuineYn === undefined;
      if (onlyGuarantee) {
        if (req.grntSrvcAgrmYn !== 'Y') throw validationError([{ field: 'grntSrvcAgrmYn', messageKey: 'necessary.msg.msg6' }]);
        await supply.saveAgreements({ supplyEntrCd: e.supplyEntrCd, flags: { grntSrvcAgrmYn: 'Y' } });
        return 1;
      }
      const merged = {
        sellFeeRateConfirmYn: req.sellFeeRateConfirmYn ?? e.sellFeeRateConfirmYn,
        agreeYn: req.agreeYn ?? e.agreeYn,
        agreeGenuineYn: req.agreeGenuineYn ?? e.agreeGenuineYn,
      };
      if (merged.sellFeeRateConfirmYn !== 'Y') throw validationError([{ field: 'sellFeeRateConfirmYn', messageKey: 'necessary.msg.msg5' }]);
      if (merged.agreeYn !== 'Y') throw validationError([{ field: 'agreeYn', messageKey: 'necessary.msg.msg6' }]);
      await supply.saveAgreements({
        supplyEntrCd: e.supplyEntrCd,
        flags: { ...merged, ...(req.grntSrvcAgrmYn ? { grntSrvcAgrmYn: req.grntSrvcAgrmYn } : {}) },
      });
      await clearPendingMark(session);
      return 1;
    },
  };
}
export type NecessaryService = ReturnType<typeof createNecessaryService>;
