import type { TLanguage } from '@po/contracts';
import { translate } from '../http/messages.ts';
import type { ExcelField, SheetError } from './excel-reader.ts';
import { sheetRows } from './excel-reader.ts';
import { openXlsxWriter } from './excel-writer.ts';

const headersOf = (fields: readonly ExcelField[], lang: TLanguage) => fields.map((f) => ({ text: translate(f.header, lang) }));

/** The template of an upload kind: the title row and one example row. */
export function writeUploadTemplate(opts: { sheetName: string; fields: readonly ExcelField[]; lang: TLanguage }): Promise<Buffer> {
  const writer = openXlsxWriter({ sheetName: opts.sheetName, headers: headersOf(opts.fields, opts.lang) });
  writer.addRow(opts.fields.map((f) => f.example));
  return writer.end();
}

/**
 * The uploaded sheet given back with an error column: each row as it was sent, plus the messages of its
 * refused cells in the user's language (`제목: 메시지`). Read and written as streams, row by row.
 */
export async function writeErrorSheet(opts: {
  sheetName: string;
  upload: Buffer;
  fields: readonly ExcelField[];
  errors: readonly SheetError[];
  lang: TLanguage;
}): Promise<Buffer> {
  const byRow = new Map<number, SheetError[]>();
  for (const e of opts.errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const titleOf = (column: string | null) => {
    const field = opts.fields.find((f) => f.key === column);
    return field ? `${translate(field.header, opts.lang)}: ` : '';
  };
  const writer = openXlsxWriter({
    sheetName: opts.sheetName,
    headers: [...headersOf(opts.fields, opts.lang), { text: translate('excel.column.errors', opts.lang), width: 48 }],
  });
  for await (const { row, cells } of sheetRows(opts.upload)) {
    if (row === 1) continue;
    const messages = (byRow.get(row) ?? []).map((e) => `${titleOf(e.column)}${translate(e.messageKey, opts.lang)}`);
    writer.addRow([...opts.fields.map((_, i) => cells[i]), messages.join('\n')]);
  }
  return writer.end();
}
