import type { TProductViewsReply, TProductViewsRequest } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { ProductDashboardService } from '../product/product-dashboard.service.ts';
import type { ProductViewsRepository } from './product-views.repository.ts';

/**
 * The mall's product views intake (decisions "Home dashboard (issue 15)"): each row is the product's seller's; a
 * product the mall names but nobody sells is refused on its own row and the rest are kept; a day sent again replaces
 * its count (the mall's figure is the truth), so a resend of the same call changes nothing.
 */
export function createProductViewsService(deps: { repo: ProductViewsRepository; products: ProductDashboardService; clock: Clock }) {
  const { repo, products, clock } = deps;
  return {
    async saveViews(body: TProductViewsRequest): Promise<TProductViewsReply> {
      const owners = new Map((await products.listByCodes([...new Set(body.list.map((r) => r.prodCd))])).map((p) => [p.prodCd, p.supplyEntrCd]));
      const rejectedList: TProductViewsReply['rejectedList'] = [];
      // One row per key: a key named twice in one call keeps its last count (one upsert cannot touch a row twice).
      const byKey = new Map<string, { supplyEntrCd: string; viewDt: string; prodCd: string; pvCnt: number }>();
      body.list.forEach((r, index) => {
        const supplyEntrCd = owners.get(r.prodCd);
        if (!supplyEntrCd) return void rejectedList.push({ index, prodCd: r.prodCd, reason: 'UNKNOWN_PRODUCT' });
        byKey.set(`${r.viewDt}|${r.prodCd}`, { supplyEntrCd, viewDt: r.viewDt, prodCd: r.prodCd, pvCnt: r.pvCnt });
      });
      const rows = [...byKey.values()];
      // One statement: all rows are kept or none.
      await repo.upsertDays(rows, clock.now());
      return { savedCnt: rows.length, rejectedList };
    },

    /** Views per product over the Seoul days; only `prodCds` when given (a page of a list). */
    sumByProduct: (opts: { supplyEntrCd: string; startDt: string; endDt: string; prodCds?: readonly string[] }) => repo.sumByProduct(opts),
  };
}
export type ProductViewsService = ReturnType<typeof createProductViewsService>;
