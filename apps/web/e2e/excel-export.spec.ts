import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { openFromSidebar } from './support/sidebar';
import { expect, test } from './support/fixtures';

/** Views of other open tabs stay mounted (keep-alive): act on the one in front. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test.describe('Excel export as a durable job', () => {
  test('partner01 exports the shipping sites: progress finishes, the file downloads and holds the list', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, '환경설정', '출고지/반품지 관리');
    const list = shown(page, 'site-list');
    const rows = list.locator('[data-testid^="site-row-"]');
    await expect(rows.first()).toBeVisible();
    const codes = (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))).map((id) => id.replace('site-row-', ''));
    const total = Number((await shown(page, 'site-list-total').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);

    const started = page.waitForResponse((r) => r.url().endsWith('/api/delivery/deliveryLocs/excel') && r.status() === 202);
    await shown(page, 'site-excel').click();
    await started;
    const modal = page.getByTestId('job-modal');
    await expect(modal.getByTestId('job-status')).toHaveAttribute('data-status', 'completed');
    await expect(modal.getByTestId('job-count')).toHaveText(`${total} / ${total}건`);

    const download = page.waitForEvent('download');
    await modal.getByTestId('job-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^출고지_반품지 관리_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await file.path());
    const sheet = wb.worksheets[0]!;
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(cells(1)).toEqual(['출고지 코드', '출고지명', '택배사', '전화번호', '출고지 주소', '반품지 주소', '사용 여부', '국내/해외', '굿스플로', '등록일']);
    // Every site of the list, in the list's order: the first page's codes lead the sheet.
    expect(sheet.rowCount - 1).toBe(total);
    const sheetCodes = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(cells(i + 2)[0]));
    expect(sheetCodes.slice(0, codes.length)).toEqual(codes);
    await modal.getByTestId('job-close').click();
    await expect(modal).toBeHidden();
  });
});
