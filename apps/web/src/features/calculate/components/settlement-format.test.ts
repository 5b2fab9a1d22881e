import { describe, expect, it } from 'vitest';
import { monthRange, monthRangeError } from './month-period-field';
import { approvalNoText, defaultPeriod, statementEquation } from './settlement-format';
import { defaultVatPeriod, latestVatMonth } from './vat-period';

describe('settlement screen rules', () => {
  it('shows a 24-digit approval number 8-8-8 and leaves other shapes as they are', () => {
    expect(approvalNoText('202610311234567800000001')).toBe('20261031-12345678-00000001');
    expect(approvalNoText('20261031-12345678-00000001')).toBe('20261031-12345678-00000001');
    expect(approvalNoText('123')).toBe('123');
  });

  it('opens on the last 3 fixed months, or the 3 months before this one when none is fixed', () => {
    expect(defaultPeriod('2026-10', '2026-11-26')).toEqual({ startYm: '2026-08', endYm: '2026-10' });
    expect(defaultPeriod(null, '2026-02-01')).toEqual({ startYm: '2025-11', endYm: '2026-01' });
  });

  it('checks a period as the server does: required, not reversed, at most N months, from the earliest month', () => {
    expect(monthRangeError(null, 6)).toBe('calculate.msg.periodRequired');
    expect(monthRangeError(monthRange({ startYm: '2026-05', endYm: '2026-04' }), 6)).toBe('calculate.msg.periodReversed');
    expect(monthRangeError(monthRange({ startYm: '2026-01', endYm: '2026-06' }), 6)).toBeNull();
    expect(monthRangeError(monthRange({ startYm: '2025-12', endYm: '2026-06' }), 6)).toBe('calculate.msg.maxPeriodExceeded');
    expect(monthRangeError(monthRange({ startYm: '2025-07', endYm: '2026-06' }), 12)).toBeNull();
    expect(monthRangeError(monthRange({ startYm: '2022-05', endYm: '2022-07' }), 6, '2022-06')).toBe('calculate.msg.purveyanceFrom');
  });

  it('adds the kinds up to the payout, to the won', () => {
    expect(statementEquation([{ totalAmt: 88000 }, { totalAmt: 3000 }, { totalAmt: -2000 }], 89000)).toEqual({ sum: 89000, balanced: true });
    expect(statementEquation([{ totalAmt: 88000 }], 89000)).toEqual({ sum: 88000, balanced: false });
  });

  it('has a month of VAT data only after the 10th of the next month', () => {
    expect(latestVatMonth('2026-11-10')).toBe('2026-09');
    expect(latestVatMonth('2026-11-11')).toBe('2026-10');
    expect(defaultVatPeriod('2026-01-11')).toEqual({ startYm: '2025-07', endYm: '2025-12' });
  });
});
