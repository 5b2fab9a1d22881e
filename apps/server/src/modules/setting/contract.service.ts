import { CONTRACT_DOCUMENTS, CONTRACT_TERM, businessNumberText, type TContractReply } from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { seoulDate, seoulYear } from '@/platform/time/seoul-date.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';

/** The contract screen: which documents apply, the seller's agreement to them, and the contract year. */
export function createContractService(deps: { supply: SupplyService; clock: Clock }) {
  const { supply, clock } = deps;
  return {
    /**
     * The seller terms run to the end of the year and renew yearly (spec business §9), so the current
     * contract runs from 1 January (or the seller's entry, when later) to 31 December.
     */
    async getContract(opts: { session: SessionContext }): Promise<TContractReply> {
      const e = await supply.findSupplyEntr(companyOf(opts.session));
      if (!e) throw new AppError('NOT_FOUND');
      const year = seoulYear(clock.now());
      const yearStart = `${year}-01-01`;
      const entered = seoulDate(e.createdAt);
      return {
        supplyEntrCd: e.supplyEntrCd,
        supplyEntrNm: e.supplyEntrNm,
        ownerNm: e.ownerNm,
        bizNoText: businessNumberText(e.bizNo),
        sellFeeRate: e.sellFeeRate,
        settleDay: e.settleDay,
        sellFeeRateConfirmYn: e.sellFeeRateConfirmYn,
        agreeYn: e.agreeYn,
        agreeGenuineYn: e.agreeGenuineYn,
        grntSrvcAgrmYn: e.grntSrvcAgrmYn,
        agreedAt: e.agreedAt ? e.agreedAt.toISOString() : null,
        sellerTermsRevisedDt: CONTRACT_DOCUMENTS.sellerTermsRevisedDt,
        guaranteeEffectiveDt: CONTRACT_DOCUMENTS.guaranteeEffectiveDt,
        contractStrtDt: entered > yearStart ? entered : yearStart,
        contractEndDt: `${year}-12-31`,
        renewCycle: CONTRACT_TERM.renewCycle,
        refuseNoticeMonths: CONTRACT_TERM.refuseNoticeMonths,
      };
    },
  };
}
export type ContractService = ReturnType<typeof createContractService>;
