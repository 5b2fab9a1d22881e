import {
  INVOICE_UPLOAD_COLUMNS,
  INVOICE_UPLOAD_LIMITS,
  INVOICE_ROW_SUCCESSES,
  normalizeInvoiceNo,
  type TInvoiceRowResult,
  type TLanguage,
  type TMessageKey,
} from '@po/contracts';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { safeCellValue, type CellValue } from '@/platform/excel/excel-cell.ts';
import { readXlsx, sheetRows, type ExcelField } from '@/platform/excel/excel-reader.ts';
import { openXlsxWriter } from '@/platform/excel/excel-writer.ts';
import { translate } from '@/platform/http/messages.ts';

/** The sheet's four columns; the title row is checked in either language by the platform reader. */
export const INVOICE_FIELDS: readonly ExcelField[] = INVOICE_UPLOAD_COLUMNS.map((key) => ({ key, header: `invoiceUpload.column.${key}` as TMessageKey }));

/**
 * A cell as the text the seller typed. Excel keeps a long number typed into a General cell as a number (and shows it
 * as 1.23457E+11): an integer is written out in full digits, never in exponent notation. Leading zeros a number cell
 * already lost cannot come back, which is why the template formats every column as text.
 */
export function cellText(v: CellValue): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v).toString() : String(v);
  if (v instanceof Date) return '';
  return String(v).trim();
}

const ZText = z.preprocess((v) => cellText(v as CellValue), z.string());
// The invoice as the detail's popup takes it: spaces and dashes dropped (one rule for both, order-invoices.ts).
const ZSheetRow = z.object({ ordNo: ZText, ordDtlSq: ZText, deliveryEntrCd: ZText, invoiceNo: ZText.transform(normalizeInvoiceNo) });
export type SheetInvoiceRow = z.output<typeof ZSheetRow> & { row: number };

class TooManyRows extends Error {}

/** Reads the upload's rows as text; a sheet-level refusal is answered as a message key instead. */
export async function readInvoiceSheet(data: Buffer): Promise<{ rows: SheetInvoiceRow[]; sheetMessageKey: TMessageKey | null }> {
  const rows: SheetInvoiceRow[] = [];
  try {
    const { errors } = await readXlsx({
      data,
      fields: INVOICE_FIELDS,
      schema: ZSheetRow,
      onRow: async (row, value) => {
        if (rows.length >= INVOICE_UPLOAD_LIMITS.maxRows) throw new TooManyRows();
        rows.push({ row, ...value });
      },
    });
    const first = errors[0];
    if (first) return { rows: [], sheetMessageKey: first.messageKey === 'VALIDATION_ERROR' ? 'invoiceUpload.msg.unreadable' : first.messageKey };
  } catch (err) {
    // Not a workbook exceljs can read (a zip of something else, a damaged file), or more rows than one upload takes.
    return { rows: [], sheetMessageKey: err instanceof TooManyRows ? 'invoiceUpload.msg.tooManyRows' : 'invoiceUpload.msg.unreadable' };
  }
  return { rows, sheetMessageKey: rows.length === 0 ? 'invoiceUpload.msg.noRows' : null };
}

/** The template: the invoice sheet (titles, every column formatted as text) and the carriers (D010) on a second sheet. */
export async function writeInvoiceTemplate(opts: { carriers: { code: string; codeNm: string }[]; lang: TLanguage }): Promise<Buffer> {
  const t = (key: TMessageKey) => translate(key, opts.lang);
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(t('invoiceUpload.sheet.invoices'), { views: [{ state: 'frozen', ySplit: 1 }] });
  // Text columns keep what is typed: a 12-digit invoice keeps its digits, a carrier 04 stays 04.
  sheet.columns = INVOICE_FIELDS.map((f) => ({ width: f.key === 'ordNo' || f.key === 'invoiceNo' ? 24 : 16, style: { numFmt: '@' } }));
  sheet.addRow(INVOICE_FIELDS.map((f) => t(f.header))).font = { bold: true };
  const codes = wb.addWorksheet(t('invoiceUpload.sheet.carriers'), { views: [{ state: 'frozen', ySplit: 1 }] });
  codes.columns = [{ width: 12, style: { numFmt: '@' } }, { width: 36 }];
  codes.addRow([t('invoiceUpload.sheet.code'), t('invoiceUpload.sheet.name')]).font = { bold: true };
  for (const c of opts.carriers) codes.addRow([c.code, safeCellValue(c.codeNm)]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The uploaded sheet given back: each row as read (as text) at its own row number, and its result; failed rows highlighted. */
export async function writeInvoiceResultSheet(opts: { upload: Buffer; results: ReadonlyMap<number, TInvoiceRowResult>; lang: TLanguage }): Promise<Buffer> {
  const t = (key: TMessageKey) => translate(key, opts.lang);
  const writer = openXlsxWriter({
    sheetName: t('invoiceUpload.sheet.result'),
    headers: [...INVOICE_FIELDS.map((f) => ({ text: t(f.header), width: 20 })), { text: t('invoiceUpload.column.result'), width: 60 }],
  });
  let written = 1;
  for await (const { row, cells } of sheetRows(opts.upload)) {
    if (row === 1) continue;
    // Blank rows are written too, so every row keeps the number the screen names.
    for (; written + 1 < row; written++) writer.addRow([]);
    const result = opts.results.get(row);
    writer.addRow([...INVOICE_FIELDS.map((_, i) => cellText(cells[i])), result ? t(`invoiceUpload.result.${result}`) : ''], {
      highlight: result !== undefined && !INVOICE_ROW_SUCCESSES.includes(result),
    });
    written = row;
  }
  return writer.end();
}
