import { ZDeliveryPolicySaveRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { dayjs } from '@/shared/date/seoul';
import { schemaMessages } from '@/shared/form/schema-form';
import { formatWonInput, parseSignedWonInput, parseWonInput } from '@/shared/ui/form/won-input';
import { lockedFees, policyNameOf, toPolicyBody, type PolicyFormValues } from './policy-form';

const paid: PolicyFormValues = {
  dlcstPlcyTitl: '기본 유료배송',
  plcyTypeCd: '01',
  period: [dayjs('2026-01-01'), dayjs('2026-12-31')],
  dlcstTypeCd: '02',
  useYn: 'Y',
  dlcst: 3000,
  dlcstLevyStdrAmt: 0,
  inmnDlcst: 5000,
  jejuDlcst: 3000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
};
const messages = (v: Partial<PolicyFormValues>) => {
  const r = schemaMessages(ZDeliveryPolicySaveRequest, toPolicyBody(v), policyNameOf);
  return r.ok ? [] : r.messages;
};

describe('delivery-fee policy form', () => {
  it('sends the range as two calendar dates', () => {
    expect(toPolicyBody(paid)).toMatchObject({ strtDt: '2026-01-01', endDt: '2026-12-31', dlcst: 3000 });
    expect(messages(paid)).toEqual([]);
  });

  it('shows the shared fee rules on the items they blame', () => {
    expect(messages({ ...paid, dlcst: 0 })).toEqual([{ name: ['dlcstTypeCd'], messageKey: 'dlcst.msg.zeroFeeFree' }]);
    expect(messages({ ...paid, dlcstTypeCd: '03' })).toEqual([{ name: ['dlcstTypeCd'], messageKey: 'dlcst.msg.zeroThresholdPaid' }]);
    expect(messages({ ...paid, dlcstLevyStdrAmt: 50000 })).toEqual([{ name: ['dlcstLevyStdrAmt'], messageKey: 'dlcst.msg.paidHasThreshold' }]);
    expect(messages({ ...paid, jejuDlcst: 1_000_001 })).toEqual([{ name: ['jejuDlcst'], messageKey: 'dlcst.msg.maxAmount' }]);
    expect(messages({ ...paid, rtrnDlcst: null })).toEqual([{ name: ['rtrnDlcst'], messageKey: 'dlcst.msg.amount' }]);
  });

  it('puts both dates’ rules on the range picker', () => {
    expect(messages({ ...paid, period: [dayjs('2026-12-31'), dayjs('2026-01-01')] })).toEqual([{ name: ['period'], messageKey: 'dlcst.msg.dateOrder' }]);
    expect(messages({ ...paid, period: null })).toEqual([{ name: ['period'], messageKey: 'dlcst.msg.strtDt' }]);
  });

  it('fixes the amounts a fee type leaves no choice about', () => {
    expect(lockedFees('01')).toEqual({ dlcst: 0, dlcstLevyStdrAmt: 0 });
    expect(lockedFees('02')).toEqual({ dlcstLevyStdrAmt: 0 });
    expect(lockedFees('03')).toEqual({});
  });

  it('writes won with thousands separators and reads the digits back', () => {
    expect(formatWonInput(1234567)).toBe('1,234,567');
    expect(formatWonInput('')).toBe('');
    expect(parseWonInput('1,234원')).toBe(1234);
    expect(parseWonInput('')).toBe('');
    // A fee box reads digits only; an extra charge's box keeps a minus (a discount), also while it is typed.
    expect(parseWonInput('-5,000')).toBe(5000);
    expect(parseSignedWonInput('-5,000')).toBe(-5000);
    expect(parseSignedWonInput('-')).toBe('-');
    expect(formatWonInput(-5000)).toBe('-5,000');
  });
});
