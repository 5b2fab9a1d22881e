import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, makeSeller, phoneIds, randomMobile, sendToPhoneUrl, sendUrl, sessionCookie, signInWithSms, startLogin } from '@/test/factories.ts';
import { signupSendUrl } from '@/test/partner-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { smsVerifications } from './sms.tables.ts';

const parts = (p: string) => ({ phone1: p.slice(0, 3), phone2: p.slice(3, 7), phone3: p.slice(7) });
const checkUrl = (authTime: string, authNo: string) => `/api/customer/supply/authPhoneNo/certificationCheck/authTime/${authTime}/authNo/${authNo}`;
const rateLimits = { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' };

/**
 * Each purpose has its own 5 an hour per phone, so a sign-up does not use up the sign-in (issue 10); the
 * phone's cap of 10 across purposes and routes stays against flooding a number (issue 8, hole 5).
 */
describe('SMS budgets per phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: rateLimits });
  });
  afterAll(() => t.close());

  it('gives sign-up and sign-in their own budget, and caps the phone across every route', async () => {
    const phone = randomMobile();
    const owner = await makeSeller(t, { phones: [phone] });
    const signIn = await startLogin(t, owner.mgrId);
    const [phoneId] = await phoneIds(t, signIn.cookies);
    const adding = await startLogin(t, (await makeSeller(t, { phones: [] })).mgrId);
    const { cookies: settings } = await signInWithSms(t, await makeSeller(t));
    let second = 0;
    const time = () => `2026112016${String(second++).padStart(4, '0')}`;
    const sends = {
      signIn: () => t.call({ url: sendToPhoneUrl(phoneId!, time()), cookies: signIn.cookies }),
      addPhone: () => t.call({ url: sendUrl(phone, time()), cookies: adding.cookies }),
      signUp: () => t.call({ url: signupSendUrl(parts(phone), time()) }),
      settings: () =>
        t.call({ method: 'POST', url: '/api/setting/authPhoneNo/certification', cookies: settings, body: { ...parts(phone), authTime: time(), authGb: 'I' } }),
    };
    const expectRefused = async (send: () => ReturnType<TestApp['call']>) => {
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    };

    for (let i = 0; i < 5; i++) expect((await sends.signUp()).statusCode).toBe(200);
    await expectRefused(sends.signUp);
    // The applicant who used up sign-up's budget still signs in.
    for (let i = 0; i < 3; i++) expect((await sends.signIn()).statusCode).toBe(200);
    expect((await sends.addPhone()).statusCode).toBe(200);
    expect((await sends.settings()).statusCode).toBe(200);
    // 10 to this phone in the hour: every route is refused, whatever its own budget says.
    for (const send of Object.values(sends)) await expectRefused(send);

    t.clock.advanceSeconds(60 * 60 + 1);
    expect((await sends.signUp()).statusCode).toBe(200);
  });
});

/** A provider that fails answers 503 in the user's language, and its sends do not count (issue 8, hole 5). */
describe('SMS provider down', () => {
  let t: TestApp;
  let providerUp = false;
  const provider = http.createServer((req, res) => {
    req.resume();
    res.statusCode = providerUp ? 200 : 503;
    res.end();
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    t = await createTestApp({ env: { ...rateLimits, SMS_API_URL: `http://127.0.0.1:${port}/send`, SMS_API_KEY: 'test-key' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  const codesOf = async (phone: string) => (await t.db.q.select({ n: count() }).from(smsVerifications).where(eq(smsVerifications.phone, phone)))[0]?.n;

  it('answers SERVICE_UNAVAILABLE with its own message; failed sends leave no code and do not use up the cap', async () => {
    const phone = randomMobile();
    providerUp = false;
    for (let i = 0; i < 6; i++) {
      const lang = i % 2 ? 'en' : 'ko';
      const res = await t.call({ url: signupSendUrl(parts(phone), `2026112018000${i}`), lang });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        errorCode: 'SERVICE_UNAVAILABLE',
        displayMessage:
          lang === 'ko'
            ? '문자 발송 서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.'
            : 'Text messages cannot be sent right now. Please try again shortly.',
      });
    }
    expect(await codesOf(phone)).toBe(0);
    providerUp = true;
    for (let i = 0; i < 5; i++) expect((await t.call({ url: signupSendUrl(parts(phone), `2026112018010${i}`) })).statusCode).toBe(200);
    expect((await t.call({ url: signupSendUrl(parts(phone), '20261120180109') })).statusCode).toBe(429);
  });

  it('keeps the code already sent good when a resend fails', async () => {
    providerUp = true;
    const s = await makeSeller(t);
    const { cookies } = await startLogin(t, s.mgrId);
    const [phoneId] = await phoneIds(t, cookies);
    const sent = (await t.call({ url: sendToPhoneUrl(phoneId!, '20261120190000'), cookies })).json<{ authNo: string }>();
    providerUp = false;
    expect((await t.call({ url: sendToPhoneUrl(phoneId!, '20261120190001', 'U'), cookies })).statusCode).toBe(503);
    const ok = await t.call({ url: checkUrl('20261120190000', sent.authNo), cookies });
    expect(ok.json().resultCode).toBe(1);
    expect((await t.call({ url: '/api/login/userInfo', cookies: sessionCookie(cookiesOf(ok)) })).statusCode).toBe(200);
  });
});
