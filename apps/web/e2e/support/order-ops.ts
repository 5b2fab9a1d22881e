import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { signInWithSms } from './sign-in';

// The operator's order views and the clock's jobs in journeys.

/** A Seoul calendar day `days` after today, as `yyyy-MM-dd`. */
export function seoulDay(days = 0): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * How far to move the clock so a line paid now is surely past 48 business hours (weekends stop that clock):
 * five days from Monday to Wednesday, six from Thursday to Sunday — never a week, so the retention job keeps the
 * other journeys' sessions.
 */
export function daysPastDeliveryDeadline(): number {
  const weekday = new Date(Date.now() + 9 * 3600_000).getUTCDay();
  return weekday >= 1 && weekday <= 3 ? 5 : 6;
}

/**
 * A fresh sign-in of its own, in a context of its own: while the clock is moved, a saved journey session would
 * read as idle too long and be revoked, so a journey never uses one then.
 */
export async function freshSignIn(browser: Browser, loginId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithSms(page, loginId);
  await expect(page).toHaveURL(/\/front\/(home|Necessary)$/i);
  return page;
}
