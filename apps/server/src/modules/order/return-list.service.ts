import { ORDER_LIMITS, type TReturnHoldRequest, type TReturnListReply, type TReturnListRequest, type TReturnWithdrawRequest } from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { validationError } from '@/platform/http/app-error.ts';
import type { ReturnListRepository } from './return-list.repository.ts';
import { toReturnRow } from './return-view.ts';

/** A search period longer than the order lists allow (spec §9: at most 6 months) is refused on the `toDt` field. */
function checkPeriod(q: { fromDt?: string | undefined; toDt?: string | undefined }) {
  if (!q.fromDt || !q.toDt) return;
  const limit = new Date(`${q.fromDt}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + ORDER_LIMITS.maxPeriodMonths);
  if (new Date(`${q.toDt}T00:00:00Z`) > limit) throw validationError([{ field: 'toDt', messageKey: 'claim.msg.periodTooLong' }]);
}

/** The return screens' lists: the seller's returns by status with counts, the withdraw screen, the CS centre's holds. */
export function createReturnListService(deps: { lists: ReturnListRepository }) {
  const { lists } = deps;
  return {
    async listReturns(opts: { session: SessionContext; query: TReturnListRequest }): Promise<TReturnListReply> {
      checkPeriod(opts.query);
      const r = await lists.listReturns(companyOf(opts.session), opts.query);
      return { list: r.rows.map(toReturnRow), totalCnt: r.totalCnt, counts: r.counts };
    },
    async listWithdraws(opts: { session: SessionContext; query: TReturnWithdrawRequest }) {
      const r = await lists.listWithdraws(companyOf(opts.session), opts.query);
      return { list: r.rows.map(toReturnRow), totalCnt: r.totalCnt };
    },
    async listHolds(opts: { query: TReturnHoldRequest }) {
      const r = await lists.listHolds(opts.query);
      return { list: r.rows.map(toReturnRow), totalCnt: r.totalCnt };
    },
  };
}
export type ReturnListService = ReturnType<typeof createReturnListService>;
