import { describe, expect, it } from 'vitest';
import { estimateSales, type EstimateLine } from './settlement-estimate.ts';

const line = (over: Partial<EstimateLine> = {}): EstimateLine => ({
  ordQty: 2,
  cancelQty: 0,
  returnQty: 0,
  ordAmt: 10_000,
  gradeDiscountAmt: 0,
  couponAmt: 1_000,
  couponBearer: 'SELLER',
  promDcAmt: 0,
  promBearer: 'MALL',
  egmAmt: 0,
  realOrdAmt: 9_001,
  deliveryFee: 2_500,
  sellFeeRate: '10.00',
  ...over,
});

describe("the dashboard's sales estimate", () => {
  it('applies the settlement formulas to the kept quantity: sale - fee - seller burden + delivery', () => {
    // Kept 1 of 2: sale 5,000, the seller's coupon 500, fee floor(4,500 x 10%) = 450, delivery 2,500.
    expect(estimateSales([line({ cancelQty: 1 })])).toEqual({ saleQty: 1, paidAmt: 4_500, settleExpectAmt: 5_000 - 450 - 500 + 2_500 });
  });

  it('takes a seller-borne promotion discount as the seller’s burden, a mall-borne one not', () => {
    // No coupon; a promotion of 2,000 on the line: the seller's burden lowers the fee base and the payout.
    const promoted = (promBearer: 'MALL' | 'SELLER') => line({ couponAmt: 0, promDcAmt: 2_000, promBearer, realOrdAmt: 8_000 });
    expect(estimateSales([promoted('SELLER')]).settleExpectAmt).toBe(10_000 - 800 - 2_000 + 2_500);
    expect(estimateSales([promoted('MALL')]).settleExpectAmt).toBe(10_000 - 1_000 + 2_500);
  });

  it('adds nothing for a line with nothing kept, and sums lines', () => {
    expect(estimateSales([line({ cancelQty: 1, returnQty: 1 })])).toEqual({ saleQty: 0, paidAmt: 0, settleExpectAmt: 0 });
    const whole = estimateSales([line()]);
    expect(whole).toEqual({ saleQty: 2, paidAmt: 9_001, settleExpectAmt: 10_000 - 900 - 1_000 + 2_500 });
    expect(estimateSales([line(), line()])).toEqual({ saleQty: 4, paidAmt: 18_002, settleExpectAmt: 2 * whole.settleExpectAmt });
  });
});
