import { randomUUID } from 'node:crypto';
import type { TEnterinquireRow } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { loadModules } from '@/module-loader.ts';
import { listJobs } from '@/services.ts';
import { appJobs } from '@/test/jobs.ts';
import { tinyPdf, tinyPng } from '@/seed/sample-files.ts';
import { postMultipart, type FilePart } from '@/test/multipart.ts';
import { operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type TRows = { list: TEnterinquireRow[]; totalCnt: number };

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  regGb: '1',
  entrNm: '모노하우스',
  chgNm: '한지민',
  chgEmail1: 'jimin',
  chgEmail2: 'monohouse.kr',
  chgEmailSelect: '99',
  chgPhone1: '010',
  chgPhone2: '2345',
  chgPhone3: '6789',
  reqContents: '여성 니트 브랜드 입점 문의입니다.',
  chgAgree: 'Y',
  ...overrides,
});

describe('affiliation inquiry', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  const send = (json: unknown, files: FilePart[] = []) =>
    postMultipart(t, '/api/customer/supply/createEnterinquire', { jsonName: 'enterinquire', json, files });
  const fieldsOf = (res: { json: () => unknown }) => (res.json() as { fields: { field: string; messageKey: string }[] }).fields;
  const counts = async () =>
    rowsOf<{ i: number; f: number }>(
      await t.db.q.execute(
        sql`select (select count(*)::int from enterinquire) as i, (select count(*)::int from stored_file where owner_type = 'enterinquire') as f`,
      ),
    )[0];
  const adminList = async (query = '') => (await t.call({ url: `/api/admin/enterinquire/list?pageSize=1000${query}`, cookies: admin })).json<TRows>();

  it('saves an inquiry with an image (JPG, GIF or PNG) and answers 1; the operator sees it and downloads the image', async () => {
    for (const [name, data] of [
      ['a.png', tinyPng()],
      ['b.gif', GIF],
      ['c.jpg', JPG],
    ] as const)
      expect((await send(inquiry(), [{ filename: name, data }])).json()).toBe(1);
    expect((await send(inquiry({ regGb: '0', entrNm: '애드브릿지' }))).json()).toBe(1);
    const { list } = await adminList();
    expect(list[0]).toMatchObject({
      regGb: '0',
      regGbNm: '온라인 마케팅 제휴',
      entrNm: '애드브릿지',
      imageYn: 'N',
      chgPhone: '010-2345-6789',
      chgEmail: 'jimin@monohouse.kr',
    });
    const withImage = list.find((r) => r.imageYn === 'Y');
    if (!withImage || !list[0]) throw new Error('no inquiries');
    const detail = (await t.call({ url: `/api/admin/enterinquire/${withImage.inquirySeq}`, cookies: admin, lang: 'en' })).json();
    expect(detail).toMatchObject({
      regGbNm: 'Clothing',
      reqContents: '여성 니트 브랜드 입점 문의입니다.',
      chgAgree: 'Y',
      image: { fileKind: 'image', mimeType: 'image/jpeg' },
    });
    const image = await t.call({ url: `/api/admin/enterinquire/${withImage.inquirySeq}/image`, cookies: admin });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toMatch(/^attachment; filename="c.jpg"/);
    expect((await t.call({ url: `/api/admin/enterinquire/${list[0].inquirySeq}/image`, cookies: admin })).statusCode).toBe(404);
  });

  it('filters the operator list by category and pages it', async () => {
    await send(inquiry({ regGb: '7', entrNm: '뷰티살롱' }));
    const beauty = await adminList('&regGb=7');
    expect(beauty.list.every((r) => r.regGb === '7')).toBe(true);
    expect(beauty.totalCnt).toBeGreaterThan(0);
    const page = (await t.call({ url: '/api/admin/enterinquire/list?pageNum=1&pageSize=1', cookies: admin })).json<TRows>();
    expect(page.list).toHaveLength(1);
    expect((await t.call({ url: '/api/admin/enterinquire/list?regGb=A', cookies: admin })).statusCode).toBe(400);
  });

  it('narrows the operator list by each filter: category, company and contact (contains, LIKE signs literal), days received in Seoul', async () => {
    const tag = randomUUID().slice(0, 8);
    await send(inquiry({ regGb: '1', entrNm: `필터${tag}`, chgNm: '김필터' }));
    await send(inquiry({ regGb: '7', entrNm: `필터_${tag}살롱`, chgNm: '박담당' }));
    const seqs = async (query: string) => (await adminList(`&entrNm=${encodeURIComponent(tag)}${query}`)).list.map((r) => r.entrNm);
    // The first was received on 2026-01-10 in Seoul, 00:30 there (still the 9th in UTC).
    await t.db.q.execute(sql`update enterinquire set created_at = '2026-01-09T15:30:00Z' where entr_nm = ${`필터${tag}`}`);

    expect(await seqs('')).toEqual([`필터_${tag}살롱`, `필터${tag}`]);
    expect(await seqs('&regGb=1')).toEqual([`필터${tag}`]);
    expect(await seqs(`&chgNm=${encodeURIComponent('박')}`)).toEqual([`필터_${tag}살롱`]);
    expect((await adminList(`&entrNm=${encodeURIComponent(`_${tag}`)}`)).list.map((r) => r.entrNm)).toEqual([`필터_${tag}살롱`]);
    expect(await seqs('&regDtFrom=2026-01-10&regDtTo=2026-01-10')).toEqual([`필터${tag}`]);
    expect(await seqs('&regDtTo=2026-01-09')).toEqual([]);
    expect(await seqs('&regDtFrom=2026-01-11')).toEqual([`필터_${tag}살롱`]);
    expect((await t.call({ url: '/api/admin/enterinquire/list?regDtTo=2026-13-01', cookies: admin })).statusCode).toBe(400);
  });

  it.each([
    ['category', { regGb: '' }, 'regGb', 'inquiry.msg.regGb'],
    ['company', { entrNm: '' }, 'entrNm', 'inquiry.msg.entrNm'],
    ['contact name', { chgNm: '' }, 'chgNm', 'name.msg.required'],
    ['e-mail', { chgEmail2: 'monohouse' }, 'chgEmail2', 'email.msg.pattern'],
    ['phone middle at least 3', { chgPhone2: '23' }, 'chgPhone2', 'phone.msg.middle'],
    ['phone last at least 4', { chgPhone3: '678' }, 'chgPhone3', 'phone.msg.last'],
    ['text', { reqContents: '  ' }, 'reqContents', 'inquiry.msg.reqContents'],
    ['agreement', { chgAgree: 'N' }, 'chgAgree', 'inquiry.msg.chgAgree'],
  ])('requires the %s', async (_name, overrides, field, messageKey) => {
    const before = await counts();
    expect(fieldsOf(await send(inquiry(overrides)))).toEqual([{ field, messageKey }]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a wrong image type by its bytes, an empty image and a second file, saving nothing', async () => {
    const before = await counts();
    expect(fieldsOf(await send(inquiry(), [{ filename: 'photo.png', data: tinyPdf('not an image'), type: 'image/png' }]))).toEqual([
      { field: 'file', messageKey: 'file.msg.imageType' },
    ]);
    expect(fieldsOf(await send(inquiry(), [{ filename: 'empty.png', data: new Uint8Array(0) }]))).toEqual([{ field: 'file', messageKey: 'file.msg.empty' }]);
    expect(
      fieldsOf(
        await send(inquiry(), [
          { filename: 'a.png', data: tinyPng() },
          { filename: 'b.png', data: tinyPng() },
        ]),
      ),
    ).toEqual([{ field: 'file', messageKey: 'file.msg.tooMany' }]);
    expect(await counts()).toEqual(before);
  });

  it('is read by operators only: 401 without a session, 403 for a seller', async () => {
    expect((await t.call({ url: '/api/admin/enterinquire/list' })).statusCode).toBe(401);
    const seller = await sellerSession(t);
    expect((await t.call({ url: '/api/admin/enterinquire/list', cookies: seller.cookies })).statusCode).toBe(403);
    expect((await t.call({ url: '/api/admin/enterinquire/1', cookies: seller.cookies })).statusCode).toBe(403);
  });

  it('purges inquiries and their images after 3 months (the scheduled retention job), keeping newer ones', async () => {
    await send(inquiry({ entrNm: '오래된문의' }), [{ filename: 'old.png', data: tinyPng() }]);
    t.clock.advanceSeconds(60 * 24 * 60 * 60);
    await send(inquiry({ entrNm: '최근문의' }));
    t.clock.advanceSeconds(35 * 24 * 60 * 60);
    expect(listJobs(t.app.services, await loadModules()).map((j) => j.name)).toContain('purge-enterinquires');
    const { scheduler, worker } = await appJobs(t);
    await scheduler.enqueueDue();
    await worker.drain();
    expect(await counts()).toEqual({ i: 1, f: 0 });
    admin = await operatorSession(t);
    expect((await adminList()).list.map((r) => r.entrNm)).toEqual(['최근문의']);
    expect(await t.app.services.inquiries.purgeExpiredEnterinquires()).toBe(0);
  });
});
