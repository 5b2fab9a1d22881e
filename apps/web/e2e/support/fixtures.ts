import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { suppressPopups } from './popups';
import { signInWithSms, submitLogin } from './sign-in';

// Accounts that sign in without the SMS step (spec access §4 step 5).
const NO_SMS = new Set(['master01', 'global01', 'monitor01']);

/**
 * A signed-in browser state per account, made once per run: the SMS send limit (5 per phone per hour)
 * is a product rule, so journeys that are not about signing in reuse one session instead of signing
 * in again each time.
 */
const stateDir = () => (process.env.E2E_DATA_DIR ? path.dirname(process.env.E2E_DATA_DIR) : os.tmpdir());
const statePrefix = () => `state-${process.env.E2E_PORT ?? 'default'}-`;

async function signedInState(browser: Browser, loginId: string): Promise<string> {
  const file = path.join(stateDir(), `${statePrefix()}${loginId}.json`);
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

/**
 * Forgets this run's saved sessions. A journey that moves the clock past a week lets the retention job delete every
 * session of the run; it calls this after putting the clock back, so later journeys sign in anew.
 */
export function forgetSignedInStates(): void {
  for (const f of fs.readdirSync(stateDir())) if (f.startsWith(statePrefix()) && f.endsWith('.json')) fs.rmSync(path.join(stateDir(), f));
}

/** `asUser('partner01')` opens a page already signed in as that demo account, at /home. */
export const test = base.extend<{ asUser: (loginId: string) => Promise<Page> }>({
  asUser: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (loginId) => {
      const context = await browser.newContext({ storageState: await signedInState(browser, loginId) });
      contexts.push(context);
      await suppressPopups(context);
      const page = await context.newPage();
      await page.goto('/front/home');
      return page;
    });
    for (const c of contexts) await c.close();
  },
});
export { expect };
