import { ZUpdateDomesticAccountRequest, ZUpdateIntlAccountRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_CODES } from '@/shared/code/test/code-fixtures';
import { ACCOUNT, GLOBAL_ACCOUNT } from '../test/fixtures';
import { toAccountFormValues, toUpdateAccountBody } from './account-form';

const domains = TEST_CODES.G099 ?? [];

describe('account form mapping', () => {
  it('shows a listed domain in its picker and any other domain as direct entry', () => {
    const v = toAccountFormValues(ACCOUNT, domains);
    expect(v.chgEmailPick).toBe('naver.com');
    expect(v.csOperatorEmailPick).toBe('99');
    expect(v.sacOperatorEmailPick).toBe('99');
  });

  it('sends exactly the request fields: the pickers stay behind, the values go as typed', () => {
    const v = {
      ...toAccountFormValues(ACCOUNT, domains),
      chgNm: '김하늘',
      csOperatorEmail2: 'gmail.com',
      csOperatorEmailPick: 'gmail.com',
      ntceYn: 'N' as const,
    };
    const body = toUpdateAccountBody(v, 'N');
    expect(Object.keys(body).sort()).toEqual(Object.keys(ZUpdateDomesticAccountRequest.shape).sort());
    expect(body).toMatchObject({
      chgNm: '김하늘',
      chgHphone1: '010',
      chgHphone2: '1234',
      chgHphone3: '5678',
      chgEmail2: 'naver.com',
      csOperatorEmail2: 'gmail.com',
      ntceYn: 'N',
    });
    expect(ZUpdateDomesticAccountRequest.safeParse(body).success).toBe(true);
  });

  it('sends an overseas seller’s phones whole, without Korean parts', () => {
    const body = toUpdateAccountBody(toAccountFormValues(GLOBAL_ACCOUNT, domains), 'G');
    expect(Object.keys(body).sort()).toEqual(Object.keys(ZUpdateIntlAccountRequest.shape).sort());
    expect(body).toMatchObject({ chgHphone: '358401234567', csOperatorPhone: '35891234567', sacOperatorPhone: '358912345678' });
    expect(ZUpdateIntlAccountRequest.safeParse(body).success).toBe(true);
  });

  it('lets the contract rules name the broken parts of an empty form', () => {
    const body = toUpdateAccountBody({}, 'N');
    const issues = ZUpdateDomesticAccountRequest.safeParse(body).error?.issues.map((i) => `${String(i.path[0])}:${i.message}`) ?? [];
    expect(issues).toContain('chgNm:name.msg.required');
    expect(issues).toContain('chgHphone2:phone.msg.middle');
    expect(issues).toContain('sacOperatorEmail1:email.msg.required');
  });
});
