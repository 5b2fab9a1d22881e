import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePastedCodes, PASTED_CODE_LIMITS, ZPastedCodes } from './product-codes-paste.ts';

const code = fc.integer({ min: 100_000_001, max: 999_999_999 }).map((n) => `P${n}`);
const separator = fc.constantFrom('\n', '\r\n', ',', ', ', ' ', '\t', ';', '  \n ');

describe('parsePastedCodes', () => {
  it('reads codes separated by new lines, commas, tabs, semicolons or spaces, as Excel and mails paste them', () => {
    expect(parsePastedCodes('P100000001\nP100000002\r\np100000003, P100000004\tP100000005 ;P100000006')).toEqual([
      'P100000001',
      'P100000002',
      'P100000003',
      'P100000004',
      'P100000005',
      'P100000006',
    ]);
    expect(parsePastedCodes(' \n,, \t')).toEqual([]);
  });

  it('gives back every pasted code once, in the pasted order, whatever the separators', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(code, separator), { maxLength: 60 }), fc.string({ unit: fc.constantFrom(' ', '\n', ',') }), (pairs, lead) => {
        const text = lead + pairs.map(([c, sep]) => c + sep).join('');
        const expected = [...new Set(pairs.map(([c]) => c))];
        expect(parsePastedCodes(text)).toEqual(expected);
      }),
    );
  });
});

describe('ZPastedCodes', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => `P${100_000_001 + i}`).join('\n');
  it('takes up to 1,000 distinct codes and refuses more with its key', () => {
    expect(ZPastedCodes.safeParse(many(PASTED_CODE_LIMITS.maxCodes)).success).toBe(true);
    expect(ZPastedCodes.safeParse(`${many(1000)}\n${many(1000)}`).success).toBe(true);
    expect(ZPastedCodes.safeParse(many(1001)).error?.issues.map((i) => i.message)).toEqual(['product.msg.prodCdsMax']);
  });
  it('refuses a code longer than any product code', () => {
    expect(ZPastedCodes.safeParse(`P100000001 ${'X'.repeat(21)}`).error?.issues.map((i) => i.message)).toEqual(['product.msg.prodCds']);
  });
});
