import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller, signInWithSms, startLogin, TEST_PASSWORD } from '@/test/factories.ts';
import { masterSessionFor, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('password change and contract from settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const userInfo = (cookies: Record<string, string>) => t.call({ url: '/api/login/userInfo', cookies }).then((r) => r.statusCode);
  const NEW = 'Blue#Ocean27';

  it('PUT /login/newPasswordChange from a signed-in session keeps it and ends the account’s other sessions', async () => {
    const s = await makeSeller(t);
    const other = (await signInWithSms(t, s)).cookies;
    const own = (await signInWithSms(t, s)).cookies;
    const res = await t.call({
      method: 'PUT',
      url: '/api/login/newPasswordChange',
      cookies: own,
      body: { mgrId: s.mgrId, passwd: TEST_PASSWORD, newPasswd: NEW, newPasswdChk: NEW },
    });
    expect(res.json()).toBe(1);
    expect(await userInfo(other)).toBe(401);
    expect(await userInfo(own)).toBe(200);
    expect((await startLogin(t, s.mgrId, NEW)).res.statusCode).toBe(200);
  });

  it('PUT /setting/changePassword changes the session’s own account the same way', async () => {
    const s = await makeSeller(t);
    const other = (await signInWithSms(t, s)).cookies;
    const own = (await signInWithSms(t, s)).cookies;
    const bad = await t.call({
      method: 'PUT',
      url: '/api/setting/changePassword',
      cookies: own,
      body: { passwd: TEST_PASSWORD, newPasswd: 'abc12', newPasswdChk: 'abc13' },
    });
    expect(bad.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'newPasswd', messageKey: 'password.rule.length' },
        { field: 'newPasswdChk', messageKey: 'password.rule.confirmMismatch' },
      ]),
    );
    expect(
      (
        await t.call({ method: 'PUT', url: '/api/setting/changePassword', cookies: own, body: { passwd: 'Wrong#Pass9', newPasswd: NEW, newPasswdChk: NEW } })
      ).json().fields,
    ).toEqual([{ field: 'passwd', messageKey: 'password.rule.currentWrong' }]);
    expect(await userInfo(other)).toBe(200);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/setting/changePassword',
          cookies: own,
          body: { passwd: TEST_PASSWORD, newPasswd: NEW, newPasswdChk: NEW, mgrId: 'someone_else' },
        })
      ).json(),
    ).toBe(1);
    expect(await userInfo(other)).toBe(401);
    expect(await userInfo(own)).toBe(200);
    expect((await startLogin(t, s.mgrId, TEST_PASSWORD)).res.statusCode).toBe(401);
  });

  it('refuses the settings password change to a master session', async () => {
    const s = await sellerSession(t);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    const res = await t.call({
      method: 'PUT',
      url: '/api/setting/changePassword',
      cookies: master,
      body: { passwd: TEST_PASSWORD, newPasswd: NEW, newPasswdChk: NEW },
    });
    expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
  });

  it('answers the contract: document versions, the seller’s agreement, and the contract year', async () => {
    const { cookies, supplyEntrCd } = await sellerSession(t);
    await t.call({
      method: 'POST',
      url: '/api/customer/supply/necessary-confirm-info',
      cookies,
      body: { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'N' },
    });
    const c = (await t.call({ url: '/api/setting/contract', cookies })).json();
    expect(c).toEqual({
      supplyEntrCd,
      supplyEntrNm: expect.any(String),
      ownerNm: '김대표',
      bizNoText: '124-81-00998',
      sellFeeRate: '12.50',
      settleDay: 20,
      sellFeeRateConfirmYn: 'Y',
      agreeYn: 'Y',
      agreeGenuineYn: 'N',
      grntSrvcAgrmYn: 'Y',
      agreedAt: t.clock.now().toISOString(),
      sellerTermsRevisedDt: '2024-09-26',
      guaranteeEffectiveDt: '2021-04-28',
      contractStrtDt: expect.stringMatching(/^2026-/),
      contractEndDt: '2026-12-31',
      renewCycle: 'YEARLY',
      refuseNoticeMonths: 1,
    });
    const master = await masterSessionFor(t, supplyEntrCd);
    expect((await t.call({ url: '/api/setting/contract', cookies: master })).json().supplyEntrCd).toBe(supplyEntrCd);
  });
});
