import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClaimRow } from './order-claim.repository.ts';
import { completeRefusal, refundOf } from './return-complete.ts';

const claim = (over: Partial<ClaimRow>): ClaimRow =>
  ({
    claimType: 'RETURN',
    claimQty: 1,
    feeGubun: 'SELLER',
    returnFee: 0,
    returnFeePayCd: null,
    returnFeePaidYn: 'N',
    giftYn: 'N',
    giftCheckedYn: 'N',
    refundWayCd: null,
    ...over,
  }) as ClaimRow;

describe('refunds of returns', () => {
  it('adds up to the sale amount over any split of the quantity, each part an integer within its share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }), (realOrdAmt, parts) => {
        const ordQty = parts.reduce((a, b) => a + b, 0);
        let returnQty = 0;
        let total = 0;
        for (const q of parts) {
          const r = refundOf({ realOrdAmt, ordQty, returnQty }, claim({ claimQty: q }));
          expect(Number.isInteger(r)).toBe(true);
          expect(r).toBeLessThanOrEqual(Math.ceil((realOrdAmt * q) / ordQty));
          total += r;
          returnQty += q;
        }
        expect(total).toBe(realOrdAmt);
      }),
    );
  });

  it('deducts the fee of a buyer at fault unless paid apart, never below zero', () => {
    const line = { realOrdAmt: 10_000, ordQty: 2, returnQty: 0 };
    expect(refundOf(line, claim({ feeGubun: 'BUYER', returnFee: 3_000, returnFeePayCd: 'DEDUCT' }))).toBe(2_000);
    expect(refundOf(line, claim({ feeGubun: 'BUYER', returnFee: 3_000, returnFeePayCd: 'SEPARATE' }))).toBe(5_000);
    expect(refundOf(line, claim({ feeGubun: 'BUYER', returnFee: 9_000, returnFeePayCd: 'DEDUCT' }))).toBe(0);
    expect(refundOf(line, claim({ feeGubun: 'SELLER', returnFee: 3_000, returnFeePayCd: 'DEDUCT' }))).toBe(5_000);
  });
});

describe('the completion refusals (spec §8)', () => {
  it('names the first thing left to settle, in the popup order', () => {
    const points = { pointAmt: 1_000 };
    expect(completeRefusal(claim({ giftYn: 'Y' }), points)).toBe('claim.msg.giftNotChecked');
    expect(completeRefusal(claim({ giftYn: 'Y', giftCheckedYn: 'Y', feeGubun: null }), points)).toBe('claim.msg.faultNotDecided');
    expect(completeRefusal(claim({}), points)).toBe('claim.msg.pointRefundUnconfirmed');
    expect(completeRefusal(claim({}), { pointAmt: 0 })).toBeNull();
    expect(completeRefusal(claim({ claimType: 'EXCHANGE' }), points)).toBeNull();
    const separate = claim({ refundWayCd: 'POINT', feeGubun: 'BUYER', returnFee: 3_000, returnFeePayCd: 'SEPARATE' });
    expect(completeRefusal(separate, points)).toBe('claim.msg.feeNotPaid');
    expect(completeRefusal({ ...separate, returnFeePaidYn: 'Y' }, points)).toBeNull();
  });
});
