import type { Page } from '@playwright/test';

/** Opens a screen the way a person does: from the sidebar, expanding its group when needed. */
export async function openFromSidebar(page: Page, group: string | null, item: string): Promise<void> {
  const menu = page.getByTestId('sidebar-menu');
  const entry = menu.getByRole('menuitem', { name: item, exact: true });
  if (group && !(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await entry.click();
}
