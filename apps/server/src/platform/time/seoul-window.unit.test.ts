import { describe, expect, it } from 'vitest';
import { seoulDaysAgoStart, seoulWindow } from './seoul-window.ts';

describe('seoulWindow', () => {
  it('ends today in Seoul and counts today as the first of its days', () => {
    // 2026-11-26 23:30 UTC is already the 27th in Seoul.
    expect(seoulWindow(new Date('2026-11-26T23:30:00Z'), 14)).toEqual({ startDt: '2026-11-14', endDt: '2026-11-27' });
    expect(seoulWindow(new Date('2026-11-26T12:00:00Z'), 1)).toEqual({ startDt: '2026-11-26', endDt: '2026-11-26' });
  });

  it('starts at midnight Seoul of its first day', () => {
    expect(seoulDaysAgoStart(new Date('2026-03-02T01:00:00Z'), 30).toISOString()).toBe('2026-01-31T15:00:00.000Z');
  });
});
