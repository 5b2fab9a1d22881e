import type { TLanguage, TMessageKey, TStatAgeRow, TStatPeriodRow, TStatProductRow, TStatSalesFigures, TStatLeadTimeReply } from '@po/contracts';
import type { CellValue } from '@/platform/excel/excel-cell.ts';
import { openXlsxWriter } from '@/platform/excel/excel-writer.ts';
import { translate } from '@/platform/http/messages.ts';

/** A column: its title (a statistic.column key, as the web table's) and the cell of a row. */
interface Column<T> {
  header: TMessageKey;
  width?: number;
  value: (row: T) => CellValue;
}

const FIGURE_COLUMNS: Column<TStatSalesFigures>[] = (
  ['ordCnt', 'ordQty', 'realOrdAmt', 'cancelQty', 'cancelAmt', 'returnQty', 'returnAmt', 'realSaleQty', 'realSaleAmt'] as const
).map((k) => ({ header: `statistic.column.${k}`, width: 14, value: (r) => r[k] }));

/**
 * One sheet: the titles in the request's language, the rows, then the total row (its first cell "Total"). The
 * writer is the exports' (SpreadsheetML written directly, numbers typed).
 */
async function sheetOf<T>(opts: { lang: TLanguage; sheetName: string; columns: Column<T>[]; rows: readonly T[]; total: T | null }): Promise<Buffer> {
  const writer = openXlsxWriter({
    // Excel refuses a sheet named with * ? : \ / [ ] (the age screen's title has a slash) and over 31 characters.
    sheetName: opts.sheetName.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31),
    headers: opts.columns.map((c) => ({ text: translate(c.header, opts.lang), width: c.width ?? 14 })),
  });
  for (const row of opts.rows) writer.addRow(opts.columns.map((c) => c.value(row)));
  if (opts.total) writer.addRow(opts.columns.map((c, i) => (i === 0 ? translate('statistic.column.total', opts.lang) : c.value(opts.total!))));
  return writer.end();
}

/** The file's name: the user's name for it, or the translated statistic.file name and the period. */
export function statisticFileName(opts: { downloadName?: string | undefined; fileKey: TMessageKey; lang: TLanguage; startDt: string; endDt: string }): string {
  return `${opts.downloadName ?? `${translate(opts.fileKey, opts.lang)}_${opts.startDt}_${opts.endDt}`}.xlsx`;
}

/** The day or month table: the period column, then the figures. */
export function writePeriodExcel(opts: { lang: TLanguage; unit: 'day' | 'month'; rows: readonly TStatPeriodRow[]; total: TStatSalesFigures }) {
  const columns: Column<TStatPeriodRow>[] = [
    { header: opts.unit === 'day' ? 'statistic.column.ordDt' : 'statistic.column.ordMonth', width: 12, value: (r) => r.ordDt },
    ...(FIGURE_COLUMNS as Column<TStatPeriodRow>[]),
  ];
  return sheetOf({
    lang: opts.lang,
    sheetName: translate('statistic.title.period', opts.lang),
    columns,
    rows: opts.rows,
    total: { ordDt: '', ...opts.total },
  });
}

/** The product table: the product, its figures, views and conversion. */
export function writeProductExcel(opts: { lang: TLanguage; rows: readonly TStatProductRow[]; total: TStatSalesFigures }) {
  const columns: Column<TStatProductRow>[] = [
    { header: 'statistic.column.prodCd', value: (r) => r.prodCd },
    { header: 'statistic.column.supplyProdCd', value: (r) => r.supplyProdCd },
    { header: 'statistic.column.prodNm', width: 40, value: (r) => r.prodNm },
    { header: 'statistic.column.brandNm', width: 20, value: (r) => r.brandNm },
    ...(FIGURE_COLUMNS as Column<TStatProductRow>[]),
    { header: 'statistic.column.pvCnt', value: (r) => r.pvCnt },
    { header: 'statistic.column.ordRate', value: (r) => r.ordRate },
  ];
  const total = { prodCd: '', supplyProdCd: '', prodNm: '', brandNm: '', brandCd: '', ...opts.total, pvCnt: null, ordRate: null } as unknown as TStatProductRow;
  return sheetOf({ lang: opts.lang, sheetName: translate('statistic.title.product', opts.lang), columns, rows: opts.rows, total });
}

/** The age and gender table: the band and sex in words, the figures and the share of net sales. */
export function writeAgeExcel(opts: { lang: TLanguage; rows: readonly TStatAgeRow[]; total: TStatSalesFigures }) {
  const columns: Column<TStatAgeRow>[] = [
    { header: 'statistic.column.ageCd', value: (r) => (r.ageCd ? translate(`statistic.age.${r.ageCd}`, opts.lang) : '') },
    { header: 'statistic.column.sexCd', value: (r) => (r.sexCd ? translate(`statistic.sex.${r.sexCd}`, opts.lang) : '') },
    ...(FIGURE_COLUMNS as Column<TStatAgeRow>[]),
    { header: 'statistic.column.saleRate', value: (r) => r.saleRate },
  ];
  const total = { ...opts.total, ageCd: '', sexCd: '', saleRate: opts.total.realSaleAmt > 0 ? 100 : 0 } as unknown as TStatAgeRow;
  return sheetOf({ lang: opts.lang, sheetName: translate('statistic.title.ageGender', opts.lang), columns, rows: opts.rows, total });
}

/** The lead-time table: each bucket in words, its count and share; the total row counts every line. */
export function writeLeadTimeExcel(opts: { lang: TLanguage; reply: TStatLeadTimeReply }) {
  type Row = TStatLeadTimeReply['list'][number];
  const columns: Column<Row>[] = [
    { header: 'statistic.column.deliveryDays', width: 16, value: (r) => (r.deliveryDays ? translate(`statistic.leadTime.${r.deliveryDays}`, opts.lang) : '') },
    { header: 'statistic.column.cnt', value: (r) => r.cnt },
    { header: 'statistic.column.rate', value: (r) => r.rate },
  ];
  const total = { deliveryDays: '', cnt: opts.reply.totalCnt, rate: opts.reply.totalCnt > 0 ? 100 : 0 } as unknown as Row;
  return sheetOf({ lang: opts.lang, sheetName: translate('statistic.title.leadTime', opts.lang), columns, rows: opts.reply.list, total });
}
