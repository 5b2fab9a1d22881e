import ExcelJS from 'exceljs';
import { INVOICE_UPLOAD_COLUMNS, type TLanguage } from '@po/contracts';
import { translate } from '@/platform/http/messages.ts';
import type { OrderActorRef } from '@/modules/order/order-moves.ts';
import type { TestApp } from './test-app.ts';

// Invoice sheets and prepared lines for the invoice bulk upload's tests and its bench.

/** The template's title row in a language. */
export const invoiceTitles = (lang: TLanguage = 'ko') => INVOICE_UPLOAD_COLUMNS.map((c) => translate(`invoiceUpload.column.${c}`, lang));

/** An invoice sheet: the title row, then each row's cells as given (numbers stay numbers, as Excel stores them). */
export async function invoiceSheet(rows: readonly (readonly unknown[])[], opts: { titles?: string[] } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('송장');
  ws.addRow(opts.titles ?? invoiceTitles());
  for (const r of rows) ws.addRow(r.map((v) => (v === undefined ? null : (v as ExcelJS.CellValue))));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const TEST_SELLER: OrderActorRef = { type: 'seller', id: 'test', nm: 'test' };

/** Moves lines to preparing (35) as the seller's prepare action does. */
export async function prepareLines(t: TestApp, supplyEntrCd: string, lines: { ordNo: string; ordDtlSq: number }[]): Promise<void> {
  for (const l of lines) await t.app.services.orderMoves.moveLine({ key: { supplyEntrCd, ...l }, action: 'prepare', actor: TEST_SELLER });
}
