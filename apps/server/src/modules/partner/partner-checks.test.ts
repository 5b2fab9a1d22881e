import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller, randomMobile } from '@/test/factories.ts';
import { applyDomestic, nextAuthTime, randomBizNo, signupCheckUrl, signupSendUrl } from '@/test/partner-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const parts = (p: string) => ({ phone1: p.slice(0, 3), phone2: p.slice(3, 7), phone3: p.slice(7) });

describe('sign-up checks (spec access §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('counts accounts and pending applications holding an id (0 = available) and refuses a malformed one', async () => {
    expect((await t.call({ url: '/api/customer/supply/supplyEntr/mgrId/free_id_123' })).json()).toBe(0);
    const seller = await makeSeller(t);
    expect((await t.call({ url: `/api/customer/supply/supplyEntr/mgrId/${seller.mgrId}` })).json()).toBe(1);
    const { json } = await applyDomestic(t);
    expect((await t.call({ url: `/api/customer/supply/supplyEntr/mgrId/${json.mgrId}` })).json()).toBe(1);
    for (const [id, key] of [
      ['abc', 'mgrId.msg.short'],
      ['a'.repeat(17), 'mgrId.msg.long'],
      ['bad-id!!', 'mgrId.msg.chars'],
    ]) {
      const res = await t.call({ url: `/api/customer/supply/supplyEntr/mgrId/${encodeURIComponent(id ?? '')}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: 'mgrId', messageKey: key }]);
    }
  });

  it('checks a business number: 000 usable, 101 length, 102 check digit, 201 registered (seller or pending)', async () => {
    const check = async (bizNo: string) =>
      (await t.call({ url: `/api/customer/supply/bizNo/${bizNo}`, lang: 'en' })).json<{ resultCode: string; resultMsg: string }>();
    const free = randomBizNo();
    expect(await check(free)).toEqual({ resultCode: '000', resultMsg: 'This business number can apply.' });
    expect((await check('12345')).resultCode).toBe('101');
    expect((await check(`${free.slice(0, 9)}${(Number(free[9]) + 1) % 10}`)).resultCode).toBe('102');
    const seller = await makeSeller(t, {}, { bizNo: randomBizNo() });
    expect((await check(seller.company?.bizNo ?? '')).resultCode).toBe('201');
    const { json } = await applyDomestic(t);
    expect((await check(json.bizNo)).resultCode).toBe('201');
  });

  it('checks a domestic account through the bank driver: 000 when the company or representative holds it', async () => {
    const body = { bankCd: '004', accountNm: '(주)뉴브랜드', accountNo: '12345678901', supplyEntrNm: '주식회사 뉴브랜드', ownerNm: '김대표' };
    const put = (b: Record<string, unknown>) => t.call({ method: 'PUT', url: '/api/customer/supply/accountNoCheck', body: b });
    expect((await put(body)).json()).toEqual({ resultCode: '000', resultMsg: '계좌 확인이 완료되었습니다.' });
    expect((await put({ ...body, accountNm: '김대표' })).json().resultCode).toBe('000');
    expect((await put({ ...body, accountNm: '홍길동' })).json().resultCode).toBe('201');
    expect((await put({ ...body, accountNo: '00000000' })).json().resultCode).toBe('102');
    expect((await put({ ...body, bankCd: '200' })).json().fields).toEqual([{ field: 'bankCd', messageKey: 'account.msg.overseasNoCheck' }]);
    expect((await put({ ...body, bankCd: '054' })).json().fields).toEqual([{ field: 'bankCd', messageKey: 'account.msg.foreignBranch' }]);
    expect((await put({ ...body, accountNo: '1234' })).json().fields).toEqual([{ field: 'accountNo', messageKey: 'account.msg.accountNoLength' }]);
  });

  it('sends a sign-up code to a mobile (echoed in the test profile) and checks it: 4 wrong, then 1', async () => {
    const phone = parts(randomMobile());
    const authTime = nextAuthTime();
    const sent = await t.call({ url: signupSendUrl(phone, authTime) });
    expect(sent.json()).toMatchObject({ resultCode: 1, authNo: expect.stringMatching(/^\d{6}$/) });
    const code = sent.json().authNo as string;
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await t.call({ url: signupCheckUrl(phone, authTime, wrong) })).json().resultCode).toBe(4);
    expect((await t.call({ url: signupCheckUrl(phone, authTime, code) })).json()).toEqual({ resultCode: 1, resultMsg: '휴대폰 인증이 완료되었습니다.' });
  });

  it('binds the code to the phone and authTime: another phone or time finds nothing (3)', async () => {
    const phone = parts(randomMobile());
    const authTime = nextAuthTime();
    const code = (await t.call({ url: signupSendUrl(phone, authTime) })).json().authNo as string;
    expect((await t.call({ url: signupCheckUrl(parts(randomMobile()), authTime, code) })).json().resultCode).toBe(3);
    expect((await t.call({ url: signupCheckUrl(phone, nextAuthTime(), code) })).json().resultCode).toBe(3);
  });

  it('expires a code after 180 s and stops after 5 wrong checks (2)', async () => {
    const phone = parts(randomMobile());
    const authTime = nextAuthTime();
    const code = (await t.call({ url: signupSendUrl(phone, authTime) })).json().authNo as string;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await t.call({ url: signupCheckUrl(phone, authTime, wrong) })).json().resultCode).toBe(4);
    expect((await t.call({ url: signupCheckUrl(phone, authTime, code) })).json().resultCode).toBe(2);
    const later = nextAuthTime();
    const fresh = (await t.call({ url: signupSendUrl(phone, later, 'U') })).json().authNo as string;
    t.clock.advanceSeconds(181);
    expect((await t.call({ url: signupCheckUrl(phone, later, fresh) })).json().resultCode).toBe(3);
  });

  it('sends only to mobile prefixes and at most 5 codes per phone per hour', async () => {
    expect((await t.call({ url: signupSendUrl({ phone1: '02', phone2: '1234', phone3: '5678' }, nextAuthTime()) })).json().fields).toEqual([
      { field: 'phone1', messageKey: 'phone.msg.prefix' },
    ]);
    const phone = parts(randomMobile());
    for (let i = 0; i < 5; i++) expect((await t.call({ url: signupSendUrl(phone, nextAuthTime()) })).statusCode).toBe(200);
    const sixth = await t.call({ url: signupSendUrl(phone, nextAuthTime()) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('answers whether the caller is on the task allowed-IP list (P115)', async () => {
    const ask = (remoteAddress: string, code = 'P115') => t.app.inject({ url: `/api/customer/supply/getTaskAllowIpCheck/${code}`, remoteAddress });
    expect((await ask('10.9.9.9')).json()).toBe(false);
    await t.app.services.codes.addCodes([{ groupCd: 'P115', code: '10.9.9.9', codeNm: 'test', codeNmEn: 'test', attrC1: null, sortOrder: 9 }]);
    expect((await ask('10.9.9.9')).json()).toBe(true);
    expect((await ask('10.9.9.8')).json()).toBe(false);
    expect((await ask('10.9.9.9', 'G098')).statusCode).toBe(400);
    // The list itself is never public: the code call does not serve P115.
    expect((await t.call({ url: '/api/customer/supply/code/groupCd/P115' })).statusCode).toBe(404);
  });
});

describe('sign-up checks are throttled per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the limit, per call, so ids and business numbers cannot be enumerated', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.call({ url: `/api/customer/supply/bizNo/${randomBizNo()}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 3; i++) expect((await t.call({ url: `/api/customer/supply/supplyEntr/mgrId/someid_${i}` })).statusCode).toBe(200);
    const over = await t.call({ url: '/api/customer/supply/supplyEntr/mgrId/someid_9' });
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});
