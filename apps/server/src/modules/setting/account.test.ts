import type { TAccountReply, TChangeLogRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/seed/create-account.ts';
import { DEMO_PASSWORD, demoAccountSpecs } from '@/seed/demo-accounts.ts';
import { cookiesOf, makeSeller, signInWithSms, startLogin } from '@/test/factories.ts';
import { APPROVAL_TERMS, intlApplication, submitPartnerJoin } from '@/test/partner-factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const contacts = (o: Record<string, unknown> = {}) => ({
  chgNm: '이서연',
  chgHphone1: '010',
  chgHphone2: '1234',
  chgHphone3: '5678',
  chgEmail1: 'seoyeon',
  chgEmail2: 'modern.co.kr',
  csOperatorNm: '고객센터',
  csOperatorPhone1: '02',
  csOperatorPhone2: '1588',
  csOperatorPhone3: '1234',
  csOperatorEmail1: 'cs',
  csOperatorEmail2: 'modern.co.kr',
  sacOperatorNm: 'Kim Jisu',
  sacOperatorPhone1: '031',
  sacOperatorPhone2: '555',
  sacOperatorPhone3: '0101',
  sacOperatorEmail1: 'tax.invoice',
  sacOperatorEmail2: 'modern.co.kr',
  ntceYn: 'Y',
  ...o,
});

/** An overseas seller's contacts: one international number each (digits with the country code), no parts. */
const intlContacts = (o: Record<string, unknown> = {}) => ({
  chgNm: 'Emma Lind',
  chgHphone: '358401234567',
  chgEmail1: 'emma',
  chgEmail2: 'nordicwear.fi',
  csOperatorNm: 'Aino Virta',
  csOperatorPhone: '46812345678',
  csOperatorEmail1: 'cs',
  csOperatorEmail2: 'nordicwear.fi',
  sacOperatorNm: 'Mikko Salo',
  sacOperatorPhone: '358912345678',
  sacOperatorEmail1: 'finance',
  sacOperatorEmail2: 'nordicwear.fi',
  ntceYn: 'N',
  ...o,
});

describe('account settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const account = (cookies: Record<string, string>, lang: 'ko' | 'en' = 'ko') =>
    t.call({ url: '/api/setting/account', cookies, lang }).then((r) => r.json<TAccountReply>());
  const save = (cookies: Record<string, string>, body: unknown) => t.call({ method: 'PUT', url: '/api/setting/account', cookies, body });
  const history = (cookies: Record<string, string>) =>
    t.call({ url: '/api/setting/account/history?entity=supplyEntr', cookies }).then((r) => r.json<{ list: TChangeLogRow[]; totalCnt: number }>());
  /** An overseas (G) seller signs in without the SMS step. */
  const signInGlobal = async (mgrId: string, password: string) => {
    const { cookies } = await startLogin(t, mgrId, password);
    return cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies }));
  };

  it('shows the session’s company with the mall-owned facts read-only and bizNo as 3-2-5', async () => {
    const { cookies, supplyEntrCd } = await sellerSession(t, { bizNo: '1248100998', phone: '0215881234' });
    expect(await account(cookies)).toMatchObject({
      supplyEntrCd,
      bizNo: '1248100998',
      bizNoText: '124-81-00998',
      bizGb: 'C',
      bizGbText: '법인',
      entrStsCd: '30',
      entrStsNm: '정상',
      phone1: '02',
      phone2: '1588',
      phone3: '1234',
      phoneText: '02-1588-1234',
      bizCountryCd: 'KR',
      sellFeeRate: '12.50',
      settleDay: 20,
      ntceYn: 'N',
      chgNm: '',
      accountNo: '',
    });
    expect((await account(cookies, 'en')).bizGbText).toBe('Corporate');
  });

  it('saves the contacts and the alimtalk flag, and records who changed what', async () => {
    const { seller, cookies } = await sellerSession(t);
    expect((await save(cookies, contacts())).json()).toBe(1);
    expect(await account(cookies)).toMatchObject(contacts());
    const log = await history(cookies);
    expect(log.totalCnt).toBe(1);
    expect(log.list[0]).toMatchObject({ entity: 'supplyEntr', mgrId: seller.mgrId, mgrNm: '테스트', changedDt: t.clock.now().toISOString() });
    expect(log.list[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'chgHphone', from: null, to: '01012345678' },
        { field: 'sacOperatorEmail', from: null, to: 'tax.invoice@modern.co.kr' },
        { field: 'ntceYn', from: 'N', to: 'Y' },
      ]),
    );
    expect((await save(cookies, contacts({ ntceYn: 'N' }))).json()).toBe(1);
    expect((await history(cookies)).list[0]?.changes).toEqual([{ field: 'ntceYn', from: 'Y', to: 'N' }]);
  });

  it('refuses a save that changes nothing ("no changed data")', async () => {
    const { cookies } = await sellerSession(t);
    await save(cookies, contacts());
    const same = await save(cookies, contacts());
    expect(same.statusCode).toBe(400);
    expect(same.json().displayMessage).toBe('변경된 내용이 없습니다.');
    expect((await history(cookies)).totalCnt).toBe(1);
  });

  it('checks names, phones and e-mails by the sign-up rules and saves nothing on a failure', async () => {
    const { cookies } = await sellerSession(t);
    const keys = async (o: Record<string, unknown>) =>
      (await save(cookies, contacts(o))).json<{ fields: { field: string; messageKey: string }[] }>().fields.map((f) => `${f.field}:${f.messageKey}`);
    expect(await keys({ chgNm: '이서연2' })).toEqual(['chgNm:name.msg.letters']);
    expect(await keys({ csOperatorNm: '가나다라마바사' })).toEqual(['csOperatorNm:name.msg.length']);
    expect(await keys({ chgHphone2: '12' })).toEqual(['chgHphone2:phone.msg.middle']);
    expect(await keys({ sacOperatorPhone3: '123' })).toEqual(['sacOperatorPhone3:phone.msg.last']);
    expect(await keys({ chgEmail1: 'a'.repeat(26) })).toEqual(['chgEmail1:email.msg.length']);
    expect(await keys({ csOperatorEmail2: 'nodot' })).toEqual(['csOperatorEmail2:email.msg.pattern']);
    expect(await keys({ chgHphone1: '02' })).toEqual(['chgHphone1:phone.msg.prefix']);
    expect(await keys({ csOperatorPhone1: '099' })).toEqual(['csOperatorPhone1:phone.msg.prefix']);
    expect((await history(cookies)).totalCnt).toBe(0);
    expect((await account(cookies)).chgNm).toBe('');
  });

  it('takes the company from the session only, and leaves the mall-owned facts alone', async () => {
    const a = await sellerSession(t);
    const b = await sellerSession(t);
    expect((await save(a.cookies, { ...contacts(), supplyEntrCd: b.supplyEntrCd, sellFeeRate: '1.00', settleDay: 1, bizNo: '2208162517' })).json()).toBe(1);
    expect(await account(a.cookies)).toMatchObject({ sellFeeRate: '12.50', settleDay: 20, bizNo: '1248100998' });
    expect((await t.call({ url: `/api/setting/account?supplyEntrCd=${b.supplyEntrCd}`, cookies: a.cookies })).json().supplyEntrCd).toBe(a.supplyEntrCd);
    expect((await account(b.cookies)).chgNm).toBe('');
    expect((await history(b.cookies)).totalCnt).toBe(0);
  });

  it('checks a bank account: held by the company or its representative, well formed, not all zeros', async () => {
    const { cookies } = await sellerSession(t, { supplyEntrNm: '(주)모던패션', ownerNm: '김민준' });
    const check = (body: Record<string, unknown>) => t.call({ method: 'PUT', url: '/api/setting/account/accountNoCheck', cookies, body });
    expect((await check({ bankCd: '004', accountNm: '주식회사 모던패션', accountNo: '12345678901234' })).json()).toEqual({
      resultCode: '000',
      resultMsg: '계좌 확인이 완료되었습니다.',
    });
    expect((await check({ bankCd: '004', accountNm: ' 김 민준 ', accountNo: '12345678' })).json().resultCode).toBe('000');
    expect((await check({ bankCd: '004', accountNm: '홍길동', accountNo: '12345678' })).json()).toEqual({
      resultCode: '201',
      resultMsg: '예금주가 업체명 또는 대표자명과 일치하지 않습니다.',
    });
    expect((await check({ bankCd: '004', accountNm: '김민준', accountNo: '00000000' })).json().resultCode).toBe('102');
    expect((await check({ bankCd: '004', accountNm: '김민준', accountNo: '1234567' })).json().fields[0].messageKey).toBe('account.msg.accountNoLength');
    expect((await check({ bankCd: '054', accountNm: '김민준', accountNo: '12345678' })).json().fields[0].messageKey).toBe('account.msg.foreignBranch');
    expect((await check({ bankCd: '999', accountNm: '김민준', accountNo: '12345678' })).json().fields[0].messageKey).toBe('account.msg.bankCd');
  });

  it('changes the settlement account only after the check passes, and records it', async () => {
    const { cookies } = await sellerSession(t, { supplyEntrNm: '(주)모던패션', ownerNm: '김민준' });
    const bank = (body: Record<string, unknown>) => t.call({ method: 'PUT', url: '/api/setting/account/bank', cookies, body });
    const wrong = await bank({ bankCd: '088', accountNm: '홍길동', accountNo: '110123456789' });
    expect(wrong.json().fields).toEqual([{ field: 'accountNm', messageKey: 'bank.msg.holderMismatch' }]);
    expect((await account(cookies)).accountNo).toBe('');
    expect((await bank({ bankCd: '088', accountNm: '(주)모던패션', accountNo: '110123456789' })).json()).toBe(1);
    expect(await account(cookies)).toMatchObject({
      bankCd: '088',
      accountCode: '088',
      bankNm: '신한은행',
      accountNm: '(주)모던패션',
      accountNo: '110123456789',
    });
    expect((await history(cookies)).list[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'accountNo', from: null, to: '110123456789' },
        { field: 'bankNm', from: null, to: '신한은행' },
      ]),
    );
  });

  it('takes an overseas bank from a global seller only, with its English details', async () => {
    const overseas = {
      bankCd: '200',
      accountNm: 'Nordic Wear Ltd',
      accountNo: '12345678901',
      bankNm: 'Nordea',
      bankEnAddr: 'Aleksanterinkatu 36 Helsinki',
      swiftCd: 'NDEAFIHH',
      countryCd: 'FI',
    };
    const g = await makeSeller(t, { phones: [] }, { entrType: 'G', bizGb: 'F', bizNo: 'XXXX' });
    const gCookies = await signInGlobal(g.mgrId, g.password);
    expect(
      (await t.call({ method: 'PUT', url: '/api/setting/account/bank', cookies: gCookies, body: { ...overseas, swiftCd: undefined } })).json().fields[0]
        .messageKey,
    ).toBe('account.msg.swiftCd');
    expect((await t.call({ method: 'PUT', url: '/api/setting/account/bank', cookies: gCookies, body: overseas })).json()).toBe(1);
    expect(await account(gCookies)).toMatchObject({ bankCd: '200', bankNm: 'Nordea', swiftCd: 'NDEAFIHH', countryCd: 'FI', bizNoText: '—' });
    const { cookies } = await sellerSession(t);
    expect((await t.call({ method: 'PUT', url: '/api/setting/account/bank', cookies, body: overseas })).json().fields[0].messageKey).toBe(
      'account.msg.overseasBank',
    );
  });

  it('shows global01’s stored contacts with whole international numbers, and saves and reads back new ones', async () => {
    const spec = demoAccountSpecs(t.clock.now()).find((a) => a.mgrId === 'global01')!;
    await createAccount(t.app.services, spec);
    const cookies = await signInGlobal(spec.mgrId, DEMO_PASSWORD);
    expect(await account(cookies)).toMatchObject({
      entrType: 'G',
      chgNm: 'Emma Lind',
      chgHphone: '358401234567',
      chgHphone1: '',
      chgEmail1: 'emma',
      chgEmail2: 'nordicwear.fi',
      csOperatorNm: 'Aino Virta',
      csOperatorPhone: '35891234567',
      csOperatorPhone1: '',
      sacOperatorNm: 'Mikko Salo',
      sacOperatorPhone: '358912345678',
      sacOperatorEmail1: 'finance',
      bizCountryCd: 'FI',
      bizCityNm: 'Helsinki',
      bizAddressText: 'Mannerheimintie 12, 4th floor, Helsinki 00100, 핀란드',
      // Formatted by the server, so the page carries no numbering plans.
      phoneText: '+358 9 1234500',
    });

    expect((await save(cookies, intlContacts({ csOperatorPhone: '46812345678', ntceYn: 'Y' }))).json()).toBe(1);
    expect(await account(cookies)).toMatchObject({ ...intlContacts({ csOperatorPhone: '46812345678', ntceYn: 'Y' }), csOperatorPhone1: '' });
    const log = await history(cookies);
    expect(log.totalCnt).toBe(1);
    expect(log.list[0]?.changes).toEqual([
      { field: 'ntceYn', from: 'N', to: 'Y' },
      { field: 'csOperatorPhone', from: '35891234567', to: '46812345678' },
    ]);
  });

  it('shows an approved overseas application’s contacts as the applicant gave them', async () => {
    const json = intlApplication({ csOperatorPhone: '46812345678' });
    await submitPartnerJoin(t, json);
    const admin = await operatorSession(t);
    const applications = await t.call({ url: `/api/admin/partnerJoin/list?pageSize=10&mgrId=${json.mgrId}`, cookies: admin });
    const applSeq = applications.json<{ list: { applSeq: number }[] }>().list[0]?.applSeq;
    expect((await t.call({ method: 'PUT', url: `/api/admin/partnerJoin/${applSeq}/approve`, cookies: admin, body: APPROVAL_TERMS })).statusCode).toBe(200);
    const cookies = await signInGlobal(json.mgrId, json.passwd);
    // The first sign-in confirms the operator's fee rate (/Necessary) before the settings open.
    const agreements = { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'N' };
    expect((await t.call({ method: 'POST', url: '/api/customer/supply/necessary-confirm-info', cookies, body: agreements })).json()).toBe(1);
    expect(await account(cookies)).toMatchObject({
      chgNm: 'Lena Berg',
      chgHphone: '46701234567',
      csOperatorPhone: '46812345678',
      sacOperatorPhone: '46701234568',
      sacOperatorEmail1: 'tax',
      sacOperatorEmail2: 'newbrand.co.kr',
    });
  });

  it('checks a global seller’s numbers by the international sign-up rules, whatever the body claims', async () => {
    const g = await makeSeller(t, { phones: [] }, { entrType: 'G', bizGb: 'F', bizNo: 'XXXX' });
    const cookies = await signInGlobal(g.mgrId, g.password);
    const keys = async (body: Record<string, unknown>) =>
      (await save(cookies, body)).json<{ fields: { field: string; messageKey: string }[] }>().fields.map((f) => `${f.field}:${f.messageKey}`);
    expect(await keys(intlContacts({ chgHphone: '12345678' }))).toEqual(['chgHphone:phone.msg.intl']);
    expect(await keys(intlContacts({ csOperatorPhone: '1'.repeat(29) }))).toEqual(['csOperatorPhone:phone.msg.intl']);
    expect(await keys(intlContacts({ sacOperatorPhone: '+46812345678' }))).toEqual(['sacOperatorPhone:phone.msg.intl']);
    // Korean parts are not a global seller's phones, even with a domestic seller's marks on the body.
    expect(await keys({ ...contacts(), entrType: 'N' })).toEqual([
      'chgHphone:phone.msg.intl',
      'csOperatorPhone:phone.msg.intl',
      'sacOperatorPhone:phone.msg.intl',
    ]);
    expect((await history(cookies)).totalCnt).toBe(0);
    expect((await save(cookies, intlContacts({ chgHphone: '1'.repeat(28), csOperatorPhone: '123456789' }))).json()).toBe(1);
  });

  it('refuses international numbers from a domestic seller with the Korean phone rules', async () => {
    const { cookies } = await sellerSession(t);
    const refused = await save(cookies, intlContacts({ entrType: 'G' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { field: string; messageKey: string }[] }>().fields).toEqual(
      expect.arrayContaining([
        { field: 'chgHphone1', messageKey: 'phone.msg.prefix' },
        { field: 'csOperatorPhone1', messageKey: 'phone.msg.prefix' },
        { field: 'sacOperatorPhone1', messageKey: 'phone.msg.prefix' },
      ]),
    );
    const split = await save(cookies, contacts({ csOperatorPhone1: '4681', csOperatorPhone2: '2345', csOperatorPhone3: '678' }));
    expect(split.json<{ fields: { field: string; messageKey: string }[] }>().fields).toEqual([{ field: 'csOperatorPhone3', messageKey: 'phone.msg.last' }]);
    const prefix = await save(cookies, contacts({ csOperatorPhone1: '46', csOperatorPhone2: '8123', csOperatorPhone3: '4567' }));
    expect(prefix.json<{ fields: { field: string; messageKey: string }[] }>().fields).toEqual([{ field: 'csOperatorPhone1', messageKey: 'phone.msg.prefix' }]);
    expect((await history(cookies)).totalCnt).toBe(0);
    expect((await account(cookies)).chgNm).toBe('');
  });

  it('lets a master view the chosen seller’s account and history but change nothing', async () => {
    const s = await sellerSession(t);
    await save(s.cookies, contacts());
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await account(master)).supplyEntrCd).toBe(s.supplyEntrCd);
    expect((await history(master)).totalCnt).toBe(1);
    for (const [url, body] of [
      ['/api/setting/account', contacts({ chgNm: '마스터' })],
      ['/api/setting/account/bank', { bankCd: '004', accountNm: '테스트', accountNo: '12345678' }],
      ['/api/setting/account/accountNoCheck', { bankCd: '004', accountNm: '테스트', accountNo: '12345678' }],
    ] as const) {
      const res = await t.call({ method: 'PUT', url, cookies: master, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
    }
    expect((await account(s.cookies)).chgNm).toBe('이서연');
  });

  it('answers 404 to a session without a company (an operator)', async () => {
    const admin = await operatorSession(t);
    expect((await t.call({ url: '/api/setting/account', cookies: admin })).statusCode).toBe(404);
    const seller = await makeSeller(t);
    expect((await t.call({ url: '/api/setting/account', cookies: (await signInWithSms(t, seller)).cookies })).statusCode).toBe(200);
  });
});
