import {
  SETTLEMENT_LIMITS,
  type TAdjustmentListReply,
  type TAdjustmentListRequest,
  type TCreateAdjustmentRequest,
  type TCreateHoldRequest,
  type THoldListReply,
  type THoldListRequest,
} from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { SettlementEntriesRepository } from './settlement-entries.repository.ts';
import { sellersNamed } from './settlement-months.service.ts';

const seoulDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+09:00`));

/** The same day a year later (29 February becomes 28 February). */
export function addYear(day: string): string {
  const [y, m, d] = day.split('-') as [string, string, string];
  const next = `${Number(y) + 1}-${m}-${d}`;
  return m === '02' && d === '29' ? `${Number(y) + 1}-02-28` : next;
}

/**
 * When an operator's hold is due: CARD at most 60 days after it is placed (default the 60th day), COUNTERFEIT
 * a year after (default), MANUAL as entered. Always after today, so the run that takes it never releases it at once.
 */
export function holdDueDt(kind: TCreateHoldRequest['holdKind'], today: string, asked: string | undefined): string {
  const due = asked ?? (kind === 'CARD' ? addDays(today, SETTLEMENT_LIMITS.cardHoldMaxDays) : kind === 'COUNTERFEIT' ? addYear(today) : undefined);
  if (!due) throw validationError([{ field: 'releaseDueDt', messageKey: 'calculateAdmin.msg.releaseDueRequired' }]);
  if (due <= today) throw validationError([{ field: 'releaseDueDt', messageKey: 'calculateAdmin.msg.releaseDuePast' }]);
  if (kind === 'CARD' && due > addDays(today, SETTLEMENT_LIMITS.cardHoldMaxDays))
    throw validationError([{ field: 'releaseDueDt', messageKey: 'calculateAdmin.msg.cardHoldTooLong' }]);
  return due;
}

/** Adjustments and holds: entered by the operator, never edited or deleted; the next run turns each into a row. */
export function createSettlementEntriesService(deps: { repo: SettlementEntriesRepository; supply: SupplyService; db: Database; clock: Clock }) {
  const { repo, supply, db, clock } = deps;
  const names = (codes: string[]) => supply.findSupplyEntrNames(codes);
  async function requireSeller(supplyEntrCd: string) {
    if (!(await supply.findSupplyEntr(supplyEntrCd))) throw validationError([{ field: 'supplyEntrCd', messageKey: 'calculateAdmin.msg.sellerNotFound' }]);
  }

  return {
    async listAdjustments(opts: { query: TAdjustmentListRequest }): Promise<TAdjustmentListReply> {
      const q = opts.query;
      const { rows, total } = await repo.listAdjustments({
        supplyEntrCds: await sellersNamed(supply, q.seller),
        bounds: { from: q.startDt ? seoulDayStart(q.startDt) : undefined, until: q.endDt ? seoulDayStart(addDays(q.endDt, 1)) : undefined },
        page: q,
      });
      const nm = await names(rows.map((r) => r.supplyEntrCd));
      return {
        list: rows.map((r) => ({ ...r, supplyEntrNm: nm.get(r.supplyEntrCd) ?? '', createdDt: r.createdDt.toISOString() })),
        totalCnt: total,
      };
    },

    async createAdjustment(opts: { session: SessionContext; body: TCreateAdjustmentRequest }): Promise<{ adjSq: number }> {
      await requireSeller(opts.body.supplyEntrCd);
      const adjSq = await repo.insertAdjustment({ ...opts.body, createdBy: opts.session.mgrId, createdDt: clock.now() });
      return { adjSq };
    },

    async listHolds(opts: { query: THoldListRequest }): Promise<THoldListReply> {
      const q = opts.query;
      const { rows, total } = await repo.listHolds({ supplyEntrCds: await sellersNamed(supply, q.seller), holdKind: q.holdKind, state: q.state, page: q });
      const nm = await names(rows.map((r) => r.supplyEntrCd));
      return {
        list: rows.map((r) => ({
          ...r,
          supplyEntrNm: nm.get(r.supplyEntrCd) ?? '',
          createdDt: r.createdDt.toISOString(),
          releasedDt: r.releasedDt?.toISOString() ?? null,
        })),
        totalCnt: total,
      };
    },

    async createHold(opts: { session: SessionContext; body: TCreateHoldRequest }): Promise<{ holdSq: number; releaseDueDt: string }> {
      const { releaseDueDt: asked, ...body } = opts.body;
      const releaseDueDt = holdDueDt(body.holdKind, seoulDate(clock.now()), asked);
      await requireSeller(body.supplyEntrCd);
      const holdSq = await repo.insertHold({ ...body, releaseDueDt, createdBy: opts.session.mgrId, createdDt: clock.now() });
      return { holdSq, releaseDueDt };
    },

    /** An early release, once: the next run writes the RELEASE row. A hold already released (or due and released by a run) is 409. */
    async releaseHold(opts: { session: SessionContext; holdSq: number; releaseMemo: string }): Promise<{ holdSq: number; releasedDt: string }> {
      return db.transaction(async () => {
        const hold = await repo.lockHold(opts.holdSq);
        if (!hold) throw new AppError('NOT_FOUND');
        if (hold.releasedDt || hold.releaseRowWritten) throw new AppError('CONFLICT', { messageKey: 'calculateAdmin.msg.alreadyReleased' });
        const at = clock.now();
        await repo.releaseHold({ holdSq: opts.holdSq, by: opts.session.mgrId, at, memo: opts.releaseMemo });
        return { holdSq: opts.holdSq, releasedDt: at.toISOString() };
      });
    },
  };
}
export type SettlementEntriesService = ReturnType<typeof createSettlementEntriesService>;
