import type { TYn } from '../common/replies.ts';
import { OPTION_TYPES, PROD_STATUS, type TOptionType, type TProdStsCd } from './product-codes.ts';
import type { TProductAction } from './product-states.ts';

/**
 * Option limits. 500 combinations cover a shoe in 20 colours × 25 sizes; stock is a whole count up to
 * 999,999 per combination. An extra charge moves the price of one combination between −50 % and +100 % of
 * the selling price, in steps of 10 won (Naver SmartStore's rule; a larger charge is another product).
 */
export const OPTION_LIMITS = { maxRows: 500, maxStock: 999_999, nameMax: 25, valueMax: 50, codeMax: 50, unit: 10 } as const;

export const OPTION_MESSAGES = {
  noneHasValues: 'product.msg.optionNoneHasValues',
  noneOneRow: 'product.msg.optionNoneOneRow',
  name: 'product.msg.optionNm',
  nameUnused: 'product.msg.optionNmUnused',
  sameNames: 'product.msg.optionSameNames',
  value: 'product.msg.optionValue',
  valueUnused: 'product.msg.optionValueUnused',
  rows: 'product.msg.optionRows',
  maxRows: 'product.msg.optionMaxRows',
  duplicate: 'product.msg.optionDuplicate',
  duplicateCode: 'product.msg.optionDuplicateCode',
  stock: 'product.msg.stockQty',
  extraCharge: 'product.msg.extraCharge',
  extraChargeRange: 'product.msg.extraChargeRange',
} as const;

/** One combination of a product's options, as the register form sends it and the table keeps it. */
export interface OptionRow {
  optionValue1: string;
  optionValue2: string;
  stockQty: number;
  extraCharge: number;
  saleAbleYn: TYn;
  enterpriseOptionCd?: string | null | undefined;
}

export interface OptionSet {
  optionType: TOptionType;
  optionNm1: string;
  optionNm2: string;
  options: readonly OptionRow[];
  /** The selling price the extra charges are bounded by; null when not known here (the server checks them). */
  prodPrice: number | null;
}

export interface OptionViolation {
  path: (string | number)[];
  messageKey: string;
}

/** Values compare as a buyer reads them: "S" and " s " are one size, full-width and half-width letters alike. */
export const optionKey = (v1: string, v2: string): string => `${v1.normalize('NFKC').trim().toLowerCase()}\u0000${v2.normalize('NFKC').trim().toLowerCase()}`;

/**
 * Every combination of the axes' values, in the order a grid shows them (value 1 outer, value 2 inner):
 * none → one row without values, one axis → one row per value. Blank and repeated values are dropped.
 */
export function buildOptionMatrix(
  optionType: TOptionType,
  values1: readonly string[],
  values2: readonly string[],
): { optionValue1: string; optionValue2: string }[] {
  if (optionType === OPTION_TYPES.none) return [{ optionValue1: '', optionValue2: '' }];
  const distinct = (vs: readonly string[]) => {
    const seen = new Set<string>();
    return vs.map((v) => v.trim()).filter((v) => v !== '' && !seen.has(optionKey(v, '')) && seen.add(optionKey(v, '')));
  };
  const second = optionType === OPTION_TYPES.double ? distinct(values2) : [''];
  return distinct(values1).flatMap((optionValue1) => second.map((optionValue2) => ({ optionValue1, optionValue2 })));
}

function checkNames(v: OptionSet, out: OptionViolation[]) {
  const n1 = v.optionNm1.trim();
  const n2 = v.optionNm2.trim();
  const axes = Number(v.optionType);
  if (axes >= 1 && n1 === '') out.push({ path: ['optionNm1'], messageKey: OPTION_MESSAGES.name });
  if (axes < 1 && n1 !== '') out.push({ path: ['optionNm1'], messageKey: OPTION_MESSAGES.nameUnused });
  if (axes === 2 && n2 === '') out.push({ path: ['optionNm2'], messageKey: OPTION_MESSAGES.name });
  if (axes < 2 && n2 !== '') out.push({ path: ['optionNm2'], messageKey: OPTION_MESSAGES.nameUnused });
  if (axes === 2 && n1 !== '' && optionKey(n1, '') === optionKey(n2, '')) out.push({ path: ['optionNm2'], messageKey: OPTION_MESSAGES.sameNames });
}

function checkRow(v: OptionSet, row: OptionRow, i: number, out: OptionViolation[]) {
  const axes = Number(v.optionType);
  const values = [row.optionValue1.trim(), row.optionValue2.trim()];
  values.forEach((value, axis) => {
    const path = ['options', i, `optionValue${axis + 1}`];
    if (axis < axes && value === '') out.push({ path, messageKey: OPTION_MESSAGES.value });
    if (axis >= axes && value !== '') out.push({ path, messageKey: axes === 0 ? OPTION_MESSAGES.noneHasValues : OPTION_MESSAGES.valueUnused });
  });
  if (!Number.isInteger(row.stockQty) || row.stockQty < 0 || row.stockQty > OPTION_LIMITS.maxStock)
    out.push({ path: ['options', i, 'stockQty'], messageKey: OPTION_MESSAGES.stock });
  const bounds = v.prodPrice === null ? null : extraChargeBounds(v.prodPrice);
  if (!Number.isInteger(row.extraCharge) || row.extraCharge % OPTION_LIMITS.unit !== 0)
    out.push({ path: ['options', i, 'extraCharge'], messageKey: OPTION_MESSAGES.extraCharge });
  else if (bounds && (row.extraCharge < bounds.min || row.extraCharge > bounds.max))
    out.push({ path: ['options', i, 'extraCharge'], messageKey: OPTION_MESSAGES.extraChargeRange });
  if (axes === 0 && row.extraCharge !== 0) out.push({ path: ['options', i, 'extraCharge'], messageKey: OPTION_MESSAGES.extraChargeRange });
}

/** The lowest and highest extra charge a combination may carry at this selling price (whole tens of won). */
export function extraChargeBounds(prodPrice: number): { min: number; max: number } {
  const unit = OPTION_LIMITS.unit;
  return { min: -Math.floor(prodPrice / 2 / unit) * unit, max: Math.floor(prodPrice / unit) * unit };
}

/**
 * Every rule of an option set at once: the names the option type needs (and no others), one row without
 * values for "none", a value per axis, no combination twice, no seller option code twice, stock a whole
 * count from 0, extra charges in their bounds (none for a product without options).
 */
export function checkOptions(v: OptionSet): OptionViolation[] {
  const out: OptionViolation[] = [];
  checkNames(v, out);
  if (v.options.length === 0) out.push({ path: ['options'], messageKey: OPTION_MESSAGES.rows });
  if (v.optionType === OPTION_TYPES.none && v.options.length > 1) out.push({ path: ['options'], messageKey: OPTION_MESSAGES.noneOneRow });
  if (v.options.length > OPTION_LIMITS.maxRows) out.push({ path: ['options'], messageKey: OPTION_MESSAGES.maxRows });
  const combos = new Set<string>();
  const codes = new Set<string>();
  v.options.forEach((row, i) => {
    checkRow(v, row, i, out);
    const key = optionKey(row.optionValue1, row.optionValue2);
    if (combos.has(key)) out.push({ path: ['options', i, 'optionValue1'], messageKey: OPTION_MESSAGES.duplicate });
    combos.add(key);
    const code = row.enterpriseOptionCd?.trim() ?? '';
    if (code !== '' && codes.has(code)) out.push({ path: ['options', i, 'enterpriseOptionCd'], messageKey: OPTION_MESSAGES.duplicateCode });
    if (code !== '') codes.add(code);
  });
  return out;
}

/** What a combination can sell: its stock while it is marked sale-able, else nothing. */
export const saleableStock = (row: Pick<OptionRow, 'stockQty' | 'saleAbleYn'>): number => (row.saleAbleYn === 'Y' ? Math.max(0, row.stockQty) : 0);

/** Sold out: no combination has sale-able stock left (spec §4's automatic 60). */
export const isSoldOut = (rows: readonly Pick<OptionRow, 'stockQty' | 'saleAbleYn'>[]): boolean => rows.every((r) => saleableStock(r) === 0);

/**
 * The move the stock asks for, if any: a normal product whose last sale-able stock is gone sells out, a
 * sold-out one with stock again goes back on sale. Products in any other status stay where they are: a
 * suspended product stays suspended however its stock changes.
 */
export function stockMove(
  status: TProdStsCd,
  rows: readonly Pick<OptionRow, 'stockQty' | 'saleAbleYn'>[],
): Extract<TProductAction, 'soldOut' | 'restock'> | null {
  if (status === PROD_STATUS.normal && isSoldOut(rows)) return 'soldOut';
  if (status === PROD_STATUS.soldOut && !isSoldOut(rows)) return 'restock';
  return null;
}
