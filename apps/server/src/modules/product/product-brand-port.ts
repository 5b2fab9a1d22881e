/** A seller's brand as a product needs it: whether the MD approved it, whether it is in use, its agreed commission. */
export interface SellerBrand {
  brandCd: string;
  confirmYn: 'Y' | 'N';
  useYn: 'Y' | 'N';
  /** The brand's own commission (%), or null when the seller's contract rate applies. */
  sellFeeRate: number | null;
}

/**
 * PORT: the product module's view of brands. The brand module (built in parallel) provides the adapter over
 * its service; until it is merged no brand is known, so registering a product answers brandNotApproved.
 * Wiring it is two lines in product.module.ts: `needs: ['brand']` and `productBrands.provide(adapter)`.
 */
export interface ProductBrandPort {
  findSellerBrand(opts: { supplyEntrCd: string; brandCd: string }): Promise<SellerBrand | null>;
}

/** Until the brand module lands: no seller has a brand. */
export const noBrandsYet: ProductBrandPort = { findSellerBrand: async () => null };

/** The port as the product service holds it: the adapter can be provided after the container is built (and by tests). */
export function createProductBrandSlot(initial: ProductBrandPort = noBrandsYet) {
  let adapter = initial;
  return {
    findSellerBrand: (opts: { supplyEntrCd: string; brandCd: string }) => adapter.findSellerBrand(opts),
    provide(next: ProductBrandPort): void {
      adapter = next;
    },
  };
}
export type ProductBrandSlot = ReturnType<typeof createProductBrandSlot>;

/** Whether a product may be registered under this brand: the seller's, approved and in use. */
export const isUsableBrand = (b: SellerBrand | null): b is SellerBrand => b !== null && b.confirmYn === 'Y' && b.useYn === 'Y';
