import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@/test/factories.ts';
import { domesticApplication, intlApplication, submitPartnerJoin, verifyMobile } from '@/test/partner-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Case = [name: string, overrides: Record<string, unknown>, field: string, messageKey: string];

/** Every field rule of spec access §5, one broken at a time, as the server answers it. */
const DOMESTIC: Case[] = [
  ['business number length', { bizNo: '12345' }, 'bizNo', 'bizNo.msg.length'],
  ['company name required', { supplyEntrNm: ' ' }, 'supplyEntrNm', 'partner.msg.supplyEntrNm'],
  ['company name max 50', { supplyEntrNm: '가'.repeat(51) }, 'supplyEntrNm', 'partner.msg.supplyEntrNm'],
  ['representative letters', { ownerNm: '김1' }, 'ownerNm', 'name.msg.letters'],
  ['representative weighted length', { ownerNm: '가나다라마바사' }, 'ownerNm', 'name.msg.length'],
  ['manager name required', { chgNm: '' }, 'chgNm', 'name.msg.required'],
  ['CS name letters', { csOperatorNm: 'cs#1' }, 'csOperatorNm', 'name.msg.letters'],
  ['settlement name input max', { sacOperatorNm: 'Abcdefghijk' }, 'sacOperatorNm', 'name.msg.length'],
  ['MD name, when given', { mdNm: '엠디2' }, 'mdNm', 'name.msg.letters'],
  ['department letters', { deptNm: '팀-1' }, 'deptNm', 'name.msg.letters'],
  ['business item max 10', { bizKind: '가'.repeat(11) }, 'bizKind', 'partner.msg.bizKind'],
  ['business type required', { bizType: '' }, 'bizType', 'partner.msg.bizType'],
  ['homepage max 50', { homeUrl: `https://${'a'.repeat(50)}` }, 'homeUrl', 'partner.msg.homeUrl'],
  ['postcode required', { bizZipNo: '' }, 'bizZipNo', 'address.msg.zipNo'],
  ['postcode max 10', { bizZipNo: '1'.repeat(11) }, 'bizZipNo', 'address.msg.zipNo'],
  ['base address max 200', { bizFixAddr: '가'.repeat(201) }, 'bizFixAddr', 'address.msg.fixAddr'],
  ['detail address required', { bizDtlAddr: '' }, 'bizDtlAddr', 'address.msg.dtlAddr'],
  ['phone middle at least 3', { phone2: '12' }, 'phone2', 'phone.msg.middle'],
  ['phone last exactly 4', { phone3: '123' }, 'phone3', 'phone.msg.last'],
  ['phone digits only', { phone2: '12a4' }, 'phone2', 'phone.msg.middle'],
  ['phone prefix from the list', { phone1: '099' }, 'phone1', 'phone.msg.prefix'],
  ['manager phone must be a mobile', { chgHphone1: '02' }, 'chgHphone1', 'phone.msg.prefix'],
  ['fax all or nothing', { fax1: '02', fax2: '', fax3: '' }, 'fax1', 'partner.msg.fax'],
  ['e-mail pattern', { chgEmail: 'manager.newbrand.co.kr' }, 'chgEmail', 'email.msg.pattern'],
  ['e-mail part max 25', { csOperatorEmail: `${'a'.repeat(26)}@newbrand.co.kr` }, 'csOperatorEmail', 'email.msg.length'],
  ['bank code from the list', { bankCd: '999' }, 'bankCd', 'account.msg.bankCd'],
  ['holder required', { accountNm: '' }, 'accountNm', 'account.msg.accountNm'],
  ['account digits', { accountNo: '1234-5678' }, 'accountNo', 'account.msg.accountNoDigits'],
  ['account length', { accountNo: '1234567' }, 'accountNo', 'account.msg.accountNoLength'],
  ['id too short', { mgrId: 'ab_12' }, 'mgrId', 'mgrId.msg.short'],
  ['id too long', { mgrId: 'a'.repeat(17) }, 'mgrId', 'mgrId.msg.long'],
  ['id characters', { mgrId: 'new-seller' }, 'mgrId', 'mgrId.msg.chars'],
  ['password classes', { passwd: 'qazwsxrfvt', passwdChk: 'qazwsxrfvt' }, 'passwd', 'password.rule.classes'],
  ['password sign-up input max 15', { passwd: 'Aa1!'.repeat(4), passwdChk: 'Aa1!'.repeat(4) }, 'passwd', 'password.rule.tooLong'],
  ['password confirmation', { passwdChk: `${TEST_PASSWORD}x` }, 'passwdChk', 'password.rule.confirmMismatch'],
  ['agreement required', { agreeYn: 'N' }, 'agreeYn', 'partner.msg.agreeYn'],
  ['payment agreement confirmation required', { pymagrmConfirmYn: 'N' }, 'pymagrmConfirmYn', 'partner.msg.pymagrmConfirmYn'],
  ['ntceYn Y or N', { ntceYn: 'X' }, 'ntceYn', 'VALIDATION_ERROR'],
  ['business kind', { bizGb: 'X' }, 'bizGb', 'partner.msg.bizGb'],
];

const INTERNATIONAL: Case[] = [
  ['business number digits', { bizNo: 'AB1234' }, 'bizNo', 'bizNo.msg.intl'],
  ['business number max 40', { bizNo: '1'.repeat(41) }, 'bizNo', 'bizNo.msg.intl'],
  ['phone at least 9', { phone1: '1234', phone2: '5678', phone3: '' }, 'phone1', 'phone.msg.intl'],
  ['manager phone max 28', { chgHphone: '1'.repeat(29) }, 'chgHphone', 'phone.msg.intl'],
  ['bank name for the overseas bank', { bankNm: '' }, 'bankNm', 'account.msg.bankNm'],
  ['English address letters, digits, spaces', { bankEnAddr: 'Street 1, Stockholm' }, 'bankEnAddr', 'account.msg.bankEnAddr'],
  ['English address max 200', { bankEnAddr: 'a'.repeat(201) }, 'bankEnAddr', 'account.msg.bankEnAddr'],
  ['swift max 11', { swiftCd: 'NDEASESSXXXX' }, 'swiftCd', 'account.msg.swiftCd'],
  ['swift required', { swiftCd: '' }, 'swiftCd', 'account.msg.swiftCd'],
  ['country from the list', { countryCd: 'ZZ' }, 'countryCd', 'account.msg.countryCd'],
];

describe('partner application: field rules (spec access §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it.each(DOMESTIC)('domestic: %s', async (_name, overrides, field, messageKey) => {
    const json = await verifyMobile(t, domesticApplication());
    const res = await submitPartnerJoin(t, { ...json, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field, messageKey }]);
  });

  it.each(INTERNATIONAL)('international: %s', async (_name, overrides, field, messageKey) => {
    const res = await submitPartnerJoin(t, intlApplication(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field, messageKey }]);
  });

  it('answers the message in the request language', async () => {
    const res = await submitPartnerJoin(t, intlApplication({ agreeYn: 'N' }));
    expect(res.json().displayMessage).toBe('이용약관에 동의해 주세요.');
  });
});
