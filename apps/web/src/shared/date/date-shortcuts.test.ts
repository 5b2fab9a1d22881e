import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUTS, matchShortcut, shortcutRange } from './date-shortcuts';
import { dayjs, SEOUL_TZ, seoulToday } from './seoul';

const today = dayjs.tz('2024-03-31', SEOUL_TZ);
const fmt = (range: ReturnType<typeof shortcutRange>) => range && range.map((d) => d.format('YYYY-MM-DD'));

describe('date shortcuts', () => {
  it('gives every range relative to the injected today', () => {
    expect(fmt(shortcutRange('yesterday', today))).toEqual(['2024-03-30', '2024-03-30']);
    expect(fmt(shortcutRange('today', today))).toEqual(['2024-03-31', '2024-03-31']);
    expect(fmt(shortcutRange('1w', today))).toEqual(['2024-03-24', '2024-03-31']);
    expect(fmt(shortcutRange('2w', today))).toEqual(['2024-03-17', '2024-03-31']);
    // Month arithmetic clamps to the month's last day.
    expect(fmt(shortcutRange('1m', today))).toEqual(['2024-02-29', '2024-03-31']);
    expect(fmt(shortcutRange('2m', today))).toEqual(['2024-01-31', '2024-03-31']);
    expect(fmt(shortcutRange('3m', today))).toEqual(['2023-12-31', '2024-03-31']);
    expect(fmt(shortcutRange('6m', today))).toEqual(['2023-09-30', '2024-03-31']);
    expect(shortcutRange('all', today)).toBeNull();
  });

  it('lists the shortcuts in display order', () => {
    expect(DATE_SHORTCUTS).toEqual(['yesterday', 'today', '1w', '2w', '1m', '2m', '3m', '6m', 'all']);
  });

  it('recognises the shortcut of a range', () => {
    expect(matchShortcut(shortcutRange('2w', today), today)).toBe('2w');
    expect(matchShortcut(null, today)).toBe('all');
    expect(matchShortcut([today.subtract(4, 'day'), today], today)).toBeUndefined();
  });

  it("takes today's date in Seoul, not in the browser's zone", () => {
    // 2024-03-31 16:00 UTC is already April 1st in Seoul.
    expect(seoulToday(new Date(Date.UTC(2024, 2, 31, 16, 0))).format('YYYY-MM-DD')).toBe('2024-04-01');
    expect(seoulToday(new Date(Date.UTC(2024, 2, 31, 14, 59))).format('YYYY-MM-DD')).toBe('2024-03-31');
  });
});
