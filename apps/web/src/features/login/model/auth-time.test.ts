import { describe, expect, it } from 'vitest';
import { splitPhoneDigits } from './auth-time';

describe('phone parts', () => {
  it('splits 11 digits 3-4-4 and 10 digits 3-3-4', () => {
    expect(splitPhoneDigits('01012345678')).toEqual({ phone1: '010', phone2: '1234', phone3: '5678' });
    expect(splitPhoneDigits('0111234567')).toEqual({ phone1: '011', phone2: '123', phone3: '4567' });
  });
});
