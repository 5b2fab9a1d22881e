import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { openFromSidebar } from './support/sidebar';
import { expect, forgetSignedInStates, test } from './support/fixtures';
import { freshSignIn } from './support/order-ops';
import { moveServerClock } from './support/orders';
import { callApi } from './support/products';

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

/** The Seoul month `months` after the current one, `yyyy-MM`. */
function seoulMonth(months: number): string {
  const seoul = new Date(Date.now() + 9 * 3600_000);
  const d = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() + months, 1));
  return d.toISOString().slice(0, 7);
}

/** Seconds from now to 10:00 Seoul on the 10th of the month `months` ahead: surely past that month's first business day. */
function secondsToTenthOf(months: number): number {
  const seoul = new Date(Date.now() + 9 * 3600_000);
  return Math.ceil((Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() + months, 10, 1) - Date.now()) / 1000);
}

/** Waits until the hourly schedule of the moved clock has fixed `settleYm` for the signed-in seller. */
async function waitForFixedMonth(page: Page, settleYm: string) {
  await expect
    .poll(async () => (await callApi<{ lastFixedYm: string | null }>(page, 'GET', '/calculate/profile')).body.lastFixedYm, { timeout: 120_000 })
    .toBe(settleYm);
}

/** Opens a month's statement from the settlement list and answers its payout. */
async function openStatement(page: Page, settleYm: string): Promise<number> {
  await openFromSidebar(page, '정산', '정산조회');
  await shown(page, `statement-link-${settleYm}`).click();
  await expect(page).toHaveURL(new RegExp(`/calculate/statement/${settleYm}$`));
  await expect(shown(page, 'statement-equation')).toContainText('✓');
  return won(await shown(page, 'statement-payoutAmt').innerText());
}

test.describe('the monthly run and an operator adjustment (issue 14)', () => {
  test('the clock passes a month end and the run fixes it; admin01 adjusts, and the adjustment is a new row of the next month', async ({ browser }) => {
    const month = seoulMonth(0);
    const nextMonth = seoulMonth(1);
    const reason = `여정 조정 ${Date.now() % 100000}`;
    const pages: Page[] = [];
    const signIn = async (loginId: string) => {
      const page = await freshSignIn(browser, loginId);
      pages.push(page);
      return page;
    };
    const closeAll = async () => {
      for (const p of pages.splice(0)) await p.context().close();
    };
    const clockPage = await (await browser.newContext()).newPage();
    await clockPage.goto('/front/login');
    try {
      // Past the month's end: the schedule fixes it on (or after) the first business day of the next month.
      await moveServerClock(clockPage, secondsToTenthOf(1));
      const seller = await signIn('partner01');
      await waitForFixedMonth(seller, month);
      const payout = await openStatement(seller, month);
      expect(won(await shown(seller, 'statement-equation-sum').innerText())).toBe(payout);
      const xlsx = await downloadFile(seller, 'statement-excel');
      expect(xlsx.suggestedFilename()).toMatch(new RegExp(`${month}.*\\.xlsx$`));
      const pdf = await downloadFile(seller, 'statement-pdf');
      expect(
        fs
          .readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // The operator adjusts partner01's company after the month was fixed.
      const admin = await signIn('admin01');
      await openFromSidebar(admin, '운영자', '정산 조정');
      await shown(admin, 'adjustment-add').click();
      await admin.getByTestId('adjustment-seller').fill('S000001');
      await admin.getByTestId('adjustment-amount').fill('12345');
      await admin.getByTestId('adjustment-reason').fill(reason);
      await admin.getByTestId('adjustment-save').click();
      await expect(shown(admin, 'adjustments')).toContainText(reason);
      await closeAll();

      // The next month's end: the adjustment is a row of that month; the fixed month is as it was.
      await moveServerClock(clockPage, secondsToTenthOf(2));
      const later = await signIn('partner01');
      await waitForFixedMonth(later, nextMonth);
      await openStatement(later, nextMonth);
      await shown(later, 'statement-kind-ADJUSTMENT').click();
      await expect(shown(later, 'statement-rows')).toContainText(reason);
      await expect(shown(later, 'statement-rows')).toContainText('12,345');
      await later.goto(`/front/calculate/statement/${month}`);
      await expect(shown(later, 'statement-equation')).toContainText('✓');
      expect(won(await shown(later, 'statement-payoutAmt').innerText())).toBe(payout);
    } finally {
      await closeAll();
      await moveServerClock(clockPage, 0);
      await clockPage.context().close();
      forgetSignedInStates();
    }
  });
});
