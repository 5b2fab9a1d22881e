import { LINE_MACHINE, type TBuyerNotificationKind, type TLineAction, type TOrderActor } from '@po/contracts';
import type { Actor } from '@/platform/auth/session-scope.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { LineKey, NewOrderLine, OrderLineRow, OrderRepository } from './order.repository.ts';

/** Who moves a line or a claim, as the history records it. */
export interface OrderActorRef {
  type: TOrderActor;
  id: string;
  nm: string;
}

/** A seller's staff member, from the session's actor. */
export const sellerActor = (a: Actor): OrderActorRef => ({ type: 'seller', id: a.mgrId, nm: a.nm });
/** The clock's jobs. */
export const SYSTEM_ACTOR: OrderActorRef = { type: 'system', id: 'system', nm: 'system' };
/** The mall's buyer (through /api/mall). */
export const BUYER_ACTOR: OrderActorRef = { type: 'buyer', id: 'buyer', nm: 'buyer' };
/** The carrier's tracking events (through /api/mall). */
export const CARRIER_ACTOR: OrderActorRef = { type: 'carrier', id: 'carrier', nm: 'carrier' };

/**
 * The one way a line changes: locked, checked against LINE_MACHINE (409 with the spec's key, 403 for a mover the
 * table does not name), written with its version bumped, and recorded in the history, in one transaction. Every
 * feature of the order area (detail actions, invoices, claims, jobs, the mall) moves lines through here.
 */
export function createOrderMoves(deps: { repo: OrderRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;

  /** The seller's line locked for a change; another seller's or a missing line is 404. */
  async function lockLine(key: LineKey, expectedVersion?: number): Promise<OrderLineRow> {
    const line = await repo.lockLine(key);
    if (!line) throw new AppError('NOT_FOUND');
    // A screen that read the line sends the version it saw: someone else's change in between is named, not overwritten.
    if (expectedVersion !== undefined && line.version !== expectedVersion) throw new AppError('CONFLICT', { messageKey: 'order.msg.concurrentChange' });
    return line;
  }

  async function record(
    line: Pick<OrderLineRow, 'supplyEntrCd' | 'ordNo' | 'ordDtlSq'>,
    h: { action: string; from: string | null; to: string | null; actor: OrderActorRef; memo?: string | null; claimSq?: number | null },
  ) {
    await repo.insertHistory([
      {
        supplyEntrCd: line.supplyEntrCd,
        ordNo: line.ordNo,
        ordDtlSq: line.ordDtlSq,
        claimSq: h.claimSq ?? null,
        action: h.action,
        fromStsCd: h.from,
        toStsCd: h.to,
        memo: h.memo ?? null,
        actorType: h.actor.type,
        actorId: h.actor.id,
        actorNm: h.actor.nm,
        changedDt: clock.now(),
      },
    ]);
  }

  return {
    lockLine,
    /** Appends one history row (a claim's move, a memo, a notice): the popup reads them all. */
    recordHistory: record,

    /**
     * Moves a line by an action of LINE_MACHINE and writes `patch` with it; answers the line as stored after. Joins
     * the caller's transaction when there is one, so a claim and its line change together.
     */
    async moveLine(opts: {
      key: LineKey;
      action: TLineAction;
      actor: OrderActorRef;
      patch?: (line: OrderLineRow) => Partial<NewOrderLine>;
      memo?: string | null;
      claimSq?: number | null;
      expectedVersion?: number;
    }): Promise<OrderLineRow> {
      return db.transaction(async () => {
        const line = await lockLine(opts.key, opts.expectedVersion);
        const to = requireTransition(LINE_MACHINE, { from: line.ordDtlStsCd as never, action: opts.action, who: opts.actor.type });
        const patch = { ...(opts.patch?.(line) ?? {}), ordDtlStsCd: to ?? line.ordDtlStsCd, upDt: clock.now() };
        await repo.updateLine(opts.key, patch);
        await record(line, { action: opts.action, from: line.ordDtlStsCd, to, actor: opts.actor, memo: opts.memo ?? null, claimSq: opts.claimSq ?? null });
        return { ...line, ...patch, version: line.version + 1 };
      });
    },

    /** Changes a line without a status move (a memo, a delay mark, quantities), recorded under `action`. */
    async changeLine(opts: {
      key: LineKey;
      action: string;
      actor: OrderActorRef;
      patch: (line: OrderLineRow) => Partial<NewOrderLine>;
      memo?: string | null;
      claimSq?: number | null;
      expectedVersion?: number;
    }): Promise<OrderLineRow> {
      return db.transaction(async () => {
        const line = await lockLine(opts.key, opts.expectedVersion);
        const patch = { ...opts.patch(line), upDt: clock.now() };
        await repo.updateLine(opts.key, patch);
        await record(line, {
          action: opts.action,
          from: line.ordDtlStsCd,
          to: patch.ordDtlStsCd ?? line.ordDtlStsCd,
          actor: opts.actor,
          memo: opts.memo ?? null,
          claimSq: opts.claimSq ?? null,
        });
        return { ...line, ...patch, version: line.version + 1 };
      });
    },

    /** Puts a message for the buyer in the outbox (the mall's notifier sends it on). */
    async notifyBuyer(
      line: Pick<OrderLineRow, 'supplyEntrCd' | 'ordNo' | 'ordDtlSq'>,
      kind: TBuyerNotificationKind,
      payload: Record<string, unknown>,
    ): Promise<void> {
      await repo.insertNotifications([{ supplyEntrCd: line.supplyEntrCd, ordNo: line.ordNo, ordDtlSq: line.ordDtlSq, kind, payload, createdDt: clock.now() }]);
    },
  };
}
export type OrderMoves = ReturnType<typeof createOrderMoves>;
