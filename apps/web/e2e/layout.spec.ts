import { pickMenuItem } from './support/antd';
import { openFromSidebar } from './support/sidebar';
import { expect, test } from './support/fixtures';

test.describe('layout once signed in', () => {
  test('the sidebar collapses and remembers it in a cookie', async ({ asUser }) => {
    const page = await asUser('admin01');
    const context = page.context();
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value;
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(cookie).toBe('0');
    await page.reload();
    await expect.poll(cookie).toBe('0');
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(cookie).toBe('1');
  });

  test('the tab bar holds ten tabs, refuses an eleventh, and closes others and all', async ({ asUser }) => {
    const page = await asUser('admin01');
    const screens: [string, string, string][] = [
      ['상품관리', '상품조회', '/product/productSearchList'],
      ['상품관리', '상품 등록현황', '/product/productSupplyList'],
      ['주문관리', '주문조회', '/order/orderList'],
      ['반품/교환', '반품/교환 조회', '/return/returnList'],
      ['상품관리', '옵션/재고 관리', '/product/productOptionList'],
      ['문의관리', '상품Q&A', '/qna/productQna'],
      ['통계', '기간별 통계', '/statistic/statisticPeriod'],
      ['프로모션', '프로모션 조회', '/promotion/promotionSearchList'],
      ['운영자', '입점신청 관리', '/admin/partnerApplicationList'],
    ];
    for (const [group, item, path] of screens) {
      await openFromSidebar(page, group, item);
      await expect(page.getByTestId(`tab-${path}`)).toBeVisible();
    }
    // home + 9 = 10 tabs; the 11th is refused with a message and the page stays.
    await openFromSidebar(page, null, '공지사항', { refused: true });
    await expect(page.getByText(/10개|10 tabs/)).toBeVisible();
    await expect(page).toHaveURL(/\/front\/admin\/partnerApplicationList$/);
    await expect(page.getByTestId('tab-/notice')).toHaveCount(0);

    await page.getByTestId('tab-close-others').click();
    await expect(page.getByTestId('tab-/order/orderList')).toHaveCount(0);
    await expect(page.getByTestId('tab-/admin/partnerApplicationList')).toBeVisible();
    await expect(page.getByTestId('tab-/home')).toBeVisible();
    await page.getByTestId('tab-close-all').click();
    await expect(page.getByTestId('tab-/admin/partnerApplicationList')).toHaveCount(0);
    await expect(page).toHaveURL(/\/front\/home$/);
  });

  test('a middle click closes a tab, and refresh reloads the current one', async ({ asUser }) => {
    const page = await asUser('admin01');
    await openFromSidebar(page, '주문관리', '주문조회');
    await openFromSidebar(page, '운영자', '입점신청 관리');
    await page.getByTestId('tab-/order/orderList').click({ button: 'middle' });
    await expect(page.getByTestId('tab-/order/orderList')).toHaveCount(0);
    await page.getByTestId('tab-refresh').click();
    await expect(page).toHaveURL(/\/front\/admin\/partnerApplicationList$/);
    await expect(page.getByTestId('tab-/admin/partnerApplicationList')).toBeVisible();
  });

  test('the language switch persists from Korean to English and back', async ({ asUser }) => {
    const page = await asUser('admin01');
    await expect(page.getByTestId('sidebar-menu')).toContainText('주문관리');
    await pickMenuItem(page, 'language-select', 'language-option-en');
    await expect(page.getByTestId('sidebar-menu')).toContainText('Orders');
    await page.reload();
    await expect(page.getByTestId('sidebar-menu')).toContainText('Orders');
    await pickMenuItem(page, 'language-select', 'language-option-ko');
    await expect(page.getByTestId('sidebar-menu')).toContainText('주문관리');
  });

  test('an operator who views no seller has no settings menu, neither in the sidebar nor in the navbar', async ({ asUser }) => {
    const page = await asUser('admin01');
    await expect(page.getByTestId('sidebar-menu')).toContainText('운영자');
    await expect(page.getByTestId('sidebar-menu')).not.toContainText('환경설정');
    await expect(page.getByTestId('navbar-settings')).toHaveCount(0);
  });

  test('the navbar lists the settings pages and the manual', async ({ asUser }) => {
    const page = await asUser('partner01');
    await page.getByTestId('navbar-settings').click();
    await expect(page.getByRole('menuitem', { name: /계정/ })).toBeVisible();
    await expect(page.getByTestId('navbar-manual')).toHaveAttribute('href', /guide%2Fmanual\.pdf/);
  });
});
