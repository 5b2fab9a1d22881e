import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller, signInWithSms, startLogin, TEST_PASSWORD } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const change = (body: Record<string, string>) => t.call({ method: 'PUT', url: '/api/login/newPasswordChange', body });

  it('changes the password, then only the new one signs in', async () => {
    const s = await makeSeller(t);
    const res = await change({ mgrId: s.mgrId, passwd: TEST_PASSWORD, newPasswd: 'Blue#Ocean27', newPasswdChk: 'Blue#Ocean27' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(1);
    expect((await startLogin(t, s.mgrId, TEST_PASSWORD)).res.statusCode).toBe(401);
    expect((await startLogin(t, s.mgrId, 'Blue#Ocean27')).res.statusCode).toBe(200);
  });

  it('lists every broken rule with its field and key', async () => {
    const s = await makeSeller(t);
    const res = await change({ mgrId: s.mgrId, passwd: TEST_PASSWORD, newPasswd: 'abc12', newPasswdChk: 'abc13' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as { field: string; messageKey: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'newPasswd', messageKey: 'password.rule.length' },
        { field: 'newPasswdChk', messageKey: 'password.rule.confirmMismatch' },
      ]),
    );
  });

  it('refuses a new password that contains the id', async () => {
    const s = await makeSeller(t);
    const res = await change({ mgrId: s.mgrId, passwd: TEST_PASSWORD, newPasswd: `X!${s.mgrId}9`, newPasswdChk: `X!${s.mgrId}9` });
    expect(res.json().fields.map((f: { messageKey: string }) => f.messageKey)).toContain('password.rule.containsId');
  });

  it('refuses with a wrong current password and changes nothing', async () => {
    const s = await makeSeller(t);
    const res = await change({ mgrId: s.mgrId, passwd: 'Wrong#Pass9', newPasswd: 'Blue#Ocean27', newPasswdChk: 'Blue#Ocean27' });
    expect(res.json().fields).toEqual([{ field: 'passwd', messageKey: 'password.rule.currentWrong' }]);
    expect((await startLogin(t, s.mgrId, TEST_PASSWORD)).res.statusCode).toBe(200);
  });

  it('ends every other session of the account', async () => {
    const s = await makeSeller(t);
    const { cookies } = await signInWithSms(t, s);
    await change({ mgrId: s.mgrId, passwd: TEST_PASSWORD, newPasswd: 'Blue#Ocean27', newPasswdChk: 'Blue#Ocean27' });
    expect((await t.call({ url: '/api/login/userInfo', cookies })).statusCode).toBe(401);
  });

  it('changes an expired password through passwdExpire', async () => {
    const s = await makeSeller(t, { passwdChangedAt: new Date(t.clock.now().getTime() - 100 * 86_400_000) });
    expect((await startLogin(t, s.mgrId)).res.statusCode).toBe(403);
    const res = await t.call({
      method: 'PUT',
      url: '/api/login/passwdExpire',
      body: { loginId: s.mgrId, password: TEST_PASSWORD, newPassword: 'Green#Vista58' },
    });
    expect(res.json()).toBe(1);
    expect((await startLogin(t, s.mgrId, 'Green#Vista58')).res.statusCode).toBe(200);
  });

  it('postpones an expired password with "next time", but never a reset one', async () => {
    const old = await makeSeller(t, { passwdChangedAt: new Date(t.clock.now().getTime() - 100 * 86_400_000) });
    const next = await t.call({ method: 'PUT', url: '/api/login/passwordChangeNext', body: { mgrId: old.mgrId, passwd: TEST_PASSWORD } });
    expect(next.json()).toBe(1);
    expect((await startLogin(t, old.mgrId)).res.statusCode).toBe(200);
    const reset = await makeSeller(t, { passwdInitial: true });
    expect((await t.call({ method: 'PUT', url: '/api/login/passwordChangeNext', body: { mgrId: reset.mgrId, passwd: TEST_PASSWORD } })).statusCode).toBe(403);
  });
});

describe('per-IP throttle on sign-in calls', () => {
  it('answers 429 with the error body past the limit', async () => {
    const t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '3' } });
    try {
      for (let i = 0; i < 3; i++) await t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId: 'someone', password: 'whatever1' } });
      const res = await t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId: 'someone', password: 'whatever1' }, lang: 'en' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', displayMessage: 'Too many requests. Please try again shortly.' });
    } finally {
      await t.close();
    }
  });
});
