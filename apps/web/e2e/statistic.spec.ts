import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { openFromSidebar } from './support/sidebar';

/**
 * The five statistic screens as partner01 uses them: each opened from the menu, its period switched by the shortcuts
 * (the call and the table follow), and its Excel downloaded and read back: the file's rows are the table's rows (the
 * table's page leads the file, the total row ends both).
 */

const GROUP = '통계';

/** A cell as both sides can be compared: money and counts as plain numbers, "-" and empty as nothing. */
function norm(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    // exceljs hands rich text and formulas as objects.
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: string };
    if (cell.richText) return norm(cell.richText.map((r) => r.text).join(''));
    return norm('result' in cell ? cell.result : (cell.text ?? ''));
  }
  const text = (value as string).trim().replace(/(원| won|%)$/, '');
  if (text === '-') return '';
  return /^-?[\d,]+(\.\d+)?$/.test(text) ? String(Number(text.replace(/,/g, ''))) : text;
}

/** The table's rows (the page's, then the total row) as normalised cells; none when it shows its empty state. */
async function tableRows(screen: Locator, testId: string): Promise<string[][]> {
  const rows = screen.locator(`[data-testid="${testId}-row"], [data-testid="${testId}-total"]`);
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  return cells.map((row) => row.map(norm));
}

/** Waits until the table shows the reply of the last search (the previous rows stay under a spinner until then). */
const settled = (screen: Locator, testId: string) => expect(screen.getByTestId(`${testId}-table-panel`)).toHaveAttribute('data-busy', 'false');

/** Waits for the screen's call whose query or body matches, after `act`. */
async function searched(page: Page, path: string, act: () => Promise<void>, check: (url: URL, body: unknown) => boolean = () => true) {
  const reply = page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (url.pathname !== `/api${path}` || r.status() !== 200) return false;
    const raw = r.request().postData();
    return check(url, raw ? (JSON.parse(raw) as unknown) : undefined);
  });
  await act();
  await reply;
}

/** Clicks a shortcut of the screen's period and waits for the call it makes; returns the call's query. */
async function shortcut(page: Page, screen: Locator, label: string, path: string, hasDates: boolean) {
  await searched(
    page,
    path,
    () => screen.getByRole('button', { name: label, exact: true }).click(),
    (url, body) => {
      const dates = body && typeof body === 'object' ? 'startDt' in body : url.searchParams.has('startDt');
      return dates === hasDates;
    },
  );
  await expect(screen.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/** Downloads the screen's Excel and checks its rows against the table's: the header, the page's rows, the total. */
async function excelMatchesTable(page: Page, screen: Locator, testId: string, totalCnt: number | null) {
  await settled(screen, testId);
  const table = await tableRows(screen, testId);
  expect(table.length).toBeGreaterThan(1);
  const download = page.waitForEvent('download');
  await screen.getByTestId(`${testId}-excel`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const sheet = wb.worksheets[0]!;
  const cells = (n: number) => {
    const values = (sheet.getRow(n).values as unknown[]).slice(1);
    return Array.from({ length: table[0]!.length }, (_, i) => norm(values[i]));
  };
  const headers = await screen.getByTestId(`${testId}-table`).locator('thead th').allTextContents();
  expect(cells(1)).toEqual(headers.map(norm));
  const pageRows = table.slice(0, -1);
  const fileRows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => cells(i + 2));
  // Every row of the search (the table pages them), then the total row.
  if (totalCnt !== null) expect(fileRows.length).toBe(totalCnt + 1);
  expect(fileRows.slice(0, pageRows.length)).toEqual(pageRows);
  expect(fileRows[fileRows.length - 1]).toEqual(table[table.length - 1]);
}

/** The "총 N건" count above a paged table. */
async function countOf(screen: Locator, testId: string): Promise<number> {
  await settled(screen, testId);
  const text = (await screen.getByTestId(`${testId}-count`).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('statistic screens', () => {
  test('partner01 reads every statistic by shortcut and downloads each table as Excel', async ({ asUser }) => {
    const page = await asUser('partner01');

    // By period: 1 week is 8 days (empty days included), 3 months pages them, all sends no dates; months too.
    await openFromSidebar(page, GROUP, '기간별 통계');
    const period = shown(page, 'stat-period');
    await expect(period.getByTestId('stat-period-row').first()).toBeVisible();
    await shortcut(page, period, '1주일', '/statistic/day', true);
    await expect(period.getByTestId('stat-period-row')).toHaveCount(8);
    await expect(period.getByTestId('stat-period-count')).toHaveText('총 8건');
    await excelMatchesTable(page, period, 'stat-period', 8);
    await shortcut(page, period, '3개월', '/statistic/day', true);
    await expect.poll(() => countOf(period, 'stat-period')).toBeGreaterThan(80);
    await expect(period.getByTestId('stat-period-row')).toHaveCount(10);
    await shortcut(page, period, '전체', '/statistic/day', false);
    await searched(page, '/statistic/month', () => period.getByTestId('stat-period-unit-MONTH').click());
    await expect(period.getByTestId('stat-period-row').first()).toHaveText(/^\d{4}-\d{2}/);
    await excelMatchesTable(page, period, 'stat-period', await countOf(period, 'stat-period'));

    // By product: the top-10 chart and the list follow the shortcuts; the file holds every product of the search.
    await openFromSidebar(page, GROUP, '상품별 통계');
    const product = shown(page, 'stat-product');
    await shortcut(page, product, '1주일', '/statistic/partner/supplyEntr/orderProductList', true);
    await shortcut(page, product, '전체', '/statistic/partner/supplyEntr/orderProductList', false);
    await expect(product.getByTestId('stat-product-row').first()).toBeVisible();
    await expect(shown(page, 'stat-product-chart')).toHaveAttribute('data-state', 'chart');
    await excelMatchesTable(page, product, 'stat-product', await countOf(product, 'stat-product'));

    // Age and gender: every band and sex (21 rows) with orders in the period.
    await openFromSidebar(page, GROUP, '연령/성별 통계');
    const age = shown(page, 'stat-age');
    await shortcut(page, age, '3개월', '/statistic/age', true);
    await shortcut(page, age, '전체', '/statistic/age', false);
    await expect(age.getByTestId('stat-age-row')).toHaveCount(21);
    await expect(shown(page, 'stat-sex-chart')).toHaveAttribute('data-state', 'chart');
    await excelMatchesTable(page, age, 'stat-age', 21);

    // Lead time: the seven buckets and the average of the delivered lines.
    await openFromSidebar(page, GROUP, '배송 리드타임 통계');
    const lead = shown(page, 'stat-lead');
    await shortcut(page, lead, '1주일', '/statistic/lead-time', true);
    await shortcut(page, lead, '전체', '/statistic/lead-time', false);
    await expect(lead.getByTestId('stat-lead-row')).toHaveCount(7);
    await expect(shown(page, 'stat-lead-average')).toHaveText(/^평균 \d+(\.\d)?일$/);
    await excelMatchesTable(page, lead, 'stat-lead', 7);

    // Ratings: by day, then by product, each with its own file.
    await openFromSidebar(page, GROUP, '상품평 통계');
    const rating = shown(page, 'stat-rating');
    await shortcut(page, rating, '1주일', '/statistic/product-review/day', true);
    await expect(rating.getByTestId('stat-rating-count')).toHaveText('총 8건');
    await shortcut(page, rating, '전체', '/statistic/product-review/day', false);
    await excelMatchesTable(page, rating, 'stat-rating', await countOf(rating, 'stat-rating'));
    await searched(page, '/statistic/product-review/product', () => rating.getByTestId('stat-rating-view-PRODUCT').click());
    await expect(rating.getByTestId('stat-rating-row').first()).toBeVisible();
    await excelMatchesTable(page, rating, 'stat-rating', await countOf(rating, 'stat-rating'));
  });
});
