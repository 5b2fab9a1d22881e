import type { TLanguage, TMessageKey, TStatRatingDayRow, TStatRatingFigures, TStatRatingProductRow } from '@po/contracts';
import type { CellValue } from '@/platform/excel/excel-cell.ts';
import { openXlsxWriter } from '@/platform/excel/excel-writer.ts';
import { translate } from '@/platform/http/messages.ts';

// The rating tables as Excel: the screen's columns (statistic.column.* in the request's language), every row of the
// period in the table's order, and the total row last.

const FIGURE_KEYS = ['reviewCnt', 'avgRating', 'score1Cnt', 'score2Cnt', 'score3Cnt', 'score4Cnt', 'score5Cnt'] as const;
const figures = (f: TStatRatingFigures): CellValue[] => FIGURE_KEYS.map((k) => f[k]);
const header = (key: string, lang: TLanguage) => ({ text: translate(`statistic.column.${key}` as TMessageKey, lang), width: key === 'prodNm' ? 40 : 14 });

async function writeTable(opts: { lang: TLanguage; labelKeys: readonly string[]; rows: CellValue[][]; totalLabel: CellValue[]; total: TStatRatingFigures }) {
  const writer = openXlsxWriter({ sheetName: 'rating', headers: [...opts.labelKeys, ...FIGURE_KEYS].map((k) => header(k, opts.lang)) });
  for (const row of opts.rows) writer.addRow(row);
  writer.addRow([...opts.totalLabel, ...figures(opts.total)]);
  return writer.end();
}

/** By day: date, then the figures. */
export function writeRatingDayXlsx(opts: { lang: TLanguage; rows: readonly TStatRatingDayRow[]; total: TStatRatingFigures }): Promise<Buffer> {
  return writeTable({
    lang: opts.lang,
    labelKeys: ['reviewDt'],
    rows: opts.rows.map((r) => [r.reviewDt, ...figures(r)]),
    totalLabel: [translate('statistic.column.total', opts.lang)],
    total: opts.total,
  });
}

/** By product: code, name, brand, then the figures. */
export function writeRatingProductXlsx(opts: { lang: TLanguage; rows: readonly TStatRatingProductRow[]; total: TStatRatingFigures }): Promise<Buffer> {
  return writeTable({
    lang: opts.lang,
    labelKeys: ['prodCd', 'prodNm', 'brandNm'],
    rows: opts.rows.map((r) => [r.prodCd, r.prodNm, r.brandNm, ...figures(r)]),
    totalLabel: [translate('statistic.column.total', opts.lang), '', ''],
    total: opts.total,
  });
}
