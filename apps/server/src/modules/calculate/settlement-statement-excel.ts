import type { TLanguage, TStatementRow } from '@po/contracts';
import type { CellValue } from '@/platform/excel/excel-cell.ts';
import { openXlsxWriter, XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { translate } from '@/platform/http/messages.ts';
import type { JobContext, JobResultFile } from '@/platform/jobs/job-handler.ts';
import { statementColumns } from './settlement-columns.ts';
import type { StatementHead } from './settlement-statement-data.ts';

/**
 * A month's statement as one sheet: every row, then the totals by kind and the payout, in the same columns, so
 * the sheet's own sum of the total column equals the payout. Written through the streaming writer (the formula
 * escape included), a page of rows at a time.
 */
export async function writeStatementXlsx(opts: {
  ctx: Pick<JobContext, 'progress'>;
  head: StatementHead;
  rows: AsyncIterable<readonly TStatementRow[]>;
  lang: TLanguage;
  fileNm: string;
}): Promise<JobResultFile> {
  const { head, lang } = opts;
  const usd = head.month.currency === 'USD';
  const columns = statementColumns<TStatementRow>({ usd });
  const writer = openXlsxWriter({
    sheetName: head.month.settleYm,
    headers: columns.map((c) => ({ text: translate(c.header, lang), ...(c.width ? { width: c.width } : {}) })),
  });
  await opts.ctx.progress(0, head.month.rowCnt);
  let written = 0;
  for await (const page of opts.rows) {
    for (const row of page) writer.addRow(columns.map((c) => c.value(row)));
    written += page.length;
    await writer.flush();
    await opts.ctx.progress(written);
  }

  // The foot: one line per kind in the amount columns, then the payout under the total column.
  const at = (key: string) => columns.findIndex((c) => c.header === `calculateFile.field.${key}`);
  const line = (label: string, values: Record<string, CellValue>) => {
    const cells: CellValue[] = columns.map(() => '');
    cells[0] = label;
    for (const [key, value] of Object.entries(values)) cells[at(key)] = value;
    return cells;
  };
  writer.addRow([]);
  writer.addRow([translate('calculateFile.statement.totals', lang)]);
  for (const t of head.totals) {
    const { kind: _k, sacGbNm, cnt, ...amounts } = t;
    writer.addRow(line(sacGbNm, { qty: cnt, ...amounts }));
  }
  writer.addRow(
    line(translate('calculateFile.statement.payout', lang), { totalAmt: head.month.payoutAmt, ...(usd ? { totalUsd: head.month.payoutUsd ?? '' } : {}) }),
  );
  return { fileNm: opts.fileNm, mimeType: XLSX_MIME, data: await writer.end() };
}
