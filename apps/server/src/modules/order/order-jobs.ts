import { DELAY_STATUS, LINE_STATUS, ORDER_LIMITS } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { businessHoursBetween, subtractBusinessHours } from '@/platform/time/business-hours.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { LineCursor, OrderJobRepository } from './order-jobs.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import { SYSTEM_ACTOR, type OrderMoves } from './order-moves.ts';
import type { LineKey, OrderLineRow } from './order.repository.ts';

/** How many lines one read of a job takes; a run reads batches until none is left. */
export const JOB_BATCH = 200;
const DAY_MS = 24 * 3600 * 1000;
const UNSHIPPED: readonly string[] = [LINE_STATUS.paid, LINE_STATUS.preparing];

/**
 * Walks a job's candidates batch by batch (keyset paging, so a line that was skipped is not read again) and
 * applies `each` to every one; answers how many it changed. A line another change got to first (a refusal of
 * the state machine, a line gone) is skipped and left for the next run; anything else fails the run.
 */
export async function sweepLines(list: (cursor: LineCursor) => Promise<LineKey[]>, each: (key: LineKey) => Promise<boolean>): Promise<number> {
  let changed = 0;
  let cursor: LineCursor = null;
  for (;;) {
    const keys = await list(cursor);
    for (const key of keys) {
      try {
        if (await each(key)) changed++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    if (keys.length < JOB_BATCH) return changed;
    const last = keys[keys.length - 1]!;
    cursor = { ordNo: last.ordNo, ordDtlSq: last.ordDtlSq };
  }
}

/** Whether a line is past its dispatch deadline: 48 business hours after payment, or the end of a noticed new day. */
export function isDeliveryDelayed(line: Pick<OrderLineRow, 'payDt' | 'delayNoticeDt' | 'giPrrnDt'>, now: Date): boolean {
  if (businessHoursBetween(line.payDt, now) < ORDER_LIMITS.deliveryDelayHours) return false;
  return line.delayNoticeDt === null || line.giPrrnDt < seoulDate(now);
}

/**
 * The jobs that watch the clock over the lines (DESIGN "Long work is a durable job"): the delay marks (72, 82)
 * and the automatic purchase confirmation. Each job is idempotent (it only takes lines its rule still holds for,
 * re-checked under the line's lock) and spans sellers; every change goes through orderMoves, so history records it.
 */
export function createOrderLineJobs(deps: { repo: OrderJobRepository; moves: OrderMoves; db: Database; clock: Clock }) {
  const { repo, moves, db, clock } = deps;

  /** Locks the line, and changes it only when `holds` still says so. */
  const changeIf = (key: LineKey, holds: (l: OrderLineRow) => boolean, change: Parameters<OrderMoves['changeLine']>[0]) =>
    db.transaction(async () => {
      if (!holds(await moves.lockLine(key))) return false;
      await moves.changeLine(change);
      return true;
    });

  return {
    /** Marks 72 on paid or preparing lines not dispatched within 48 business hours of payment. */
    async markDeliveryDelays(): Promise<number> {
      const now = clock.now();
      const paidBy = subtractBusinessHours(now, ORDER_LIMITS.deliveryDelayHours);
      return sweepLines(
        (cursor) => repo.listDeliveryDelayed({ paidBy, today: seoulDate(now), cursor, limit: JOB_BATCH }),
        (key) =>
          changeIf(key, (l) => UNSHIPPED.includes(l.ordDtlStsCd) && l.delayStsCd === null && isDeliveryDelayed(l, now), {
            key,
            action: 'delay:72',
            actor: SYSTEM_ACTOR,
            patch: () => ({ delayStsCd: DELAY_STATUS.deliveryDelay }),
          }),
      );
    },

    /** Marks 82 on shipping lines not delivered by 23:59 Seoul of their expected delivery day (it replaces a 72). */
    async markArrivalDelays(): Promise<number> {
      const today = seoulDate(clock.now());
      return sweepLines(
        (cursor) => repo.listArrivalDelayed({ today, cursor, limit: JOB_BATCH }),
        (key) =>
          changeIf(key, (l) => l.ordDtlStsCd === LINE_STATUS.shipping && l.deliveryExpectDt < today && l.delayStsCd !== DELAY_STATUS.arrivalDelay, {
            key,
            action: 'delay:82',
            actor: SYSTEM_ACTOR,
            patch: () => ({ delayStsCd: DELAY_STATUS.arrivalDelay }),
          }),
      );
    },

    /**
     * Clears a mark the line has outgrown: 72 once it shipped (whatever moved it), 82 once it was delivered or
     * cancelled. The ship and deliver moves may clear it themselves; this catches any that did not.
     */
    async clearStaleDelayMarks(): Promise<number> {
      const stale = (l: OrderLineRow) =>
        (l.delayStsCd === DELAY_STATUS.deliveryDelay && !UNSHIPPED.includes(l.ordDtlStsCd)) ||
        (l.delayStsCd === DELAY_STATUS.arrivalDelay && (l.ordDtlStsCd === LINE_STATUS.delivered || l.ordDtlStsCd === LINE_STATUS.cancelled));
      return sweepLines(
        (cursor) => repo.listStaleDelayMarks({ cursor, limit: JOB_BATCH }),
        (key) => changeIf(key, stale, { key, action: 'delay:clear', actor: SYSTEM_ACTOR, patch: () => ({ delayStsCd: null }) }),
      );
    },

    /**
     * Confirms the purchase of delivered lines autoConfirmDays (8) days after delivery. A line with an open
     * claim waits: a return in progress is not a kept purchase.
     */
    async confirmPurchases(): Promise<number> {
      const now = clock.now();
      const deliveredBy = new Date(now.getTime() - ORDER_LIMITS.autoConfirmDays * DAY_MS);
      return sweepLines(
        (cursor) => repo.listConfirmable({ deliveredBy, cursor, limit: JOB_BATCH }),
        (key) =>
          changeIf(
            key,
            (l) =>
              l.ordDtlStsCd === LINE_STATUS.delivered &&
              l.purchaseConfirmDt === null &&
              l.claimQty === 0 &&
              l.deliveredDt !== null &&
              l.deliveredDt <= deliveredBy,
            { key, action: 'confirm:auto', actor: SYSTEM_ACTOR, patch: () => ({ purchaseConfirmDt: now }) },
          ),
      );
    },
  };
}
export type OrderLineJobs = ReturnType<typeof createOrderLineJobs>;

/**
 * The next-day sold-out cancel (spec §4: "sold-out-reason cancel auto-cancels the next day if not shipped"): a
 * cancel request for reason 05 still open on a Seoul day after the one it was made is completed by the system,
 * without returning stock (the item is sold out). If the seller shipped the line meanwhile, the item was there
 * after all: the request is withdrawn by the system, so its quantity is free and the line goes on.
 */
export function createSoldOutCancelJob(deps: { repo: OrderJobRepository; claims: OrderClaims; moves: OrderMoves; db: Database; clock: Clock }) {
  const { repo, claims, moves, db, clock } = deps;
  return {
    async cancelSoldOutNextDay(): Promise<{ cancelled: number; withdrawn: number }> {
      const reqBefore = new Date(Date.parse(`${seoulDate(clock.now())}T00:00:00+09:00`));
      const done = { cancelled: 0, withdrawn: 0 };
      let afterClaimSq = 0;
      for (;;) {
        const batch = await repo.listSoldOutCancels({ reqBefore, afterClaimSq, limit: JOB_BATCH });
        for (const c of batch) {
          try {
            const outcome = await db.transaction(async () => {
              // Claim first, then line: the lock order of order-claims.
              const claim = await claims.lockClaim(c.supplyEntrCd, c.claimSq);
              if (claim.claimStsCd !== 'CANCEL_REQUESTED') return null;
              const line = await moves.lockLine({ supplyEntrCd: claim.supplyEntrCd, ordNo: claim.ordNo, ordDtlSq: claim.ordDtlSq });
              if (UNSHIPPED.includes(line.ordDtlStsCd)) {
                await claims.completeCancel({ supplyEntrCd: c.supplyEntrCd, claimSq: c.claimSq, actor: SYSTEM_ACTOR, releaseStock: false });
                return 'cancelled' as const;
              }
              await claims.withdrawClaim({ supplyEntrCd: c.supplyEntrCd, claimSq: c.claimSq, actor: SYSTEM_ACTOR, reason: 'shipped' });
              return 'withdrawn' as const;
            });
            if (outcome) done[outcome]++;
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
          }
        }
        if (batch.length < JOB_BATCH) return done;
        afterClaimSq = batch[batch.length - 1]!.claimSq;
      }
    },
  };
}
export type SoldOutCancelJob = ReturnType<typeof createSoldOutCancelJob>;
