import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeCellValue } from './excel-cell.ts';
import { readXlsx, sheetRows, type ExcelField } from './excel-reader.ts';
import { writeErrorSheet, writeUploadTemplate } from './excel-upload-sheets.ts';
import { openXlsxWriter, writeXlsx } from './excel-writer.ts';

/** The first sheet of a file, read whole by exceljs as a user's Excel would open it. */
async function openSheet(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

const FIELDS: ExcelField[] = [
  { key: 'deliveryLocNm', header: 'delivery.field.deliveryLocNm', example: '성수 센터' },
  { key: 'qty', header: 'delivery.field.useYn', example: 3 },
];
const rowSchema = z.object({ deliveryLocNm: z.string('delivery.msg.name').max(10, 'delivery.msg.nameLength'), qty: z.coerce.number().int() });

/** An upload as a user makes it: the template's titles and some rows, written by exceljs itself. */
async function upload(rows: unknown[][], headers = ['출고지명', '사용 여부']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('upload');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('Excel kit', () => {
  it('escapes every text a spreadsheet would read as a formula, and keeps it text (property)', async () => {
    const risky = fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([a, b]) => a + b);
    const texts = fc.array(fc.oneof(risky, fc.string()), { minLength: 1, maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(texts, async (values) => {
        const w = openXlsxWriter({ sheetName: 's', headers: values.map(() => ({ text: 'h' })) });
        w.addRow(values);
        const row = (await openSheet(await w.end())).getRow(2);
        values.forEach((v, i) => {
          const cell = row.getCell(i + 1);
          expect(cell.formula).toBeUndefined();
          if (v === '') return;
          // XML reads a carriage return back as a line feed; that changes no meaning.
          expect(cell.value).toBe(String(safeCellValue(v)).replace(/\r\n?/g, '\n'));
          expect(cell.text).not.toMatch(/^[=+\-@\t\r]/);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('writes pages as they come with titles in the language, numbers as numbers', async () => {
    async function* pages() {
      yield [
        { nm: 'A', n: 1 },
        { nm: '=cmd', n: 2 },
      ];
      yield [{ nm: 'C', n: 3 }];
    }
    const seen: number[] = [];
    const data = await writeXlsx({
      sheetName: 'sites',
      lang: 'en',
      columns: [
        { header: 'delivery.field.deliveryLocNm', value: (r: { nm: string }) => r.nm },
        { header: 'delivery.field.useYn', value: (r: { n: number }) => r.n },
      ],
      pages: pages(),
      onPage: async (n) => void seen.push(n),
    });
    expect(seen).toEqual([2, 3]);
    const ws = await openSheet(data);
    expect(ws.getRow(1).values).toEqual([undefined, 'Site name', 'In use']);
    expect(ws.getRow(3).values).toEqual([undefined, "'=cmd", 2]);
    expect(ws.rowCount).toBe(4);
  });

  it('reads an upload row by row and reports row, column and message key', async () => {
    const data = await upload([['성수 센터', 3], [], ['아주 긴 출고지 이름입니다', 'x'], [null, 2]]);
    const valid: unknown[] = [];
    const { rows, errors } = await readXlsx({ data, fields: FIELDS, schema: rowSchema, onRow: async (row, v) => void valid.push({ row, ...v }) });
    expect(rows).toBe(3);
    expect(valid).toEqual([{ row: 2, deliveryLocNm: '성수 센터', qty: 3 }]);
    expect(errors).toEqual([
      { row: 4, column: 'deliveryLocNm', messageKey: 'delivery.msg.nameLength' },
      { row: 4, column: 'qty', messageKey: 'excel.msg.invalid' },
      { row: 5, column: 'deliveryLocNm', messageKey: 'delivery.msg.name' },
    ]);
  });

  it('refuses a sheet whose titles are not the template', async () => {
    const { errors } = await readXlsx({ data: await upload([['a', 1]], ['이름', '수량']), fields: FIELDS, schema: rowSchema });
    expect(errors).toEqual([{ row: 1, column: null, messageKey: 'excel.msg.header' }]);
  });

  it('gives the upload back with an error column in the language, and a template with an example row', async () => {
    const data = await upload([
      ['성수 센터', 3],
      ['아주 긴 출고지 이름입니다', 'x'],
    ]);
    const { errors } = await readXlsx({ data, fields: FIELDS, schema: rowSchema });
    const ws = await openSheet(await writeErrorSheet({ sheetName: 'errors', upload: data, fields: FIELDS, errors, lang: 'ko' }));
    expect(ws.getRow(1).values).toEqual([undefined, '출고지명', '사용 여부', '오류 내용']);
    expect(ws.getRow(2).values).toEqual([undefined, '성수 센터', 3]);
    expect(ws.getRow(3).getCell(3).value).toBe('출고지명: 출고지명은 50바이트(한글 16자) 이내로 입력해 주세요.\n사용 여부: 값이 올바르지 않습니다.');
    const template = await writeUploadTemplate({ sheetName: 'template', fields: FIELDS, lang: 'ko' });
    const rows = [];
    for await (const r of sheetRows(template)) rows.push(r.cells);
    expect(rows).toEqual([
      ['출고지명', '사용 여부'],
      ['성수 센터', 3],
    ]);
  });
});
