import {
  CLAIM_MACHINE,
  CLAIM_STATUS,
  LINE_STATUS,
  type TClaimAction,
  type TClaimReasonCd,
  type TClaimRequester,
  type TClaimStsCd,
  type TClaimType,
} from '@po/contracts';
import type { ProductOrderingService } from '@/modules/product/product-ordering.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { ClaimRow, NewClaim, OrderClaimRepository } from './order-claim.repository.ts';
import type { OrderActorRef, OrderMoves } from './order-moves.ts';
import type { LineKey, OrderLineRow } from './order.repository.ts';

/** What of a line is still free for a new claim: bought, less what is cancelled, returned, exchanged or claimed. */
export const claimableQty = (l: Pick<OrderLineRow, 'ordQty' | 'cancelQty' | 'returnQty' | 'exchangeQty' | 'claimQty'>) =>
  l.ordQty - l.cancelQty - l.returnQty - l.exchangeQty - l.claimQty;

/** The line statuses a claim of each kind may be opened in (spec §4: receipts only in eligible statuses). */
const ELIGIBLE: Record<TClaimType, readonly string[]> = {
  CANCEL: [LINE_STATUS.paid, LINE_STATUS.preparing],
  RETURN: [LINE_STATUS.shipping, LINE_STATUS.delivered],
  EXCHANGE: [LINE_STATUS.shipping, LINE_STATUS.delivered],
};

/**
 * The quantities of claims (DESIGN "Orders": kept consistent by constraints): opening a claim holds part of the
 * line (claimQty), completing it moves that part to cancelQty, returnQty or exchangeQty, withdrawing frees it. Every
 * change locks the line first, so concurrent claims on one line see each other; the table's check constraint is
 * the last word. Each step records the history of the line under the claim.
 */
export function createOrderClaims(deps: { claims: OrderClaimRepository; moves: OrderMoves; ordering: ProductOrderingService; db: Database; clock: Clock }) {
  const { claims, moves, ordering, db, clock } = deps;

  /** The seller's claim locked for a change; another seller's or a missing one is 404. */
  async function lockClaim(supplyEntrCd: string, claimSq: number, expectedVersion?: number): Promise<ClaimRow> {
    const claim = await claims.lockClaim(supplyEntrCd, claimSq);
    if (!claim) throw new AppError('NOT_FOUND');
    if (expectedVersion !== undefined && claim.version !== expectedVersion) throw new AppError('CONFLICT', { messageKey: 'order.msg.concurrentChange' });
    return claim;
  }

  /**
   * Moves a claim by an action of CLAIM_MACHINE (409 with the spec's key when the table lacks it), writes `patch`,
   * and records the move in the line's history. Quantities are the caller's: see completeCancel and withdraw.
   */
  async function moveClaim(opts: {
    claim: ClaimRow;
    action: TClaimAction;
    actor: OrderActorRef;
    patch?: Partial<NewClaim>;
    memo?: string | null;
  }): Promise<ClaimRow> {
    const to = requireTransition(CLAIM_MACHINE, { from: opts.claim.claimStsCd as TClaimStsCd, action: opts.action, who: opts.actor.type });
    const patch = { ...opts.patch, claimStsCd: to ?? opts.claim.claimStsCd, upDt: clock.now() };
    await claims.updateClaim(opts.claim.supplyEntrCd, opts.claim.claimSq, patch);
    await moves.recordHistory(opts.claim, {
      action: `claim:${opts.action}`,
      from: opts.claim.claimStsCd,
      to,
      actor: opts.actor,
      memo: opts.memo ?? null,
      claimSq: opts.claim.claimSq,
    });
    return { ...opts.claim, ...patch, version: opts.claim.version + 1 };
  }

  const keyOf = (c: Pick<ClaimRow, 'supplyEntrCd' | 'ordNo' | 'ordDtlSq'>): LineKey => ({ supplyEntrCd: c.supplyEntrCd, ordNo: c.ordNo, ordDtlSq: c.ordDtlSq });

  return {
    lockClaim,

    /**
     * Opens a claim on a line in a status its kind allows, for at most what is still free (409
     * order.msg.noAvailableQty otherwise). Open-market lines refuse returns and exchanges after purchase
     * confirmation. Answers the claim as stored.
     */
    async openClaim(opts: {
      key: LineKey;
      claimType: TClaimType;
      qty: number;
      reqBy: TClaimRequester;
      reasonCd: TClaimReasonCd;
      reqReason?: string;
      actor: OrderActorRef;
      openMarket: boolean;
      fields?: Partial<NewClaim>;
    }): Promise<ClaimRow> {
      return db.transaction(async () => {
        const line = await moves.lockLine(opts.key);
        if (!ELIGIBLE[opts.claimType].includes(line.ordDtlStsCd)) throw new AppError('CONFLICT', { messageKey: 'order.msg.cancelNotAllowed' });
        if (opts.claimType !== 'CANCEL' && opts.openMarket && line.purchaseConfirmDt)
          throw new AppError('CONFLICT', { messageKey: 'order.msg.openMarketConfirmed' });
        if (opts.qty < 1 || opts.qty > claimableQty(line)) throw new AppError('CONFLICT', { messageKey: 'order.msg.noAvailableQty' });
        const status: TClaimStsCd = opts.claimType === 'CANCEL' ? CLAIM_STATUS.cancelRequested : CLAIM_STATUS.requested;
        const claim = await claims.insertClaim({
          ...opts.fields,
          supplyEntrCd: line.supplyEntrCd,
          ordNo: line.ordNo,
          ordDtlSq: line.ordDtlSq,
          claimType: opts.claimType,
          claimStsCd: status,
          claimQty: opts.qty,
          reqBy: opts.reqBy,
          reasonCd: opts.reasonCd,
          reqReason: opts.reqReason ?? '',
          reqDt: clock.now(),
          upDt: clock.now(),
        });
        await moves.changeLine({
          key: opts.key,
          action: `claim:${opts.claimType}`,
          actor: opts.actor,
          patch: (l) => ({
            claimQty: l.claimQty + opts.qty,
            ...(opts.claimType !== 'CANCEL' && l.digitIssuStatus === 'ISSUED' ? { digitIssuStatus: 'DEACTIVATED' } : {}),
          }),
          memo: opts.reqReason ?? null,
          claimSq: claim.claimSq,
        });
        return claim;
      });
    },

    moveClaim,

    /**
     * Completes a cancel claim: its quantity moves from claimed to cancelled, the stock comes back unless the cancel
     * is for a sold-out item, and the line is cancelled (99) once nothing of it is left.
     */
    async completeCancel(opts: { supplyEntrCd: string; claimSq: number; actor: OrderActorRef; releaseStock: boolean }): Promise<ClaimRow> {
      return db.transaction(async () => {
        const claim = await lockClaim(opts.supplyEntrCd, opts.claimSq);
        const done = await moveClaim({ claim, action: 'complete', actor: opts.actor, patch: { completeDt: clock.now() } });
        const line = await moves.changeLine({
          key: keyOf(claim),
          action: 'cancelQty',
          actor: opts.actor,
          patch: (l) => ({ claimQty: l.claimQty - claim.claimQty, cancelQty: l.cancelQty + claim.claimQty }),
          claimSq: claim.claimSq,
        });
        if (line.cancelQty === line.ordQty) {
          await moves.moveLine({ key: keyOf(claim), action: 'cancel', actor: opts.actor, claimSq: claim.claimSq, patch: () => ({ delayStsCd: null }) });
        }
        if (opts.releaseStock) await ordering.releaseStock({ supplyEntrCd: claim.supplyEntrCd, prodOptionCd: line.prodOptionCd, qty: claim.claimQty });
        await moves.notifyBuyer(claim, 'CANCELLED', { claimSq: claim.claimSq, qty: claim.claimQty });
        return done;
      });
    },

    /** Withdraws an open claim (buyer or seller): its quantity is free again. */
    async withdrawClaim(opts: { supplyEntrCd: string; claimSq: number; actor: OrderActorRef; reason?: string; expectedVersion?: number }): Promise<ClaimRow> {
      return db.transaction(async () => {
        const claim = await lockClaim(opts.supplyEntrCd, opts.claimSq, opts.expectedVersion);
        const done = await moveClaim({
          claim,
          action: 'withdraw',
          actor: opts.actor,
          patch: { withdrawDt: clock.now(), withdrawReason: opts.reason ?? null },
          memo: opts.reason ?? null,
        });
        await moves.changeLine({
          key: keyOf(claim),
          action: 'claimQty',
          actor: opts.actor,
          patch: (l) => ({ claimQty: l.claimQty - claim.claimQty }),
          claimSq: claim.claimSq,
        });
        return done;
      });
    },
  };
}
export type OrderClaims = ReturnType<typeof createOrderClaims>;
