import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { openFromSidebar } from './support/sidebar';
import { expect, test } from './support/fixtures';

/** Views of other open tabs stay mounted (keep-alive): act on the one in front. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
const won = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** Starts a statement file job from its button, waits for the file and saves it; returns the download. */
async function downloadFile(page: Page, button: string) {
  await shown(page, button).click();
  const modal = page.getByTestId('job-modal');
  await expect(modal.getByTestId('job-status')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await modal.getByTestId('job-download').click();
  const file = await download;
  await modal.getByTestId('job-close').click();
  await expect(modal).toBeHidden();
  return file;
}

test.describe('settlement statement (issue 14)', () => {
  test('partner01 opens a settled month from the list; its totals equal the payout; the Excel and PDF download', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, '정산', '정산조회');
    const months = shown(page, 'settlement-months');
    const firstMonth = months.locator('[data-testid^="month-row-"]').first();
    await expect(firstMonth).toBeVisible();
    const settleYm = ((await firstMonth.getAttribute('data-testid')) ?? '').replace('month-row-', '');
    expect(settleYm).toMatch(/^\d{4}-\d{2}$/);
    const listedPayout = won(await firstMonth.locator('[data-testid="cell-payoutAmt"]').innerText());

    await shown(page, `statement-link-${settleYm}`).click();
    await expect(page).toHaveURL(new RegExp(`/calculate/statement/${settleYm}$`));
    const payout = won(await shown(page, 'statement-payoutAmt').innerText());
    expect(payout).toBe(listedPayout);
    // The kinds' totals add up to the payout, on the screen's own equation and in its table.
    await expect(shown(page, 'statement-equation')).toContainText('✓');
    expect(won(await shown(page, 'statement-equation-sum').innerText())).toBe(payout);
    const kindTotals = await shown(page, 'statement-totals').locator('[data-testid^="statement-total-"] td:last-child').allInnerTexts();
    expect(kindTotals.map(won).reduce((a, b) => a + b, 0)).toBe(payout);
    await expect(shown(page, 'statement-unbalanced')).toHaveCount(0);

    // Excel: every row, then the totals and the payout in the total column; the rows' own sum is the payout.
    const xlsx = await downloadFile(page, 'statement-excel');
    expect(xlsx.suggestedFilename()).toMatch(new RegExp(`${settleYm}.*\\.xlsx$`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await xlsx.path());
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const totalCol = header.indexOf('정산금액') + 1;
    expect(totalCol).toBeGreaterThan(0);
    let sum = 0;
    for (let r = 2; r <= sheet.rowCount && sheet.getRow(r).cellCount > 0 && sheet.getRow(r).getCell(1).value !== null; r++) {
      sum += Number(sheet.getRow(r).getCell(totalCol).value ?? 0);
    }
    expect(sum).toBe(payout);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).text).toBe('지급액');
    expect(Number(last.getCell(totalCol).value)).toBe(payout);

    // PDF: a real PDF file of the month.
    const pdf = await downloadFile(page, 'statement-pdf');
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`${settleYm}.*\\.pdf$`));
    const bytes = fs.readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});
