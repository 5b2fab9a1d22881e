import { afterEach, describe, expect, it } from 'vitest';
import { hideUntil, isHidden, noticeHiddenUntil, noticeHideKey, soldOutHiddenUntil, soldOutHideKey } from './popup-suppression';

afterEach(() => localStorage.clear());

describe('popup suppression', () => {
  it('hides a notice for 7 × 24 hours, per account and notice', () => {
    const ticked = new Date('2026-11-20T03:00:00Z');
    hideUntil(noticeHideKey('partner01', 7), noticeHiddenUntil(ticked));
    expect(isHidden(noticeHideKey('partner01', 7), new Date('2026-11-27T02:59:59Z'))).toBe(true);
    expect(isHidden(noticeHideKey('partner01', 7), new Date('2026-11-27T03:00:00Z'))).toBe(false);
    expect(isHidden(noticeHideKey('partner01', 8), ticked)).toBe(false);
    expect(isHidden(noticeHideKey('partner02', 7), ticked)).toBe(false);
  });

  it('hides the sold-out popup until the end of the Seoul day it was ticked', () => {
    // 23:30 Seoul on 11-20 (14:30 UTC): hidden until 00:00 Seoul on 11-21 (15:00 UTC).
    hideUntil(soldOutHideKey('partner01'), soldOutHiddenUntil(new Date('2026-11-20T14:30:00Z')));
    expect(isHidden(soldOutHideKey('partner01'), new Date('2026-11-20T14:59:59Z'))).toBe(true);
    expect(isHidden(soldOutHideKey('partner01'), new Date('2026-11-20T15:00:00Z'))).toBe(false);
    // Ticked at 00:30 Seoul (15:30 UTC the day before): the whole Seoul day.
    hideUntil(soldOutHideKey('partner02'), soldOutHiddenUntil(new Date('2026-11-20T15:30:00Z')));
    expect(isHidden(soldOutHideKey('partner02'), new Date('2026-11-21T14:59:00Z'))).toBe(true);
    expect(isHidden(soldOutHideKey('partner02'), new Date('2026-11-21T15:00:00Z'))).toBe(false);
  });

  it('shows a popup whose stored value is missing or unreadable', () => {
    localStorage.setItem(soldOutHideKey('partner01'), 'soon');
    expect(isHidden(soldOutHideKey('partner01'), new Date())).toBe(false);
    expect(isHidden(noticeHideKey('partner01', 1), new Date())).toBe(false);
  });
});
