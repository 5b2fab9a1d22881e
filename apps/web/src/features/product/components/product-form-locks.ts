import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the update form may not change in the product's status (contracts `editRuleOf`), with the short reason
 * each locked field shows. The reasons come from the page, in its own texts: the sections, which the
 * registration shows too, name no update-only text.
 */
export interface ProductFormLocks {
  /** List and selling price, and the extra charge of a stored combination: a price-change request's. */
  prices: boolean;
  brand: boolean;
  /** Stored combinations stay: none of their values is removed and the option type is fixed. */
  keepOptions: boolean;
  notes: { prices?: ReactNode; brand?: ReactNode; options?: ReactNode };
  /** The commission the product was saved with, shown while its brand is still the one it was saved with. */
  savedFee?: { brandCd: string; sellFeeRate: string };
  /** The values of the stored combinations, per axis: their tags cannot be removed while keepOptions holds. */
  storedValues?: { 1: readonly string[]; 2: readonly string[] };
}

export const NO_LOCKS: ProductFormLocks = { prices: false, brand: false, keepOptions: false, notes: {} };

export const ProductFormLocksContext = createContext<ProductFormLocks>(NO_LOCKS);

export const useFormLocks = (): ProductFormLocks => useContext(ProductFormLocksContext);
