import type { TLanguage } from '@po/contracts';

/** A seller's brand as a product needs it: whether the MD approved it, whether it is in use, its agreed commission. */
export interface SellerBrand {
  brandCd: string;
  confirmYn: 'Y' | 'N';
  useYn: 'Y' | 'N';
  /** The brand's own commission (%), or null when the seller's contract rate applies. */
  sellFeeRate: number | null;
}

/** The delivery fees a brand charges when a product names no fee policy (the brand request's fees). */
export interface BrandFees {
  brandNm: string;
  brandEnm: string;
  deliveryFee: number;
  minOrdAmt: number;
  jejuDeliveryFee: number;
  islandDeliveryFee: number;
  rtrnDlcst: number;
  exchDlcst: number;
}

/**
 * PORT: the product module's view of brands, so the product module reads no brand table. The brand module's
 * adapter is provided in product.module.ts (brand-adapter.ts); tests may provide their own.
 */
export interface ProductBrandPort {
  findSellerBrand(opts: { supplyEntrCd: string; brandCd: string }): Promise<SellerBrand | null>;
  /** The names of the seller's usable brands by code, in a language (lists and the detail show them beside the code). */
  listBrandNames(opts: { supplyEntrCd: string; lang: TLanguage }): Promise<Map<string, string>>;
  /** A usable brand's names and delivery fees (the operator's preview), or null. */
  findBrandFees(opts: { supplyEntrCd: string; brandCd: string }): Promise<BrandFees | null>;
  /** Codes of every seller's approved brands whose name contains the term (the operator's queue filter). */
  findBrandCdsByName(term: string): Promise<string[]>;
}

/** No brand at all: what the product module knows before an adapter is provided. */
export const noBrands: ProductBrandPort = {
  findSellerBrand: async () => null,
  listBrandNames: async () => new Map(),
  findBrandFees: async () => null,
  findBrandCdsByName: async () => [],
};

/** The port as the product services hold it: the adapter can be provided after the container is built (and by tests). */
export function createProductBrandSlot(initial: ProductBrandPort = noBrands) {
  let adapter = initial;
  return {
    findSellerBrand: (opts: { supplyEntrCd: string; brandCd: string }) => adapter.findSellerBrand(opts),
    listBrandNames: (opts: { supplyEntrCd: string; lang: TLanguage }) => adapter.listBrandNames(opts),
    findBrandFees: (opts: { supplyEntrCd: string; brandCd: string }) => adapter.findBrandFees(opts),
    findBrandCdsByName: (term: string) => adapter.findBrandCdsByName(term),
    provide(next: ProductBrandPort): void {
      adapter = next;
    },
  };
}
export type ProductBrandSlot = ReturnType<typeof createProductBrandSlot>;

/** Whether a product may be registered under this brand: the seller's, approved and in use. */
export const isUsableBrand = (b: SellerBrand | null): b is SellerBrand => b !== null && b.confirmYn === 'Y' && b.useYn === 'Y';
