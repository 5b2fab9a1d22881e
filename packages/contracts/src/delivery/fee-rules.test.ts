import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DLCST_TYPES, type TDlcstType } from './codes.ts';
import { ZDeliveryPolicySaveRequest } from './delivery-policy.ts';
import { checkDeliveryFee, FEE_LIMITS, isIsoDate } from './fee-rules.ts';

const { free, paid, conditional } = DLCST_TYPES;
// The oracle: the three shapes a policy may take (fee-rules.ts explains the reading).
const validShape = (type: TDlcstType, fee: number, threshold: number) =>
  (type === free && fee === 0 && threshold === 0) || (type === paid && fee > 0 && threshold === 0) || (type === conditional && fee > 0 && threshold > 0);

const amount = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: FEE_LIMITS.maxFee }));
const type = fc.constantFrom<TDlcstType>(free, paid, conditional);

describe('checkDeliveryFee', () => {
  it('names the spec’s two rules: fee 0 must be free, threshold 0 must be paid', () => {
    expect(checkDeliveryFee({ dlcstTypeCd: paid, dlcst: 0, dlcstLevyStdrAmt: 0 })).toEqual([{ field: 'dlcstTypeCd', messageKey: 'dlcst.msg.zeroFeeFree' }]);
    expect(checkDeliveryFee({ dlcstTypeCd: conditional, dlcst: 3000, dlcstLevyStdrAmt: 0 })).toEqual([
      { field: 'dlcstTypeCd', messageKey: 'dlcst.msg.zeroThresholdPaid' },
    ]);
    expect(checkDeliveryFee({ dlcstTypeCd: free, dlcst: 3000, dlcstLevyStdrAmt: 0 })).toEqual([{ field: 'dlcst', messageKey: 'dlcst.msg.freeHasFee' }]);
    expect(checkDeliveryFee({ dlcstTypeCd: paid, dlcst: 3000, dlcstLevyStdrAmt: 1 })).toEqual([
      { field: 'dlcstLevyStdrAmt', messageKey: 'dlcst.msg.paidHasThreshold' },
    ]);
  });

  it('accepts exactly the free, paid and conditional shapes', () => {
    fc.assert(
      fc.property(
        type,
        amount,
        amount,
        (t, fee, threshold) => (checkDeliveryFee({ dlcstTypeCd: t, dlcst: fee, dlcstLevyStdrAmt: threshold }).length === 0) === validShape(t, fee, threshold),
      ),
    );
  });

  it('always blames a base fee of 0 on the type unless the type is free', () => {
    fc.assert(
      fc.property(fc.constantFrom<TDlcstType>(paid, conditional), amount, (t, threshold) =>
        checkDeliveryFee({ dlcstTypeCd: t, dlcst: 0, dlcstLevyStdrAmt: threshold }).some((v) => v.messageKey === 'dlcst.msg.zeroFeeFree'),
      ),
    );
  });
});

describe('isIsoDate', () => {
  it('takes every real calendar date as yyyy-MM-dd', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) =>
        isIsoDate(d.toISOString().slice(0, 10)),
      ),
    );
  });

  it('refuses impossible dates and other shapes', () => {
    for (const v of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '20261120', '2026-11-20T00:00']) expect(isIsoDate(v)).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('ZDeliveryPolicySaveRequest', () => {
  const valid = {
    dlcstPlcyTitl: '기본',
    plcyTypeCd: '01',
    strtDt: '2026-01-01',
    endDt: '2026-12-31',
    dlcstTypeCd: '02',
    dlcst: 3000,
    dlcstLevyStdrAmt: 0,
    inmnDlcst: 5000,
    jejuDlcst: 3000,
    rtrnDlcst: 3000,
    exchDlcst: 6000,
  };
  const keys = (o: Record<string, unknown>) => ZDeliveryPolicySaveRequest.safeParse({ ...valid, ...o }).error?.issues.map((i) => i.message) ?? [];

  it('defaults the use flag to Y and takes the same start and end day', () => {
    expect(ZDeliveryPolicySaveRequest.parse({ ...valid, endDt: '2026-01-01' }).useYn).toBe('Y');
  });

  it('orders the dates, caps the amounts and refuses fractions of a won', () => {
    expect(keys({ endDt: '2025-12-31' })).toEqual(['dlcst.msg.dateOrder']);
    expect(keys({ exchDlcst: FEE_LIMITS.maxFee + 1 })).toEqual(['dlcst.msg.maxAmount']);
    expect(keys({ dlcst: 2999.5 })).toEqual(['dlcst.msg.amount']);
    expect(keys({ dlcstPlcyTitl: '가'.repeat(34) })).toEqual(['dlcst.msg.titleLength']);
  });
});
