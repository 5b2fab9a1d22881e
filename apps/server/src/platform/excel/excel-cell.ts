/** A value a sheet cell holds as we write or read it. */
export type CellValue = string | number | boolean | Date | null | undefined;

// Excel (and LibreOffice, and CSV readers after a re-save) treat a text starting with these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value that no spreadsheet evaluates (OWASP "CSV injection"): text starting with = + - @ or a
 * tab or carriage return is written with a leading apostrophe, so it stays text; other values as they are.
 */
export function safeCellValue(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A read cell as a plain value: rich text joined, a formula's cached result, a hyperlink's text. */
export function plainCellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plainCellValue(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return undefined;
}
