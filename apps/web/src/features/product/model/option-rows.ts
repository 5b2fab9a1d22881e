import { buildOptionMatrix, optionKey, type TOptionType, type TYn } from '@po/contracts';

/** One row of the option grid as the form holds it: an empty number box is null until the seller types. */
export interface OptionRowValues {
  optionValue1: string;
  optionValue2: string;
  stockQty: number | null;
  extraCharge: number | null;
  enterpriseOptionCd: string;
  saleAbleYn: TYn;
  /** A stored combination (update form): its code and the version its stock was read at; absent on a new one. */
  prodOptionCd?: string | null;
  version?: number | null;
}

export const blankOptionRow = (): OptionRowValues => ({
  optionValue1: '',
  optionValue2: '',
  stockQty: null,
  extraCharge: 0,
  enterpriseOptionCd: '',
  saleAbleYn: 'Y',
});

/**
 * The grid after the option type or an axis' values changed: every combination of the values (value 1
 * outer, value 2 inner), keeping what the seller already typed on a combination that stays.
 */
export function syncOptionRows(
  optionType: TOptionType,
  values1: readonly string[],
  values2: readonly string[],
  current: readonly OptionRowValues[],
): OptionRowValues[] {
  const kept = new Map(current.map((r) => [optionKey(r.optionValue1, r.optionValue2), r]));
  return buildOptionMatrix(optionType, values1, values2).map((combo) => ({
    ...(kept.get(optionKey(combo.optionValue1, combo.optionValue2)) ?? blankOptionRow()),
    ...combo,
  }));
}

/** What the bulk bar fills in: only the boxes the seller typed (null or undefined leaves a column as it is). */
export interface BulkFill {
  stockQty?: number | null;
  extraCharge?: number | null;
  saleAbleYn?: TYn | null;
}

/** `chargeLocked` names the rows whose extra charge the bar must leave (an approved product's stored combinations). */
export function bulkFillRows(rows: readonly OptionRowValues[], fill: BulkFill, chargeLocked: (r: OptionRowValues) => boolean = () => false): OptionRowValues[] {
  return rows.map((r) => ({
    ...r,
    ...(fill.stockQty != null ? { stockQty: fill.stockQty } : {}),
    ...(fill.extraCharge != null && !chargeLocked(r) ? { extraCharge: fill.extraCharge } : {}),
    ...(fill.saleAbleYn != null ? { saleAbleYn: fill.saleAbleYn } : {}),
  }));
}

/** Typed values: split at commas, trimmed, blanks and repeats (as a buyer reads them) dropped, after those kept. */
export function addOptionValues(current: readonly string[], typed: string): string[] {
  const seen = new Set(current.map((v) => optionKey(v, '')));
  const added = typed
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && !seen.has(optionKey(v, '')) && seen.add(optionKey(v, '')));
  return [...current, ...added];
}
