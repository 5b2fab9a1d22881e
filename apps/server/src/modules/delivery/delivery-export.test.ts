import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from '@/test/jobs.ts';
import { masterSessionFor, policyBody, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;

describe('Excel exports of the shipping-site and fee-policy lists (durable jobs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const start = (url: string, cookies: Cookies, body: unknown = {}) => t.call({ method: 'POST', url, cookies, body });
  const status = (jobId: string, cookies: Cookies, lang: 'ko' | 'en' = 'ko') => t.call({ url: `/api/job/${jobId}`, cookies, lang });
  const drain = async () => (await appJobs(t)).worker.drain();

  async function sheetOf(jobId: string, cookies: Cookies) {
    const res = await t.call({ url: `/api/job/${jobId}/file`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, disposition: String(res.headers['content-disposition']) };
  }

  it("exports the seller's sites with the list's search, shows progress, and serves the file", async () => {
    const a = await sellerSession(t);
    const b = await sellerSession(t);
    for (const nm of ['가산 센터', '성수 센터', '파주 창고', '=1+1 센터']) await start('/api/delivery/deliveryLoc', a.cookies, siteBody({ deliveryLocNm: nm }));
    await start('/api/delivery/deliveryLoc', b.cookies, siteBody({ deliveryLocNm: '남의 센터' }));

    const res = await start('/api/delivery/deliveryLocs/excel', a.cookies, { deliveryLocNm: '센터' });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json<{ jobId: string }>();
    expect((await status(jobId, a.cookies)).json()).toMatchObject({ jobId, status: 'queued', progressDone: 0, progressTotal: null, fileReady: false });
    const early = await t.call({ url: `/api/job/${jobId}/file`, cookies: a.cookies });
    expect(early.statusCode).toBe(409);
    expect(early.json().displayMessage).toBe('파일이 아직 준비되지 않았습니다.');

    expect(await drain()).toBeGreaterThanOrEqual(1);
    const done = (await status(jobId, a.cookies)).json();
    expect(done).toMatchObject({ status: 'completed', progressDone: 3, progressTotal: 3, fileReady: true, errorMessage: null });
    const { rows, disposition } = await sheetOf(jobId, a.cookies);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('출고지/반품지 관리'.replace('/', '_'))}_2026-11-20.xlsx`);
    expect(rows[0]).toEqual(['출고지 코드', '출고지명', '택배사', '전화번호', '출고지 주소', '반품지 주소', '사용 여부', '국내/해외', '굿스플로', '등록일']);
    // Newest first, as on the screen; the other seller's site and the unmatched one are absent.
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['DL0004', "'=1+1 센터"],
      ['DL0002', '성수 센터'],
      ['DL0001', '가산 센터'],
    ]);
    expect(rows[1]).toEqual([
      'DL0004',
      "'=1+1 센터",
      'CJ대한통운',
      '02-1588-1234',
      '(04790) 서울특별시 성동구 성수이로 113 3층',
      '출고지와 같음',
      '사용',
      '국내',
      undefined,
      '2026-11-20',
    ]);
  });

  it("answers 404 for another seller's job, its status and its file", async () => {
    const a = await sellerSession(t);
    const b = await sellerSession(t);
    const { jobId } = (await start('/api/delivery/deliveryLocs/excel', a.cookies)).json<{ jobId: string }>();
    await drain();
    expect((await status(jobId, b.cookies)).statusCode).toBe(404);
    expect((await t.call({ url: `/api/job/${jobId}/file`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await status('6f1d7a1c-0000-4000-8000-000000000000', a.cookies)).statusCode).toBe(404);
  });

  it('lets a master (view-only) export the fee policies of the seller it views, amounts as numbers, titles in English', async () => {
    const a = await sellerSession(t);
    await start('/api/delivery/policy', a.cookies, policyBody({ dlcstPlcyTitl: '기본 정책' }));
    await start('/api/delivery/policy', a.cookies, policyBody({ dlcstPlcyTitl: '미사용 정책', useYn: 'N' }));
    const master = await masterSessionFor(t, a.supplyEntrCd);
    expect((await start('/api/delivery/policy', master, policyBody())).statusCode).toBe(403);
    const res = await t.call({ method: 'POST', url: '/api/delivery/policies/excel', cookies: master, body: { useYn: 'Y' }, lang: 'en' });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json<{ jobId: string }>();
    await drain();
    expect((await status(jobId, a.cookies, 'en')).json()).toMatchObject({ status: 'completed', progressDone: 1, progressTotal: 1 });
    const { rows } = await sheetOf(jobId, master);
    expect(rows[0]).toEqual(['Policy code', 'Title', 'Policy type', 'Fee type', 'Base fee', 'Free-shipping threshold', 'Period', 'Status', 'In use']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['기본 정책']);
    expect(typeof rows[1]![4]).toBe('number');
  });

  it('gives the same job to a retried start with the same idempotency key', async () => {
    const a = await sellerSession(t);
    const headers = { 'idempotency-key': '0f8c6a4e-1b2d-4c3e-9f00-0123456789ab' };
    const first = await t.call({ method: 'POST', url: '/api/delivery/deliveryLocs/excel', cookies: a.cookies, body: {}, headers });
    const again = await t.call({ method: 'POST', url: '/api/delivery/deliveryLocs/excel', cookies: a.cookies, body: {}, headers });
    expect(again.json()).toEqual(first.json());
  });
});
