import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openFromSidebar } from './support/sidebar';

/** Views of other open tabs stay mounted (keep-alive): act on the one in front. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
const values = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);

test.describe('product registration by Excel upload', () => {
  test('partner01 uploads a 200-row sheet with 3 bad rows, sees exactly those 3 and downloads the annotated sheet', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, '상품관리', '상품 엑셀 일괄등록');

    // The template: titles and field codes, and an example product of the seller's own brand and site.
    const templateDownload = page.waitForEvent('download');
    await shown(page, 'excel-template').click();
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile(await (await templateDownload).path());
    const [products, example] = template.worksheets;
    const codes = values(products!.getRow(2)).map(String);
    expect(codes[0]).toBe('supplyProdCd');
    const base = Object.fromEntries(codes.map((c, i) => [c, values(example!.getRow(3))[i]]));

    // 50 products × 4 sizes = 200 rows (rows 3-202); three of them are wrong.
    const stamp = String(Date.now()).slice(-6);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('상품');
    ws.addRow(values(products!.getRow(1)));
    ws.addRow(codes);
    for (let p = 0; p < 50; p++)
      ['S', 'M', 'L', 'XL'].forEach((size, k) => {
        const row: Record<string, unknown> = k === 0 ? { ...base } : {};
        Object.assign(row, { supplyProdCd: `E2E-XL-${stamp}-${p}`, optionValue1: size, stockQty: 5, extraCharge: 0, saleAbleYn: 'Y', enterpriseOptionCd: '' });
        if (p === 5 && k === 0) row.prodPrice = 12345; // row 23: not in tens of won
        if (p === 20 && k === 2) row.stockQty = -1; // row 85: stock below 0
        if (p === 40 && k === 0) row.nativeCd = 'ZZ'; // row 163: no such country
        ws.addRow(codes.map((c) => (row[c] ?? null) as ExcelJS.CellValue));
      });
    const file = path.join(os.tmpdir(), `e2e-products-${stamp}.xlsx`);
    await wb.xlsx.writeFile(file);

    await shown(page, 'excel-file').setInputFiles(file);
    await page.getByText('정상 상품만 등록').click();
    const started = page.waitForResponse((r) => r.url().endsWith('/api/product/excel/upload') && r.status() === 202);
    await shown(page, 'excel-upload').click();
    await started;

    await expect(shown(page, 'excel-result')).toBeVisible();
    await expect(shown(page, 'excel-rowCnt')).toHaveText('200');
    await expect(shown(page, 'excel-savedCnt')).toHaveText('47');
    await expect(shown(page, 'excel-errorCnt')).toHaveText('3');
    const errorRows = shown(page, 'excel-errors').locator('[data-testid^="excel-error-"]');
    await expect(errorRows).toHaveCount(3);
    expect(await errorRows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'excel-error-23',
      'excel-error-85',
      'excel-error-163',
    ]);
    await expect(shown(page, 'excel-error-85')).toContainText('재고 수량');

    // The annotated sheet: every row at its own number, the error column filled on exactly those three.
    const sheetDownload = page.waitForEvent('download');
    await shown(page, 'excel-error-sheet').click();
    const annotated = new ExcelJS.Workbook();
    await annotated.xlsx.readFile(await (await sheetDownload).path());
    const sheet = annotated.worksheets[0]!;
    const errorColumn = codes.length + 1;
    expect(sheet.getRow(2).getCell(errorColumn).value).toBe('_errors');
    const flagged: number[] = [];
    for (let r = 3; r <= 202; r++) if (sheet.getRow(r).getCell(errorColumn).text !== '') flagged.push(r);
    expect(flagged).toEqual([23, 85, 163]);
    expect(sheet.getRow(23).getCell(errorColumn).text).toContain('판매가');
    expect(sheet.getRow(100).getCell(1).value).toBe(`E2E-XL-${stamp}-24`);
  });
});
