import type { Page } from '@playwright/test';
import { shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { expectViewInFront } from './support/view';

/** The number a home count shows ("1,234" -> 1234). */
async function countOf(page: Page, testId: string): Promise<number> {
  const link = shown(page, testId);
  await expect(link).toHaveText(/^[\d,]+$/);
  return Number((await link.textContent())!.replace(/,/g, ''));
}

/** Clicks a home count and checks the list it opens totals the same number. */
async function clickThrough(page: Page, countTestId: string, path: RegExp, totalTestId: string): Promise<number> {
  const count = await countOf(page, countTestId);
  await shown(page, countTestId).click();
  await expectViewInFront(page, path);
  await expect(shown(page, totalTestId)).toHaveText(`총 ${count.toLocaleString('en-US')}건`);
  // Back to the home tab (kept open: its figures are the same ones).
  await shown(page, 'tab-/home').click();
  await expectViewInFront(page, /^\/home$/);
  return count;
}

test.describe('home dashboard', () => {
  test('partner01 sees counts that match the lists they open, and switches the order chart to monthly', async ({ asUser }) => {
    const page = await asUser('partner01');
    await expect(shown(page, 'key-status')).toBeVisible();
    await expect(shown(page, 'key-status-period')).toHaveText(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/);

    // Payment complete -> the order status list of status 20 over the same 14 days.
    const paid = await clickThrough(page, 'count-order-20', /^\/order\/orderStatus\?statusCd=20$/, 'order-status-total');
    // Products on sale -> the product list of status 90.
    const onSale = await clickThrough(page, 'count-product-90', /^\/product\/productSearchList\?prodStsCd=90$/, 'product-search-total');
    // Selling out soon -> the option grid of stock 1 to 5.
    const soon = await clickThrough(page, 'count-sold-out-soon', /^\/product\/productOptionList\?qtyMin=1&qtyMax=5$/, 'option-list-total');
    // The demo seller has products on sale: at least one comparison is of a number other than 0.
    expect(onSale).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'counts', description: `paid ${paid}, on sale ${onSale}, selling out soon ${soon}` });

    // The order chart: daily first, monthly on the toggle (its own call, its own chart state).
    await expect(shown(page, 'sales-chart-daily')).toHaveAttribute('data-state', /^(chart|empty)$/);
    const monthly = page.waitForResponse((r) => r.url().includes('/api/dashboard/monthly-sales') && r.status() === 200);
    await shown(page, 'sales-mode').getByText('월별').click();
    await monthly;
    await expect(shown(page, 'sales-chart-monthly')).toHaveAttribute('data-state', /^(chart|empty)$/);
    // A chart with data is drawn by ECharts (its chunk loaded on the home, its canvas in the panel).
    if ((await shown(page, 'sales-chart-monthly').getAttribute('data-state')) === 'chart')
      await expect(shown(page, 'sales-chart-monthly').locator('canvas').first()).toBeVisible();

    // The latest notices box and the CS hotline are there for every seller.
    await expect(shown(page, 'home-notices')).toBeVisible();
    await expect(shown(page, 'cs-hotline')).toContainText('09:00');
  });
});
