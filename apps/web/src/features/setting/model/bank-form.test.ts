import { describe, expect, it } from 'vitest';
import { TEST_CODES } from '@/shared/code/test/code-fixtures';
import { bankOptions, bankSaveBody, canSaveBank, type BankCheck } from './bank-form';

const verified: BankCheck = {
  bankCd: '088',
  accountNm: '(주)모던패션',
  accountNo: '140012345678',
  reply: { resultCode: '000', resultMsg: '계좌 확인이 완료되었습니다.' },
};

describe('settlement account rules', () => {
  it('offers domestic banks, and the overseas bank to global sellers only', () => {
    const banks = TEST_CODES.C186 ?? [];
    expect(bankOptions(banks, 'N').map((b) => b.code)).toEqual(['004', '088']);
    expect(bankOptions(banks, 'G').map((b) => b.code)).toEqual(['004', '088', '200']);
  });

  it('saves a domestic account only after a successful check of the same values', () => {
    const values = { bankCd: '088', accountNm: ' (주)모던패션 ', accountNo: '140012345678' };
    expect(canSaveBank(null, values)).toBe(false);
    expect(canSaveBank(verified, values)).toBe(true);
    expect(canSaveBank(verified, { ...values, accountNo: '140012345679' })).toBe(false);
    expect(canSaveBank({ ...verified, reply: { resultCode: '201', resultMsg: 'x' } }, values)).toBe(false);
  });

  it('saves an overseas account without a check, with its own fields', () => {
    const values = {
      bankCd: '200',
      accountNm: 'Nordic Wear',
      accountNo: '12345678',
      bankNm: 'Nordea',
      bankEnAddr: 'Main St 1',
      swiftCd: 'NDEAFIHH',
      countryCd: 'FI',
    };
    expect(canSaveBank(null, values)).toBe(true);
    expect(bankSaveBody(values)).toEqual(values);
    expect(bankSaveBody({ ...values, bankCd: '088' })).toEqual({ bankCd: '088', accountNm: 'Nordic Wear', accountNo: '12345678' });
  });
});
