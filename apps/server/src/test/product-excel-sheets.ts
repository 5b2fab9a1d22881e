import { PRODUCT_EXCEL_COLUMNS } from '@po/contracts';
import ExcelJS from 'exceljs';
import { productBody } from './product-factories.ts';

type Row = Record<string, unknown>;
const OPTION_KEYS = new Set<string>(PRODUCT_EXCEL_COLUMNS.filter((c) => c.level === 'option').map((c) => c.key));

/** The rows of one product as the template wants them: the product's fields on its first row, one row per combination. */
export function productRows(overrides: Row = {}): Row[] {
  const { options, images: _i, ...fields } = productBody(overrides) as Row & { options: Row[] };
  return options.map((o, i) => ({ ...(i === 0 ? fields : { supplyProdCd: fields.supplyProdCd }), ...o }));
}

/** An upload as a seller fills the template: titles (row 1), field codes (row 2), then the rows. */
export async function productSheet(rows: readonly Row[], opts: { codes?: string[] } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('상품');
  const codes = opts.codes ?? PRODUCT_EXCEL_COLUMNS.map((c) => c.key);
  ws.addRow(codes.map((c) => `제목 ${c}`));
  ws.addRow(codes);
  for (const r of rows) ws.addRow(codes.map((c) => (r[c] === undefined || r[c] === null ? null : (r[c] as ExcelJS.CellValue))));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A sheet's rows as values (row 1 first), for reading the template and the error sheet. */
export async function readSheet(data: Buffer, sheet = 0): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[sheet]!;
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => (rows[n - 1] = (row.values as unknown[]).slice(1)));
  return rows;
}

export const isOptionColumn = (key: string) => OPTION_KEYS.has(key);
