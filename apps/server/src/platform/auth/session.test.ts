import { COOKIE } from '@po/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.service.ts';

describe('sessions and guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const startSession = (state: 'pending' | 'active', data: Record<string, unknown> = {}) =>
    t.app.services.sessions.createSession({
      mgrId: `u${Math.random().toString(36).slice(2, 8)}`,
      state,
      data: {
        loginNm: '홍길동',
        roles: ['30'],
        managerRoles: ['40'],
        entrType: 'N',
        supplyEntrNm: null,
        isOnlySearch: false,
        isMaster: false,
        smsRequired: true,
        entrStsCd: '30',
        ...data,
      },
    });
  const userInfo = (token?: string) => t.call({ url: '/api/login/userInfo', ...(token ? { cookies: { [COOKIE.session]: token } } : {}) });

  it('refuses a guarded route without a session with SESSION_TIMEOUT_ERROR', async () => {
    const res = await userInfo();
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SESSION_TIMEOUT_ERROR');
  });

  it('refuses a pending session on a business route', async () => {
    const { token } = await startSession('pending');
    const res = await userInfo(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SESSION_TIMEOUT_ERROR');
  });

  it('answers an active session and stores only the token hash', async () => {
    const { token, context } = await startSession('active');
    const res = await userInfo(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loginNm: '홍길동', roles: ['30'], entrFlag: 'C', isMasterLogin: 'N' });
    expect(context.idHash).not.toBe(token);
    expect(await t.app.services.sessions.resolveSession(context.idHash)).toBeNull();
  });

  it('expires after 3 idle hours', async () => {
    const { token } = await startSession('active');
    t.clock.advanceSeconds(SESSION_IDLE_MS / 1000 + 1);
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('stays alive while used, but not past the 12-hour cap', async () => {
    const { token } = await startSession('active');
    const steps = SESSION_ABSOLUTE_MS / (2 * 60 * 60 * 1000);
    for (let i = 0; i < steps - 1; i++) {
      t.clock.advanceSeconds(2 * 60 * 60);
      expect((await userInfo(token)).statusCode).toBe(200);
    }
    t.clock.advanceSeconds(2 * 60 * 60);
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('revokes the session at logout and clears the cookie', async () => {
    const { token } = await startSession('active');
    const res = await t.call({ method: 'POST', url: '/api/login/logout', cookies: { [COOKIE.session]: token } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === COOKIE.session)?.value).toBe('');
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('refuses a caller without a session before judging the body', async () => {
    const res = await t.call({ method: 'POST', url: '/api/customer/supply/necessary-confirm-info', body: { agreeYn: 'maybe' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SESSION_TIMEOUT_ERROR');
  });

  it('refuses every write of a master session by default with MASTER_VIEW_ONLY', async () => {
    const { registerAuthGuards } = await import('./guards.ts');
    const { registerErrorHandling } = await import('../http/error-handler.ts');
    const cookie = (await import('@fastify/cookie')).default;
    const mini = Fastify();
    registerErrorHandling(mini);
    await mini.register(cookie);
    registerAuthGuards(mini, { sessions: t.app.services.sessions, agreementsStillPending: async () => false, mallApiKey: t.config.mallApiKey });
    mini.put('/api/thing', async () => 1);
    mini.post('/api/choose', { config: { masterMayWrite: true } }, async () => 1);
    mini.get('/api/thing', async () => 1);
    const { token } = await startSession('active', { isMaster: true });
    const cookies = { [COOKIE.session]: token };
    const write = await mini.inject({ method: 'PUT', url: '/api/thing', cookies, headers: { 'accept-language': 'en' } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY', displayMessage: 'A master account can only view.' });
    expect((await mini.inject({ method: 'GET', url: '/api/thing', cookies })).statusCode).toBe(200);
    expect((await mini.inject({ method: 'POST', url: '/api/choose', cookies })).statusCode).toBe(200);
    await mini.close();
  });
});
