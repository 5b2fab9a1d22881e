import { expect, type Page } from '@playwright/test';

/**
 * Opens a screen the way a person does: from the sidebar, expanding its group when needed, and waits until
 * the menu marks it as the current screen (the route has loaded), as a person waits to see the page before
 * acting. A group slides open; the entry is clicked once the slide is over, since on a busy machine an
 * entry can hold still for two frames mid-slide and the click lands beside it. `{ refused: true }` is for
 * an opening the shell refuses (the eleventh tab): nothing to wait for.
 */
export async function openFromSidebar(page: Page, group: string | null, item: string, options: { refused?: boolean } = {}): Promise<void> {
  const menu = page.getByTestId('sidebar-menu');
  const entry = menu.getByRole('menuitem', { name: item, exact: true });
  if (group && !(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await expect(menu.locator('[class*="motion-collapse"]')).toHaveCount(0);
  await entry.click();
  if (!options.refused) await expect(entry).toHaveClass(/ant-menu-item-selected/);
}
