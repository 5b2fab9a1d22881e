import { PRODUCT_EXCEL_LIMITS as L, PRODUCT_EXCEL_COLUMNS, type TExcelRegisterProduct, type TLanguage } from '@po/contracts';
import { sheetRows, type SheetError } from '@/platform/excel/excel-reader.ts';
import { openXlsxWriter } from '@/platform/excel/excel-writer.ts';
import { translate } from '@/platform/http/messages.ts';
import { addDraftRow, checkDraft, columnsOf, sheetRowOf, startDraft, type ProductDraft } from './product-excel-rows.ts';
import { codeRow, titleRowOf } from './product-excel-template.ts';

/** A product of the sheet after the contract's check: its rows, and the registration's values or its refusals. */
export interface SheetProduct {
  supplyProdCd: string;
  rows: number[];
  product: TExcelRegisterProduct | null;
  errors: SheetError[];
}

export interface ReadSheet {
  rowCnt: number;
  products: SheetProduct[];
  /** Refusals of the sheet itself or of rows that belong to no product (no seller's code). */
  errors: SheetError[];
}

const sheetError = (row: number, messageKey: SheetError['messageKey'], column: string | null = null): SheetError => ({ row, column, messageKey });

/**
 * Reads the upload as a stream: row 2's field codes place the columns, each later row joins the product of
 * its seller's code (the rows of one product follow each other), and each product is checked by the form's
 * schema as soon as its last row is read. `onRows` hears the rows read so far, every 500 rows.
 */
export async function readProductSheet(data: Buffer, onRows: (read: number) => Promise<void>): Promise<ReadSheet> {
  const out: ReadSheet = { rowCnt: 0, products: [], errors: [] };
  const seen = new Set<string>();
  let columns: Map<string, number> | null = null;
  let draft: ProductDraft | null = null;
  const finish = () => {
    if (!draft) return;
    const checked = checkDraft(draft);
    out.products.push({
      supplyProdCd: draft.supplyProdCd,
      rows: draft.rows,
      ...(checked.ok ? { product: checked.product, errors: [] } : { product: null, errors: checked.errors }),
    });
    draft = null;
  };
  try {
    for await (const { row, cells } of sheetRows(data)) {
      if (row === 1) continue;
      if (row === L.headerRows) {
        columns = columnsOf(cells);
        if (!columns) return { ...out, errors: [sheetError(row, 'productExcel.msg.header')] };
        continue;
      }
      if (!columns) return { ...out, errors: [sheetError(L.headerRows, 'productExcel.msg.header')] };
      const r = sheetRowOf(row, cells, columns);
      if (!r) continue;
      if (++out.rowCnt > L.maxRows) return { rowCnt: out.rowCnt, products: [], errors: [sheetError(row, 'productExcel.msg.tooManyRows')] };
      if (out.rowCnt % 500 === 0) await onRows(out.rowCnt);
      const code = typeof r.values.supplyProdCd === 'string' ? r.values.supplyProdCd.trim() : '';
      if (code === '') {
        out.errors.push(sheetError(row, 'productExcel.msg.supplyProdCdRequired', 'supplyProdCd'));
        continue;
      }
      const current: ProductDraft | null = draft;
      if (current && current.supplyProdCd === code) {
        addDraftRow(current, r);
        continue;
      }
      finish();
      draft = startDraft(r);
      // A code seen before, further up: its rows are apart (or the code is used twice) — this block is refused.
      if (seen.has(code)) draft.errors.push(sheetError(row, 'productExcel.msg.duplicateInSheet', 'supplyProdCd'));
      seen.add(code);
    }
  } catch {
    // Not a workbook exceljs can read (a zip of something else, a damaged file).
    return { rowCnt: 0, products: [], errors: [sheetError(1, 'productExcel.msg.unreadable')] };
  }
  finish();
  if (!columns) return { ...out, errors: [sheetError(1, 'productExcel.msg.header')] };
  if (out.rowCnt === 0) out.errors.push(sheetError(L.headerRows + 1, 'productExcel.msg.noRows'));
  return out;
}

/**
 * The uploaded sheet given back: its two title rows, each row as sent at its own row number, and an error
 * column (`title: message` per refused cell, in the user's language); refused rows are highlighted.
 */
export async function writeAnnotatedSheet(opts: { upload: Buffer; errors: readonly SheetError[]; lang: TLanguage }): Promise<Buffer> {
  const { lang } = opts;
  const byRow = new Map<number, SheetError[]>();
  for (const e of opts.errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const text = (e: SheetError) => `${e.column ? `${translate(`productExcel.column.${e.column}`, lang)}: ` : ''}${translate(e.messageKey, lang)}`;
  const titles = titleRowOf(lang);
  const writer = openXlsxWriter({
    sheetName: translate('productExcel.sheet.errors', lang),
    headers: [...titles.map((t) => ({ text: t })), { text: translate('excel.column.errors', lang), width: 60 }],
    moreHeaderRows: [[...codeRow(), '_errors']],
  });
  let columns: Map<string, number> | null = null;
  let written: number = L.headerRows;
  for await (const { row, cells } of sheetRows(opts.upload)) {
    if (row === L.headerRows) columns = columnsOf(cells);
    if (row <= L.headerRows || !columns) continue;
    // Blank rows are written too, so every row keeps the number the errors name.
    for (; written + 1 < row; written++) writer.addRow([], { highlight: byRow.has(written + 1) });
    const at = columns;
    const errors = byRow.get(row) ?? [];
    writer.addRow([...PRODUCT_EXCEL_COLUMNS.map((c) => cells[at.get(c.key) ?? -1]), errors.map(text).join('\n')], { highlight: errors.length > 0 });
    written = row;
  }
  return writer.end();
}
