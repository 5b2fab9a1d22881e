import type { BrowserContext } from '@playwright/test';

// The home's popups after sign-in (notice, sold out soon, guarantee terms) would cover the pages most journeys
// open. Every context a journey signs in with hides them the way a seller does, through the popups' own
// "do not show again" keys (`po.popup.hide.<mgrId>.…`, apps/web/src/features/dashboard/popups/popup-suppression.ts):
// the page reads each key as hidden for a year. A journey about the popups calls `allowPopups` first.

const suppressed = new WeakSet<BrowserContext>();
const allowed = new WeakSet<BrowserContext>();

/** Lets the popups show in this context (call before signing in). */
export function allowPopups(context: BrowserContext): void {
  allowed.add(context);
}

/** Hides every sign-in popup in this context, unless `allowPopups` was called for it. */
export async function suppressPopups(context: BrowserContext): Promise<void> {
  if (allowed.has(context) || suppressed.has(context)) return;
  suppressed.add(context);
  await context.addInitScript(() => {
    const prefix = 'po.popup.hide.';
    const getItem: (this: Storage, key: string) => string | null = Reflect.get(Storage.prototype, 'getItem');
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return key.startsWith(prefix) ? String(Date.now() + 365 * 24 * 3600 * 1000) : getItem.call(this, key);
    };
  });
}
