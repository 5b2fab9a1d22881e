import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredBytes, utf8ByteLength } from './byte-length.ts';

// An independent oracle: percent-encoding writes each UTF-8 byte of a non-ASCII character as one %XX.
const oracle = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, '#').length;

describe('utf8ByteLength', () => {
  it('counts ASCII as 1, Korean syllables as 3, accents as 2 and emoji as 4', () => {
    expect(utf8ByteLength('')).toBe(0);
    expect(utf8ByteLength('Seongsu 1')).toBe(9);
    expect(utf8ByteLength('성수')).toBe(6);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('📦')).toBe(4);
  });

  it('agrees with the UTF-8 encoding for any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => utf8ByteLength(s) === oracle(s)));
  });

  it('adds up over concatenation', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => utf8ByteLength(a + b) === utf8ByteLength(a) + utf8ByteLength(b)),
    );
  });
});

describe('requiredBytes (shipping-site name: 50 bytes)', () => {
  const name = requiredBytes(50, { required: 'r', length: 'l' });
  const issue = (v: unknown) => name.safeParse(v).error?.issues[0]?.message;

  it('takes 16 Korean letters or 50 ASCII characters, not one more', () => {
    expect(issue('가'.repeat(16))).toBeUndefined();
    expect(issue('가'.repeat(17))).toBe('l');
    expect(issue('a'.repeat(50))).toBeUndefined();
    expect(issue('a'.repeat(51))).toBe('l');
  });

  it('trims first and calls blank "required"', () => {
    expect(issue('   ')).toBe('r');
    expect(issue(undefined)).toBe('r');
    expect(name.parse(`  ${'a'.repeat(50)}  `)).toBe('a'.repeat(50));
  });

  it('accepts exactly the texts whose trimmed byte length is 1 to 50', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 30 }), (s) => {
        const bytes = utf8ByteLength(s.trim());
        return name.safeParse(s).success === (bytes >= 1 && bytes <= 50);
      }),
    );
  });
});
