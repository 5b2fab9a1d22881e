import { describe, expect, it } from 'vitest';
import { formatAuthTime, splitPhoneDigits } from './auth-time';

describe('authTime and phone parts', () => {
  it('stamps now in Seoul as yyyyMMddHHmmss whatever the browser zone', () => {
    expect(formatAuthTime(new Date('2026-03-01T15:04:05Z'))).toBe('20260302000405');
    expect(formatAuthTime(new Date('2026-12-31T01:02:03Z'))).toMatch(/^\d{14}$/);
  });

  it('splits 11 digits 3-4-4 and 10 digits 3-3-4', () => {
    expect(splitPhoneDigits('01012345678')).toEqual({ phone1: '010', phone2: '1234', phone3: '5678' });
    expect(splitPhoneDigits('0111234567')).toEqual({ phone1: '011', phone2: '123', phone3: '4567' });
  });
});
