import { PRODUCT_EXCEL_COLUMNS, PRODUCT_EXCEL_NUMBER_COLUMNS, ZExcelRegisterProduct, type TExcelRegisterProduct } from '@po/contracts';
import type { z } from 'zod';
import type { CellValue } from '@/platform/excel/excel-cell.ts';
import type { SheetError } from '@/platform/excel/excel-reader.ts';
import { fieldMessageKey } from '@/platform/http/messages.ts';

// From sheet rows to products: each row's cells as the form's values, the rows of one seller's code as one
// product, and the contract's refusals as the sheet's row, column and message key.

const KEYS: readonly string[] = PRODUCT_EXCEL_COLUMNS.map((c) => c.key);
const OPTION_KEYS: readonly string[] = PRODUCT_EXCEL_COLUMNS.filter((c) => c.level === 'option').map((c) => c.key);
const PRODUCT_KEYS: readonly string[] = PRODUCT_EXCEL_COLUMNS.filter((c) => c.level === 'product').map((c) => c.key);
const YN_KEYS = new Set(['luxuryYn', 'codYn', 'saleAbleYn', 'giftWrapYn', 'minorBuyYn', 'grntSrvcGoodsYn', 'reserveYn']);
/** Two-digit codes: a cell Excel turned into the number 1 reads as '01' again. */
const TWO_DIGIT_CODES = new Set(['itemkindCd', 'importationGb', 'vatCd', 'optnStpMthdCd', 'deliveryMethod', 'giOptnCd', 'niTypeCd', 'kcGb']);

/**
 * Where each field is: row 2 of the sheet names the field codes. Columns are found by code, so a title row in
 * either language (or a column added after the fields, as the error sheet's) reads alike; null when a field is missing.
 */
export function columnsOf(codeRow: readonly CellValue[]): Map<string, number> | null {
  const at = new Map<string, number>();
  codeRow.forEach((cell, i) => {
    const code = typeof cell === 'string' ? cell.trim() : '';
    if (KEYS.includes(code) && !at.has(code)) at.set(code, i);
  });
  return KEYS.every((k) => at.has(k)) ? at : null;
}

/** A value as trimmed text ('' for none), to compare cells whatever their type. */
const textOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v).trim() : '');
const isBlank = (v: CellValue) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A cell as the form would send it: numbers for number fields (typed with thousands separators too), text for the rest. */
export function fieldValueOf(key: string, cell: CellValue): unknown {
  if (isBlank(cell)) return undefined;
  if (PRODUCT_EXCEL_NUMBER_COLUMNS.has(key)) {
    if (typeof cell !== 'string') return cell;
    const text = cell.trim().replace(/,/g, '');
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : cell;
  }
  if (typeof cell === 'number') return TWO_DIGIT_CODES.has(key) && Number.isInteger(cell) && cell >= 0 && cell < 10 ? `0${cell}` : String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'Y' : 'N';
  const text = String(cell);
  return YN_KEYS.has(key) ? text.trim().toUpperCase() : text;
}

/** One data row: its sheet number and its fields' values. */
export interface SheetRow {
  row: number;
  values: Record<string, unknown>;
}

export function sheetRowOf(row: number, cells: readonly CellValue[], columns: ReadonlyMap<string, number>): SheetRow | null {
  const values: Record<string, unknown> = {};
  let any = false;
  for (const [key, i] of columns) {
    const v = fieldValueOf(key, cells[i]);
    if (v !== undefined) {
      values[key] = v;
      any = true;
    }
  }
  return any ? { row, values } : null;
}

/** A product being read: its rows' numbers (the first holds the product's fields) and the form's values. */
export interface ProductDraft {
  supplyProdCd: string;
  rows: number[];
  record: Record<string, unknown> & { options: Record<string, unknown>[] };
  errors: SheetError[];
}

const optionOf = (r: SheetRow) => Object.fromEntries(OPTION_KEYS.filter((k) => r.values[k] !== undefined).map((k) => [k, r.values[k]]));

export function startDraft(first: SheetRow): ProductDraft {
  const record: ProductDraft['record'] = { options: [optionOf(first)] };
  for (const k of PRODUCT_KEYS) if (first.values[k] !== undefined) record[k] = first.values[k];
  return { supplyProdCd: textOf(first.values.supplyProdCd), rows: [first.row], record, errors: [] };
}

/** A further combination of the product; a product field given again with another value is refused on its cell. */
export function addDraftRow(draft: ProductDraft, r: SheetRow): void {
  draft.rows.push(r.row);
  draft.record.options.push(optionOf(r));
  for (const k of PRODUCT_KEYS) {
    const v = r.values[k];
    if (k !== 'supplyProdCd' && v !== undefined && textOf(v) !== textOf(draft.record[k]))
      draft.errors.push({ row: r.row, column: k, messageKey: 'productExcel.msg.productFieldDiffers' });
  }
}

/** A contract issue as the cell it is about: an option's on its own row, a product field's on the product's first row. */
export function sheetErrorOf(issue: z.core.$ZodIssue, draft: ProductDraft): SheetError {
  const [head, index, field] = issue.path;
  const onOption = head === 'options' && typeof index === 'number';
  const row = (onOption ? draft.rows[index] : undefined) ?? draft.rows[0] ?? 0;
  const key = onOption ? field : head;
  const column = typeof key === 'string' && KEYS.includes(key) ? key : null;
  const value = onOption ? draft.record.options[index]?.[String(field)] : draft.record[String(head)];
  const messageKey = fieldMessageKey(issue.message);
  if (messageKey !== 'VALIDATION_ERROR') return { row, column, messageKey };
  return { row, column, messageKey: value === undefined ? 'excel.msg.required' : 'excel.msg.invalid' };
}

/** The product checked by the form's own schema: the registration's values, or its refusals on their cells. */
export function checkDraft(draft: ProductDraft): { ok: true; product: TExcelRegisterProduct } | { ok: false; errors: SheetError[] } {
  const parsed = ZExcelRegisterProduct.safeParse(draft.record);
  if (parsed.success && draft.errors.length === 0) return { ok: true, product: parsed.data };
  const seen = new Set<string>();
  const errors = [...draft.errors, ...(parsed.success ? [] : parsed.error.issues.map((i) => sheetErrorOf(i, draft)))].filter((e) => {
    const id = `${e.row}:${e.column}:${e.messageKey}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
  return { ok: false, errors };
}
