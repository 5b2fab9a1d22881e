import { describe, expect, it } from 'vitest';
import { formatAuthTime } from './auth-time';

describe('formatAuthTime', () => {
  it('stamps now in Seoul as yyyyMMddHHmmss whatever the browser zone', () => {
    expect(formatAuthTime(new Date('2026-03-01T15:04:05Z'))).toBe('20260302000405');
    expect(formatAuthTime(new Date('2026-12-31T01:02:03Z'))).toMatch(/^\d{14}$/);
  });
});
