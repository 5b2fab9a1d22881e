import type { TCertificationCheckReply, TLoginReply, TPasswdCheckReply } from '@po/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { certificationOutcome, createSignInFlow, validateLoginForm, type SignInApi } from './sign-in-flow';

const okStatus: TPasswdCheckReply = { existenceYn: 'Y', inactiveYn: 'N', expYn: 'N', initYn: 'N' };
const sellerLogin: TLoginReply = {
  login: true,
  isMasterLogin: 'N',
  isAllowIp: 'N',
  resultMsg: '',
  entrStsYn: 'Y',
  entrStsCd: '30',
  entrType: 'N',
  supplyEntrCd: 'S000001',
  authPhoneNoExistsYn: 'Y',
  loginNm: '이서연',
  roleCd: '30',
  isEcMonitor: 'N',
};
const phones = [{ phoneId: 'p1aaaaaaaaaaaaaaaaaaaa', dpSphone: '010-****-5678' }];
const creds = { loginId: 'partner01', password: 'Fashion#2026' };
const agreed = { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'Y' } as const;
const forbidden = () => new ApiError(403, { errorCode: 'FORBIDDEN', displayMessage: 'not allowed', error: 'FORBIDDEN' });

/** A fake of every call; each test overrides what its branch needs and reads the calls made. */
function fakeApi(overrides: Partial<{ [K in keyof SignInApi]: SignInApi[K] }> = {}) {
  const api = {
    passwdCheck: vi.fn(async () => okStatus),
    login: vi.fn(async () => sellerLogin),
    masterFlag: vi.fn(async () => 'N' as const),
    authPopupFlag: vi.fn(async () => 'Y' as const),
    masterLogin: vi.fn(async () => ({ loginNm: 'm' })),
    monitorLogin: vi.fn(async () => ({ loginNm: 'm', ...agreed })),
    foreignLogin: vi.fn(async () => ({ loginNm: 'f', ...agreed })),
    authPhoneNos: vi.fn(async () => phones),
    logout: vi.fn(async () => 1),
    ...overrides,
  };
  return api;
}

describe('sign-in flow, step 1: the form', () => {
  it('rejects a short id and a short password with the spec keys, without calling the server', async () => {
    const api = fakeApi();
    const step = await createSignInFlow(api, null).start({ loginId: 'ab', password: '123' });
    expect(step).toEqual({
      kind: 'invalid',
      fields: [
        { field: 'loginId', messageKey: 'login.msg.id' },
        { field: 'password', messageKey: 'login.msg.pw' },
      ],
    });
    expect(api.passwdCheck).not.toHaveBeenCalled();
  });

  it('trims before checking and sending', async () => {
    expect(validateLoginForm({ loginId: '  partner01 ', password: ' Fashion#2026 ' })).toEqual({ ok: true, form: creds });
    expect(validateLoginForm({ loginId: '    ', password: 'abcd' })).toMatchObject({ ok: false, fields: [{ field: 'loginId' }] });
    const api = fakeApi();
    await createSignInFlow(api, null).start({ loginId: ' partner01 ', password: 'Fashion#2026' });
    expect(api.passwdCheck).toHaveBeenCalledWith(creds);
    expect(api.login).toHaveBeenCalledWith(creds);
  });
});

describe('sign-in flow, steps 2-3: password status', () => {
  it('refuses a missing (or wrong-password) account and an inactive one', async () => {
    for (const status of [
      { ...okStatus, existenceYn: 'N' as const },
      { ...okStatus, inactiveYn: 'Y' as const },
    ]) {
      const api = fakeApi({ passwdCheck: vi.fn(async () => status) });
      expect(await createSignInFlow(api, null).start(creds)).toEqual({ kind: 'refused', messageKey: 'login.msg.existenceYn' });
      expect(api.login).not.toHaveBeenCalled();
    }
  });

  it('asks to change an expired password, and a reset one, before logging in', async () => {
    const expired = fakeApi({ passwdCheck: vi.fn(async () => ({ ...okStatus, expYn: 'Y' as const })) });
    expect(await createSignInFlow(expired, null).start(creds)).toEqual({ kind: 'passwordChange', reason: 'expired', form: creds });
    const reset = fakeApi({ passwdCheck: vi.fn(async () => ({ ...okStatus, initYn: 'Y' as const })) });
    expect(await createSignInFlow(reset, null).start(creds)).toEqual({ kind: 'passwordChange', reason: 'initial', form: creds });
    expect(expired.login).not.toHaveBeenCalled();
    expect(reset.login).not.toHaveBeenCalled();
  });

  it('after "next time" goes on from step 4', async () => {
    const api = fakeApi();
    expect(await createSignInFlow(api, null).logIn(creds)).toEqual({ kind: 'smsAuth', phones });
    expect(api.passwdCheck).not.toHaveBeenCalled();
    expect(api.login).toHaveBeenCalledWith(creds);
  });

  it('hands a lock (429) to the page as an error', async () => {
    const locked = new ApiError(429, { errorCode: 'TOO_MANY_REQUESTS', displayMessage: 'try again in 15 minutes', error: 'x' });
    const api = fakeApi({ passwdCheck: vi.fn(async () => Promise.reject(locked)) });
    await expect(createSignInFlow(api, null).start(creds)).rejects.toBe(locked);
  });
});

describe('sign-in flow, step 5: master and monitor logins', () => {
  it('a master on an allowed IP goes through masterLogin to the redirect value', async () => {
    const api = fakeApi({
      masterFlag: vi.fn(async () => 'Y' as const),
      login: vi.fn(async () => ({ ...sellerLogin, isMasterLogin: 'Y' as const, isAllowIp: 'Y' as const })),
    });
    expect(await createSignInFlow(api, '/order/orderList?statusCd=10').start(creds)).toEqual({ kind: 'activated', to: '/order/orderList?statusCd=10' });
    expect(api.masterLogin).toHaveBeenCalledOnce();
    expect(api.authPopupFlag).not.toHaveBeenCalled();
  });

  it('sanitises the redirect value', async () => {
    const api = fakeApi({ masterFlag: vi.fn(async () => 'Y' as const), login: vi.fn(async () => ({ ...sellerLogin, isAllowIp: 'Y' as const })) });
    expect(await createSignInFlow(api, 'https://evil.example/').start(creds)).toEqual({ kind: 'activated', to: '/' });
    expect(await createSignInFlow(api, '//evil.example').start(creds)).toEqual({ kind: 'activated', to: '/' });
  });

  it('a global (G) seller goes through monitorLogin to /', async () => {
    const api = fakeApi({ login: vi.fn(async () => ({ ...sellerLogin, entrType: 'G' as const, authPhoneNoExistsYn: 'N' as const })) });
    expect(await createSignInFlow(api, '/notice').start(creds)).toEqual({ kind: 'activated', to: '/' });
    expect(api.monitorLogin).toHaveBeenCalledOnce();
    expect(api.foreignLogin).not.toHaveBeenCalled();
  });

  it('a new global seller that still owes the fee-rate confirmation goes to /Necessary, though it skipped SMS', async () => {
    const api = fakeApi({
      login: vi.fn(async () => ({ ...sellerLogin, entrType: 'G' as const })),
      monitorLogin: vi.fn(async () => ({ loginNm: 'g', ...agreed, sellFeeRateConfirmYn: 'N' as const })),
    });
    expect(await createSignInFlow(api, '/notice').start(creds)).toEqual({ kind: 'activated', to: '/Necessary' });
  });

  it('an EC monitor on an allowed IP goes through monitorLogin to /', async () => {
    const api = fakeApi({ login: vi.fn(async () => ({ ...sellerLogin, isAllowIp: 'Y' as const, isEcMonitor: 'Y' as const })) });
    expect(await createSignInFlow(api, '/notice').start(creds)).toEqual({ kind: 'activated', to: '/' });
    expect(api.monitorLogin).toHaveBeenCalledOnce();
    expect(api.foreignLogin).not.toHaveBeenCalled();
    expect(api.authPopupFlag).not.toHaveBeenCalled();
  });

  it('an EC monitor off the allowed IPs, needing no SMS, signs in through foreignLogin', async () => {
    const api = fakeApi({ login: vi.fn(async () => ({ ...sellerLogin, isEcMonitor: 'Y' as const })), authPopupFlag: vi.fn(async () => 'N' as const) });
    expect(await createSignInFlow(api, '/notice').start(creds)).toEqual({ kind: 'activated', to: '/notice' });
    expect(api.monitorLogin).not.toHaveBeenCalled();
    expect(api.foreignLogin).toHaveBeenCalledOnce();
  });

  it('does not try monitorLogin for an allowed-IP account that needs SMS', async () => {
    const api = fakeApi({ login: vi.fn(async () => ({ ...sellerLogin, isAllowIp: 'Y' as const })) });
    expect(await createSignInFlow(api, null).start(creds)).toEqual({ kind: 'smsAuth', phones });
    expect(api.monitorLogin).not.toHaveBeenCalled();
    expect(api.authPopupFlag).toHaveBeenCalledOnce();
  });

  it('a master off the allowed IPs is not master-logged-in; a refused activation ends the pending session', async () => {
    const api = fakeApi({
      masterFlag: vi.fn(async () => 'Y' as const),
      authPopupFlag: vi.fn(async () => 'N' as const),
      foreignLogin: vi.fn(async () => Promise.reject(forbidden())),
    });
    await expect(createSignInFlow(api, null).start(creds)).rejects.toBeInstanceOf(ApiError);
    expect(api.masterLogin).not.toHaveBeenCalled();
    expect(api.logout).toHaveBeenCalledOnce();
  });
});

describe('sign-in flow, step 6: supply status', () => {
  it('asks to confirm the server message when the status is not normal, then continues to authentication', async () => {
    const api = fakeApi({
      login: vi.fn(async () => ({ ...sellerLogin, entrStsYn: 'N' as const, entrStsCd: '20', resultMsg: '입점 상태가 정상이 아닙니다(20).' })),
    });
    const flow = createSignInFlow(api, null);
    const step = await flow.start(creds);
    expect(step).toMatchObject({ kind: 'entrStsConfirm', message: '입점 상태가 정상이 아닙니다(20).' });
    expect(api.authPopupFlag).not.toHaveBeenCalled();
    if (step.kind !== 'entrStsConfirm') throw new Error('unreachable');
    expect(await flow.authenticate(step.pending)).toEqual({ kind: 'smsAuth', phones });
  });

  it('cancelling the confirm signs the pending session out', async () => {
    const api = fakeApi();
    await createSignInFlow(api, null).cancel();
    expect(api.logout).toHaveBeenCalledOnce();
  });

  it('does not ask when entrStsCd is 30 even if entrStsYn is N', async () => {
    const api = fakeApi({ login: vi.fn(async () => ({ ...sellerLogin, entrStsYn: 'N' as const, entrStsCd: '30' })) });
    expect(await createSignInFlow(api, null).start(creds)).toEqual({ kind: 'smsAuth', phones });
  });
});

describe('sign-in flow, step 7: authentication', () => {
  it('opens the SMS popup with the phone list when SMS is needed and a phone exists', async () => {
    const api = fakeApi();
    expect(await createSignInFlow(api, null).start(creds)).toEqual({ kind: 'smsAuth', phones });
    expect(api.authPhoneNos).toHaveBeenCalledOnce();
    expect(api.foreignLogin).not.toHaveBeenCalled();
  });

  it('opens the add-phone popup when SMS is needed and there is no phone', async () => {
    const api = fakeApi({ login: vi.fn(async () => ({ ...sellerLogin, authPhoneNoExistsYn: 'N' as const })) });
    expect(await createSignInFlow(api, null).start(creds)).toEqual({ kind: 'addPhone' });
    expect(api.authPhoneNos).not.toHaveBeenCalled();
  });

  it('after a phone was added, the sign-in is complete: to the redirect, or to /Necessary while an agreement is missing', () => {
    const api = fakeApi();
    const added = {
      resultCode: 1,
      resultMsg: '',
      mgrId: 'seller01',
      supplyEntrStsCd: '30',
      agreeYn: 'Y' as const,
      sellFeeRateConfirmYn: 'Y' as const,
      agreeGenuineYn: 'Y' as const,
    };
    expect(createSignInFlow(api, '/notice').afterPhoneAdded(added)).toEqual({ kind: 'activated', to: '/notice' });
    expect(createSignInFlow(api, '/notice').afterPhoneAdded({ ...added, agreeGenuineYn: 'N' })).toEqual({ kind: 'activated', to: '/Necessary' });
    expect(api.authPhoneNos).not.toHaveBeenCalled();
  });

  it('signs in through foreignLogin when the server says no SMS, and goes to the redirect value', async () => {
    const api = fakeApi({ authPopupFlag: vi.fn(async () => 'N' as const) });
    expect(await createSignInFlow(api, '/notice').start(creds)).toEqual({ kind: 'activated', to: '/notice' });
    expect(api.foreignLogin).toHaveBeenCalledOnce();
    expect(api.monitorLogin).not.toHaveBeenCalled();
  });

  it('signs the pending session out when a step after login fails', async () => {
    const api = fakeApi({ authPhoneNos: vi.fn(async () => Promise.reject(new Error('network'))) });
    await expect(createSignInFlow(api, null).start(creds)).rejects.toThrow('network');
    expect(api.logout).toHaveBeenCalledOnce();
  });
});

describe('sign-in flow, step 8: the SMS check', () => {
  const reply = (over: Partial<TCertificationCheckReply>): TCertificationCheckReply => ({
    resultCode: 1,
    resultMsg: '',
    sellFeeRateConfirmYn: 'Y',
    agreeYn: 'Y',
    agreeGenuineYn: 'Y',
    ...over,
  });

  it('goes to the redirect value when every agreement is Y, else to /Necessary', () => {
    expect(certificationOutcome(reply({}), '/notice')).toEqual({ kind: 'activated', to: '/notice' });
    expect(createSignInFlow(fakeApi(), null).afterCertification(reply({}))).toEqual({ kind: 'activated', to: '/' });
    for (const missing of ['sellFeeRateConfirmYn', 'agreeYn', 'agreeGenuineYn'] as const) {
      expect(certificationOutcome(reply({ [missing]: 'N' }), '/notice')).toEqual({ kind: 'activated', to: '/Necessary' });
    }
  });

  it('2 and 3 end the sign-in with the server message; 4 retries; others fail', () => {
    expect(certificationOutcome(reply({ resultCode: 2, resultMsg: 'too many' }), '/')).toEqual({ kind: 'ended', message: 'too many' });
    expect(certificationOutcome(reply({ resultCode: 3, resultMsg: 'expired' }), '/')).toEqual({ kind: 'ended', message: 'expired' });
    expect(certificationOutcome(reply({ resultCode: 4, resultMsg: 'wrong' }), '/')).toEqual({ kind: 'retry', message: 'wrong' });
    expect(certificationOutcome(reply({ resultCode: 9, resultMsg: 'x' }), '/')).toEqual({ kind: 'failed', message: 'x' });
  });
});
