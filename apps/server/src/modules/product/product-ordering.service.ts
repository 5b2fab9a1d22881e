import type { TProdStsCd } from '@po/contracts';
import { AppError } from '@/platform/http/app-error.ts';
import type { ProductStatusService } from './product-status.service.ts';
import type { ProductOrderingRepository } from './product-ordering.repository.ts';

/** What an order line copies from the catalogue at intake. */
export interface OrderableOption {
  supplyEntrCd: string;
  prodCd: string;
  prodOptionCd: string;
  supplyProdCd: string;
  prodNm: string;
  brandCd: string;
  prodStsCd: TProdStsCd;
  prodPrice: number;
  extraCharge: number;
  saleAbleYn: 'Y' | 'N';
  optionValue1: string;
  optionValue2: string;
  sellFeeRate: string;
  deliveryLocCd: string;
  giDd: number;
  ltDcnt: number;
  grntSrvcGoodsYn: 'Y' | 'N';
  importationGb: string;
}

/**
 * The catalogue as the order intake sees it: an option looked up by its mall-wide code (an order names no seller),
 * and its stock taken at intake and given back on a cancel (product status follows the stock as everywhere else).
 */
export function createProductOrderingService(deps: { repo: ProductOrderingRepository; statuses: ProductStatusService }) {
  const { repo, statuses } = deps;
  return {
    /** The option and its product, or undefined; an option code is its product code and three digits. */
    async findOrderableOption(prodOptionCd: string): Promise<OrderableOption | undefined> {
      const row = await repo.findOptionForOrder(prodOptionCd);
      if (!row) return undefined;
      return {
        ...row,
        prodStsCd: row.prodStsCd as TProdStsCd,
        saleAbleYn: row.saleAbleYn ?? 'Y',
        grntSrvcGoodsYn: row.grntSrvcGoodsYn ?? 'N',
      };
    },

    /** Takes stock for an order; not enough answers 409 order.msg.outOfStock and takes nothing. */
    async reserveStock(opts: { supplyEntrCd: string; prodOptionCd: string; qty: number }): Promise<void> {
      try {
        await statuses.adjustStock({ supplyEntrCd: opts.supplyEntrCd, prodOptionCd: opts.prodOptionCd, delta: -opts.qty });
      } catch (e) {
        if (e instanceof AppError && e.code === 'CONFLICT') throw new AppError('CONFLICT', { messageKey: 'order.msg.outOfStock' });
        throw e;
      }
    },

    /** The storefront's feed of orderable options (on sale, sellable, stock above 0), keyset-paged by option code. */
    async listOrderableOptions(opts: { after?: string; limit: number }) {
      return repo.listOrderableOptions(opts);
    },

    /** Gives stock back (a cancel, a completed return of a sellable item). */
    async releaseStock(opts: { supplyEntrCd: string; prodOptionCd: string; qty: number }): Promise<void> {
      await statuses.adjustStock({ supplyEntrCd: opts.supplyEntrCd, prodOptionCd: opts.prodOptionCd, delta: opts.qty });
    },
  };
}
export type ProductOrderingService = ReturnType<typeof createProductOrderingService>;
