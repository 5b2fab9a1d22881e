import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDepartmentName, isValidPersonName, weightedLength, ZDepartmentName, ZPersonName } from './weighted-name.ts';

const messages = (v: unknown) => (ZPersonName.safeParse(v).error?.issues ?? []).map((i) => i.message);
const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c));
const english = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');

describe('weightedLength', () => {
  it('counts English and spaces 1 and Korean syllables 3', () => {
    expect(weightedLength('John Kim')).toBe(8);
    expect(weightedLength('홍길동')).toBe(9);
    expect(weightedLength('김 John')).toBe(8);
  });

  it('is additive', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(weightedLength(a + b)).toBe(weightedLength(a) + weightedLength(b));
      }),
    );
  });
});

describe('person names', () => {
  it('fits six Korean syllables but not seven', () => {
    expect(isValidPersonName('남궁가나다라')).toBe(true);
    expect(isValidPersonName('남궁가나다라마')).toBe(false);
    expect(messages('남궁가나다라마')).toEqual(['name.msg.length']);
  });

  it('fits ten English characters, the input cap, but not eleven', () => {
    expect(isValidPersonName('Jane Smith')).toBe(true);
    expect(isValidPersonName('Janet Smith')).toBe(false);
    expect(messages('Janet Smith')).toEqual(['name.msg.length']);
  });

  it('accepts any Korean name of up to 6 syllables and any English one of up to 10 letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: hangul, minLength: 1, maxLength: 6 }), (n) => {
        expect(isValidPersonName(n)).toBe(true);
        expect(messages(n)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: english, minLength: 1, maxLength: 10 }), (n) => {
        expect(isValidPersonName(n)).toBe(true);
      }),
    );
  });

  it('rejects digits, symbols, lone jamo and other scripts', () => {
    for (const n of ['Kim2', 'Kim-Lee', 'ㄱㅏ', '山田', 'José']) {
      expect(isValidPersonName(n)).toBe(false);
      expect(messages(n)).toEqual(['name.msg.letters']);
    }
  });

  it('requires a name and trims it', () => {
    expect(messages('   ')).toEqual(['name.msg.required']);
    expect(ZPersonName.parse('  홍길동 ')).toBe('홍길동');
  });
});

describe('department names', () => {
  it('takes the letters rule only, with no length limit, and may be empty', () => {
    expect(isValidDepartmentName('영업 Sales Department of the Seoul office')).toBe(true);
    expect(isValidDepartmentName('')).toBe(true);
    expect(isValidDepartmentName('Team 2')).toBe(false);
    expect(ZDepartmentName.safeParse('Team 2').error?.issues[0]?.message).toBe('name.msg.letters');
  });
});
