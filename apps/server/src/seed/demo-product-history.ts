import { PROD_STATUS, type TProdStsCd, type TProductActor } from '@po/contracts';
import { REJECT_REASONS } from './demo-product-lines.ts';
import type { Random } from './seeded-random.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** One row of a product's status history, as the status service writes it (action 'register' from null). */
export interface DemoMove {
  fromStsCd: TProdStsCd | null;
  toStsCd: TProdStsCd;
  action: string;
  actorType: TProductActor;
  reason: string | null;
  at: Date;
}

/** How many products of each status a demo seller has (300 in all). */
export const DEMO_STATUS_COUNTS: Record<TProdStsCd, number> = { '40': 30, '20': 15, '90': 165, '60': 40, '70': 50 };

/**
 * A product's life up to `now`, move by move along PRODUCT_MACHINE: registered (→ 40), decided by the
 * operator, then moved by the stock (90 ⇄ 60) and suspended by the seller. Each move is later than the one
 * before and earlier than now; products awaiting approval are recent, the others spread over the last year.
 */
export function planHistory(r: Random, status: TProdStsCd, now: Date): { regDt: Date; moves: DemoMove[]; rejectReason: string | null } {
  const end = now.getTime() - HOUR;
  const awaitingOrRejected = status === PROD_STATUS.awaiting || status === PROD_STATUS.rejected;
  const resubmitted = awaitingOrRejected && r.chance(0.25);
  const ageDays = awaitingOrRejected ? r.int(resubmitted ? 12 : 1, resubmitted ? 45 : 20) : r.int(10, 365);
  let t = end - ageDays * DAY - r.int(0, 12 * 60) * 60_000;
  const regDt = new Date(t);
  const moves: DemoMove[] = [];
  const move = (fromStsCd: TProdStsCd | null, toStsCd: TProdStsCd, action: string, actorType: TProductActor, reason: string | null = null) =>
    moves.push({ fromStsCd, toStsCd, action, actorType, reason, at: new Date(t) });
  /** The next move: a few hours to a few days later, never past `end`. */
  const later = (minHours: number, maxHours: number) => {
    t = Math.min(end, t + r.int(minHours, maxHours) * HOUR + r.int(0, 59) * 60_000);
  };
  /** A move somewhere in what is left of the time up to `end`. */
  const laterInRest = () => {
    t = t + Math.floor((end - t) * (0.2 + r.next() * 0.6));
  };

  move(null, PROD_STATUS.awaiting, 'register', 'seller');
  let rejectReason: string | null = null;
  if (awaitingOrRejected) {
    if (resubmitted || status === PROD_STATUS.rejected) {
      later(4, 48);
      rejectReason = r.pick(REJECT_REASONS);
      move(PROD_STATUS.awaiting, PROD_STATUS.rejected, 'reject', 'operator', rejectReason);
    }
    if (resubmitted) {
      later(6, 96);
      move(PROD_STATUS.rejected, PROD_STATUS.awaiting, 'resubmit', 'seller');
      if (status === PROD_STATUS.rejected) {
        later(4, 48);
        rejectReason = r.pick(REJECT_REASONS);
        move(PROD_STATUS.awaiting, PROD_STATUS.rejected, 'reject', 'operator', rejectReason);
      }
    }
    return { regDt, moves, rejectReason: status === PROD_STATUS.rejected ? rejectReason : null };
  }

  later(6, 72);
  move(PROD_STATUS.awaiting, PROD_STATUS.normal, 'approve', 'operator');
  const soldOutOnce = status === PROD_STATUS.soldOut || (status === PROD_STATUS.suspended && r.chance(0.3)) || (status === PROD_STATUS.normal && r.chance(0.2));
  if (soldOutOnce) {
    laterInRest();
    move(PROD_STATUS.normal, PROD_STATUS.soldOut, 'soldOut', 'system');
    if (status === PROD_STATUS.normal) {
      laterInRest();
      move(PROD_STATUS.soldOut, PROD_STATUS.normal, 'restock', 'system');
    }
  }
  if (status === PROD_STATUS.suspended) {
    laterInRest();
    move(soldOutOnce ? PROD_STATUS.soldOut : PROD_STATUS.normal, PROD_STATUS.suspended, 'suspend', 'seller');
  }
  return { regDt, moves, rejectReason: null };
}
