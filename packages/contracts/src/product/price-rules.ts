/**
 * Price rules of a product, in integer won (DESIGN "Data rules"). Prices go in steps of 10 won, as Korean
 * marketplaces take them, up to a billion won (a watch or a piece of jewellery, not a typo's extra zeros).
 */
export const PRICE_LIMITS = { min: 10, max: 1_000_000_000, unit: 10, maxRate: 100 } as const;

export const PRICE_MESSAGES = {
  price: 'product.msg.price',
  priceUnit: 'product.msg.priceUnit',
  priceMax: 'product.msg.priceMax',
  prodPriceOverList: 'product.msg.prodPriceOverList',
  rate: 'product.msg.rate',
} as const;

/** Whether a price is a whole number of won in steps of 10, within the limits. */
export const isValidPrice = (won: number): boolean =>
  Number.isInteger(won) && won >= PRICE_LIMITS.min && won <= PRICE_LIMITS.max && won % PRICE_LIMITS.unit === 0;

/**
 * The discount rate shown beside the prices, in whole percent: (listPrice − prodPrice) / listPrice × 100,
 * rounded DOWN. Rounding down never shows a larger discount than the buyer gets (표시광고법: an overstated
 * discount misleads), so 9,990 from 10,000 is 0 %, and 1 won off never shows as 1 %. Computed in integers:
 * no floating point touches it. Derived, never typed: the form and the server both call this.
 */
export function discountRate(listPrice: number, prodPrice: number): number {
  if (listPrice <= 0 || prodPrice >= listPrice) return 0;
  return Math.floor(((listPrice - prodPrice) * 100) / listPrice);
}

/** What a product's prices may not be: a selling price above the list price. */
export function checkPrices(v: { listPrice: number; prodPrice: number }): { field: 'prodPrice'; messageKey: string }[] {
  return v.prodPrice > v.listPrice ? [{ field: 'prodPrice', messageKey: PRICE_MESSAGES.prodPriceOverList }] : [];
}

/**
 * The commission a product is sold at: its brand's rate when the brand has one (an MD may agree a brand
 * rate), else the seller's contract rate. The seller never types it.
 */
export function effectiveSellFeeRate(opts: { brandRate: number | null | undefined; contractRate: number }): number {
  return opts.brandRate ?? opts.contractRate;
}

/** A rate in percent: 0 to 100 with at most two decimals (the numeric(5,2) it is stored in). */
export const isValidRate = (rate: number): boolean =>
  // 0.07 * 100 is 7.000000000000001 in binary floating point: compare to the nearest hundredth, not exactly.
  Number.isFinite(rate) && rate >= 0 && rate <= PRICE_LIMITS.maxRate && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6;
