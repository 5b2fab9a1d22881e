import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, makeSeller, phoneIds, randomMobile, sendToPhoneUrl, sendUrl, sessionCookie, startLogin } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const parts = (p: string) => ({ phone1: p.slice(0, 3), phone2: p.slice(3, 7), phone3: p.slice(7) });
const checkUrl = (authTime: string, authNo: string) => `/api/customer/supply/authPhoneNo/certificationCheck/authTime/${authTime}/authNo/${authNo}`;

/** Where the sign-in SMS may go, and what a sign-in step may do to a session (issue 8, holes 5 and 8). */
describe('sign-in SMS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  describe('an account without a phone (the add-phone step)', () => {
    it('sends to the first number it asks for, again on resend, and to no other number in that sign-in', async () => {
      const s = await makeSeller(t, { phones: [] });
      const { cookies } = await startLogin(t, s.mgrId);
      const first = randomMobile();
      expect((await t.call({ url: sendUrl(first, '20261120130000'), cookies })).statusCode).toBe(200);
      expect((await t.call({ url: sendUrl(first, '20261120130001', 'U'), cookies })).statusCode).toBe(200);
      const other = await t.call({ url: sendUrl(randomMobile(), '20261120130002'), cookies, lang: 'en' });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({
        errorCode: 'CONFLICT',
        displayMessage: 'Codes can only go to the number you first asked for. To register another number, sign in again.',
      });
      // A new sign-in is a new pending session: it may choose again.
      const again = await startLogin(t, s.mgrId);
      expect((await t.call({ url: sendUrl(randomMobile(), '20261120130003'), cookies: again.cookies })).statusCode).toBe(200);
    });

    it('lets only one of simultaneous sends to different numbers through', async () => {
      const s = await makeSeller(t, { phones: [] });
      const { cookies } = await startLogin(t, s.mgrId);
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => t.call({ url: sendUrl(randomMobile(), `2026112013010${i}`), cookies })));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    });
  });

  describe('accounts that sign in without an SMS step', () => {
    const noSmsAccounts = {
      master: () => makeSeller(t, { isMaster: true, roleCd: 'admin', phones: [] }, null),
      monitor: () => makeSeller(t, { isEcMonitor: true, phones: [] }),
      global: () => makeSeller(t, { phones: [] }, { entrType: 'G', bizGb: 'F' }),
      foreign: () => makeSeller(t, { smsAuthRequired: false }),
    };

    for (const [kind, make] of Object.entries(noSmsAccounts)) {
      it(`send no code at all: ${kind}`, async () => {
        const s = await make();
        const { cookies } = await startLogin(t, s.mgrId);
        const byNumber = await t.call({ url: sendUrl(randomMobile(), '20261120140000'), cookies });
        expect(byNumber.statusCode).toBe(403);
        expect(byNumber.json().displayMessage).toBe('이 계정은 휴대폰 인증을 하지 않습니다.');
        for (const phoneId of await phoneIds(t, cookies))
          expect((await t.call({ url: sendToPhoneUrl(phoneId, '20261120140001'), cookies })).statusCode).toBe(403);
      });
    }
  });

  describe('a signed-in session', () => {
    async function signedIn() {
      const s = await makeSeller(t);
      const { cookies: pending } = await startLogin(t, s.mgrId);
      const [phoneId] = await phoneIds(t, pending);
      const sent = (await t.call({ url: sendToPhoneUrl(phoneId!, '20261120150000'), cookies: pending })).json<{ authNo: string }>();
      const ok = await t.call({ url: checkUrl('20261120150000', sent.authNo), cookies: pending });
      expect(ok.json().resultCode).toBe(1);
      return { s, phoneId: phoneId!, authNo: sent.authNo, cookies: sessionCookie(cookiesOf(ok)) };
    }
    const stillSignedIn = async (cookies: Record<string, string>) => (await t.call({ url: '/api/login/userInfo', cookies })).statusCode === 200;

    it('is not signed out by a check of a used code: it is answered 409 and stays', async () => {
      const { authNo, cookies } = await signedIn();
      const replay = await t.call({ url: checkUrl('20261120150000', authNo), cookies });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ errorCode: 'CONFLICT', displayMessage: '이미 로그인되어 있습니다.' });
      expect(replay.cookies).toEqual([]);
      expect(await stillSignedIn(cookies)).toBe(true);
    });

    it('sends no sign-in code and adds no phone through the sign-in steps (settings adds phones, with the password)', async () => {
      const { cookies } = await signedIn();
      expect((await t.call({ url: sendUrl(randomMobile(), '20261120150001'), cookies })).statusCode).toBe(409);
      // A settings code (sent without the password) cannot add its phone through the sign-in popup's call.
      const phone = randomMobile();
      const sent = await t.call({
        method: 'POST',
        url: '/api/setting/authPhoneNo/certification',
        cookies,
        body: { ...parts(phone), authTime: '20261120150002', authGb: 'I' },
      });
      expect(sent.statusCode).toBe(200);
      const add = await t.call({
        method: 'POST',
        url: '/api/customer/supply/authPhoneNo',
        cookies,
        body: { ...parts(phone), authTime: '20261120150002', authNo: sent.json().authNo },
      });
      expect(add.statusCode).toBe(409);
      const list = (await t.call({ url: '/api/setting/authPhoneNos', cookies })).json<{ list: { sphone: string }[] }>();
      expect(list.list.map((p) => p.sphone)).not.toContain(phone);
      expect(await stillSignedIn(cookies)).toBe(true);
    });
  });
});
