import ExcelJS from 'exceljs';
import { shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { orderableOptions, placeMallOrder } from './support/orders';
import { openFromSidebar } from './support/sidebar';

test.describe('order lists', () => {
  test('partner01 finds new mall orders by number, sees their status counts, opens the status page of a count and exports the list', async ({ asUser }) => {
    const page = await asUser('partner01');
    const [first, second] = await orderableOptions(page, 2);
    const two = await placeMallOrder(page, [{ prodOptionCd: first! }, { prodOptionCd: second! }], { buyerNm: '주문조회' });
    const one = await placeMallOrder(page, [{ prodOptionCd: first! }]);

    // orderList: the last month by default; the order number finds its two lines, both paid.
    await openFromSidebar(page, '주문관리', '주문조회');
    await shown(page, 'order-search-ord-no').fill(two);
    await shown(page, 'order-list-search').click();
    await expect(shown(page, `order-row-${two}-1`)).toBeVisible();
    await expect(shown(page, `order-row-${two}-2`)).toBeVisible();
    await expect(shown(page, `order-row-${one}-1`)).toHaveCount(0);
    await expect(shown(page, `order-status-${two}-1`)).toHaveText('결제완료');
    await expect(shown(page, 'order-list-total')).toContainText('2');
    await expect(shown(page, 'order-tab-all')).toHaveText('전체 (2)');
    await expect(shown(page, 'order-tab-20')).toHaveText('결제완료 (2)');
    await expect(shown(page, 'order-tab-35')).toHaveText('상품준비중 (0)');
    await expect(shown(page, `order-link-${two}-1`)).toHaveAttribute('href', new RegExp(`/order/orderDetail/${two}$`));

    // The buyer's name finds the same order; a tab with nothing shows the empty state.
    await shown(page, 'order-search-ord-no').fill('');
    await shown(page, 'order-search-buyer').fill('주문조회');
    await shown(page, 'order-list-search').click();
    await expect(shown(page, `order-row-${two}-1`)).toBeVisible();
    await shown(page, 'order-tab-50').click();
    await expect(shown(page, 'order-list-empty')).toBeVisible();

    // The export writes the search (every status of it): the order number is a text cell.
    await shown(page, 'order-tab-all').click();
    await expect(shown(page, `order-row-${two}-2`)).toBeVisible();
    const started = page.waitForResponse((r) => r.url().endsWith('/api/order/orderList/excel') && r.status() === 202);
    await shown(page, 'order-excel').click();
    await started;
    const modal = page.getByTestId('job-modal');
    await expect(modal.getByTestId('job-status')).toHaveAttribute('data-status', 'completed');
    const download = page.waitForEvent('download');
    await modal.getByTestId('job-download').click();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await (await download).path());
    const sheet = wb.worksheets[0]!;
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(cells(1).slice(0, 2)).toEqual(['주문번호', '순번']);
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(2);
    expect(cells(2)[0]).toBe(two);
    await modal.getByTestId('job-close').click();

    // The dashboard's count of paid orders opens the status page: the last 14 days, paid, with its count.
    await page.goto('/front/order/orderStatus?statusCd=20');
    await expect(shown(page, 'order-status')).toBeVisible();
    await expect(shown(page, `order-row-${one}-1`)).toBeVisible();
    const paid = Number((await shown(page, 'order-tab-20').innerText()).replace(/[^\d]/g, ''));
    expect(paid).toBeGreaterThanOrEqual(3);
    await shown(page, 'order-search-ord-no').fill(one);
    await shown(page, 'order-status-search').click();
    await expect(shown(page, 'order-status-total')).toContainText('1');
    await expect(shown(page, `order-row-${two}-1`)).toHaveCount(0);
  });
});
