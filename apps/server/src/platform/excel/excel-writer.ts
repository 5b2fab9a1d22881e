import { PassThrough } from 'node:stream';
import type { TLanguage, TMessageKey } from '@po/contracts';
import ExcelJS from 'exceljs';
import { translate } from '../http/messages.ts';
import { safeCellValue, type CellValue } from './excel-cell.ts';

/** One column of a written sheet: its title (a catalogue key), width and how a row gives its value. */
export interface ExcelColumn<T> {
  header: TMessageKey;
  width?: number;
  value: (row: T) => CellValue;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A streaming writer: rows are committed (serialised and compressed) as they come, page by page, so
 * the rows never sit in memory together; only the compressed file grows. Every cell passes the formula
 * escape. `end` answers the finished file.
 */
export function openXlsxWriter(opts: {
  sheetName: string;
  headers: { text: string; width?: number }[];
  /** More title rows under the first (an upload's field codes), frozen with it. */
  moreHeaderRows?: CellValue[][];
}) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const headerRows = 1 + (opts.moreHeaderRows?.length ?? 0);
  const sheet = workbook.addWorksheet(opts.sheetName, { views: [{ state: 'frozen', ySplit: headerRows }] });
  sheet.columns = opts.headers.map((h, i) => ({ key: `c${i}`, width: h.width ?? 16 }));
  const header = sheet.addRow(opts.headers.map((h) => h.text));
  header.font = { bold: true };
  header.commit();
  for (const values of opts.moreHeaderRows ?? []) {
    const row = sheet.addRow(values.map(safeCellValue));
    row.font = { color: { argb: 'FF808080' } };
    row.commit();
  }
  return {
    /** `highlight` fills the row (a refused row of an error sheet). */
    addRow(values: CellValue[], style: { highlight?: boolean } = {}): void {
      const row = sheet.addRow(values.map(safeCellValue));
      if (style.highlight) row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE0E0' } };
      row.commit();
    },
    async end(): Promise<Buffer> {
      sheet.commit();
      await workbook.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/** Writes the pages of a list as one sheet with titles in the user's language; `onPage` hears the count so far. */
export async function writeXlsx<T>(opts: {
  sheetName: string;
  columns: readonly ExcelColumn<T>[];
  lang: TLanguage;
  pages: AsyncIterable<readonly T[]>;
  onPage?: (written: number) => Promise<void>;
}): Promise<Buffer> {
  const writer = openXlsxWriter({
    sheetName: opts.sheetName,
    headers: opts.columns.map((c) => ({ text: translate(c.header, opts.lang), ...(c.width ? { width: c.width } : {}) })),
  });
  let written = 0;
  for await (const page of opts.pages) {
    for (const row of page) writer.addRow(opts.columns.map((c) => c.value(row)));
    written += page.length;
    await opts.onPage?.(written);
  }
  return writer.end();
}
