import { Readable } from 'node:stream';
import type { TLanguage, TMessageKey } from '@po/contracts';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { fieldMessageKey, translate } from '../http/messages.ts';
import { plainCellValue, type CellValue } from './excel-cell.ts';

/** One column of an upload: the field it fills, its title (a catalogue key) and an example for the template. */
export interface ExcelField {
  key: string;
  header: TMessageKey;
  example?: CellValue;
}

/** A refused cell: the sheet's row number (the title row is 1), the field and the message key. */
export interface SheetError {
  row: number;
  column: string | null;
  messageKey: TMessageKey | 'VALIDATION_ERROR';
}

/** Each row of the first sheet as its cells, read as a stream (dates as they were written, styles cached). */
export async function* sheetRows(data: Buffer): AsyncGenerator<{ row: number; cells: CellValue[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // exceljs answers a sparse array from index 1.
      const values = (Array.isArray(row.values) ? row.values : []) as unknown[];
      yield { row: row.number, cells: values.slice(1).map(plainCellValue) };
    }
    return;
  }
}

const isBlank = (v: CellValue) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const headerMatches = (cells: CellValue[], fields: readonly ExcelField[]) =>
  fields.every((f, i) => (['ko', 'en'] as TLanguage[]).some((lang) => String(cells[i] ?? '').trim() === translate(f.header, lang)));

/**
 * Reads an upload against its fields: the title row must be the template's (in either language), and
 * each later non-empty row is checked by `schema`. Valid rows go to `onRow` as they are read; refusals
 * are collected as row, column and message key (a zod message that is a catalogue key, else invalid).
 */
export async function readXlsx<S extends z.ZodType>(opts: {
  data: Buffer;
  fields: readonly ExcelField[];
  schema: S;
  onRow?: (row: number, value: z.output<S>) => Promise<void>;
}): Promise<{ rows: number; errors: SheetError[] }> {
  const errors: SheetError[] = [];
  let rows = 0;
  let sawHeader = false;
  for await (const { row, cells } of sheetRows(opts.data)) {
    if (!sawHeader) {
      sawHeader = true;
      if (!headerMatches(cells, opts.fields)) return { rows: 0, errors: [{ row, column: null, messageKey: 'excel.msg.header' }] };
      continue;
    }
    if (cells.every(isBlank)) continue;
    rows++;
    const record = Object.fromEntries(opts.fields.map((f, i) => [f.key, isBlank(cells[i]) ? undefined : cells[i]]));
    const parsed = opts.schema.safeParse(record);
    if (parsed.success) await opts.onRow?.(row, parsed.data);
    else
      for (const issue of parsed.error.issues)
        errors.push({
          row,
          column: typeof issue.path[0] === 'string' ? issue.path[0] : null,
          messageKey: messageKeyOf(issue.message, record[String(issue.path[0])]),
        });
  }
  if (!sawHeader) errors.push({ row: 1, column: null, messageKey: 'excel.msg.noSheet' });
  return { rows, errors };
}

function messageKeyOf(message: string, value: unknown): SheetError['messageKey'] {
  const key = fieldMessageKey(message);
  if (key !== 'VALIDATION_ERROR') return key;
  return value === undefined ? 'excel.msg.required' : 'excel.msg.invalid';
}
