import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd Select by its test id and picks the option with this title (the visible dropdown's). The
 * dropdown is first placed, then slides in; on a busy machine an option can hold still for two frames
 * before it is where it ends up, and a click there lands on the select itself. So it waits until the
 * dropdown's motion classes are gone, which is when a person sees the list settled, and then until the
 * select shows the choice.
 */
export async function pickOption(page: Page, testId: string, title: string): Promise<void> {
  await page.getByTestId(testId).click();
  const option = page.locator(`.ant-select-item-option[title="${title}"]`);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ has: option });
  await expect(dropdown).not.toHaveClass(/-(appear|enter|leave)\b/);
  await dropdown.locator(option).click();
  // A form that was never given the value sends nothing: check that the choice took, as a person sees it.
  await expect(page.getByTestId(testId)).toContainText(title);
}

/**
 * A searchable antd Select: types to filter (long lists are virtual, so the option may not be rendered
 * before), picks the option with this title once the dropdown has settled, and waits until the select
 * shows it as chosen.
 */
export async function searchOption(page: Page, testId: string, title: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(title);
  const option = page.locator(`.ant-select-item-option[title="${title}"]`);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ has: option });
  await expect(dropdown).not.toHaveClass(/-(appear|enter|leave)\b/);
  await dropdown.locator(option).click();
  await expect(select).toContainText(title);
}

/** Opens an antd Dropdown menu by its trigger's test id and clicks the item holding this test id, once the menu has settled (as `pickOption`). */
export async function pickMenuItem(page: Page, triggerTestId: string, itemTestId: string): Promise<void> {
  await page.getByTestId(triggerTestId).click();
  const item = page.getByTestId(itemTestId);
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').filter({ has: item });
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)\b/);
  await item.click();
}

/** The OK button of the confirm dialog on screen (modal.confirm). */
export async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.ant-modal-confirm').last().locator('.ant-modal-confirm-btns .ant-btn-primary').click();
}

/** The text box of an antd InputNumber, whether the test id sits on the box or on its wrapper. */
export async function numberBox(field: Locator): Promise<Locator> {
  return (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
}

/**
 * A test id on the screen in front: views of other open tabs stay mounted (keep-alive), so a form that is
 * open in two tabs (a new policy and an edited one) is in the document twice.
 */
export const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** Types an amount into a won box and leaves it, as a person does. */
export async function fillWon(page: Page, testId: string, value: number): Promise<void> {
  const box = await numberBox(shown(page, testId));
  await box.fill(String(value));
  await box.blur();
}
