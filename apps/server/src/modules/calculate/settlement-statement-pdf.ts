import PDFDocument from 'pdfkit';
import type { TLanguage, TStatementRow } from '@po/contracts';
import { codeName, translate } from '@/platform/http/messages.ts';
import type { JobContext, JobResultFile } from '@/platform/jobs/job-handler.ts';
import { COLUMNS, FONT, MARGIN, ROW_H, won, withoutShaping } from './settlement-pdf-layout.ts';
import type { StatementHead } from './settlement-statement-data.ts';

/**
 * A month's statement as a printable A4 landscape PDF: the head (seller, month, pay day, payout), the totals by kind
 * with the equation that adds them up to the payout, then every row, a page header repeated. The document is a
 * stream: rows are drawn as they are read and its chunks collected, never the month's rows at once.
 */
export async function writeStatementPdf(opts: {
  ctx: Pick<JobContext, 'progress'>;
  head: StatementHead;
  rows: AsyncIterable<readonly TStatementRow[]>;
  lang: TLanguage;
  fileNm: string;
  printedAt: string;
}): Promise<JobResultFile> {
  const { head, lang } = opts;
  const t = (key: string, params?: Record<string, string | number>) => translate(`calculateFile.${key}`, lang, params);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: `${t('statement.title')} ${head.month.settleYm}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT.regular);
  doc.registerFont('bold', FONT.bold);
  for (const name of ['regular', 'bold']) withoutShaping(doc.font(name));
  const width = doc.page.width - 2 * MARGIN;
  const widths = COLUMNS.map((c) => c.w || width - COLUMNS.reduce((a, x) => a + x.w, 0));
  let y = MARGIN;

  /** A text cut to a width, with an ellipsis: measured here, since pdfkit's line wrapper cost ~1 ms a row. */
  const fit = (text: string, w: number) => {
    if (doc.widthOfString(text) <= w) return text;
    let cut = text;
    while (cut.length > 0 && doc.widthOfString(`${cut}…`) > w) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const cells = (texts: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(7.5);
    let x = MARGIN;
    texts.forEach((raw, i) => {
      const w = widths[i]! - 4;
      const text = fit(raw, w);
      // Without a width pdfkit writes the line as it is (no wrapping pass); right-aligned cells are placed by their width.
      const left = COLUMNS[i]!.right ? x + 2 + w - doc.widthOfString(text) : x + 2;
      if (text) doc.text(text, left, y + 3, { lineBreak: false });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + ROW_H)
      .lineTo(MARGIN + width, y + ROW_H)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    y += ROW_H;
  };
  const tableHeader = () =>
    cells(
      COLUMNS.map((c) => t(`field.${c.key}`)),
      'bold',
    );
  const room = (h: number, header: boolean) => {
    if (y + h <= doc.page.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
    if (header) tableHeader();
  };

  // The head.
  const m = head.month;
  doc
    .font('bold')
    .fontSize(16)
    .text(`${t('statement.title')} ${m.settleYm}`, MARGIN, y);
  y += 26;
  const facts: [string, string][] = [
    [t('statement.seller'), head.supplyEntrNm],
    [t('statement.month'), m.settleYm],
    [t('statement.payDue'), m.payDueDt],
    [t('statement.status'), codeName('calculateFile.sts', m.stsCd, lang)],
    [t('statement.payout'), m.currency === 'USD' ? `${won(m.payoutAmt)} KRW (${m.payoutUsd ?? ''} USD @ ${m.exrt ?? ''})` : `${won(m.payoutAmt)} KRW`],
  ];
  for (const [label, value] of facts) {
    doc.font('bold').fontSize(9).text(label, MARGIN, y, { width: 90, lineBreak: false });
    doc
      .font('regular')
      .fontSize(9)
      .text(value, MARGIN + 90, y, { lineBreak: false });
    y += 14;
  }
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#666666')
    .text(t('statement.printedAt', { at: opts.printedAt }), MARGIN, y, { lineBreak: false })
    .fillColor('black');
  y += 16;

  // The totals by kind, then the sum that is the payout.
  doc.font('bold').fontSize(10).text(t('statement.totals'), MARGIN, y);
  y += 15;
  const totalRow = (label: string, k: Omit<StatementHead['totals'][number], 'kind' | 'sacGbNm'>) => [
    label,
    '',
    '',
    '',
    String(k.cnt),
    won(k.saleAmt),
    won(k.feeAmt),
    won(k.supplyBurdenAmt),
    won(k.deliveryAmt + k.extraDeliveryAmt),
    won(k.calcFee),
    won(k.holdAmt),
    won(k.totalAmt),
    '',
  ];
  tableHeader();
  for (const k of head.totals) cells(totalRow(k.sacGbNm, k), 'regular');
  const sum = (f: (k: StatementHead['totals'][number]) => number) => head.totals.reduce((a, k) => a + f(k), 0);
  cells(
    totalRow(t('statement.total'), {
      cnt: sum((k) => k.cnt),
      saleAmt: sum((k) => k.saleAmt),
      feeAmt: sum((k) => k.feeAmt),
      supplyBurdenAmt: sum((k) => k.supplyBurdenAmt),
      deliveryAmt: sum((k) => k.deliveryAmt),
      extraDeliveryAmt: sum((k) => k.extraDeliveryAmt),
      calcFee: sum((k) => k.calcFee),
      holdAmt: sum((k) => k.holdAmt),
      totalAmt: sum((k) => k.totalAmt),
    }),
    'bold',
  );
  doc
    .font('regular')
    .fontSize(7.5)
    .text(t('statement.equation'), MARGIN, y + 4, { lineBreak: false });
  y += 24;

  // Every row.
  room(3 * ROW_H, false);
  doc.font('bold').fontSize(10).text(t('statement.rows'), MARGIN, y);
  y += 15;
  tableHeader();
  let written = 0;
  await opts.ctx.progress(0, m.rowCnt);
  for await (const page of opts.rows) {
    for (const row of page) {
      room(ROW_H, true);
      cells(
        COLUMNS.map((c) => c.text(row)),
        'regular',
      );
    }
    written += page.length;
    await opts.ctx.progress(written);
  }
  doc.end();
  await ended;
  return { fileNm: opts.fileNm, mimeType: 'application/pdf', data: Buffer.concat(chunks) };
}
