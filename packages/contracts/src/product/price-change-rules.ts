import { extraChargeBounds, OPTION_LIMITS, OPTION_MESSAGES } from './option-rules.ts';
import { checkPrices } from './price-rules.ts';
import { OPTION_TYPES, PRICE_CHANGE_TYPES, type TOptionType, type TPriceChangeType } from './product-codes.ts';

/**
 * Rules of a price-change request (spec §3: type P product price, O option price, A both). The request
 * alone is checked by its schema; what needs the product (its options, its current prices) is checked by
 * the server when the seller asks and again when the operator confirms, against the rows stored then.
 */
export const PRICE_CHANGE_LIMITS = { maxOptions: OPTION_LIMITS.maxRows, rejectReasonMax: 500 } as const;

export const PRICE_CHANGE_MESSAGES = {
  pricesRequired: 'priceChange.msg.pricesRequired',
  pricesUnused: 'priceChange.msg.pricesUnused',
  optionsRequired: 'priceChange.msg.optionsRequired',
  optionsUnused: 'priceChange.msg.optionsUnused',
  optionDuplicate: 'priceChange.msg.optionDuplicate',
  optionUnknown: 'priceChange.msg.optionUnknown',
  noOptions: 'priceChange.msg.noOptions',
  pricesUnchanged: 'priceChange.msg.pricesUnchanged',
  chargesUnchanged: 'priceChange.msg.chargesUnchanged',
  otherChargesOutOfRange: 'priceChange.msg.otherChargesOutOfRange',
} as const;

export interface PriceChangeViolation {
  path: (string | number)[];
  messageKey: string;
}

/** A request as the rules read it (the schema's output, or the form's values once they parse). */
export interface PriceChangeAsk {
  changeType: TPriceChangeType;
  newListPrice?: number | undefined;
  newProdPrice?: number | undefined;
  options: readonly { prodOptionCd: string; newExtraCharge: number }[];
}

/** The product as stored: its prices and every combination's current extra charge. */
export interface PriceChangeProduct {
  listPrice: number;
  prodPrice: number;
  optionType: TOptionType;
  options: readonly { prodOptionCd: string; extraCharge: number }[];
}

export const changesPrices = (type: TPriceChangeType): boolean => type !== PRICE_CHANGE_TYPES.option;
export const changesCharges = (type: TPriceChangeType): boolean => type !== PRICE_CHANGE_TYPES.product;

/**
 * The request on its own: P and A carry both new prices (selling ≤ list), O none; O and A name at least
 * one combination, P none; a combination once; for A, the new charges within the new selling price's bounds.
 * A price is `undefined` when not sent and `null` when sent but not a valid price (its own message says so).
 */
export function checkPriceChangeShape(v: {
  changeType: TPriceChangeType;
  newListPrice: number | null | undefined;
  newProdPrice: number | null | undefined;
  options: readonly { prodOptionCd: string; newExtraCharge: number | null }[];
}): PriceChangeViolation[] {
  const out: PriceChangeViolation[] = [];
  const list = v.newListPrice;
  const sell = v.newProdPrice;
  if (changesPrices(v.changeType)) {
    if (list === undefined) out.push({ path: ['newListPrice'], messageKey: PRICE_CHANGE_MESSAGES.pricesRequired });
    if (sell === undefined) out.push({ path: ['newProdPrice'], messageKey: PRICE_CHANGE_MESSAGES.pricesRequired });
    if (typeof list === 'number' && typeof sell === 'number')
      for (const x of checkPrices({ listPrice: list, prodPrice: sell })) out.push({ path: ['newProdPrice'], messageKey: x.messageKey });
  } else {
    if (list !== undefined) out.push({ path: ['newListPrice'], messageKey: PRICE_CHANGE_MESSAGES.pricesUnused });
    if (sell !== undefined) out.push({ path: ['newProdPrice'], messageKey: PRICE_CHANGE_MESSAGES.pricesUnused });
  }
  if (changesCharges(v.changeType) && v.options.length === 0) out.push({ path: ['options'], messageKey: PRICE_CHANGE_MESSAGES.optionsRequired });
  if (!changesCharges(v.changeType) && v.options.length > 0) out.push({ path: ['options'], messageKey: PRICE_CHANGE_MESSAGES.optionsUnused });
  const seen = new Set<string>();
  const bounds = changesPrices(v.changeType) && typeof sell === 'number' ? extraChargeBounds(sell) : null;
  v.options.forEach((o, i) => {
    if (seen.has(o.prodOptionCd)) out.push({ path: ['options', i, 'prodOptionCd'], messageKey: PRICE_CHANGE_MESSAGES.optionDuplicate });
    seen.add(o.prodOptionCd);
    const charge = o.newExtraCharge;
    if (bounds && charge !== null && (charge < bounds.min || charge > bounds.max))
      out.push({ path: ['options', i, 'newExtraCharge'], messageKey: OPTION_MESSAGES.extraChargeRange });
  });
  return out;
}

/**
 * The request against the product as stored: named combinations exist, a product without options takes
 * no option price, and every combination's charge after the change (the new one where asked, else the
 * current one) stays within −50 %…+100 % of the selling price after the change. Run again at confirmation
 * over the combinations stored then, so one added since must fit the new price too.
 */
export function checkPriceChangeFits(product: PriceChangeProduct, ask: PriceChangeAsk): PriceChangeViolation[] {
  const out: PriceChangeViolation[] = [];
  if (changesCharges(ask.changeType) && product.optionType === OPTION_TYPES.none) {
    out.push({ path: ['changeType'], messageKey: PRICE_CHANGE_MESSAGES.noOptions });
    return out;
  }
  const stored = new Map(product.options.map((o) => [o.prodOptionCd, o.extraCharge]));
  const asked = new Map(changesCharges(ask.changeType) ? ask.options.map((o) => [o.prodOptionCd, o.newExtraCharge]) : []);
  const sell = changesPrices(ask.changeType) && ask.newProdPrice !== undefined ? ask.newProdPrice : product.prodPrice;
  const bounds = extraChargeBounds(sell);
  const fits = (charge: number) => charge >= bounds.min && charge <= bounds.max;
  ask.options.forEach((o, i) => {
    if (!stored.has(o.prodOptionCd)) out.push({ path: ['options', i, 'prodOptionCd'], messageKey: PRICE_CHANGE_MESSAGES.optionUnknown });
    else if (changesCharges(ask.changeType) && !fits(o.newExtraCharge))
      out.push({ path: ['options', i, 'newExtraCharge'], messageKey: OPTION_MESSAGES.extraChargeRange });
  });
  const others = product.options.filter((o) => !asked.has(o.prodOptionCd) && !fits(o.extraCharge));
  if (others.length > 0) out.push({ path: ['newProdPrice'], messageKey: PRICE_CHANGE_MESSAGES.otherChargesOutOfRange });
  return out;
}

/** A request must change something of what its type names: P the prices, O a charge, A both. */
export function checkPriceChangeChanges(product: PriceChangeProduct, ask: PriceChangeAsk): PriceChangeViolation[] {
  const out: PriceChangeViolation[] = [];
  if (changesPrices(ask.changeType) && ask.newListPrice === product.listPrice && ask.newProdPrice === product.prodPrice)
    out.push({ path: ['newProdPrice'], messageKey: PRICE_CHANGE_MESSAGES.pricesUnchanged });
  if (changesCharges(ask.changeType)) {
    const stored = new Map(product.options.map((o) => [o.prodOptionCd, o.extraCharge]));
    const moved = ask.options.some((o) => stored.has(o.prodOptionCd) && stored.get(o.prodOptionCd) !== o.newExtraCharge);
    if (!moved) out.push({ path: ['options'], messageKey: PRICE_CHANGE_MESSAGES.chargesUnchanged });
  }
  return out;
}
