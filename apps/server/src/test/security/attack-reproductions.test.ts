import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, makeSeller, signInWithSms, startLogin } from '@/test/factories.ts';
import { postMultipart } from '@/test/multipart.ts';
import { policyBody, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '@/test/test-app.ts';

/** The holes found by attacking the running product (issue 8), each as it was reproduced. */
describe('attack reproductions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  describe('an encoded path is judged as the route it reaches', () => {
    const variants = (p: string) => [
      p.replace('/api/', '/%61pi/'),
      p.replace('/api/', '/a%70i/'),
      p.replace('/api/', '/ap%69/'),
      p.replace('/api/', '/%61%70%69/'),
    ];

    it.each([
      '/api/admin/partnerJoin/list',
      '/api/admin/partnerJoin/1',
      '/api/admin/partnerJoin/1/file/1',
      '/api/admin/enterinquire/list',
      '/api/admin/enterinquire/1',
      '/api/admin/enterinquire/1/image',
      '/api/admin/goodsFlow/list',
    ])('asks %s for a session however it is spelled', async (plain) => {
      for (const url of [plain, ...variants(plain)]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().errorCode, url).toBe('SESSION_TIMEOUT_ERROR');
      }
    });

    it('refuses an encoded cross-site write (CSRF) like the plain one', async () => {
      for (const url of ['/api/login/logout', ...variants('/api/login/logout')]) {
        const res = await t.app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().errorCode, url).toBe('CSRF_REJECTED');
      }
    });
  });

  describe('a search-only (EC monitor) session is view-only on the server', () => {
    let monitor: Record<string, string>;
    let owner: Awaited<ReturnType<typeof sellerSession>>;
    beforeAll(async () => {
      owner = await sellerSession(t);
      const m = await makeSeller(t, { isEcMonitor: true, phones: [] }, { supplyEntrCd: owner.supplyEntrCd, supplyEntrNm: 'x' });
      const { cookies } = await startLogin(t, m.mgrId);
      monitor = cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies }));
    });

    it('reads the seller it watches', async () => {
      expect((await t.call({ url: '/api/setting/account', cookies: monitor })).statusCode).toBe(200);
    });

    it('refuses the settlement account change and every other write, and nothing changes', async () => {
      const before = (await t.call({ url: '/api/setting/account', cookies: owner.cookies })).json();
      const writes = [
        { method: 'PUT' as const, url: '/api/setting/account/bank', body: { bankCd: '088', accountNm: '(주)모던패션', accountNo: '99998888777' } },
        { method: 'POST' as const, url: '/api/delivery/policy', body: policyBody() },
        { method: 'POST' as const, url: '/api/delivery/deliveryLoc', body: siteBody() },
        { method: 'PUT' as const, url: '/api/setting/account', body: {} },
      ];
      for (const w of writes) {
        const res = await t.call({ ...w, cookies: monitor, lang: 'en' });
        expect(res.statusCode, w.url).toBe(403);
        expect(res.json(), w.url).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY', displayMessage: 'A search-only account can only view.' });
      }
      expect((await t.call({ url: '/api/setting/account', cookies: owner.cookies })).json()).toEqual(before);
      expect((await t.call({ url: '/api/delivery/policies', cookies: owner.cookies })).json().totalCnt).toBe(0);
      expect((await t.call({ url: '/api/delivery/deliveryLocs', cookies: owner.cookies })).json().totalCnt).toBe(0);
    });
  });

  describe('NUL and lone surrogates are refused where every request passes', () => {
    let seller: Record<string, string>;
    beforeAll(async () => {
      seller = (await sellerSession(t)).cookies;
    });
    const fieldOf = (res: { statusCode: number; json: () => { errorCode: string; fields?: { field: string }[] } }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_ERROR');
      return res.json().fields?.[0]?.field;
    };

    it('in a JSON body, a path parameter and a query', async () => {
      expect(fieldOf(await t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId: 'a\u0000b', password: 'xxxxxx' } }))).toBe('loginId');
      expect(fieldOf(await t.call({ url: '/api/delivery/deliveryLoc/%00', cookies: seller }))).toBe('deliveryLocCd');
      expect(fieldOf(await t.call({ url: '/api/delivery/policies?dlcstPlcyTitl=%00', cookies: seller }))).toBe('dlcstPlcyTitl');
      expect(fieldOf(await t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies: seller, body: siteBody({ deliveryLocZip: '\ud800' }) }))).toBe(
        'deliveryLocZip',
      );
      expect(fieldOf(await t.call({ method: 'POST', url: '/api/delivery/policy', cookies: seller, body: policyBody({ dlcstPlcyTitl: 'x\udc00y' }) }))).toBe(
        'dlcstPlcyTitl',
      );
    });

    it('in a multipart JSON part and an upload file name', async () => {
      const inquiry = {
        regGb: '1',
        entrNm: '모노\u0000하우스',
        chgNm: '한지민',
        chgEmail1: 'jimin',
        chgEmail2: 'monohouse.kr',
        chgPhone1: '010',
        chgPhone2: '2345',
        chgPhone3: '6789',
        reqContents: '문의',
        chgAgree: 'Y',
      };
      const url = '/api/customer/supply/createEnterinquire';
      expect(fieldOf(await postMultipart(t, url, { jsonName: 'enterinquire', json: inquiry }))).toBe('enterinquire.entrNm');
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const named = await postMultipart(t, url, {
        jsonName: 'enterinquire',
        json: { ...inquiry, entrNm: '모노하우스' },
        files: [{ filename: 'a\u0000.png', data: png }],
      });
      expect(fieldOf(named)).toBe('file');
    });

    it('still accepts every real character, emoji included', async () => {
      const res = await t.call({ method: 'POST', url: '/api/delivery/policy', cookies: seller, body: policyBody({ dlcstPlcyTitl: '기본 배송비 🚚' }) });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('the agreement step is enforced by the server', () => {
    it('answers only the necessary-info calls, sign-out and user info until the required agreements are saved', async () => {
      const spec = await makeSeller(t, {}, { agreements: 'N' });
      const { res, cookies } = await signInWithSms(t, spec);
      expect(res.json()).toMatchObject({ resultCode: 1, agreeYn: 'N' });
      const blocked = await t.call({ url: '/api/setting/account', cookies, lang: 'en' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ errorCode: 'AGREEMENT_REQUIRED', displayMessage: 'Please agree to the required terms first.' });
      expect((await t.call({ method: 'POST', url: '/api/delivery/policy', cookies, body: policyBody() })).json().errorCode).toBe('AGREEMENT_REQUIRED');
      expect((await t.call({ url: '/api/login/userInfo', cookies })).statusCode).toBe(200);
      expect((await t.call({ url: '/api/customer/supply/necessary-confirm-info', cookies })).statusCode).toBe(200);
      expect((await t.call({ url: '/api/customer/supply/supplyEntr', cookies })).statusCode).toBe(200);

      const saved = await t.call({
        method: 'POST',
        url: '/api/customer/supply/necessary-confirm-info',
        cookies,
        body: { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'N' },
      });
      expect(saved.json()).toBe(1);
      expect((await t.call({ url: '/api/setting/account', cookies })).statusCode).toBe(200);
    });

    it('lets an earlier session through once another session saved the agreements', async () => {
      const spec = await makeSeller(t, {}, { agreements: 'N' });
      const first = await signInWithSms(t, spec);
      await t.app.services.supply.saveAgreements({ supplyEntrCd: spec.company!.supplyEntrCd, flags: { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y' } });
      expect((await t.call({ url: '/api/setting/account', cookies: first.cookies })).statusCode).toBe(200);
    });
  });

  describe('low', () => {
    it('answers router errors with the error body', async () => {
      const bad = await t.call({ url: '/api/delivery/policy/%C0%AE', lang: 'en' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', error: 'Bad Request' });
      const long = await t.call({ url: `/api/delivery/policy/${'A'.repeat(101)}` });
      expect(long.statusCode).toBe(404);
      expect(long.json().errorCode).toBe('NOT_FOUND');
    });

    it('refuses an id beyond the database integer range and an unreadable multipart body (found by the fuzzing)', async () => {
      const far = await t.call({ url: '/api/faq/detail/2147483648' });
      expect(far.statusCode).toBe(400);
      expect(far.json().fields[0].field).toBe('seq');
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/customer/supply/createEnterinquire',
        headers: { 'x-requested-with': 'XMLHttpRequest', origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data; name="enterinquire"\r\n\r\n{"regGb"',
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.json().fields[0].messageKey).toBe('file.msg.multipart');
      const noBoundary = await t.app.inject({
        method: 'POST',
        url: '/api/customer/supply/createPartnerJoin',
        headers: { 'x-requested-with': 'XMLHttpRequest', origin: TEST_ORIGIN, 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect(noBoundary.statusCode).toBe(400);
    });

    it('refuses a write with X-Requested-With but neither Origin nor Sec-Fetch-Site same-origin', async () => {
      const bare = await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(bare.statusCode).toBe(403);
      expect(bare.json().errorCode).toBe('CSRF_REJECTED');
      const nullOrigin = await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'null' } });
      expect(nullOrigin.json().errorCode).toBe('CSRF_REJECTED');
      const fetchMeta = await t.app.inject({
        method: 'POST',
        url: '/api/login/logout',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' },
      });
      expect(fetchMeta.statusCode).toBe(200);
      const own = await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: { 'x-requested-with': 'XMLHttpRequest', origin: TEST_ORIGIN } });
      expect(own.statusCode).toBe(200);
    });

    it('caps the multipart JSON part at 64 KB when it is sent as a text field too', async () => {
      const big = {
        regGb: '1',
        entrNm: '모노하우스',
        chgNm: '한지민',
        chgEmail1: 'jimin',
        chgEmail2: 'monohouse.kr',
        chgPhone1: '010',
        chgPhone2: '2345',
        chgPhone3: '6789',
        reqContents: 'x'.repeat(900 * 1024),
        chgAgree: 'Y',
      };
      for (const jsonAsBlob of [false, true]) {
        const res = await postMultipart(t, '/api/customer/supply/createEnterinquire', { jsonName: 'enterinquire', json: big, jsonAsBlob });
        expect(res.statusCode, `blob ${jsonAsBlob}`).toBe(400);
        expect(res.json().fields[0].field).toBe('enterinquire');
      }
    });
  });
});

describe('the web app root and the API docs by profile', () => {
  const prodEnv = {
    APP_PROFILE: 'prod',
    DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
    PUBLIC_ORIGIN: TEST_ORIGIN,
    SMS_API_URL: 'http://127.0.0.1:9/sms',
    SMS_API_KEY: 'unused',
    SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-prod',
    MALL_API_KEY: 'a-test-mall-key-that-is-long-enough-for-prod',
  };

  it('serves the app at /front/, where / redirects', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'po-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Partner Office</title>');
    const t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const res = await t.app.inject({ url: '/front/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Partner Office');
      expect((await t.app.inject({ url: '/front/login' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });

  it('keeps /api/docs behind a session in prod unless configured public', async () => {
    const closed = await createTestApp({ env: prodEnv });
    try {
      expect((await closed.app.inject({ url: '/api/docs/json' })).statusCode).toBe(401);
    } finally {
      await closed.close();
    }
    const open = await createTestApp({ env: { ...prodEnv, API_DOCS_PUBLIC: 'true' } });
    try {
      expect((await open.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
