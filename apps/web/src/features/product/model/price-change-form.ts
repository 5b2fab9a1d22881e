import { PRICE_CHANGE_TYPES, type TPriceChangeType } from '@po/contracts';

/** The request form's values: the type, the new prices, one new charge per combination (prefilled with its current one). */
export interface PriceChangeFormValues {
  changeType?: TPriceChangeType;
  newListPrice?: number | null;
  newProdPrice?: number | null;
  options?: { prodOptionCd: string; newExtraCharge?: number | null }[];
}

const PRICES: readonly TPriceChangeType[] = [PRICE_CHANGE_TYPES.product, PRICE_CHANGE_TYPES.all];
const CHARGES: readonly TPriceChangeType[] = [PRICE_CHANGE_TYPES.option, PRICE_CHANGE_TYPES.all];
export const typeChangesPrices = (type: TPriceChangeType | undefined) => type !== undefined && PRICES.includes(type);
export const typeChangesCharges = (type: TPriceChangeType | undefined) => type !== undefined && CHARGES.includes(type);

/**
 * The request from the form: what the type does not take is left out (a hidden box sends nothing); every
 * combination is sent with its charge, so the server's field paths name the grid's rows (unchanged rows are
 * no part of the change there).
 */
export function toPriceChangeBody(prodCd: string, v: PriceChangeFormValues) {
  const type = v.changeType;
  return {
    prodCd,
    changeType: type,
    ...(typeChangesPrices(type) ? { newListPrice: v.newListPrice ?? undefined, newProdPrice: v.newProdPrice ?? undefined } : {}),
    options: typeChangesCharges(type) ? (v.options ?? []).map((o) => ({ prodOptionCd: o.prodOptionCd, newExtraCharge: o.newExtraCharge ?? undefined })) : [],
  };
}
