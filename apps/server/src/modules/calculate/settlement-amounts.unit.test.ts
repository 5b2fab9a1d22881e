import { describe, expect, it } from 'vitest';
import { amountsAt, refundAmounts, type LineMoney } from './settlement-amounts.ts';

// A promotion's discount in settlement (issue 16): borne like a coupon, by the seller or by the mall.
const line = (over: Partial<LineMoney> = {}): LineMoney => ({
  ordQty: 3,
  ordAmt: 300_000,
  gradeDiscountAmt: 3_000,
  couponAmt: 0,
  couponBearer: 'MALL',
  promDcAmt: 30_000,
  promBearer: 'SELLER',
  egmAmt: 0,
  realOrdAmt: 267_000,
  sellFeeRate: '10.00',
  ...over,
});

describe('a promotion line’s settlement amounts', () => {
  it('a seller-borne discount is the seller’s burden: the fee is on sales less it; seCpnAmt stays the coupons', () => {
    expect(amountsAt(line(), 3)).toEqual({
      saleAmt: 300_000,
      feeAmt: 27_000,
      supplyBurdenAmt: 30_000,
      seCpnAmt: 0,
      egmAmt: 0,
      lfBurdenAmt: 3_000,
      vatSaleAmt: 267_000,
    });
  });

  it('a mall-borne discount is the mall’s: the fee is on the whole sales', () => {
    expect(amountsAt(line({ promBearer: 'MALL' }), 3)).toMatchObject({ feeAmt: 30_000, supplyBurdenAmt: 0, lfBurdenAmt: 33_000 });
  });

  it('adds to the seller’s coupon when both are the seller’s; a refund of one unit takes back its share', () => {
    const both = line({ couponAmt: 9_000, couponBearer: 'SELLER', realOrdAmt: 258_000 });
    expect(amountsAt(both, 3)).toMatchObject({ supplyBurdenAmt: 39_000, seCpnAmt: 9_000, feeAmt: 26_100 });
    expect(refundAmounts(both, 3, 2)).toMatchObject({ saleAmt: -100_000, supplyBurdenAmt: -13_000, seCpnAmt: -3_000, feeAmt: -8_700 });
  });
});
