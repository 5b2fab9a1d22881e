import {
  addMonths,
  type TAdminMonth,
  type TAdminMonthSellersReply,
  type TAdminMonthSellersRequest,
  type TAdminMonthsReply,
  type TAdminMonthsRequest,
  type TJobStartedReply,
  type TJobStatusReply,
  type TLanguage,
} from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { jobStatusReply } from '@/platform/jobs/job-status.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { SettlementAdminRepository } from './settlement-admin.repository.ts';
import { SETTLEMENT_RUN_JOB } from './settlement-run.service.ts';
import { issueDueDtOf } from './settlement-dates.ts';

/** How many months the list shows when no period is asked for: the current one and the 11 before. */
const DEFAULT_MONTHS = 12;

/** Codes of the sellers a filter names: the code itself, or any seller whose name contains the term. */
export async function sellersNamed(supply: SupplyService, term: string | undefined): Promise<string[] | undefined> {
  const t = term?.trim();
  if (!t) return undefined;
  return [...new Set([t, t.toUpperCase(), ...(await supply.findSupplyEntrCdsByName(t))])];
}

/** The operator's months: each month's run and totals, its sellers, the confirm (a queue job) and its progress. */
export function createSettlementMonthsService(deps: { repo: SettlementAdminRepository; supply: SupplyService; jobs: JobQueue; clock: Clock }) {
  const { repo, supply, jobs, clock } = deps;
  const thisMonth = () => seoulDate(clock.now()).slice(0, 7);
  /** A month has ended once today (Seoul) is in a later month. */
  const hasEnded = (ym: string) => ym < thisMonth();

  return {
    /** Every month of the period, newest first, whether it was run or not (default: the last 12 months). */
    async listMonths(opts: { query: TAdminMonthsRequest }): Promise<TAdminMonthsReply> {
      const endYm = opts.query.endYm ?? (opts.query.startYm ? addMonths(opts.query.startYm, DEFAULT_MONTHS - 1) : thisMonth());
      const startYm = opts.query.startYm ?? addMonths(endYm, -(DEFAULT_MONTHS - 1));
      const [runs, totals] = await Promise.all([repo.listRuns(startYm, endYm), repo.monthTotals(startYm, endYm)]);
      const runOf = new Map(runs.map((r) => [r.settleYm, r]));
      const totalOf = new Map(totals.months.map((t) => [t.settleYm, t]));
      const list: TAdminMonth[] = [];
      for (let ym = endYm; ym >= startYm; ym = addMonths(ym, -1)) {
        const run = runOf.get(ym);
        const t = totalOf.get(ym);
        list.push({
          settleYm: ym,
          stsCd: run?.stsCd ?? 'NONE',
          ended: hasEnded(ym),
          confirmDt: run?.confirmDt ?? null,
          payDueDt: run?.payDueDt ?? null,
          fixedDt: run?.fixedDt?.toISOString() ?? null,
          publishedDt: run?.publishedDt?.toISOString() ?? null,
          issueDueDt: issueDueDtOf(ym),
          sellerCnt: t?.sellerCnt ?? 0,
          rowCnt: t?.rowCnt ?? 0,
          payoutAmt: t?.payoutAmt ?? 0,
          feeAmt: t?.feeAmt ?? 0,
          invoiceCnt: totals.invoices.get(ym) ?? 0,
          runBy: run?.runBy ?? null,
        });
      }
      return { list, totalCnt: list.length };
    },

    async listMonthSellers(opts: { settleYm: string; query: TAdminMonthSellersRequest }): Promise<TAdminMonthSellersReply> {
      const { rows, total } = await repo.listMonthSellers({
        settleYm: opts.settleYm,
        supplyEntrCds: await sellersNamed(supply, opts.query.seller),
        page: opts.query,
      });
      const names = await supply.findSupplyEntrNames(rows.map((r) => r.supplyEntrCd));
      return { list: rows.map((r) => ({ ...r, supplyEntrNm: names.get(r.supplyEntrCd) ?? '' })), totalCnt: total };
    },

    /**
     * Confirms an ended month: puts the run on the queue (the run is idempotent: a second confirm of a month still
     * running finishes what is left). A fixed or published month is refused; a month not yet ended too.
     */
    async confirmMonth(opts: { session: SessionContext; settleYm: string }): Promise<TJobStartedReply> {
      if (!hasEnded(opts.settleYm)) throw new AppError('CONFLICT', { messageKey: 'calculateAdmin.msg.monthNotEnded' });
      const run = await repo.findRun(opts.settleYm);
      if (run && run.stsCd !== 'RUNNING') throw new AppError('CONFLICT', { messageKey: 'calculateAdmin.msg.monthAlreadyFixed' });
      const jobId = await jobs.enqueue({
        kind: SETTLEMENT_RUN_JOB,
        payload: { settleYm: opts.settleYm, runBy: opts.session.mgrId },
        requestedBy: opts.session.mgrId,
      });
      if (!jobId) throw new AppError('CONFLICT');
      return { jobId };
    },

    /** Where a confirm's run stands (the operator's screen follows it; /api/job is for a seller's own jobs). */
    async getRunJob(opts: { jobId: string; lang: TLanguage }): Promise<TJobStatusReply> {
      const job = await jobs.findMallJob(SETTLEMENT_RUN_JOB, opts.jobId);
      if (!job) throw new AppError('NOT_FOUND');
      return jobStatusReply(job, opts.lang);
    },
  };
}
export type SettlementMonthsService = ReturnType<typeof createSettlementMonthsService>;
