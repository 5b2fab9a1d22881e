import type { TPromDcType } from '@po/contracts';
import type { PromotionRepository } from './promotion.repository.ts';

/** The promotion a line sells under: how its unit discount is made and who bears it. */
export interface LinePromotion {
  promCd: string;
  dcTypeCd: TPromDcType;
  dcValue: number;
  /** A PRICE promotion's price for the product; null otherwise. */
  promPrice: number | null;
  bearer: 'MALL' | 'SELLER';
}

/**
 * The promotion prices the mall's order intake applies: a product agreed (AGREE) in a non-cancelled promotion
 * whose run contains the order's Seoul day sells at its promotion price. Products in no such promotion are absent.
 */
export function createPromotionPricesService(deps: { repo: PromotionRepository }) {
  return {
    /** The running promotions of these products on a Seoul day, one query for all the lines of an order. */
    async findLinePromotions(opts: { prodCds: string[]; day: string }): Promise<Map<string, LinePromotion>> {
      const rows = await deps.repo.findRunningTargets(opts.prodCds, opts.day);
      const out = new Map<string, LinePromotion>();
      // The create refuses overlapping runs, so a product has at most one; the first code wins should two exist.
      for (const r of rows)
        if (!out.has(r.prodCd))
          out.set(r.prodCd, { promCd: r.promCd, dcTypeCd: r.dcTypeCd as TPromDcType, dcValue: r.dcValue, promPrice: r.promPrice, bearer: r.bearer });
      return out;
    },
  };
}
export type PromotionPricesService = ReturnType<typeof createPromotionPricesService>;
