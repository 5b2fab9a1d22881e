import type { OrderDueCountsRepository } from './order-due-counts.repository.ts';
import type { OrderSaleProductsRepository } from './order-sale-products.repository.ts';
import type { OrderSaleSumsRepository } from './order-sale-sums.repository.ts';

export type { ProductOrder } from './order-sale-products.repository.ts';
export type { SaleFigureColumn } from './order-sale-sums.repository.ts';

/**
 * Kept sales sums (decisions "Order statistics (issue 16)") and the due lines' counts their triggers keep too
 * (decisions "Home dashboard at scale (issue 13)"): the statistics' reads, the fold the schedule runs and the rebuild
 * a bulk loader runs.
 */
export function createOrderSaleSumsService(deps: { repo: OrderSaleSumsRepository; products: OrderSaleProductsRepository; dues: OrderDueCountsRepository }) {
  const { repo, products, dues } = deps;
  const drain = async (fold: () => Promise<number>) => {
    let total = 0;
    for (let moved = await fold(); moved > 0; moved = await fold()) total += moved;
    return total;
  };
  return {
    /** Folds every pending delta (sales, delivered and due lines), batch by batch; answers how many it folded. */
    async foldSaleSums(): Promise<number> {
      return (await drain(() => repo.foldSaleSumDeltas())) + (await drain(() => repo.foldLeadTimeDeltas())) + (await drain(() => dues.foldDueCountDeltas()));
    },

    /** Sums every line again (after a load with the triggers disabled: see SALE_SUM_TRIGGERS). */
    async rebuildSaleSums() {
      return { ...(await repo.rebuildSaleSums()), dueRows: (await dues.rebuildDueCounts()).rows };
    },

    /** The order statistics' reads of the kept sums (see the repository). */
    sumByPeriod: (w: Parameters<OrderSaleSumsRepository['sumByPeriod']>[0]) => repo.sumByPeriod(w),
    sumByAge: (w: Parameters<OrderSaleSumsRepository['sumByAge']>[0]) => repo.sumByAge(w),
    sumByProduct: (w: Parameters<OrderSaleProductsRepository['sumByProduct']>[0]) => products.sumByProduct(w),
    pageByProduct: (w: Parameters<OrderSaleProductsRepository['pageByProduct']>[0]) => products.pageByProduct(w),
    countLeadDays: (w: Parameters<OrderSaleSumsRepository['countLeadDays']>[0]) => repo.countLeadDays(w),

    /** The Seoul day of the seller's first order, or null: where a statistic's "all" period starts. */
    firstOrderDay: (supplyEntrCd: string) => repo.firstOrderDay(supplyEntrCd),
  };
}
export type OrderSaleSumsService = ReturnType<typeof createOrderSaleSumsService>;
