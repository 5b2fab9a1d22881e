import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_ADMIN_LIMITS } from '@po/contracts';
import { rowsOf } from '@/platform/db/database.ts';
import { tinyPng } from '@/seed/sample-files.ts';
import type { FilePart } from '@/test/multipart.ts';
import { createNotice, noticeBody, pdfPart, sendNotice } from '@/test/notice-factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
const keysOf = (res: { json: () => { fields?: { field: string; messageKey: string }[] } }) => res.json().fields?.map((f) => `${f.field}:${f.messageKey}`);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(26).fill(0)]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1');

describe('the operator’s notices: /api/notice/admin', () => {
  let t: TestApp;
  let op: Cookies;
  let seller: Cookies;
  let master: Cookies;
  const count = async (table: 'notice' | 'stored_file') =>
    rowsOf<{ n: number }>(
      await t.db.q.execute(
        table === 'notice' ? sql`select count(*)::int as n from notice` : sql`select count(*)::int as n from stored_file where owner_type = 'notice'`,
      ),
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    op = await operatorSession(t);
    const s = await sellerSession(t);
    seller = s.cookies;
    master = await masterSessionFor(t, s.supplyEntrCd);
  }, 60_000);
  afterAll(() => t.close());

  it('creates a notice with attachments, sanitising its contents; the form and the list read it back', async () => {
    const res = await sendNotice(
      t,
      op,
      noticeBody({
        title: '  설 연휴 배송 안내  ',
        contents: '<p onclick="x()">연휴<script>alert(1)</script> <a href="javascript:alert(1)">링크</a></p>',
        noticeGb: 'Y',
        popupYn: 'Y',
        popupStartDt: '2026-11-18',
        popupEndDt: '2026-12-20',
      }),
      { files: [pdfPart('안내.pdf'), { filename: 'banner.png', data: tinyPng() }, { filename: '양식.xlsx', data: ZIP }] },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { bulletinSq } = res.json<{ bulletinSq: number }>();
    const form = (await t.call({ url: `/api/notice/admin/${bulletinSq}`, cookies: op })).json<Record<string, unknown>>();
    expect(form).toMatchObject({
      title: '설 연휴 배송 안내',
      contents: '<p>연휴 <a>링크</a></p>',
      noticeGb: 'Y',
      popupYn: 'Y',
      popupStartDt: '2026-11-18',
      popupEndDt: '2026-12-20',
      fileYn: 'Y',
      fileList: [
        { fileName: '안내.pdf', fileExt: 'pdf' },
        { fileName: 'banner.png', fileExt: 'png' },
        { fileName: '양식.xlsx', fileExt: 'xlsx' },
      ],
    });
    const mimes = rowsOf<{ mime_type: string }>(
      await t.db.q.execute(sql`select mime_type from stored_file where owner_type = 'notice' and owner_id = ${String(bulletinSq)} order by file_seq`),
    );
    expect(mimes.map((m) => m.mime_type)).toEqual(['application/pdf', 'image/png', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const list = (await t.call({ url: '/api/notice/admin/list', cookies: op })).json<{ list: Record<string, unknown>[] }>();
    expect(list.list[0]).toMatchObject({ bulletinSq, popupYn: 'Y', popupStartDt: '2026-11-18', popupEndDt: '2026-12-20', fileYn: 'Y' });
  });

  it('refuses every rule with its field and message, and leaves no notice and no file behind', async () => {
    const notices = await count('notice');
    const files = await count('stored_file');
    const big = { filename: 'big.pdf', data: Buffer.concat([pdfPart().data, Buffer.alloc(NOTICE_ADMIN_LIMITS.fileMaxBytes)]) };
    const nine = { filename: 'nine.pdf', data: Buffer.concat([pdfPart().data, Buffer.alloc(9 * 1024 * 1024)]) };
    const cases: [unknown, FilePart[], string[]][] = [
      [noticeBody({ title: 'x'.repeat(201) }), [], ['title:noticeAdmin.msg.titleMax']],
      [noticeBody({ title: '   ' }), [], ['title:noticeAdmin.msg.title']],
      [noticeBody({ contents: '' }), [], ['contents:noticeAdmin.msg.contents']],
      [noticeBody({ contents: '<script>alert(1)</script>' }), [], ['contents:noticeAdmin.msg.contents']],
      [noticeBody({ popupYn: 'Y' }), [], ['popupStartDt:noticeAdmin.msg.popupDate', 'popupEndDt:noticeAdmin.msg.popupDate']],
      [noticeBody({ popupYn: 'Y', popupStartDt: '2026-12-02', popupEndDt: '2026-12-01' }), [], ['popupEndDt:noticeAdmin.msg.popupOrder']],
      [noticeBody(), [pdfPart(), { filename: 'setup.pdf', data: EXE }], ['attachFile:noticeAdmin.msg.fileKind']],
      [noticeBody(), [{ filename: 'photo.pdf', data: tinyPng() }], ['attachFile:noticeAdmin.msg.fileKind']],
      [noticeBody(), [{ filename: 'a.exe', data: ZIP }], ['attachFile:noticeAdmin.msg.fileKind']],
      [noticeBody(), [{ filename: 'empty.pdf', data: Buffer.alloc(0) }], ['attachFile:noticeAdmin.msg.fileEmpty']],
      [noticeBody(), [big], ['attachFile:noticeAdmin.msg.fileMaxBytes']],
      [noticeBody(), [nine, nine, nine], ['attachFile:noticeAdmin.msg.totalMaxBytes']],
      [noticeBody(), Array.from({ length: 6 }, (_, i) => pdfPart(`${i}.pdf`)), ['attachFile:noticeAdmin.msg.filesMax']],
      [noticeBody(), Array.from({ length: 8 }, (_, i) => pdfPart(`${i}.pdf`)), ['attachFile:noticeAdmin.msg.filesMax']],
    ];
    for (const [json, parts, keys] of cases) {
      const res = await sendNotice(t, op, json, { files: parts });
      expect(res.statusCode, `${JSON.stringify(keys)}: ${res.body}`).toBe(400);
      expect(keysOf(res)).toEqual(keys);
    }
    expect(await count('notice')).toBe(notices);
    expect(await count('stored_file')).toBe(files);
  }, 60_000);

  it('answers the messages in English', async () => {
    const res = await sendNotice(t, op, noticeBody({ title: '' }), { lang: 'en' });
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', displayMessage: 'Enter a title.' });
  });

  it('a failed file write leaves no notice (one transaction)', async () => {
    const notices = await count('notice');
    // A name the stored_file check cannot take: force the file insert to fail after the notice's insert.
    await t.db.q.execute(sql`alter table stored_file add constraint notice_test_no_fail check (file_nm <> 'fail.pdf')`);
    try {
      const res = await sendNotice(t, op, noticeBody(), { files: [pdfPart('fail.pdf')] });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.q.execute(sql`alter table stored_file drop constraint notice_test_no_fail`);
    }
    expect(await count('notice')).toBe(notices);
  });

  it('creates once per Idempotency-Key: a retry answers the same notice; another body with the key is refused', async () => {
    const notices = await count('notice');
    const first = await sendNotice(t, op, noticeBody({ title: 'once' }), { files: [pdfPart()], idemKey: 'notice-key-0001' });
    const again = await sendNotice(t, op, noticeBody({ title: 'once' }), { files: [pdfPart()], idemKey: 'notice-key-0001' });
    expect(again.json()).toEqual(first.json());
    expect(await count('notice')).toBe(notices + 1);
    expect((await sendNotice(t, op, noticeBody({ title: 'other' }), { idemKey: 'notice-key-0001' })).statusCode).toBe(409);
  });

  it('edits: fields, kept attachments stay, dropped ones go, new ones join; the limits count the kept ones', async () => {
    const bulletinSq = await createNotice(t, op, { popupYn: 'Y', popupStartDt: '2026-11-01', popupEndDt: '2026-11-30' }, [pdfPart('a.pdf'), pdfPart('b.pdf')]);
    const before = (await t.call({ url: `/api/notice/admin/${bulletinSq}`, cookies: op })).json<{ fileList: { fileSq: number }[] }>();
    const keep = [before.fileList[1]!.fileSq];
    const res = await sendNotice(t, op, noticeBody({ title: '수정됨', popupYn: 'N', popupStartDt: '2026-11-01', keepFileSqs: keep }), {
      bulletinSq,
      files: [pdfPart('c.pdf')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.call({ url: `/api/notice/admin/${bulletinSq}`, cookies: op })).json<Record<string, unknown>>();
    expect(after).toMatchObject({ title: '수정됨', popupYn: 'N', popupStartDt: null, popupEndDt: null, fileList: [{ fileName: 'b.pdf' }, { fileName: 'c.pdf' }] });
    const tooMany = await sendNotice(t, op, noticeBody({ keepFileSqs: keep }), { bulletinSq, files: Array.from({ length: 5 }, () => pdfPart()) });
    expect(keysOf(tooMany)).toEqual(['attachFile:noticeAdmin.msg.filesMax']);
    expect((await sendNotice(t, op, noticeBody(), { bulletinSq: 999_999 })).statusCode).toBe(404);
  });

  it('deletes (useYn N): gone from the board and the form; a second delete is 404', async () => {
    const bulletinSq = await createNotice(t, op);
    const res = await t.call({ method: 'DELETE', url: `/api/notice/admin/${bulletinSq}`, cookies: op });
    expect(res.json()).toEqual({ bulletinSq, useYn: 'N' });
    expect((await t.call({ url: `/api/notice/admin/${bulletinSq}`, cookies: op })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/notice/detail/${bulletinSq}`, cookies: seller })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/notice/admin/${bulletinSq}`, cookies: op })).statusCode).toBe(404);
    const row = rowsOf<{ use_yn: string }>(await t.db.q.execute(sql`select use_yn from notice where bulletin_sq = ${bulletinSq}`));
    expect(row).toEqual([{ use_yn: 'N' }]);
  });

  it('a seller may not write or read the operator’s side (403); a master may look but not write', async () => {
    const bulletinSq = await createNotice(t, op);
    const notices = await count('notice');
    expect((await sendNotice(t, seller, noticeBody())).statusCode).toBe(403);
    expect((await t.call({ url: '/api/notice/admin/list', cookies: seller })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/notice/admin/${bulletinSq}`, cookies: seller })).statusCode).toBe(403);
    const byMaster = await sendNotice(t, master, noticeBody());
    expect(byMaster.statusCode).toBe(403);
    expect(byMaster.json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
    expect((await t.call({ method: 'DELETE', url: `/api/notice/admin/${bulletinSq}`, cookies: master })).json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
    expect(await count('notice')).toBe(notices);
  });
});
