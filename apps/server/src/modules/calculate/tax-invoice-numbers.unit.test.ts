import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueDueDtOf, monthLastDay } from './settlement-dates.ts';
import { approvalNoOf, splitFee } from './tax-invoice-numbers.ts';

describe('tax invoice numbers', () => {
  it('splits a VAT-inclusive fee into supply ⌊fee × 10 / 11⌋ and tax, to the won', () => {
    expect(splitFee(11_000)).toEqual({ supplyAmt: 10_000, taxAmt: 1_000 });
    expect(splitFee(10_001)).toEqual({ supplyAmt: 9_091, taxAmt: 910 });
    expect(splitFee(1)).toEqual({ supplyAmt: 0, taxAmt: 1 });
    expect(splitFee(-11_000)).toEqual({ supplyAmt: -10_000, taxAmt: -1_000 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fee) => {
        const { supplyAmt, taxAmt } = splitFee(fee);
        expect(supplyAmt + taxAmt).toBe(fee);
        expect(Math.abs(supplyAmt)).toBe(Math.floor((Math.abs(fee) * 10) / 11));
        expect(splitFee(-fee).supplyAmt).toBe(-supplyAmt || 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes on the last day of the month and is due on the 10th or the next business day', () => {
    expect(monthLastDay('2026-02')).toBe('2026-02-28');
    expect(monthLastDay('2028-02')).toBe('2028-02-29');
    expect(monthLastDay('2026-12')).toBe('2026-12-31');
    expect(issueDueDtOf('2026-09')).toBe('2026-10-12'); // 10 Oct 2026 is a Saturday (and the 9th Hangul Day)
    expect(issueDueDtOf('2026-10')).toBe('2026-11-10');
  });

  it('numbers 24 digits starting with the write date, the same each time, distinct per seller', () => {
    const no = approvalNoOf('2026-10-31', 'S000123');
    expect(no).toMatch(/^\d{24}$/);
    expect(no.startsWith('20261031')).toBe(true);
    expect(no.endsWith('00000123')).toBe(true);
    expect(approvalNoOf('2026-10-31', 'S000123')).toBe(no);
    expect(approvalNoOf('2026-10-31', 'S000124')).not.toBe(no);
    expect(approvalNoOf('2026-10-31', 'SELLER-WITHOUT-DIGITS')).toMatch(/^20261031\d{16}$/);
  });
});
