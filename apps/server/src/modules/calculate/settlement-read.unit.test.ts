import { describe, expect, it } from 'vitest';
import { lastVatMonth, monthDays, vatReport } from './settlement-vat.ts';
import { reasonText, wonToUsd } from './settlement-view.ts';

describe('settlement reads: money and months', () => {
  it('converts won to USD rounded half up to cents, in integers', () => {
    expect(wonToUsd(124695, '1385.5000')).toBe('90.00');
    expect(wonToUsd(1000, '1300.0000')).toBe('0.77'); // 0.769…
    expect(wonToUsd(650, '1300')).toBe('0.50'); // exactly half a dollar
    expect(wonToUsd(13, '1300.0000')).toBe('0.01'); // 0.01 exactly
    expect(wonToUsd(6, '1300.0000')).toBe('0.00'); // 0.0046…
    expect(wonToUsd(-1000, '1300.0000')).toBe('-0.77');
    expect(wonToUsd(9_007_199_254_740_991, '1.0001')).toBe('9006298624878503.15');
  });

  it('opens a month’s VAT data after the 10th of the next month', () => {
    expect(lastVatMonth('2026-11-10')).toBe('2026-09');
    expect(lastVatMonth('2026-11-11')).toBe('2026-10');
    expect(lastVatMonth('2026-01-05')).toBe('2025-11');
    expect(monthDays('2024-02')).toEqual({ fromDt: '2024-02-01', toDt: '2024-02-29' });
  });

  it('splits taxable sales into the supply and the VAT that add up to them, the total adding the months', () => {
    const report = vatReport({
      startYm: '2026-08',
      endYm: '2026-09',
      sums: [{ saleYm: '2026-09', saleAmt: 15000, taxableAmt: 10001, cardAmt: 9000, cashAmt: 1000 }],
    });
    expect(report.list[0]).toEqual({
      saleYm: '2026-09',
      saleAmt: 15000,
      taxableAmt: 10001,
      exemptAmt: 4999,
      saleReportAmt: 9091,
      vatAmt: 910,
      cardAmt: 9000,
      cashAmt: 1000,
      otherAmt: 5000,
    });
    expect(report.list[1]).toMatchObject({ saleYm: '2026-08', saleAmt: 0 });
    expect(report.total).toMatchObject({ saleAmt: 15000, saleReportAmt: 9091, vatAmt: 910 });
    // A month of more refunds than sales: the floor keeps supply + VAT = taxable.
    const negative = vatReport({
      startYm: '2026-09',
      endYm: '2026-09',
      sums: [{ saleYm: '2026-09', saleAmt: -100, taxableAmt: -100, cardAmt: -100, cashAmt: 0 }],
    });
    expect(negative.list[0]!.saleReportAmt + negative.list[0]!.vatAmt).toBe(-100);
  });

  it('renders a reason from its key in the reader’s language, or the operator’s words', () => {
    expect(reasonText({ reasonKey: 'calculate.holdKind.CARD', reasonParams: {} }, 'en')).toBe('Card payment hold');
    expect(reasonText({ reasonKey: null, reasonParams: { text: '포장 불량' } }, 'en')).toBe('포장 불량');
    expect(reasonText({ reasonKey: null, reasonParams: null }, 'ko')).toBe('');
  });
});
