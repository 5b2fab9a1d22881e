import { ZPartnerJoinIntlRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { intlFieldOf, sameAsManager, splitIntlPhone, toIntlRequest } from './intl-partner-form';
import { INITIAL_FLAGS } from './partner-form';

const manager = { chgNm: 'Jane Doe', chgHphone: '447700900123', chgEmail1: 'jane', chgEmail2: 'brand.co.uk', chgEmailSelect: '99' };

describe('international partner form', () => {
  it('splits the company phone 4/4/rest', () => {
    expect(splitIntlPhone('441234567890')).toEqual(['4412', '3456', '7890']);
    expect(splitIntlPhone('')).toEqual(['', '', '']);
  });

  it('copies the manager to a contact when checked and clears it when unchecked', () => {
    expect(sameAsManager(manager, 'csOperator', true)).toEqual({
      csOperatorNm: 'Jane Doe',
      csOperatorPhone: '447700900123',
      csOperatorEmail1: 'jane',
      csOperatorEmail2: 'brand.co.uk',
      csOperatorEmailSelect: '99',
    });
    expect(sameAsManager(manager, 'sacOperator', false)).toEqual({
      sacOperatorNm: '',
      sacOperatorPhone: '',
      sacOperatorEmail1: '',
      sacOperatorEmail2: '',
      sacOperatorEmailSelect: '99',
    });
  });

  it('sends an empty business number as XXXX and keeps the overseas bank fields', () => {
    const values = {
      ...manager,
      ...sameAsManager(manager, 'csOperator', true),
      ...sameAsManager(manager, 'sacOperator', true),
      bizGb: 'O',
      bizNo: '',
      supplyEntrNm: 'New Brand',
      ownerNm: 'John Doe',
      bizKind: 'Apparel',
      bizType: 'Retail',
      bizCountryCd: 'GB',
      bizCityNm: 'London',
      bizZipNo: 'E14 5HQ',
      bizFixAddr: '8 Canada Square',
      bizDtlAddr: '',
      phone: '441234567890',
      bankCd: '200',
      bankNm: 'HSBC UK',
      bankEnAddr: '8 Canada Square London',
      swiftCd: 'HBUKGB4B',
      countryCd: 'GB',
      accountNm: 'New Brand',
      accountNo: '12345678901',
      mgrId: 'intl_seller',
      passwd: 'Fashion#2026',
      passwdChk: 'Fashion#2026',
      agreeYn: true,
      pymagrmConfirmYn: true,
    };
    const req = toIntlRequest(values, INITIAL_FLAGS);
    expect(req).toMatchObject({
      bizNo: 'XXXX',
      phone1: '4412',
      phone2: '3456',
      phone3: '7890',
      bizCountryCd: 'GB',
      bizCityNm: 'London',
      chgEmail: 'jane@brand.co.uk',
      csOperatorEmail: 'jane@brand.co.uk',
      agreeYn: 'Y',
    });
    const parsed = ZPartnerJoinIntlRequest.safeParse(req);
    expect(parsed.success).toBe(true);
    expect(ZPartnerJoinIntlRequest.safeParse({ ...req, swiftCd: '' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['swiftCd']);
  });

  it('shows joined and split fields on their boxes', () => {
    expect(intlFieldOf(['chgEmail'])).toEqual(['chgEmail1']);
    expect(intlFieldOf(['phone1'])).toEqual(['phone']);
    expect(intlFieldOf(['mgrId'])).toEqual(['mgrId']);
  });
});
