import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, makeSeller, phoneIds, randomMobile, sendToPhoneUrl, sendUrl, sessionCookie, startLogin } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('authentication phones at sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const parts = (p: string) => ({ phone1: p.slice(0, 3), phone2: p.slice(3, 7), phone3: p.slice(7) });

  it('lists the account’s phones masked, each with an opaque id and never the number', async () => {
    const s = await makeSeller(t, { phones: ['01012345678'] });
    const { cookies } = await startLogin(t, s.mgrId);
    const res = await t.call({ url: '/api/customer/supply/authPhoneNos', cookies });
    expect(res.json()).toEqual([{ phoneId: expect.stringMatching(/^[\w-]{22}$/), dpSphone: '010-****-5678' }]);
    expect(res.body).not.toContain('1234');
  });

  it('gives each pending session its own ids: another session’s id finds no phone', async () => {
    const s = await makeSeller(t);
    const a = await startLogin(t, s.mgrId);
    const b = await startLogin(t, s.mgrId);
    const [idA] = await phoneIds(t, a.cookies);
    const [idB] = await phoneIds(t, b.cookies);
    expect(idA).not.toBe(idB);
    expect((await t.call({ url: sendToPhoneUrl(idA!, '20261120110010'), cookies: b.cookies })).statusCode).toBe(404);
    const other = await makeSeller(t);
    const [otherId] = await phoneIds(t, (await startLogin(t, other.mgrId)).cookies);
    expect((await t.call({ url: sendToPhoneUrl(otherId!, '20261120110011'), cookies: a.cookies })).json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await t.call({ url: sendToPhoneUrl(idA!, '20261120110012'), cookies: a.cookies })).statusCode).toBe(200);
  });

  it('lets an account without a phone add one with its SMS code, which completes the sign-in', async () => {
    const s = await makeSeller(t, { phones: [] });
    const login = await startLogin(t, s.mgrId);
    expect(login.res.json().authPhoneNoExistsYn).toBe('N');
    const phone = randomMobile();
    const sent = (await t.call({ url: sendUrl(phone, '20261120110000'), cookies: login.cookies })).json();
    const wrong = await t.call({
      method: 'POST',
      url: '/api/customer/supply/authPhoneNo',
      cookies: login.cookies,
      body: { ...parts(phone), authTime: '20261120110000', authNo: sent.authNo === '123456' ? '654321' : '123456' },
    });
    expect(wrong.json()).toMatchObject({ resultCode: 3, sellFeeRateConfirmYn: 'N' });
    expect(wrong.cookies.find((c) => c.name === 'PO_SESSION')).toBeUndefined();
    const saved = await t.call({
      method: 'POST',
      url: '/api/customer/supply/authPhoneNo',
      cookies: login.cookies,
      body: { ...parts(phone), authTime: '20261120110000', authNo: sent.authNo },
    });
    expect(saved.json()).toMatchObject({ resultCode: 1, mgrId: s.mgrId, sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'Y' });
    // The code proved the new phone, which is the second factor: the session is active under a new id, and
    // the pending one is gone (no second password, no second SMS).
    const active = sessionCookie(cookiesOf(saved));
    expect((await t.call({ url: '/api/login/userInfo', cookies: active })).json()).toMatchObject({ mgrId: s.mgrId });
    expect((await t.call({ url: '/api/login/userInfo', cookies: login.cookies })).statusCode).toBe(401);
    expect((await t.app.services.supply.listAuthPhones(s.mgrId)).map((p) => p.sphone)).toEqual([phone]);
    // The code is used up: saving it again (with the old pending cookie) finds no session.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/customer/supply/authPhoneNo',
          cookies: login.cookies,
          body: { ...parts(phone), authTime: '20261120110000', authNo: sent.authNo },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('does not let an account with phones send to a number', async () => {
    const s = await makeSeller(t);
    const { cookies } = await startLogin(t, s.mgrId);
    expect((await t.call({ url: sendUrl(randomMobile(), '20261120110002'), cookies })).statusCode).toBe(404);
  });

  it('answers reply 5 when the proven number was registered meanwhile', async () => {
    const s = await makeSeller(t, { phones: [] });
    const { cookies } = await startLogin(t, s.mgrId);
    const phone = randomMobile();
    const sent = (await t.call({ url: sendUrl(phone, '20261120110003'), cookies })).json();
    await t.app.services.supply.addAuthPhone({ mgrId: s.mgrId, supplyEntrCd: s.company!.supplyEntrCd, sphone: phone });
    const res = await t.call({
      method: 'POST',
      url: '/api/customer/supply/authPhoneNo',
      cookies,
      body: { ...parts(phone), authTime: '20261120110003', authNo: sent.authNo },
    });
    expect(res.json().resultCode).toBe(5);
  });

  it('keeps at most 20 phones per account', async () => {
    const s = await makeSeller(t, { phones: [] });
    for (let i = 0; i < 20; i++)
      expect(await t.app.services.supply.addAuthPhone({ mgrId: s.mgrId, supplyEntrCd: null, sphone: `0101000${String(i).padStart(4, '0')}` })).toBe('added');
    expect(await t.app.services.supply.addAuthPhone({ mgrId: s.mgrId, supplyEntrCd: null, sphone: '01099990000' })).toBe('full');
    expect(await t.app.services.supply.addAuthPhone({ mgrId: s.mgrId, supplyEntrCd: null, sphone: '01010000001' })).toBe('duplicate');
  });
});
