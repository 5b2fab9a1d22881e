import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOfflineBankVerifier, foldHolderName } from './bank-verifier.ts';

const verifier = createOfflineBankVerifier();
const check = (accountNo: string, holderName: string) =>
  verifier.verifyAccount({ bankCd: '004', accountNo, holderName, companyNames: ['(주)모던패션', '김민준'] });

describe('offline bank verifier', () => {
  it('verifies an account held by the company or its representative with code 000', async () => {
    expect(await check('12345678901234', '(주)모던패션')).toEqual({ ok: true, resultCode: '000', reasonKey: 'bank.msg.verified' });
    expect((await check('12345678', '주식회사 모던패션')).ok).toBe(true);
    expect((await check('12345678', '  김  민준 ')).ok).toBe(true);
  });

  it('says why otherwise: format, all zeros, holder', async () => {
    expect((await check('1234567', '김민준')).resultCode).toBe('101');
    expect((await check('1234-5678', '김민준')).resultCode).toBe('101');
    expect((await check('000000000000', '김민준')).resultCode).toBe('102');
    expect(await check('12345678', '홍길동')).toEqual({ ok: false, resultCode: '201', reasonKey: 'bank.msg.holderMismatch' });
    expect((await check('12345678', '   ')).resultCode).toBe('201');
  });

  it('refuses every all-zero number of a valid length', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 8, max: 20 }), async (n) => (await check('0'.repeat(n), '김민준')).resultCode === '102'));
  });

  it('accepts any well-formed number held by the representative, however it is spaced', async () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 20 }).filter((s) => /[1-9]/.test(s));
    const spaces = fc.string({ unit: fc.constant(' '), maxLength: 3 });
    await fc.assert(fc.asyncProperty(digits, spaces, spaces, async (no, a, b) => (await check(no, `${a}김${b}민준${a}`)).ok));
  });

  it('folds names for comparison: spaces, case, width and corporate markers', () => {
    expect(foldHolderName(' Nordic  Wear ')).toBe(foldHolderName('nordicwear'));
    expect(foldHolderName('ＡＢＣ')).toBe('abc');
    expect(foldHolderName('모던패션 (주)')).toBe(foldHolderName('주식회사 모던패션'));
  });
});
