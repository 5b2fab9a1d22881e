import { POPUP_LIMITS } from '@po/contracts';
import { seoulToday } from '@/shared/date/seoul';

/**
 * "Do not show again" of the popups after sign-in (business-area §4, §9), kept in the browser's localStorage per
 * signed-in account: the key names the account and the popup, the value is the instant (epoch ms) until which it
 * stays hidden. A notice is hidden 7 × 24 hours from the tick; the sold-out-soon popup until the end of the Seoul
 * day it was ticked (the spec's "today"). A missing, unreadable or past value shows the popup.
 */
export const POPUP_HIDE_PREFIX = 'po.popup.hide.';

export const noticeHideKey = (mgrId: string, bulletinSq: number) => `${POPUP_HIDE_PREFIX}${mgrId}.notice.${bulletinSq}`;
export const soldOutHideKey = (mgrId: string) => `${POPUP_HIDE_PREFIX}${mgrId}.soldOut`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a notice ticked now stays hidden: 7 days. */
export const noticeHiddenUntil = (now: Date) => now.getTime() + POPUP_LIMITS.noticeSuppressDays * DAY_MS;

/** Until when the sold-out-soon popup ticked now stays hidden: the start of the next Seoul day. */
export const soldOutHiddenUntil = (now: Date) => seoulToday(now).add(POPUP_LIMITS.soldOutSuppressDays, 'day').valueOf();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the popups simply show each time.
    return undefined;
  }
}

export function isHidden(key: string, now: Date): boolean {
  const until = Number(storage()?.getItem(key) ?? NaN);
  return Number.isFinite(until) && now.getTime() < until;
}

export function hideUntil(key: string, until: number): void {
  try {
    storage()?.setItem(key, String(until));
  } catch {
    // A full storage: the popup shows again next time, nothing worse.
  }
}
