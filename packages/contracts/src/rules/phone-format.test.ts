import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone-format.ts';

const digitString = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const digitsOf = (s: string) => s.replace(/\D/g, '');

describe('formatPhoneNumber', () => {
  it('shows the examples the old formatter got wrong', () => {
    expect(formatPhoneNumber('0215881234')).toBe('02-1588-1234');
    expect(formatPhoneNumber('025551234')).toBe('02-555-1234');
    expect(formatPhoneNumber('01088881212')).toBe('010-8888-1212');
    expect(formatPhoneNumber('021-588-1234')).toBe('02-1588-1234');
  });

  it('shows area codes, 070, mobiles and representative numbers', () => {
    expect(formatPhoneNumber('0315551234')).toBe('031-555-1234');
    expect(formatPhoneNumber('0647891234')).toBe('064-789-1234');
    expect(formatPhoneNumber('07012345678')).toBe('070-1234-5678');
    expect(formatPhoneNumber('0101234567')).toBe('010-123-4567');
    expect(formatPhoneNumber('15881234')).toBe('1588-1234');
  });

  it('shows international numbers with their country code', () => {
    expect(formatPhoneNumber('+14155552671')).toBe('+1 415 555 2671');
    expect(formatPhoneNumber('14155552671')).toBe('+1 415 555 2671');
    expect(formatPhoneNumber('+8201012345678')).toBe('010-1234-5678');
    expect(formatPhoneNumber('+81312345678')).toBe('+81 3 1234 5678');
  });

  it('reads a number dialled with the international prefix 00 as the international number', () => {
    expect(formatPhoneNumber('00442079460000')).toBe('+44 20 7946 0000');
    expect(formatPhoneNumber('0014155552671')).toBe('+1 415 555 2671');
    expect(formatPhoneNumber('0099123')).toBe('0099123');
  });

  it('keeps a number as typed when the plan would drop a digit of it (a trunk 0 after the country code)', () => {
    expect(formatPhoneNumber('49030000')).toBe('49030000');
  });

  it('leaves what no numbering plan knows as typed', () => {
    expect(formatPhoneNumber('12345')).toBe('12345');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber('abc')).toBe('abc');
  });

  it('keeps every digit of a Seoul number and splits it after 02', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.oneof(digitString(2), digitString(3)), digitString(4), (first, rest, last) => {
        const number = `02${first}${rest}${last}`;
        const shown = formatPhoneNumber(number);
        expect(shown.startsWith('02-')).toBe(true);
        expect(digitsOf(shown)).toBe(number);
      }),
    );
  });

  it('shows every mobile number 010 as 010-XXXX-XXXX', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), digitString(3), digitString(4), (first, mid, last) => {
        expect(formatPhoneNumber(`010${first}${mid}${last}`)).toBe(`010-${first}${mid}-${last}`);
      }),
    );
  });

  it('never loses or invents a digit (but the +82 of a Korean number written internationally, and the 00 dialled before a foreign one)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\+?[0-9]{0,16}$/).filter((s) => !/^(\+|00)?82/.test(s)),
        (input) => {
          const shown = digitsOf(formatPhoneNumber(input));
          expect(input.startsWith('00') ? [shown, `00${shown}`] : [shown]).toContain(digitsOf(input));
        },
      ),
    );
  });
});
