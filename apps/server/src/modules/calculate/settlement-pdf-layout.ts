import { createRequire } from 'node:module';
import type { TStatementRow } from '@po/contracts';

// The statement PDF's font, measures and row table (settlement-statement-pdf.ts draws them).

// The Korean font: Pretendard (OFL) as the npm package ships it, TrueType outlines, embedded as a subset of the
// glyphs the statement uses (pdfkit subsets every embedded font), so a month's PDF carries a few hundred KB of font.
const fontFile = (weight: 'Regular' | 'Bold') => createRequire(import.meta.url).resolve(`pretendard/dist/public/static/alternative/Pretendard-${weight}.ttf`);
export const FONT = { regular: fontFile('Regular'), bold: fontFile('Bold') };

/**
 * Lays text out by the character map alone. Pretendard's OpenType tables (contextual alternates, kerning pairs)
 * were 90 % of the time of a statement: a 20,000-row month took 37 s. A statement's text (precomposed Hangul,
 * digits, Latin) needs no shaping; without the tables the same month is a few seconds. The tables are hidden on the
 * document's fontkit font (pdfkit keeps it at `_font.font`) before its first layout: fontkit reads a table through
 * its decoded-table cache, so a cached null reads as a font without it.
 */
export function withoutShaping(doc: PDFKit.PDFDocument): void {
  const tables = (doc as unknown as { _font?: { font?: { _tables?: Record<string, unknown> } } })._font?.font?._tables;
  if (!tables) return;
  for (const table of ['GSUB', 'GPOS', 'morx']) tables[table] = null;
}

export const won = (n: number) => n.toLocaleString('en-US');
export const MARGIN = 28;
export const ROW_H = 13;

/** The rows' table: a column's title key, width (pt), alignment and text. */
export const COLUMNS: { key: string; w: number; right?: boolean; text: (r: TStatementRow) => string }[] = [
  { key: 'sacGbNm', w: 52, text: (r) => r.sacGbNm },
  { key: 'saleDt', w: 56, text: (r) => r.saleDt },
  { key: 'ordNo', w: 96, text: (r) => (r.ordNo ? `${r.ordNo}-${r.ordDtlSq ?? ''}` : '') },
  { key: 'prodNm', w: 130, text: (r) => r.prodNm ?? '' },
  { key: 'qty', w: 26, right: true, text: (r) => String(r.qty) },
  { key: 'saleAmt', w: 58, right: true, text: (r) => won(r.saleAmt) },
  { key: 'feeAmt', w: 52, right: true, text: (r) => won(r.feeAmt) },
  { key: 'supplyBurdenAmt', w: 52, right: true, text: (r) => won(r.supplyBurdenAmt) },
  { key: 'deliveryAmt', w: 48, right: true, text: (r) => won(r.deliveryAmt + r.extraDeliveryAmt) },
  { key: 'calcFee', w: 48, right: true, text: (r) => won(r.calcFee) },
  { key: 'holdAmt', w: 52, right: true, text: (r) => won(r.holdAmt) },
  { key: 'totalAmt', w: 62, right: true, text: (r) => won(r.totalAmt) },
  { key: 'reason', w: 0, text: (r) => r.reason },
];
