import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with the error body in the request language', async () => {
    const ko = await t.call({ url: '/api/no/such/thing', lang: 'ko' });
    expect(ko.statusCode).toBe(404);
    expect(ko.json()).toMatchObject({ errorCode: 'NOT_FOUND', error: 'Not Found', displayMessage: '요청하신 정보를 찾을 수 없습니다.' });
    const en = await t.call({ url: '/api/no/such/thing', lang: 'en' });
    expect(en.json().displayMessage).toBe('What you asked for was not found.');
  });

  it('falls back to Korean for an unsupported language', async () => {
    const res = await t.call({ url: '/api/no/such/thing', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.json().displayMessage).toBe('요청하신 정보를 찾을 수 없습니다.');
  });

  it('lists the failing fields of a validation error', async () => {
    const res = await t.call({ url: '/api/customer/supply/code/groupCd/not-a-group' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.fields).toEqual([{ field: 'groupCode', messageKey: 'VALIDATION_ERROR' }]);
    expect(typeof body.displayMessage).toBe('string');
  });

  it('refuses a write without X-Requested-With (CSRF)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('CSRF_REJECTED');
  });

  it('refuses a write from another origin even with the header', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login/logout', headers: { origin: 'https://evil.example', host: 'localhost:80' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('CSRF_REJECTED');
  });

  it('refuses a cross-site write that hides its origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/logout',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.json().errorCode).toBe('CSRF_REJECTED');
  });

  it('accepts a same-origin write', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login/logout', headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(1);
  });

  it('sends security headers and a request id', async () => {
    const res = await t.call({ url: '/api/health/live' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a well-formed incoming request id and drops a malformed one', async () => {
    const kept = await t.call({ url: '/api/health/live', headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const dropped = await t.call({ url: '/api/health/live', headers: { 'x-request-id': '<script>' } });
    expect(dropped.headers['x-request-id']).not.toBe('<script>');
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const res = await t.call({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/customer/supply/code/groupCd/{groupCode}');
    const ui = await t.call({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('redirects / to the web app', async () => {
    const res = await t.call({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/front/');
  });
});
