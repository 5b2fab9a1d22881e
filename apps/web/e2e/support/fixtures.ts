import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInWithSms, submitLogin } from './sign-in';

// Accounts that sign in without the SMS step (spec access §4 step 5).
const NO_SMS = new Set(['master01', 'global01', 'monitor01']);

/**
 * A signed-in browser state per account, made once per run: the SMS send limit (5 per phone per hour)
 * is a product rule, so journeys that are not about signing in reuse one session instead of signing
 * in again each time.
 */
async function signedInState(browser: Browser, loginId: string): Promise<string> {
  const dir = process.env.E2E_DATA_DIR ? path.dirname(process.env.E2E_DATA_DIR) : os.tmpdir();
  const file = path.join(dir, `state-${process.env.E2E_PORT ?? 'default'}-${loginId}.json`);
  if (fs.existsSync(file)) return file;
  const context = await browser.newContext();
  const page = await context.newPage();
  if (NO_SMS.has(loginId)) await submitLogin(page, loginId);
  else await signInWithSms(page, loginId);
  await expect(page).toHaveURL(/\/front\/(home|Necessary)$/i);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** `asUser('partner01')` opens a page already signed in as that demo account, at /home. */
export const test = base.extend<{ asUser: (loginId: string) => Promise<Page> }>({
  asUser: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (loginId) => {
      const context = await browser.newContext({ storageState: await signedInState(browser, loginId) });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/front/home');
      return page;
    });
    for (const c of contexts) await c.close();
  },
});
export { expect };
