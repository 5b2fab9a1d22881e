import { EXCHANGE_RATE_COLUMNS, SETTLEMENT_ADMIN_LIMITS, ZExchangeRateValue, ZRateCurrency, ZRateDay, type TLanguage, type TMessageKey } from '@po/contracts';
import { z } from 'zod';
import type { CellValue } from '@/platform/excel/excel-cell.ts';
import { readXlsx, type ExcelField, type SheetError } from '@/platform/excel/excel-reader.ts';
import { writeUploadTemplate } from '@/platform/excel/excel-upload-sheets.ts';
import { translate } from '@/platform/http/messages.ts';

const EXAMPLES: Record<(typeof EXCHANGE_RATE_COLUMNS)[number], CellValue> = { currency: 'USD', rateDt: '2026-11-20', rate: '1385.20' };
export const RATE_FIELDS: readonly ExchangeRateField[] = EXCHANGE_RATE_COLUMNS.map((key) => ({
  key,
  header: `calculateAdmin.column.${key}` as TMessageKey,
  example: EXAMPLES[key],
}));
type ExchangeRateField = ExcelField & { key: (typeof EXCHANGE_RATE_COLUMNS)[number] };

/** A cell as text: a date cell as its day (Excel dates carry no time zone: exceljs reads them as UTC), a number in full. */
function cellText(v: unknown): unknown {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' ? v.trim() : v;
}
const text = <S extends z.ZodType>(s: S) => z.preprocess(cellText, s);
const ZSheetRow = z.object({
  currency: text(ZRateCurrency),
  // 2026.11.20 and 2026/11/20 read as 2026-11-20.
  rateDt: z.preprocess((v) => {
    const s = cellText(v);
    return typeof s === 'string' ? s.replace(/[./]/g, '-') : s;
  }, ZRateDay),
  rate: text(ZExchangeRateValue),
});
export type SheetRate = z.output<typeof ZSheetRow> & { row: number };

class TooManyRows extends Error {}

/** Every row of a rate file with its row number, and every refused cell; a sheet-level refusal as a row-1 error. */
export async function readRateSheet(data: Buffer): Promise<{ rows: SheetRate[]; errors: SheetError[] }> {
  const rows: SheetRate[] = [];
  try {
    const { errors } = await readXlsx({
      data,
      fields: RATE_FIELDS,
      schema: ZSheetRow,
      onRow: async (row, value) => {
        if (rows.length >= SETTLEMENT_ADMIN_LIMITS.rateFileMaxRows) throw new TooManyRows();
        rows.push({ row, ...value });
      },
    });
    if (errors.length === 0 && rows.length === 0) return { rows, errors: [{ row: 2, column: null, messageKey: 'calculateAdmin.msg.rateFileNoRows' }] };
    return { rows, errors };
  } catch (err) {
    const messageKey = err instanceof TooManyRows ? 'calculateAdmin.msg.rateFileTooManyRows' : 'calculateAdmin.msg.rateFileUnreadable';
    return { rows: [], errors: [{ row: 1, column: null, messageKey }] };
  }
}

export function writeRateTemplate(lang: TLanguage): Promise<Buffer> {
  return writeUploadTemplate({ sheetName: translate('menu.admin.exchangeRateList', lang), fields: RATE_FIELDS, lang });
}
