import { describe, expect, it } from 'vitest';
import { ZPartnerJoinDomesticRequest, ZPartnerJoinIntlRequest, ZPartnerJoinRequest } from './partner-join.ts';
import { PARTNER_FILE_RULES, partnerVariantOf } from './partner-files.ts';

const contacts = {
  chgNm: '이담당',
  chgEmail: 'a@brand.kr',
  csOperatorNm: '박상담',
  csOperatorEmail: 'b@brand.kr',
  sacOperatorNm: '최정산',
  sacOperatorEmail: 'c@brand.kr',
};
const common = {
  supplyEntrNm: '뉴브랜드',
  ownerNm: '김대표',
  bizKind: '의류',
  bizType: '도소매',
  bizZipNo: '04524',
  bizFixAddr: '서울 중구 세종대로 110',
  bizDtlAddr: '3층',
  ...contacts,
  bankCd: '004',
  accountNm: '뉴브랜드',
  accountNo: '12345678901',
  mgrId: 'new_seller',
  passwd: 'Fashion#2026',
  passwdChk: 'Fashion#2026',
  agreeYn: 'Y',
  pymagrmConfirmYn: 'Y',
};
const domestic = {
  ...common,
  bizGb: 'C',
  bizNo: '1248100998',
  phone1: '02',
  phone2: '1234',
  phone3: '5678',
  chgHphone1: '010',
  chgHphone2: '1234',
  chgHphone3: '5678',
  csOperatorPhone1: '02',
  csOperatorPhone2: '123',
  csOperatorPhone3: '4567',
  sacOperatorPhone1: '02',
  sacOperatorPhone2: '123',
  sacOperatorPhone3: '4567',
  authTime: '20261120100000',
  authNo: '123456',
};
const intl = {
  ...common,
  bizGb: 'O',
  bizCountryCd: 'KR',
  phone1: '4412',
  phone2: '3456',
  phone3: '78',
  chgHphone: '447700900123',
  csOperatorPhone: '447700900123',
  sacOperatorPhone: '447700900124',
  bankCd: '200',
  bankNm: 'HSBC UK',
  bankEnAddr: '8 Canada Square London',
  swiftCd: 'HBUKGB4B',
  countryCd: 'GB',
};
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const abroad = { ...intl, bizCountryCd: 'SE', bizCityNm: 'Stockholm', bizZipNo: '111 52', bizFixAddr: 'Drottninggatan 55', bizDtlAddr: '' };

describe('the international application address', () => {
  it('takes a typed address abroad with its city, an optional postal code and no second line', () => {
    expect(ZPartnerJoinIntlRequest.safeParse(abroad).success).toBe(true);
    expect(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizZipNo: '' }).success).toBe(true);
    expect(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizZipNo: 'SW1A 1AA' }).success).toBe(true);
  });

  it('refuses an address abroad without a city or with a malformed postal code, and a country that is not a code', () => {
    expect(issues(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizCityNm: ' ' }))).toEqual([['bizCityNm', 'address.msg.city']]);
    expect(issues(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizZipNo: '111/52' }))).toEqual([['bizZipNo', 'address.msg.postalCode']]);
    expect(issues(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizZipNo: '12345678901' }))).toEqual([['bizZipNo', 'address.msg.postalCode']]);
    expect(issues(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizFixAddr: '' }))).toEqual([['bizFixAddr', 'address.msg.line1']]);
    expect(issues(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizCountryCd: 'Sweden' }))).toEqual([['bizCountryCd', 'address.msg.country']]);
    expect(issues(ZPartnerJoinIntlRequest.safeParse({ ...abroad, bizCountryCd: undefined }))).toEqual([['bizCountryCd', 'address.msg.country']]);
  });

  it('holds a Korean address to the postcode search: postcode and detail required, no city needed', () => {
    const korea = { ...abroad, bizCountryCd: 'KR', bizCityNm: '', bizZipNo: '', bizFixAddr: '서울 중구 세종대로 110', bizDtlAddr: '' };
    expect(issues(ZPartnerJoinIntlRequest.safeParse(korea))).toEqual([
      ['bizZipNo', 'address.msg.zipNo'],
      ['bizDtlAddr', 'address.msg.dtlAddr'],
    ]);
    expect(ZPartnerJoinIntlRequest.safeParse({ ...korea, bizZipNo: '04524', bizDtlAddr: '3층' }).success).toBe(true);
  });
});

describe('partner application schema (the form and the server share it)', () => {
  it('takes a domestic and an international application, with defaults', () => {
    expect(ZPartnerJoinDomesticRequest.parse(domestic)).toMatchObject({
      ntceYn: 'N',
      agreeGenuineYn: 'N',
      usdSacUseYn: 'N',
      fileKinds: [],
      fax1: '',
      homeUrl: '',
    });
    expect(ZPartnerJoinRequest.parse(intl)).toMatchObject({ bizGb: 'O', bizNo: '' });
    expect(ZPartnerJoinIntlRequest.parse({ ...intl, bizNo: 'XXXX' }).bizNo).toBe('');
  });

  it('routes by bizGb: a domestic kind needs the domestic fields', () => {
    expect(issues(ZPartnerJoinRequest.safeParse({ ...intl, bizGb: 'C' }))[0]).toEqual(['bizNo', 'bizNo.msg.length']);
    expect(issues(ZPartnerJoinRequest.safeParse({ ...domestic, bizGb: 'Z' }))).toEqual([['bizGb', 'partner.msg.bizGb']]);
  });

  it('needs the genuine-goods agreement only for entrType O', () => {
    expect(issues(ZPartnerJoinDomesticRequest.safeParse({ ...domestic, entrType: 'O' }))).toEqual([['agreeGenuineYn', 'partner.msg.agreeGenuineYn']]);
    expect(ZPartnerJoinDomesticRequest.safeParse({ ...domestic, entrType: 'O', agreeGenuineYn: 'Y' }).success).toBe(true);
    expect(ZPartnerJoinDomesticRequest.safeParse({ ...domestic, entrType: 'N' }).success).toBe(true);
  });

  it('keeps the overseas bank for international applicants, with its four fields', () => {
    expect(issues(ZPartnerJoinDomesticRequest.safeParse({ ...domestic, bankCd: '200' }))).toEqual([['bankCd', 'account.msg.overseasBank']]);
    expect(issues(ZPartnerJoinIntlRequest.safeParse({ ...intl, bankNm: '', swiftCd: 'HBUK-GB4B', countryCd: '' }))).toEqual([
      ['bankNm', 'account.msg.bankNm'],
      ['swiftCd', 'account.msg.swiftCd'],
      ['countryCd', 'account.msg.countryCd'],
    ]);
    expect(ZPartnerJoinIntlRequest.safeParse({ ...intl, bankCd: '004', bankNm: '', swiftCd: '', countryCd: '' }).success).toBe(true);
  });

  it('checks the password against the id and its confirmation', () => {
    expect(issues(ZPartnerJoinDomesticRequest.safeParse({ ...domestic, passwd: 'Xnew_seller9', passwdChk: 'Xnew_seller9' }))).toContainEqual([
      'passwd',
      'password.rule.containsId',
    ]);
    expect(issues(ZPartnerJoinDomesticRequest.safeParse({ ...domestic, passwdChk: 'Fashion#2027' }))).toEqual([['passwdChk', 'password.rule.confirmMismatch']]);
  });

  it('reads the variant from bizGb and gives international three required kinds with larger limits', () => {
    expect(partnerVariantOf('C')).toBe('domestic');
    expect(partnerVariantOf('F')).toBe('international');
    expect(Object.keys(PARTNER_FILE_RULES.international)).toEqual(['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile']);
    expect(PARTNER_FILE_RULES.international.prsformAttachFile?.maxBytes).toBe(4 * 1024 * 1024);
  });
});
