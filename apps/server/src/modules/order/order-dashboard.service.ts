import type { TReturnListRequest } from '@po/contracts';
import { addBusinessDays } from '@/platform/time/business-days.ts';
import type { DayWindow, OrderDashboardRepository } from './order-dashboard.repository.ts';
import type { ReturnListRepository } from './return-list.repository.ts';

/** Business days a collected return may wait for completion before it counts as delayed (decisions "Home dashboard"). */
export const RETURN_COMPLETE_BUSINESS_DAYS = 3;

/**
 * What the home dashboard reads of the orders and claims (the dashboard module reads them only through this). Counts
 * that a home card links to are read by the linked list's own query, so the two always agree.
 */
export function createOrderDashboardService(deps: { repo: OrderDashboardRepository; returns: ReturnListRepository }) {
  const { repo, returns } = deps;
  return {
    /** The return list's status counts (returns and exchanges, by receipt day) for the window: its tabs' figures. */
    async countReturnStatuses(w: DayWindow) {
      const query: TReturnListRequest = { fromDt: w.startDt, toDt: w.endDt, pageNum: 1, pageSize: 1 };
      return (await returns.listReturns(w.supplyEntrCd, query)).counts;
    },

    /** Return and exchange claims withdrawn in the window. */
    countWithdrawn: (w: DayWindow) => repo.countWithdrawn(w),

    /** What the window's lines (by order day) kept, were paid for it and would settle to, from the kept day sums. */
    sumKeptSales: (w: DayWindow) => repo.sumKeptSales(w),

    /** Paid amounts kept, cancelled and returned per order day or month. */
    sumSalesBy: (opts: DayWindow & { unit: 'day' | 'month' }) => repo.sumSalesBy(opts),

    /** Lines due to ship in the window: on time, late (or unshipped past the deadline). */
    countDueLines: (opts: DayWindow & { today: string }) => repo.countDueLines(opts),

    /**
     * Return and exchange claims collected in the window, and those of them completed more than
     * RETURN_COMPLETE_BUSINESS_DAYS business days after collection, or not completed and already past that.
     */
    async countReturnDelays(opts: DayWindow & { today: string }): Promise<{ due: number; late: number }> {
      const rows = await repo.listCollectedClaims(opts);
      let late = 0;
      for (const r of rows) {
        const limit = addBusinessDays(r.collectedDay, RETURN_COMPLETE_BUSINESS_DAYS);
        if ((r.completedDay ?? opts.today) > limit) late++;
      }
      return { due: rows.length, late };
    },

    /** Lines delivered in the window by days from payment to delivery. */
    countLeadDays: (w: DayWindow) => repo.countLeadDays(w),

    /** Products viewed in the window ranked by distinct orders per view (a page, and how many there are). */
    rankConversion: (w: DayWindow & { limit: number; offset: number }) => repo.rankConversion(w),
  };
}
export type OrderDashboardService = ReturnType<typeof createOrderDashboardService>;
