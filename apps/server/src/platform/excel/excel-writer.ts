import type { TLanguage, TMessageKey } from '@po/contracts';
import { translate } from '../http/messages.ts';
import { safeCellValue, type CellValue } from './excel-cell.ts';
import { rowXml, SHEET_END, sheetStart, writeWorkbookParts, type RowStyle } from './xlsx-parts.ts';
import { createZipWriter } from './zip-writer.ts';

/** One column of a written sheet: its title (a catalogue key), width and how a row gives its value. */
export interface ExcelColumn<T> {
  header: TMessageKey;
  width?: number;
  value: (row: T) => CellValue;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A streaming writer: rows are serialised as they come and deflated into the file page by page (`flush`), so the
 * rows never sit in memory together; only the compressed file grows. Every cell passes the formula escape. `end`
 * answers the finished file. The sheet's XML is written here rather than by exceljs's writer, which spent ~90 µs a
 * row of 25 cells on its generic cell and style models: a 100,000-row export was 10 s of CPU (decisions, issue 13).
 */
export function openXlsxWriter(opts: {
  sheetName: string;
  headers: { text: string; width?: number }[];
  /** More title rows under the first (an upload's field codes), frozen with it. */
  moreHeaderRows?: CellValue[][];
}) {
  const zip = createZipWriter();
  const sheet = zip.openEntry('xl/worksheets/sheet1.xml');
  const headerRows = 1 + (opts.moreHeaderRows?.length ?? 0);
  let pending = sheetStart(
    opts.headers.map((h) => h.width ?? 16),
    headerRows,
  );
  let rowNum = 0;
  const add = (values: CellValue[], style: RowStyle) => {
    rowNum++;
    pending += rowXml(rowNum, values, style);
  };
  add(
    opts.headers.map((h) => h.text),
    'bold',
  );
  for (const values of opts.moreHeaderRows ?? []) add(values.map(safeCellValue), 'gray');
  const flush = async () => {
    const text = pending;
    pending = '';
    if (text) await sheet.write(text);
  };
  return {
    /** `highlight` fills the row (a refused row of an error sheet). */
    addRow(values: CellValue[], style: { highlight?: boolean } = {}): void {
      add(values.map(safeCellValue), style.highlight ? 'highlight' : 'plain');
    },
    /** Deflates the rows added so far (a list export calls it after each page). */
    flush,
    async end(): Promise<Buffer> {
      pending += SHEET_END;
      await flush();
      await sheet.close();
      await writeWorkbookParts(zip, opts.sheetName);
      return zip.end();
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
    await writer.flush();
    await opts.onPage?.(written);
  }
  return writer.end();
}
