import { expect, type Page } from '@playwright/test';

/**
 * Waits until the view in front is the one of a path matching `path`. The shell keeps each open tab's view
 * mounted and shows one, and a navigation is a React transition: until the new view is ready the old one
 * stays in front, already under the new URL. A test that acts then can find the old view's element (the same
 * test id in both), and a click waits forever on it once it is hidden. A person waits to see the new page.
 */
export async function expectViewInFront(page: Page, path: RegExp): Promise<void> {
  await expect(page.locator('.po-view:not([hidden])')).toHaveAttribute('data-view-path', path);
}
