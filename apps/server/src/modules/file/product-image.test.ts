import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { tinyPdf, tinyPng } from '@/seed/sample-files.ts';
import { postMultipart, type FilePart } from '@/test/multipart.ts';
import { uploadProductImage } from '@/test/product-factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
const GIF = Buffer.from('GIF89a\x03\x00\x02\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x07, 0x70, 0x05, 0xdc, 0x03, ...new Array<number>(16).fill(0), 0xff, 0xd9]);

describe('product images: POST /api/file/image/upload, GET /api/file/image/:fileSeq', () => {
  let t: TestApp;
  let seller: { cookies: Cookies; supplyEntrCd: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    seller = await sellerSession(t);
  });
  afterAll(() => t.close());

  /** The form as the web sends it, in a session: the file and (unless undefined) the editorName text. */
  const upload = (cookies: Cookies, files: FilePart[], editorName: string | undefined = 'productImage') =>
    postMultipart(t, '/api/file/image/upload', { jsonName: 'editorName', json: editorName, jsonAsText: true, files }, { cookies });
  const keyOf = (res: { json: () => { fields?: { field: string; messageKey: string }[] } }) => res.json().fields?.map((f) => `${f.field}:${f.messageKey}`);

  it('stores a PNG as the seller’s product image and answers where it is served and its size', async () => {
    const res = await upload(seller.cookies, [{ filename: '앞면.png', data: tinyPng(12), type: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ fileSeq: number }>();
    expect(reply).toEqual({
      fileSeq: expect.any(Number),
      fileUrl: `/api/file/image/${reply.fileSeq}`,
      width: 12,
      height: 12,
      fileNm: '앞면.png',
      fileSize: tinyPng(12).length,
    });
    const [row] = rowsOf<{ owner_type: string; owner_id: string; file_kind: string; mime_type: string }>(
      await t.db.q.execute(sql`select owner_type, owner_id, file_kind, mime_type from stored_file where file_seq = ${reply.fileSeq}`),
    );
    expect(row).toEqual({ owner_type: 'sellerImage', owner_id: seller.supplyEntrCd, file_kind: 'productImage', mime_type: 'image/png' });
  });

  it('takes GIF and JPEG (by their bytes, whatever the name) and reads their size; the form may leave editorName out', async () => {
    const gif = await upload(seller.cookies, [{ filename: 'a.png', data: GIF }], undefined);
    expect(gif.json()).toMatchObject({ width: 3, height: 2 });
    const jpeg = await upload(seller.cookies, [{ filename: 'a.jpeg', data: JPEG }]);
    expect(jpeg.json()).toMatchObject({ width: 1500, height: 1904 });
  });

  it('refuses swf, other kinds, empty, unreadable and oversized files, none or two files, with the image’s messages', async () => {
    const cases: [FilePart[], string][] = [
      [[{ filename: 'banner.swf', data: Buffer.from('FWS\x09\x00\x00\x00\x00', 'latin1') }], 'file:productImage.msg.swf'],
      [[{ filename: 'banner.png', data: Buffer.from('CWS\x0a\x00\x00\x00\x00', 'latin1') }], 'file:productImage.msg.swf'],
      [[{ filename: 'spec.pdf', data: tinyPdf('x') }], 'file:productImage.msg.type'],
      [[{ filename: 'x.png', data: Buffer.from('<svg onload=alert(1)>') }], 'file:productImage.msg.type'],
      [[{ filename: 'x.png', data: Buffer.alloc(0) }], 'file:productImage.msg.empty'],
      [[{ filename: 'x.png', data: tinyPng().subarray(0, 12) }], 'file:productImage.msg.unreadable'],
      [[{ filename: 'big.png', data: Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]) }], 'file:productImage.msg.tooLarge'],
      [[], 'file:productImage.msg.required'],
      [
        [
          { filename: 'a.png', data: tinyPng() },
          { filename: 'b.png', data: tinyPng() },
        ],
        'file:productImage.msg.tooMany',
      ],
    ];
    for (const [files, key] of cases) {
      const res = await upload(seller.cookies, files);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(keyOf(res), key).toEqual([key]);
    }
    const swf = await upload(seller.cookies, cases[0]![0]);
    expect(swf.json().displayMessage).toBe('swf(플래시) 파일은 올릴 수 없습니다. jpg, gif, png 이미지로 올려 주세요.');
    expect(keyOf(await upload(seller.cookies, [{ filename: 'a.png', data: tinyPng() }], 'x'.repeat(51)))).toEqual(['editorName:productImage.msg.editorName']);
  });

  it('serves the image to its seller, a master viewing it and an operator; 404 to another seller', async () => {
    const fileSeq = await uploadProductImage(t, seller.cookies);
    const url = `/api/file/image/${fileSeq}`;
    const own = await t.call({ url, cookies: seller.cookies });
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline; filename="coat\.png"/),
      'cache-control': 'private, max-age=86400',
    });
    expect(Buffer.compare(own.rawPayload, tinyPng())).toBe(0);
    for (const cookies of [await masterSessionFor(t, seller.supplyEntrCd), await operatorSession(t)])
      expect((await t.call({ url, cookies })).statusCode).toBe(200);
    const other = await sellerSession(t);
    const refused = await t.call({ url, cookies: other.cookies });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await t.call({ url: '/api/file/image/2000000000', cookies: seller.cookies })).statusCode).toBe(404);
    expect((await t.call({ url })).statusCode).toBe(401);
    // A file of another kind (an inquiry's image) is not a product image, whoever asks.
    await postMultipart(t, '/api/customer/supply/createEnterinquire', {
      jsonName: 'enterinquire',
      json: {
        regGb: '1',
        entrNm: '모노',
        chgNm: '한지민',
        chgEmail1: 'a',
        chgEmail2: 'b.kr',
        chgPhone1: '010',
        chgPhone2: '2345',
        chgPhone3: '6789',
        reqContents: '문의',
        chgAgree: 'Y',
      },
      files: [{ filename: 'a.png', data: tinyPng() }],
    });
    const [inquiry] = rowsOf<{ id: number }>(await t.db.q.execute(sql`select max(file_seq)::int as id from stored_file where owner_type = 'enterinquire'`));
    expect((await t.call({ url: `/api/file/image/${inquiry!.id}`, cookies: await operatorSession(t) })).statusCode).toBe(404);
  });

  it('refuses a master’s upload (view only) and throttles one seller’s uploads, not another’s', async () => {
    const master = await masterSessionFor(t, seller.supplyEntrCd);
    const res = await upload(master, [{ filename: 'a.png', data: tinyPng() }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
    const busy = await sellerSession(t);
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await upload(busy.cookies, [{ filename: 'a.png', data: tinyPng() }])).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes.at(-1)).toBe(429);
    expect((await upload((await sellerSession(t)).cookies, [{ filename: 'a.png', data: tinyPng() }])).statusCode).toBe(200);
  });
});
