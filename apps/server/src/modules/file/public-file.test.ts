import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('GET /api/file/attachment/download/public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a shipped PDF as an attachment under the asked name, without a session', async () => {
    const res = await t.call({
      url: `/api/file/attachment/download/public?filePath=templates/payment-agreement.pdf&downloadName=${encodeURIComponent('대금지급약정서')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="_______.pdf"; filename*=UTF-8''${encodeURIComponent('대금지급약정서.pdf')}`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves every listed guide', async () => {
    for (const f of ['guide/partner-guide.pdf', 'guide/manual.pdf', 'guide/api-guide.pdf', 'templates/account-declaration.pdf']) {
      expect((await t.call({ url: `/api/file/attachment/download/public?filePath=${f}` })).statusCode).toBe(200);
    }
  });

  it('refuses any other path, including a walk out of the folder', async () => {
    for (const f of ['../../package.json', 'guide/../../../package.json', '/etc/passwd', 'guide/unknown.pdf']) {
      const res = await t.call({ url: `/api/file/attachment/download/public?filePath=${encodeURIComponent(f)}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('keeps quotes and line breaks out of the header', async () => {
    const res = await t.call({ url: `/api/file/attachment/download/public?filePath=guide/manual.pdf&downloadName=${encodeURIComponent('a"b\r\nX-Evil: 1')}` });
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers['content-disposition']).not.toContain('a"b');
  });
});
