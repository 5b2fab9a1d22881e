import type { Locator, Page } from '@playwright/test';

/** Opens an antd Select by its test id and picks the option with this title (the visible dropdown's). */
export async function pickOption(page: Page, testId: string, title: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`).click();
}

/** The OK button of the confirm dialog on screen (modal.confirm). */
export async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.ant-modal-confirm').last().locator('.ant-modal-confirm-btns .ant-btn-primary').click();
}

/** The text box of an antd InputNumber, whether the test id sits on the box or on its wrapper. */
export async function numberBox(field: Locator): Promise<Locator> {
  return (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
}
