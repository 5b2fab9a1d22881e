import { DASHBOARD_LIMITS, PROD_STATUSES, type TProdStsCd } from '@po/contracts';
import type { ProductDashboardRepository } from './product-dashboard.repository.ts';
import type { ProductListRepository } from './product-list.repository.ts';

/**
 * What the home dashboard reads of the products. The counts are the lists' own (productSearchList's status tabs,
 * productOptionList's total), read by the lists' queries, so a card and the list it opens always agree.
 */
export function createProductDashboardService(deps: { lists: ProductListRepository; repo: ProductDashboardRepository }) {
  const { lists, repo } = deps;
  const firstRow = { pageNum: 1, pageSize: 1 };
  return {
    /** Every product status with the seller's count (zeros too), as productSearchList?prodStsCd= totals. */
    async countByStatus(supplyEntrCd: string): Promise<{ prodStsCd: TProdStsCd; n: number }[]> {
      const { statusCounts } = await lists.listProductPage({ supplyEntrCd, filters: {}, page: firstRow, withStatusCounts: true });
      return PROD_STATUSES.map((cd) => ({ prodStsCd: cd, n: statusCounts.get(cd) ?? 0 }));
    },

    /** Combinations with 1 to 5 in stock: productOptionList?qtyMin=1&qtyMax=5's total. */
    async countSoldOutSoon(supplyEntrCd: string): Promise<number> {
      const filters = { qtyMin: DASHBOARD_LIMITS.soldOutSoonMinStock, qtyMax: DASHBOARD_LIMITS.soldOutSoonMaxStock };
      return (await lists.listOptionPage({ supplyEntrCd, filters, page: firstRow })).totalCnt;
    },

    /** The products of these codes, any seller's: their seller and name (unknown codes are left out). */
    listByCodes: (prodCds: readonly string[]) => repo.listByCodes(prodCds),

    /** A seller's products of these codes with their names. */
    listNames: (opts: { supplyEntrCd: string; prodCds: readonly string[] }) => repo.listNames(opts),

    /** A seller's products of these codes with their name, seller product code and brand code (the statistics' rows). */
    listLabels: (opts: { supplyEntrCd: string; prodCds: readonly string[] }) => repo.listLabels(opts),
  };
}
export type ProductDashboardService = ReturnType<typeof createProductDashboardService>;
