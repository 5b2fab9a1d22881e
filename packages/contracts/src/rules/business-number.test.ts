import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessNumberText,
  formatBusinessNumber,
  isValidBusinessNumber,
  toIntlBusinessNumberPayload,
  ZBusinessNumber,
  ZIntlBusinessNumber,
} from './business-number.ts';

const messages = (schema: typeof ZBusinessNumber | typeof ZIntlBusinessNumber, v: unknown) => (schema.safeParse(v).error?.issues ?? []).map((i) => i.message);

describe('business registration number', () => {
  // Each worked by hand: 1248100998 -> 1+6+28+8+3+0+0+27+45 = 118, + floor(45/10) = 122, check (10-2)%10 = 8.
  it('accepts numbers whose check digit matches', () => {
    for (const n of ['1248100998', '2208162517', '1208147521', '1078155843', '1138621886', '1048137225', '1010111113']) {
      expect(isValidBusinessNumber(n)).toBe(true);
    }
  });

  it('rejects a wrong check digit, a wrong length or non-digits', () => {
    for (const n of ['1248100999', '2208162510', '1010111118', '1018100015', '124810099', '12481009980', '124-81-00998', '12481009a8', '']) {
      expect(isValidBusinessNumber(n)).toBe(false);
    }
  });

  it('has exactly one valid check digit for every 9-digit prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 }), (prefix) => {
        expect([...'0123456789'].filter((c) => isValidBusinessNumber(prefix + c))).toHaveLength(1);
      }),
    );
  });

  it('counts the carry of digit 9 times 5', () => {
    // Digit 9 is 9: 45 contributes 45 + 4. Without the carry the check digit would be 2, not 8.
    expect(isValidBusinessNumber('1248100998')).toBe(true);
    expect(isValidBusinessNumber('1248100992')).toBe(false);
  });

  it('formats 3-2-5 and leaves other input alone', () => {
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
    expect(businessNumberText('XXXX')).toBe('—');
    expect(businessNumberText('1248100998')).toBe('124-81-00998');
    expect(formatBusinessNumber('12481')).toBe('12481');
  });

  it('validates the domestic field: length first, then the check digit', () => {
    expect(messages(ZBusinessNumber, ' 1248100998 ')).toEqual([]);
    expect(messages(ZBusinessNumber, '')).toEqual(['bizNo.msg.length']);
    expect(messages(ZBusinessNumber, '124810099')).toEqual(['bizNo.msg.length']);
    expect(messages(ZBusinessNumber, '1248100999')).toEqual(['bizNo.msg.invalid']);
  });

  it('takes an optional international number of up to 40 digits', () => {
    expect(ZIntlBusinessNumber.parse('')).toBe('');
    expect(ZIntlBusinessNumber.parse('XXXX')).toBe('');
    expect(ZIntlBusinessNumber.parse('9'.repeat(40))).toBe('9'.repeat(40));
    expect(messages(ZIntlBusinessNumber, '9'.repeat(41))).toEqual(['bizNo.msg.intl']);
    expect(messages(ZIntlBusinessNumber, 'AB-123')).toEqual(['bizNo.msg.intl']);
    expect(toIntlBusinessNumberPayload('  ')).toBe('XXXX');
    expect(toIntlBusinessNumberPayload('123')).toBe('123');
  });
});
