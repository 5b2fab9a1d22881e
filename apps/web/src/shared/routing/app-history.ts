const KEY = 'po.appShown';
let shownBefore = false;

/**
 * Called once per page load: remembers (per browser tab, in sessionStorage) that this tab has shown the
 * app. A later fresh load then knows that "back" leads to an earlier page of the app, which neither the
 * router (a fresh load has no entry key) nor history.length (it counts the blank start page) can tell.
 */
export function markAppLoaded(): void {
  try {
    shownBefore = sessionStorage.getItem(KEY) === '1';
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage may be blocked; then only in-app history counts.
  }
}

/** Whether this browser tab showed the app on an earlier page load. */
export const appShownBefore = (): boolean => shownBefore;
