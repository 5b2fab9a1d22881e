import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { tinyPdf } from '@/seed/sample-files.ts';
import { createNotice, pdfPart } from '@/test/notice-factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
interface Row {
  bulletinSq: number;
  title: string;
  noticeGb: string;
  fileYn: string;
}

describe('the notice board: GET /api/notice/list, /detail/:bulletinSq, /file/:fileSq', () => {
  let t: TestApp;
  let op: Cookies;
  let sellerA: Cookies;
  let sellerB: Cookies;
  let master: Cookies;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    op = await operatorSession(t);
    const a = await sellerSession(t);
    sellerA = a.cookies;
    sellerB = (await sellerSession(t)).cookies;
    master = await masterSessionFor(t, a.supplyEntrCd);
    // Older to newer, a minute apart: two important ones among them, one with a PDF.
    for (const [name, gb, files] of [
      ['old', 'N', []],
      ['importantOld', 'Y', []],
      ['mid', 'N', [pdfPart('가격표 (11월).pdf', 'price')]],
      ['importantNew', 'Y', []],
      ['new', 'N', []],
      ['deleted', 'N', []],
    ] as const) {
      t.clock.advanceSeconds(60);
      ids[name] = await createNotice(t, op, { title: name, noticeGb: gb }, [...files]);
    }
    expect((await t.call({ method: 'DELETE', url: `/api/notice/admin/${ids.deleted}`, cookies: op })).statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  const list = async (cookies: Cookies, query = '') => {
    const res = await t.call({ url: `/api/notice/list${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ list: Row[]; totalCnt: number }>();
  };

  it('lists the notices in use, important first, then newest; fileYn says whether there are attachments', async () => {
    const reply = await list(sellerA);
    expect(reply.totalCnt).toBe(5);
    expect(reply.list.map((r) => r.title)).toEqual(['importantNew', 'importantOld', 'new', 'mid', 'old']);
    expect(reply.list.map((r) => r.fileYn)).toEqual(['N', 'N', 'N', 'Y', 'N']);
    expect(reply.list[0]).toMatchObject({ noticeGb: 'Y', regDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('pages: pageSize and pageNum cut the same order; 30 a page by default', async () => {
    expect((await list(sellerA, '?pageNum=2&pageSize=2')).list.map((r) => r.title)).toEqual(['new', 'mid']);
    expect((await list(sellerA, '?pageNum=3&pageSize=2')).list.map((r) => r.title)).toEqual(['old']);
    expect((await list(sellerA, '?pageNum=9&pageSize=2')).list).toEqual([]);
    expect((await t.call({ url: '/api/notice/list?pageSize=0', cookies: sellerA })).statusCode).toBe(400);
  });

  it('is the same board for every session: another seller, a master and the operator', async () => {
    const titles = (await list(sellerA)).list.map((r) => r.title);
    for (const cookies of [sellerB, master, op]) expect((await list(cookies)).list.map((r) => r.title)).toEqual(titles);
    expect((await t.call({ url: '/api/notice/list' })).statusCode).toBe(401);
  });

  it('shows a notice with its contents, attachments and neighbours in the list order', async () => {
    const res = await t.call({ url: `/api/notice/detail/${ids.mid}`, cookies: sellerB });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<{ fileList: { fileSq: number }[] }>();
    expect(d).toMatchObject({
      bulletinSq: ids.mid,
      title: 'mid',
      noticeGb: 'N',
      contents: '<p>다음 달부터 <b>배송비</b> 기준이 바뀝니다.</p>',
      fileYn: 'Y',
      fileList: [{ fileSq: expect.any(Number), fileName: '가격표 (11월).pdf', fileExt: 'pdf' }],
      prevBulletinSq: ids.new,
      nextBulletinSq: ids.old,
    });
    const first = (await t.call({ url: `/api/notice/detail/${ids.importantNew}`, cookies: sellerA })).json<Record<string, unknown>>();
    expect(first).toMatchObject({ prevBulletinSq: null, nextBulletinSq: ids.importantOld, fileYn: 'N', fileList: [] });
  });

  it('answers 404 for a deleted or unknown notice, 400 for an id that is not one', async () => {
    for (const id of [ids.deleted, 999_999]) expect((await t.call({ url: `/api/notice/detail/${id}`, cookies: sellerA })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/notice/detail/abc', cookies: sellerA })).statusCode).toBe(400);
  });

  it('downloads an attachment as an attachment with its Korean name, its type and the same bytes', async () => {
    const { fileList } = (await t.call({ url: `/api/notice/detail/${ids.mid}`, cookies: sellerA })).json<{ fileList: { fileSq: number }[] }>();
    const res = await t.call({ url: `/api/notice/file/${fileList[0]!.fileSq}`, cookies: sellerB });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___ (11_).pdf"; filename*=UTF-8''${encodeURIComponent('가격표 (11월).pdf')}`,
    );
    expect(res.rawPayload.equals(tinyPdf('price'))).toBe(true);
  });

  it('serves no file of a deleted notice, nor any other stored file by its id', async () => {
    const bulletinSq = await createNotice(t, op, { title: 'soon gone' }, [pdfPart()]);
    const { fileList } = (await t.call({ url: `/api/notice/detail/${bulletinSq}`, cookies: sellerA })).json<{ fileList: { fileSq: number }[] }>();
    await t.call({ method: 'DELETE', url: `/api/notice/admin/${bulletinSq}`, cookies: op });
    expect((await t.call({ url: `/api/notice/file/${fileList[0]!.fileSq}`, cookies: sellerA })).statusCode).toBe(404);
    const [other] = rowsOf<{ file_seq: number }>(
      await t.db.q.execute(
      sql`insert into stored_file (owner_type, owner_id, file_kind, file_nm, mime_type, file_size, data, created_at)
          values ('partnerJoin', '1', 'x', 'x.pdf', 'application/pdf', 1, '\\x25'::bytea, now()) returning file_seq`,
      ),
    );
    expect((await t.call({ url: `/api/notice/file/${other!.file_seq}`, cookies: sellerA })).statusCode).toBe(404);
  });
});
