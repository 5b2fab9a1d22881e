import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setNotifier, type Notifier } from '@/shared/feedback/notifier';
import { i18n } from '@/shared/i18n/i18n';
import { get, post } from './client';
import { ApiError, CancelledError, NetworkError, isCancelledError } from './errors';
import { pendingCallCount } from './pending';
import { resetSessionExpiry, setAgreementRequiredHandler, setSessionExpiredHandler } from './session-expiry';

type FetchArgs = [string, RequestInit];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A reply that only ends when its call is aborted (a call still in flight). */
function hanging(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let notes: { error: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn>; alert: ReturnType<typeof vi.fn> };

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  notes = { error: vi.fn(), info: vi.fn(), alert: vi.fn() };
  setNotifier(notes as unknown as Notifier);
  resetSessionExpiry();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
});

describe('http client', () => {
  it('sends language, no-cache and the CSRF marker on every call, with credentials', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, 1)));
    await i18n.changeLanguage('en');
    await post('/qna/answer', { text: 'hi' });
    await get('/dashboard/all', { params: { pageNum: 1, empty: '', list: ['a', 'b'] } });
    const [postUrl, postInit] = fetchMock.mock.calls[0]!;
    const [getUrl, getInit] = fetchMock.mock.calls[1]!;
    expect(postUrl).toBe('/api/qna/answer');
    expect(getUrl).toBe('/api/dashboard/all?pageNum=1&list=a&list=b');
    for (const init of [postInit, getInit]) {
      const headers = init.headers as Record<string, string>;
      expect(headers['Accept-Language']).toBe('en');
      expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
      expect(headers['Cache-Control']).toBe('no-cache');
      expect(init.credentials).toBe('include');
    }
    expect(postInit.body).toBe('{"text":"hi"}');
    expect((postInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('validates the reply against the contract schema', async () => {
    fetchMock.mockResolvedValue(json(200, { name: 'x', extra: true }));
    await expect(get('/a', { schema: z.object({ name: z.string() }) })).resolves.toEqual({ name: 'x' });
    fetchMock.mockResolvedValue(json(200, { name: 3 }));
    await expect(get('/a', { schema: z.object({ name: z.string() }) })).rejects.toThrow(/does not match its contract/);
  });

  it('treats any status but 200 as a failure', async () => {
    fetchMock.mockResolvedValue(new Response('created', { status: 201 }));
    const error = await get('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(201);
    expect(notes.error).toHaveBeenCalledWith(i18n.t('framework.error.default'), 5);
  });

  it('session timeout: cancels calls in flight, shows one alert, and signs out on OK', async () => {
    const signedOut = vi.fn();
    setSessionExpiredHandler(signedOut);
    const session = { errorCode: 'SESSION_TIMEOUT_ERROR', displayMessage: '다시 로그인해 주세요', error: 'expired' };
    fetchMock.mockImplementationOnce((_u, init) => hanging(init));
    fetchMock.mockImplementationOnce((_u, init) => hanging(init));
    const pendingA = get('/slow/a');
    const pendingB = get('/slow/b');
    expect(pendingCallCount()).toBe(2);
    fetchMock.mockResolvedValueOnce(json(401, session));
    fetchMock.mockResolvedValueOnce(json(401, session));

    const results = await Promise.allSettled([get('/expired/1'), get('/expired/2'), pendingA, pendingB]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect(isCancelledError((r as PromiseRejectedResult).reason)).toBe(true);
    }
    expect(pendingCallCount()).toBe(0);
    expect(notes.alert).toHaveBeenCalledTimes(1);
    expect(notes.alert.mock.calls[0]![0]).toMatchObject({ content: '다시 로그인해 주세요' });
    expect(notes.error).not.toHaveBeenCalled();

    notes.alert.mock.calls[0]![0].onOk();
    expect(signedOut).toHaveBeenCalledTimes(1);

    // A fresh start: new calls work, and a later timeout alerts again (default text without a message).
    fetchMock.mockResolvedValueOnce(json(200, 'ok'));
    await expect(get('/after')).resolves.toBe('ok');
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'SESSION_TIMEOUT_ERROR' }));
    await expect(get('/again')).rejects.toBeInstanceOf(CancelledError);
    expect(notes.alert).toHaveBeenCalledTimes(2);
    expect(notes.alert.mock.calls[1]![0]).toMatchObject({ content: i18n.t('framework.session.expired') });
  });

  it('hands a session timeout to the caller when asked to stay quiet', async () => {
    fetchMock.mockResolvedValue(json(401, { errorCode: 'SESSION_TIMEOUT_ERROR', displayMessage: 'x', error: 'y' }));
    const error = await get('/login/userInfo', { quietSession: true }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('SESSION_TIMEOUT_ERROR');
    expect(notes.alert).not.toHaveBeenCalled();
  });

  it('sends a session that still owes its agreements to the agreement step, silently', async () => {
    const toNecessary = vi.fn();
    setAgreementRequiredHandler(toNecessary);
    fetchMock.mockResolvedValue(json(403, { errorCode: 'AGREEMENT_REQUIRED', displayMessage: 'x', error: 'Forbidden' }));
    await expect(get('/setting/account')).rejects.toBeInstanceOf(CancelledError);
    expect(toNecessary).toHaveBeenCalledTimes(1);
    expect(notes.error).not.toHaveBeenCalled();
    expect(notes.alert).not.toHaveBeenCalled();
  });

  it('passes another errorCode to the caller without a toast', async () => {
    const body = { errorCode: 'MASTER_VIEW_ONLY', displayMessage: '마스터 계정은 조회만 가능합니다.', error: 'master' };
    fetchMock.mockResolvedValue(json(403, body));
    const error = await post('/product/save', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).code).toBe('MASTER_VIEW_ONLY');
    expect(notes.error).not.toHaveBeenCalled();
    expect(notes.alert).not.toHaveBeenCalled();
  });

  it('toasts a failure without errorCode for 5 s: displayMessage, else error, else the default', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { displayMessage: '처리 실패' }));
    fetchMock.mockResolvedValueOnce(json(500, { error: 'Internal Server Error' }));
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    for (let i = 0; i < 3; i++) await expect(get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notes.error.mock.calls).toEqual([
      ['처리 실패', 5],
      ['Internal Server Error', 5],
      [i18n.t('framework.error.default'), 5],
    ]);
  });

  it('toasts when no reply came back', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(get('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(notes.error).toHaveBeenCalledWith(i18n.t('framework.error.network'), 5);
  });

  it('rejects a cancelled call silently', async () => {
    fetchMock.mockImplementation((_u, init) => hanging(init));
    const controller = new AbortController();
    const call = get('/x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(CancelledError);
    expect(notes.error).not.toHaveBeenCalled();
    expect(notes.alert).not.toHaveBeenCalled();
    expect(pendingCallCount()).toBe(0);
  });

  it('gives up after the 10-minute timeout with a toast', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation((_u, init) => hanging(init));
      const call = get('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(600_000);
      const error = await call;
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).timedOut).toBe(true);
      expect(notes.error).toHaveBeenCalledWith(i18n.t('framework.error.timeout'), 5);
    } finally {
      vi.useRealTimers();
    }
  });
});
