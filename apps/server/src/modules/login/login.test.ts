import { COOKIE, formatBusinessNumber } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, makeSeller, phoneIds, sendToPhoneUrl, sendUrl, signInWithSms, startLogin, TEST_PASSWORD } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const passwdCheck = (loginId: string, password: string) => t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId, password } });

  describe('POST /login/passwdCheck', () => {
    it('answers the status of a known account', async () => {
      const s = await makeSeller(t);
      expect((await passwdCheck(s.mgrId, TEST_PASSWORD)).json()).toEqual({ existenceYn: 'Y', inactiveYn: 'N', expYn: 'N', initYn: 'N' });
    });

    it('answers a wrong password exactly like a missing account', async () => {
      const s = await makeSeller(t);
      const wrong = (await passwdCheck(s.mgrId, 'Wrong#Pass9')).json();
      const missing = (await passwdCheck('nobody_here', 'Wrong#Pass9')).json();
      expect(wrong).toEqual(missing);
      expect(wrong.existenceYn).toBe('N');
    });

    it('flags an expired and an initial password', async () => {
      const old = await makeSeller(t, { passwdChangedAt: new Date(t.clock.now().getTime() - 91 * 86_400_000) });
      expect((await passwdCheck(old.mgrId, TEST_PASSWORD)).json().expYn).toBe('Y');
      const init = await makeSeller(t, { passwdInitial: true });
      expect((await passwdCheck(init.mgrId, TEST_PASSWORD)).json().initYn).toBe('Y');
    });

    it('rejects a too-short id with the spec key', async () => {
      const res = await passwdCheck('ab', 'whatever');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: 'loginId', messageKey: 'login.msg.id' }]);
    });

    it('locks an id after 5 failures in 15 minutes, even for the right password', async () => {
      const s = await makeSeller(t);
      for (let i = 0; i < 5; i++) await passwdCheck(s.mgrId, 'Wrong#Pass9');
      const locked = await passwdCheck(s.mgrId, TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().displayMessage).toContain('15');
      t.clock.advanceSeconds(15 * 60 + 1);
      expect((await passwdCheck(s.mgrId, TEST_PASSWORD)).json().existenceYn).toBe('Y');
    });
  });

  describe('POST /login/login and the pending session', () => {
    it('starts a pending session that a business route refuses', async () => {
      const s = await makeSeller(t);
      const { res, cookies } = await startLogin(t, s.mgrId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        login: true,
        isMasterLogin: 'N',
        entrStsYn: 'Y',
        entrStsCd: '30',
        authPhoneNoExistsYn: 'Y',
        loginNm: '테스트',
        roleCd: '30',
      });
      const cookie = res.cookies.find((c) => c.name === COOKIE.session);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const business = await t.call({ url: '/api/login/userInfo', cookies });
      expect(business.statusCode).toBe(401);
      expect(business.json().errorCode).toBe('SESSION_TIMEOUT_ERROR');
      expect((await t.call({ url: '/api/login/authPopupFlag', cookies })).json()).toBe('Y');
    });

    it('shows the status message for a seller that is not entered', async () => {
      const s = await makeSeller(t, {}, { entrStsCd: '99' });
      const body = (await startLogin(t, s.mgrId)).res.json();
      expect(body.entrStsYn).toBe('N');
      expect(body.resultMsg).toContain('99');
    });

    it('refuses to sign in with an initial password', async () => {
      const s = await makeSeller(t, { passwdInitial: true });
      expect((await startLogin(t, s.mgrId)).res.statusCode).toBe(403);
    });
  });

  describe('SMS second factor', () => {
    it('activates the session under a new id with the right code and sets the flag cookies', async () => {
      const s = await makeSeller(t);
      const { cookies: pending } = await startLogin(t, s.mgrId);
      const { res, cookies } = await signInWithSms(t, s);
      expect(res.json()).toMatchObject({ resultCode: 1, sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'Y' });
      expect(cookies[COOKIE.session]).not.toBe(pending[COOKIE.session]);
      const all = cookiesOf(res);
      expect(all[COOKIE.entrFlag]).toBe('C');
      expect(all[COOKIE.entrType]).toBe('N');
      expect(all[COOKIE.openMarketFlag]).toBe('N');
      expect((await t.call({ url: '/api/login/userInfo', cookies })).json()).toMatchObject({
        mgrId: s.mgrId,
        entrFlag: 'C',
        roles: ['30'],
        managerRole: ['40'],
      });
    });

    it('stores the code in the outbox, echoes it in the test profile, and refuses it twice', async () => {
      const s = await makeSeller(t);
      const { cookies } = await startLogin(t, s.mgrId);
      const [phoneId] = await phoneIds(t, cookies);
      const sent = (await t.call({ url: sendToPhoneUrl(phoneId!, '20261120100001'), cookies })).json();
      expect(sent.authNo).toMatch(/^\d{6}$/);
      const check = (c: Record<string, string>) =>
        t.call({ url: `/api/customer/supply/authPhoneNo/certificationCheck/authTime/20261120100001/authNo/${sent.authNo}`, cookies: c });
      const first = await check(cookies);
      expect(first.json().resultCode).toBe(1);
      // The old pending cookie is revoked; the new active one cannot replay the code either.
      expect((await check(cookies)).statusCode).toBe(401);
    });

    it('refuses a right code after 180 seconds', async () => {
      const s = await makeSeller(t);
      const { cookies } = await startLogin(t, s.mgrId);
      const [phoneId] = await phoneIds(t, cookies);
      const sent = (await t.call({ url: sendToPhoneUrl(phoneId!, '20261120100002'), cookies })).json();
      t.clock.advanceSeconds(181);
      const res = await t.call({ url: `/api/customer/supply/authPhoneNo/certificationCheck/authTime/20261120100002/authNo/${sent.authNo}`, cookies });
      expect(res.json().resultCode).toBe(3);
    });

    it('fails the 6th check even with the right code', async () => {
      const s = await makeSeller(t);
      const { cookies } = await startLogin(t, s.mgrId);
      const [phoneId] = await phoneIds(t, cookies);
      const sent = (await t.call({ url: sendToPhoneUrl(phoneId!, '20261120100003'), cookies })).json();
      const wrong = sent.authNo === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const r = await t.call({ url: `/api/customer/supply/authPhoneNo/certificationCheck/authTime/20261120100003/authNo/${wrong}`, cookies });
        expect(r.json().resultCode).toBe(4);
      }
      const sixth = await t.call({ url: `/api/customer/supply/authPhoneNo/certificationCheck/authTime/20261120100003/authNo/${sent.authNo}`, cookies });
      expect(sixth.json().resultCode).toBe(2);
    });

    it('binds the code to the session that asked for it', async () => {
      const s = await makeSeller(t);
      const a = await startLogin(t, s.mgrId);
      const [phoneId] = await phoneIds(t, a.cookies);
      const sent = (await t.call({ url: sendToPhoneUrl(phoneId!, '20261120100004'), cookies: a.cookies })).json();
      const b = await startLogin(t, s.mgrId);
      const res = await t.call({
        url: `/api/customer/supply/authPhoneNo/certificationCheck/authTime/20261120100004/authNo/${sent.authNo}`,
        cookies: b.cookies,
      });
      expect(res.json().resultCode).toBe(3);
    });

    it('refuses a number to an account with phones, its own number included (no oracle of which are registered)', async () => {
      const s = await makeSeller(t);
      const { cookies } = await startLogin(t, s.mgrId);
      expect((await t.call({ url: sendUrl('01099998888', '20261120100005'), cookies })).statusCode).toBe(404);
      expect((await t.call({ url: sendUrl(s.phones![0]!, '20261120100005'), cookies })).statusCode).toBe(404);
    });

    it('allows at most 5 sends per phone per hour', async () => {
      const s = await makeSeller(t);
      const { cookies } = await startLogin(t, s.mgrId);
      const [phoneId] = await phoneIds(t, cookies);
      for (let i = 0; i < 5; i++) expect((await t.call({ url: sendToPhoneUrl(phoneId!, `2026112010010${i}`, i ? 'U' : 'I'), cookies })).statusCode).toBe(200);
      expect((await t.call({ url: sendToPhoneUrl(phoneId!, '20261120100109', 'U'), cookies })).statusCode).toBe(429);
    });
  });

  describe('other ways in, decided by the server', () => {
    it('refuses foreignLogin for an account that needs SMS', async () => {
      const s = await makeSeller(t);
      const { cookies } = await startLogin(t, s.mgrId);
      expect((await t.call({ method: 'POST', url: '/api/login/foreignLogin', cookies })).statusCode).toBe(403);
    });

    it('lets an account without the SMS requirement in through foreignLogin', async () => {
      const s = await makeSeller(t, { smsAuthRequired: false });
      const { cookies } = await startLogin(t, s.mgrId);
      expect((await t.call({ url: '/api/login/authPopupFlag', cookies })).json()).toBe('N');
      const res = await t.call({ method: 'POST', url: '/api/login/foreignLogin', cookies });
      expect(res.statusCode).toBe(200);
      expect((await t.call({ url: '/api/login/userInfo', cookies: cookiesOf(res) })).statusCode).toBe(200);
    });

    it('lets a global seller in through monitorLogin, and refuses a domestic one', async () => {
      const g = await makeSeller(t, { phones: [] }, { entrType: 'G', bizGb: 'F' });
      const gl = await startLogin(t, g.mgrId);
      expect((await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: gl.cookies })).statusCode).toBe(200);
      const d = await makeSeller(t);
      const dl = await startLogin(t, d.mgrId);
      expect((await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: dl.cookies })).statusCode).toBe(403);
    });

    it('lets a master in only from an allowed IP', async () => {
      const m = await makeSeller(t, { isMaster: true, roleCd: 'admin', phones: [] }, null);
      const { cookies } = await startLogin(t, m.mgrId);
      const fromElsewhere = await t.call({ method: 'POST', url: '/api/login/masterLogin', cookies, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(fromElsewhere.statusCode).toBe(200); // inject comes from 127.0.0.1 (allowed); proxies are not trusted
      const strict = await createTestApp({ env: { MASTER_ALLOWED_IPS: '198.51.100.1' } });
      try {
        const m2 = await makeSeller(strict, { isMaster: true, roleCd: 'admin', phones: [] }, null);
        const l2 = await startLogin(strict, m2.mgrId);
        expect((await strict.call({ method: 'POST', url: '/api/login/masterLogin', cookies: l2.cookies })).statusCode).toBe(403);
      } finally {
        await strict.close();
      }
    });
  });

  describe('master sessions', () => {
    async function masterSession() {
      const m = await makeSeller(t, { isMaster: true, roleCd: 'admin', phones: [] }, null);
      const { cookies } = await startLogin(t, m.mgrId);
      const res = await t.call({ method: 'POST', url: '/api/login/masterLogin', cookies });
      return cookiesOf(res);
    }

    it('searches sellers with the option/term pair rules and the status filter', async () => {
      const cookies = await masterSession();
      const seller = await makeSeller(t, {}, { supplyEntrNm: '검색용상사' });
      const found = await t.call({
        method: 'POST',
        url: '/api/login/supplyEntrs',
        cookies,
        body: { searchOption: 'supplyEntrNm', searchOptionNm: '검색용', entrStsCd: '30' },
      });
      expect(found.json().list.map((r: { supplyEntrCd: string }) => r.supplyEntrCd)).toContain(seller.company!.supplyEntrCd);
      const printed = formatBusinessNumber((await t.app.services.supply.findSupplyEntr(seller.company!.supplyEntrCd))!.bizNo);
      const byDashed = await t.call({ method: 'POST', url: '/api/login/supplyEntrs', cookies, body: { searchOption: 'bizNo', searchOptionNm: printed } });
      expect(byDashed.json().list.map((r: { supplyEntrCd: string }) => r.supplyEntrCd)).toContain(seller.company!.supplyEntrCd);
      const noOption = await t.call({ method: 'POST', url: '/api/login/supplyEntrs', cookies, body: { searchOptionNm: 'x' } });
      expect(noOption.json().fields[0].messageKey).toBe('navGrid.msg.msg1');
      const noTerm = await t.call({ method: 'POST', url: '/api/login/supplyEntrs', cookies, body: { searchOption: 'bizNo' } });
      expect(noTerm.json().fields[0].messageKey).toBe('navGrid.msg.msg2');
    });

    it('chooses a seller, then every write is refused with MASTER_VIEW_ONLY', async () => {
      const cookies = await masterSession();
      const seller = await makeSeller(t, {}, { agreements: 'N' });
      const chosen = await t.call({ method: 'POST', url: '/api/login/adminLogin', cookies, body: { supplyEntrCd: seller.company!.supplyEntrCd } });
      expect(chosen.json()).toEqual({ loginNm: '테스트', supplyEntrCd: seller.company!.supplyEntrCd });
      expect(cookiesOf(chosen)[COOKIE.supplyEntrCd]).toBe(seller.company!.supplyEntrCd);
      const info = await t.call({ url: '/api/login/userInfo', cookies });
      expect(info.json()).toMatchObject({ entrFlag: 'A', isMasterLogin: 'Y', supplyEntrCd: seller.company!.supplyEntrCd, roles: ['admin'] });
      const write = await t.call({
        method: 'POST',
        url: '/api/customer/supply/necessary-confirm-info',
        cookies,
        lang: 'en',
        body: { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y' },
      });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY', displayMessage: 'A master account can only view.' });
    });

    it('refuses the supplier search to a seller', async () => {
      const s = await makeSeller(t);
      const { cookies } = await signInWithSms(t, s);
      expect((await t.call({ method: 'POST', url: '/api/login/supplyEntrs', cookies, body: {} })).statusCode).toBe(403);
    });
  });

  describe('logout', () => {
    it('revokes the session', async () => {
      const s = await makeSeller(t);
      const { cookies } = await signInWithSms(t, s);
      await t.call({ method: 'POST', url: '/api/login/logout', cookies });
      expect((await t.call({ url: '/api/login/userInfo', cookies })).statusCode).toBe(401);
    });
  });
});
