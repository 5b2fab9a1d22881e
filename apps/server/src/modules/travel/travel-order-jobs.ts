import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { TRAVEL_SYSTEM_ACTOR, type TravelOrderMoves } from './travel-order-moves.ts';
import type { TravelOrderRepository } from './travel-order.repository.ts';

/**
 * The clock's moves of reservations (decisions "Reservations and estimates (issue 17)"): a confirmed stay is
 * purchase-confirmed on its check-out day (Korean travel sites confirm the purchase once the stay is used), and a
 * purchase-confirmed stay becomes travel complete the day after check-out. Days are Seoul's; each run is idempotent
 * (a line moved meanwhile by someone else is skipped).
 */
export function createTravelOrderJobs(deps: { repo: TravelOrderRepository; moves: TravelOrderMoves; clock: Clock }) {
  const { repo, moves, clock } = deps;

  async function moveDue(rsvStsCd: string, checkOutOnOrBefore: string, action: 'purchaseConfirm' | 'complete'): Promise<number> {
    let moved = 0;
    for (const line of await repo.listDue(rsvStsCd, checkOutOnOrBefore)) {
      try {
        await moves.moveOrder({ key: line, action, actor: TRAVEL_SYSTEM_ACTOR, expectedVersion: line.version });
        moved++;
      } catch (e) {
        if (!(e instanceof AppError) || e.status >= 500) throw e;
      }
    }
    return moved;
  }

  return {
    async runDueMoves(): Promise<{ purchaseConfirmed: number; completed: number }> {
      const today = seoulDate(clock.now());
      const purchaseConfirmed = await moveDue('RSV_CONFIRM', today, 'purchaseConfirm');
      const completed = await moveDue('PURCHASE_CONFIRM', addDays(today, -1), 'complete');
      return { purchaseConfirmed, completed };
    },
  };
}
export type TravelOrderJobs = ReturnType<typeof createTravelOrderJobs>;
