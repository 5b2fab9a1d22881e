import { stayNights, TRAVEL_ORDER_MACHINE, type TTravelActor, type TTravelOrderAction } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { TravelStockRepository } from './travel-stock.repository.ts';
import { orderRefKey, type NewTravelOrder, type TravelOrderKey, type TravelOrderRepository, type TravelOrderRow } from './travel-order.repository.ts';

/** Who moved a reservation or an estimate, as its history row names them. */
export interface TravelActorRef {
  type: TTravelActor;
  id: string;
  nm: string;
}
export const MALL_ACTOR: TravelActorRef = { type: 'mall', id: 'mall', nm: 'mall' };
export const TRAVEL_SYSTEM_ACTOR: TravelActorRef = { type: 'system', id: 'system', nm: 'system' };

/**
 * The seam to the product side's sold-out mark: called after a reservation's stock moved, with the property whose
 * calendar changed. The product part's `syncSoldOut` fills it when it lands; until then it does nothing.
 */
export type SyncSoldOut = (p: { supplyEntrCd: string; prodCd: string }) => Promise<void>;

/**
 * Every status move of a reservation, whoever makes it (the seller, the mall, the clock): the row is locked, the
 * version the screen read compared, the move checked against TRAVEL_ORDER_MACHINE, a cancel's nights given back
 * to the calendar, and a history row written, all in one transaction.
 */
export function createTravelOrderMoves(deps: {
  repo: TravelOrderRepository;
  stock: TravelStockRepository;
  db: Database;
  clock: Clock;
  syncSoldOut: SyncSoldOut;
}) {
  const { repo, stock, db, clock } = deps;

  return {
    async moveOrder(opts: {
      key: TravelOrderKey;
      action: TTravelOrderAction;
      actor: TravelActorRef;
      expectedVersion?: number;
      reason?: string;
    }): Promise<TravelOrderRow> {
      return db.transaction(async () => {
        const cur = await repo.lockOrder(opts.key);
        if (!cur) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.notFound' });
        if (opts.expectedVersion !== undefined && cur.version !== opts.expectedVersion) {
          throw new AppError('CONFLICT', { messageKey: 'order.msg.concurrentChange' });
        }
        const to = requireTransition(TRAVEL_ORDER_MACHINE, { from: cur.rsvStsCd as never, action: opts.action, who: opts.actor.type })!;
        const now = clock.now();
        const patch: Partial<NewTravelOrder> = { rsvStsCd: to, upDt: now };
        if (opts.action === 'confirm') patch.confirmDt = now;
        if (opts.action === 'cancelRequest' || opts.action === 'cancel') patch.cancelReason = opts.reason || cur.cancelReason;
        if (opts.action === 'cancel') {
          patch.cancelDt = now;
          await stock.giveBackNights(cur, stayNights(cur.checkInDt, cur.checkOutDt), cur.roomCnt, now);
        }
        const row = await repo.updateOrder(opts.key, patch);
        await repo.insertHistory({
          supplyEntrCd: cur.supplyEntrCd,
          kind: 'ORDER',
          refKey: orderRefKey(cur),
          fromStsCd: cur.rsvStsCd,
          toStsCd: to,
          action: opts.action,
          actorType: opts.actor.type,
          actorId: opts.actor.id,
          actorNm: opts.actor.nm,
          memo: opts.reason || null,
          changedDt: now,
        });
        if (opts.action === 'cancel') await deps.syncSoldOut({ supplyEntrCd: cur.supplyEntrCd, prodCd: cur.prodCd });
        return row;
      });
    },
  };
}
export type TravelOrderMoves = ReturnType<typeof createTravelOrderMoves>;
