import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { fillWon, shown } from './antd';
import { openFromSidebar } from './sidebar';

const SETTINGS = '환경설정';

/** Opens a new fee policy from the sidebar and fills a paid, bundled one for this year (not yet saved). */
export async function openNewPolicy(page: Page, title: string) {
  await openFromSidebar(page, SETTINGS, '배송비 정책');
  await shown(page, 'policy-register').click();
  await expect(page).toHaveURL(/\/setting\/deliveryPolicyForm$/);
  const year = new Date().getFullYear();
  await shown(page, 'policy-title').fill(title);
  await page.getByLabel('묶음 배송').check();
  const dates = shown(page, 'policy-form').locator('.ant-picker-range input');
  await dates.nth(0).click();
  await dates.nth(0).fill(`${year}-01-01`);
  await dates.nth(0).press('Enter');
  await dates.nth(1).fill(`${year}-12-31`);
  await dates.nth(1).press('Enter');
  await page.getByLabel('유료', { exact: true }).check();
  await fillWon(page, 'policy-dlcst', 3000);
  await fillWon(page, 'policy-inmnDlcst', 5000);
  await fillWon(page, 'policy-jejuDlcst', 3000);
  await fillWon(page, 'policy-rtrnDlcst', 3000);
  await fillWon(page, 'policy-exchDlcst', 6000);
}
