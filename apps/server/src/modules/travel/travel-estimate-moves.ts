import { TRAVEL_ESTIMATE_MACHINE, type TTravelEstimateAction } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { NewTravelEstimate, TravelEstimateKey, TravelEstimateRepository, TravelEstimateRow } from './travel-estimate.repository.ts';
import type { TravelActorRef } from './travel-order-moves.ts';
import type { TravelOrderRepository } from './travel-order.repository.ts';

/** An estimate's type and rooms change only before it is sent for payment (decisions "Reservations and estimates"). */
const EDITABLE = new Set(['REQUEST', 'CHECK']);

/**
 * Every change of an estimate, in one transaction each: the row locked, the version the screen read compared, a
 * status move checked against TRAVEL_ESTIMATE_MACHINE and written to the history with its actor.
 */
export function createTravelEstimateMoves(deps: { repo: TravelEstimateRepository; orders: TravelOrderRepository; db: Database; clock: Clock }) {
  const { repo, orders, db, clock } = deps;

  async function lock(key: TravelEstimateKey, expectedVersion?: number): Promise<TravelEstimateRow> {
    const cur = await repo.lockEstimate(key);
    if (!cur) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.estimateNotFound' });
    if (expectedVersion !== undefined && cur.version !== expectedVersion) throw new AppError('CONFLICT', { messageKey: 'order.msg.concurrentChange' });
    return cur;
  }

  async function record(cur: TravelEstimateRow, h: { action: string; to: string; actor: TravelActorRef; memo?: string | null }) {
    await orders.insertHistory({
      supplyEntrCd: cur.supplyEntrCd,
      kind: 'ESTIMATE',
      refKey: cur.estmNo,
      fromStsCd: cur.estmStatCd,
      toStsCd: h.to,
      action: h.action,
      actorType: h.actor.type,
      actorId: h.actor.id,
      actorNm: h.actor.nm,
      memo: h.memo ?? null,
      changedDt: clock.now(),
    });
  }

  return {
    lock,
    record,

    /** A status move; `check` runs inside the transaction after the move is allowed (the payment request's rules). */
    async moveEstimate(opts: {
      key: TravelEstimateKey;
      action: TTravelEstimateAction;
      actor: TravelActorRef;
      expectedVersion?: number;
      reason?: string;
      patch?: Partial<NewTravelEstimate>;
      check?: (cur: TravelEstimateRow) => Promise<void>;
    }): Promise<TravelEstimateRow> {
      return db.transaction(async () => {
        const cur = await lock(opts.key, opts.expectedVersion);
        const to = requireTransition(TRAVEL_ESTIMATE_MACHINE, { from: cur.estmStatCd as never, action: opts.action, who: opts.actor.type })!;
        await opts.check?.(cur);
        const now = clock.now();
        const patch: Partial<NewTravelEstimate> = { ...opts.patch, estmStatCd: to, upDt: now };
        if (opts.action === 'pay') patch.paidDt = now;
        if (opts.action === 'cancel') Object.assign(patch, { cancelDt: now, cancelReason: opts.reason || null });
        const row = await repo.updateEstimate(opts.key, patch);
        await record(cur, { action: opts.action, to, actor: opts.actor, memo: opts.reason || null });
        return row;
      });
    },

    /** The seller's memo (any status). */
    async saveMemo(opts: { key: TravelEstimateKey; expectedVersion: number; memo: string }): Promise<TravelEstimateRow> {
      return db.transaction(async () => {
        await lock(opts.key, opts.expectedVersion);
        return repo.updateEstimate(opts.key, { memo: opts.memo, upDt: clock.now() });
      });
    },

    /** An edit of an open estimate (type, room dates): refused once it is sent for payment, paid or cancelled. */
    async editEstimate(opts: {
      key: TravelEstimateKey;
      expectedVersion: number;
      actor: TravelActorRef;
      action: 'changeType' | 'setRooms';
      edit: (cur: TravelEstimateRow) => Promise<Partial<NewTravelEstimate>>;
    }): Promise<TravelEstimateRow> {
      return db.transaction(async () => {
        const cur = await lock(opts.key, opts.expectedVersion);
        if (!EDITABLE.has(cur.estmStatCd)) throw new AppError('CONFLICT', { messageKey: 'travelOrder.msg.estimateNotEditable' });
        const patch = await opts.edit(cur);
        const row = await repo.updateEstimate(opts.key, { ...patch, upDt: clock.now() });
        await record(cur, { action: opts.action, to: cur.estmStatCd, actor: opts.actor });
        return row;
      });
    },
  };
}
export type TravelEstimateMoves = ReturnType<typeof createTravelEstimateMoves>;
