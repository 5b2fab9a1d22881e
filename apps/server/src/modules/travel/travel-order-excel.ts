import type { TLanguage, TMessageKey, TTravelEstimateRow, TTravelOrderRow } from '@po/contracts';
import type { CellValue } from '@/platform/excel/excel-cell.ts';
import { openXlsxWriter } from '@/platform/excel/excel-writer.ts';
import { translate } from '@/platform/http/messages.ts';

// The travel lists as xlsx files: the list's rows as the screen shows them, titles in the request's language. The
// writer is the exports' (cells escaped, numbers typed); the lists are small (one seller's stays), so the file is
// the call's reply rather than a job.

interface Column<T> {
  header: TMessageKey;
  width?: number;
  value: (row: T) => CellValue;
}

const ORDER_COLUMNS: Column<TTravelOrderRow>[] = [
  { header: 'travelOrder.excel.ordNo', width: 18, value: (r) => r.ordNo },
  { header: 'travelOrder.excel.ordDtlSq', width: 8, value: (r) => r.ordDtlSq },
  { header: 'travelOrder.excel.ordDt', width: 20, value: (r) => r.ordDt },
  { header: 'travelOrder.excel.status', value: (r) => r.rsvStsNm },
  { header: 'travelOrder.excel.prodCd', value: (r) => r.prodCd },
  { header: 'travelOrder.excel.prodNm', width: 30, value: (r) => r.prodNm },
  { header: 'travelOrder.excel.roomNm', width: 20, value: (r) => r.roomNm },
  { header: 'travelOrder.excel.checkInDt', width: 12, value: (r) => r.checkInDt },
  { header: 'travelOrder.excel.checkOutDt', width: 12, value: (r) => r.checkOutDt },
  { header: 'travelOrder.excel.nightCnt', width: 8, value: (r) => r.nightCnt },
  { header: 'travelOrder.excel.roomCnt', width: 8, value: (r) => r.roomCnt },
  { header: 'travelOrder.excel.guests', width: 10, value: (r) => `${r.adultCnt}/${r.childCnt}` },
  { header: 'travelOrder.excel.guestNm', value: (r) => r.guestNm },
  { header: 'travelOrder.excel.guestMobile', value: (r) => r.guestMobile },
  { header: 'travelOrder.excel.buyerNm', value: (r) => r.buyerNm },
  { header: 'travelOrder.excel.ordAmt', value: (r) => r.ordAmt },
  { header: 'travelOrder.excel.memo', width: 30, value: (r) => r.memo },
];

const ESTIMATE_COLUMNS: Column<TTravelEstimateRow>[] = [
  { header: 'travelOrder.excel.estmNo', width: 18, value: (r) => r.estmNo },
  { header: 'travelOrder.excel.reqDt', width: 20, value: (r) => r.reqDt },
  { header: 'travelOrder.excel.status', value: (r) => r.estmStatNm },
  { header: 'travelOrder.excel.estmType', value: (r) => r.estmProdTypeNm },
  { header: 'travelOrder.excel.prodCd', value: (r) => r.prodCd },
  { header: 'travelOrder.excel.prodNm', width: 30, value: (r) => r.prodNm },
  { header: 'travelOrder.excel.reqNm', value: (r) => r.reqNm },
  { header: 'travelOrder.excel.reqMobile', value: (r) => r.reqMobile },
  { header: 'travelOrder.excel.personCnt', width: 8, value: (r) => r.personCnt },
  { header: 'travelOrder.excel.roomCnt', width: 8, value: (r) => r.roomCnt },
  { header: 'travelOrder.excel.checkInDt', width: 12, value: (r) => r.firstCheckInDt ?? '' },
  { header: 'travelOrder.excel.estmAmt', value: (r) => r.estmAmt ?? '' },
  { header: 'travelOrder.excel.payLimitDt', width: 12, value: (r) => r.payLimitDt ?? '' },
];

async function sheetOf<T>(opts: { lang: TLanguage; sheetKey: TMessageKey; columns: Column<T>[]; rows: readonly T[] }): Promise<Buffer> {
  const writer = openXlsxWriter({
    sheetName: translate(opts.sheetKey, opts.lang),
    headers: opts.columns.map((c) => ({ text: translate(c.header, opts.lang), width: c.width ?? 14 })),
  });
  for (const row of opts.rows) writer.addRow(opts.columns.map((c) => c.value(row)));
  return writer.end();
}

export const writeTravelOrdersXlsx = (lang: TLanguage, rows: readonly TTravelOrderRow[]) =>
  sheetOf({ lang, sheetKey: 'travelOrder.excel.orderSheet', columns: ORDER_COLUMNS, rows });
export const writeTravelEstimatesXlsx = (lang: TLanguage, rows: readonly TTravelEstimateRow[]) =>
  sheetOf({ lang, sheetKey: 'travelOrder.excel.estimateSheet', columns: ESTIMATE_COLUMNS, rows });
