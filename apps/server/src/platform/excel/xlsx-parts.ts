import type { CellValue } from './excel-cell.ts';
import type { createZipWriter } from './zip-writer.ts';

// The XML of a one-sheet xlsx (SpreadsheetML), as the streaming writer makes it. Texts are inline strings (no
// shared-string table to hold in memory), numbers and booleans typed, dates Excel serial numbers in a date format.

/** How a row looks: the title row bold, further title rows grey, a refused row of an error sheet filled. */
export type RowStyle = 'plain' | 'bold' | 'gray' | 'highlight';
const STYLE_INDEX: Record<RowStyle, number> = { plain: 0, bold: 1, gray: 2, highlight: 3 };
/** A date cell's style: its row's style plus the date format (cellXfs 4-7 mirror 0-3). */
const DATE_OFFSET = 4;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

// Characters XML 1.0 cannot hold are dropped (exceljs does the same); the five special ones escaped.
const INVALID = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g; // eslint-disable-line no-control-regex
const SPECIAL = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(INVALID, '').replace(SPECIAL, (c) => ENTITY[c]!);

const columnNames: string[] = [];
/** A column's letters (0 → A, 26 → AA). */
function columnName(i: number): string {
  let name = columnNames[i];
  if (name === undefined) {
    name = '';
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    columnNames[i] = name;
  }
  return name;
}

/** Days since 1899-12-30, Excel's date serial (UTC, as exceljs writes a Date). */
const excelSerial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

function cellXml(ref: string, value: CellValue, style: number): string {
  const s = style === 0 ? '' : ` s="${style}"`;
  if (typeof value === 'string') return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) return `<c r="${ref}" s="${style + DATE_OFFSET}"><v>${excelSerial(value)}</v></c>`;
  return '';
}

/** One row's XML; empty values leave their cell out. */
export function rowXml(rowNum: number, values: readonly CellValue[], style: RowStyle): string {
  const s = STYLE_INDEX[style];
  let xml = `<row r="${rowNum}"${s === 0 ? '' : ` s="${s}" customFormat="1"`}>`;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== null && v !== undefined) xml += cellXml(`${columnName(i)}${rowNum}`, v, s);
  }
  return `${xml}</row>`;
}

/** The sheet's start: the title rows frozen, the column widths, then the rows follow. */
export function sheetStart(widths: readonly number[], frozenRows: number): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  const pane = `<pane ySplit="${frozenRows}" topLeftCell="A${frozenRows + 1}" activePane="bottomLeft" state="frozen"/>`;
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`
  );
}
export const SHEET_END = '</sheetData></worksheet>';

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font>' +
  '<font><sz val="11"/><color rgb="FF808080"/><name val="Calibri"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFFFE0E0"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="8">' +
  [0, 14]
    .map((fmt) =>
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 2],
      ]
        .map(([font, fill]) => `<xf numFmtId="${fmt}" fontId="${font}" fillId="${fill}" borderId="0" xfId="0"${fmt ? ' applyNumberFormat="1"' : ''}/>`)
        .join(''),
    )
    .join('') +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The parts around the sheet: content types, relationships, the workbook naming the sheet, the styles. */
export async function writeWorkbookParts(zip: ReturnType<typeof createZipWriter>, sheetName: string): Promise<void> {
  const ct = 'application/vnd.openxmlformats-officedocument';
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${ct}.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${ct}.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
  ];
  for (const [name, xml] of parts) {
    const entry = zip.openEntry(name);
    await entry.write(xml);
    await entry.close();
  }
}
