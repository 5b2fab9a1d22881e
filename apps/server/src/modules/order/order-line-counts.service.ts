import { ORDER_STATUS_FILTERS, type TOrderDateType, type TOrderStatusFilter } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { OrderLineCountsRepository } from './order-line-counts.repository.ts';
import { countStatuses } from './order.service.ts';

/** A seller's lines of a period by the list's status codes (ship-today and the delay marks included), and all. */
export interface LineStatusCounts {
  counts: Record<TOrderStatusFilter, number>;
  allCnt: number;
}

/** Kept order line counts: the fold the schedule runs, the rebuild a bulk loader runs, and the dashboard's read. */
export function createOrderLineCountsService(deps: { repo: OrderLineCountsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Folds every pending delta into the kept counts, batch by batch; answers how many it folded. */
    async foldLineCounts(): Promise<number> {
      let total = 0;
      for (let moved = await repo.foldLineCountDeltas(); moved > 0; moved = await repo.foldLineCountDeltas()) total += moved;
      return total;
    },

    /** Counts every line again (after a load with the triggers disabled: see LINE_COUNT_TRIGGERS). */
    rebuildLineCounts: () => repo.rebuildLineCounts(),

    /** The tab counts of a seller's period (Seoul days, by order or payment date) without reading the lines. */
    async countLinesByStatus(opts: { supplyEntrCd: string; dateType?: TOrderDateType; startDt: string; endDt: string }): Promise<LineStatusCounts> {
      const groups = await repo.countLineGroups({ ...opts, dateType: opts.dateType ?? 'ORDER', today: seoulDate(clock.now()) });
      const { counts, all } = countStatuses(groups);
      return {
        counts: Object.fromEntries(ORDER_STATUS_FILTERS.map((cd) => [cd, counts.get(cd) ?? 0])) as Record<TOrderStatusFilter, number>,
        allCnt: all,
      };
    },
  };
}
export type OrderLineCountsService = ReturnType<typeof createOrderLineCountsService>;
