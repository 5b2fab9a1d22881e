import { PRODUCT_EXCEL_COLUMNS } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { appJobs } from '@/test/jobs.ts';
import { multipartBody } from '@/test/multipart.ts';
import { productRows, productSheet, readSheet } from '@/test/product-excel-sheets.ts';
import { sellerWithBrand } from '@/test/product-factories.ts';
import { registerProduct } from '@/test/product-world.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
const inList = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
type Seller = Awaited<ReturnType<typeof sellerWithBrand>>;

describe('product registration by Excel upload (productExcelUploadForm)', () => {
  let t: TestApp;
  let a: Seller;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    a = await sellerWithBrand(t);
  });
  afterAll(() => t.close());

  async function upload(cookies: Cookies, data: Uint8Array, mode = 'VALID', filename = 'products.xlsx') {
    const { payload, contentType } = await multipartBody({ jsonName: 'upload', json: { mode }, files: [{ filename, data }] });
    return t.app.inject({
      method: 'POST',
      url: '/api/product/excel/upload',
      payload,
      cookies,
      headers: { 'content-type': contentType, 'accept-language': 'ko', 'x-requested-with': 'XMLHttpRequest', origin: TEST_ORIGIN },
    });
  }
  /** Uploads, runs the job and answers its outcome. */
  async function run(rows: Record<string, unknown>[], mode: 'ALL' | 'VALID', s: Seller = a) {
    const res = await upload(s.cookies, await productSheet(rows), mode);
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json<{ jobId: string }>();
    await (await appJobs(t)).worker.drain();
    const status = (await t.call({ url: `/api/job/${jobId}`, cookies: s.cookies })).json();
    expect(status).toMatchObject({ status: 'completed' });
    const result = await t.call({ url: `/api/product/excel/uploads/${jobId}`, cookies: s.cookies });
    expect(result.statusCode, result.body).toBe(200);
    return { jobId, status, result: result.json() };
  }
  const rowsFor = (s: Seller, overrides: Record<string, unknown> = {}) => productRows({ brandCd: s.brandCd, ...overrides });
  const savedCodes = async (supplyProdCds: string[]) =>
    rowsOf<{ supply_prod_cd: string }>(
      await t.db.q.execute(sql`select supply_prod_cd from product where supply_entr_cd = ${a.supplyEntrCd} and supply_prod_cd in (${inList(supplyProdCds)})`),
    ).map((r) => r.supply_prod_cd);

  it('serves a template naming every field in row 1 (titles) and row 2 (codes), with an example and the codes sheet', async () => {
    const res = await t.call({ url: '/api/product/excel/template', cookies: a.cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const data = res.rawPayload;
    const [titles, codes] = await readSheet(data, 0);
    expect(codes).toEqual(PRODUCT_EXCEL_COLUMNS.map((c) => c.key));
    expect(titles?.[0]).toBe('판매자 상품코드');
    expect(titles).toHaveLength(PRODUCT_EXCEL_COLUMNS.length);
    const example = await readSheet(data, 1);
    expect(example[2]?.[2]).toBe(a.brandCd);
    const codeSheet = (await readSheet(data, 2)).map((r) => String(r[1]));
    expect(codeSheet).toEqual(expect.arrayContaining([a.brandCd, 'DL0001', 'FW', '10010101', 'KR']));
  });

  it('registers the products of a good sheet with their options, codes and status history', async () => {
    const rows = [...rowsFor(a), ...rowsFor(a, { optionType: '0', optionNm1: '', optionNm2: '', options: [{ stockQty: 7 }] })];
    const codes = [String(rows[0]!.supplyProdCd), String(rows[4]!.supplyProdCd)];
    const { result, status } = await run(rows, 'ALL');
    expect(result).toMatchObject({ done: true, rowCnt: 5, productCnt: 2, savedCnt: 2, failedCnt: 0, errorCnt: 0, errors: [] });
    expect(status).toMatchObject({ fileReady: false, progressDone: 10, progressTotal: 10 });
    const saved = rowsOf<{ prod_cd: string; supply_prod_cd: string; prod_sts_cd: string; sell_fee_rate: string; options: string[]; hist: number }>(
      await t.db.q.execute(sql`select p.prod_cd, p.supply_prod_cd, p.prod_sts_cd, p.sell_fee_rate::text,
        (select array_agg(o.prod_option_cd || ':' || o.option_value1 || '/' || o.option_value2 || ':' || o.stock_qty order by o.sort_order) from product_option o where o.prod_cd = p.prod_cd) as options,
        (select count(*)::int from product_status_history h where h.prod_cd = p.prod_cd and h.action = 'register' and h.to_sts_cd = '40') as hist
        from product p where p.supply_entr_cd = ${a.supplyEntrCd} and p.supply_prod_cd in (${inList(codes)}) order by p.supply_prod_cd`),
    );
    expect(saved).toHaveLength(2);
    const coat = saved.find((p) => p.supply_prod_cd === codes[0])!;
    expect(coat.prod_cd).toMatch(/^P\d{9}$/);
    expect(coat).toMatchObject({ prod_sts_cd: '40', sell_fee_rate: '18.50', hist: 1 });
    expect(coat.options).toEqual([
      `${coat.prod_cd}001:베이지/S:3`,
      `${coat.prod_cd}002:베이지/M:2`,
      `${coat.prod_cd}003:네이비/S:0`,
      `${coat.prod_cd}004:네이비/M:1`,
    ]);
    expect(saved.find((p) => p.supply_prod_cd === codes[1])!.options).toEqual([`${saved.find((p) => p.supply_prod_cd === codes[1])!.prod_cd}001:/:7`]);
  });

  /** Three good products and three bad ones: a bad price, a bad stock on an option row, an unknown site. */
  function mixedSheet() {
    const good = [rowsFor(a), rowsFor(a), rowsFor(a)];
    const badPrice = rowsFor(a, { prodPrice: 329_005 });
    const badStock = rowsFor(a);
    badStock[2]!.stockQty = 'many';
    const badSite = rowsFor(a, { deliveryLocCd: 'DL9999' });
    const rows = [...good[0]!, ...badPrice, ...good[1]!, ...badStock, ...badSite, ...good[2]!];
    const codeOf = (r: Record<string, unknown>[]) => String(r[0]!.supplyProdCd);
    return { rows, good: good.map(codeOf), bad: [badPrice, badStock, badSite].map(codeOf) };
  }
  // Rows: 3-6 good, 7-10 bad price, 11-14 good, 15-18 bad stock (row 17), 19-22 bad site, 23-26 good.
  const expectedErrors = [
    { row: 7, column: 'prodPrice', messageKey: 'product.msg.priceUnit' },
    { row: 17, column: 'stockQty', messageKey: 'product.msg.stockQty' },
    { row: 19, column: 'deliveryLocCd', messageKey: 'product.msg.deliveryLocCd' },
  ];

  it('VALID: saves the good products and reports exactly the bad rows, columns and keys, with an annotated sheet', async () => {
    const { rows, good, bad } = mixedSheet();
    const { jobId, result, status } = await run(rows, 'VALID');
    expect(result).toMatchObject({ rowCnt: 24, productCnt: 6, savedCnt: 3, failedCnt: 3, errorCnt: 3 });
    expect(result.errors.map((e: { row: number; column: string; messageKey: string }) => ({ row: e.row, column: e.column, messageKey: e.messageKey }))).toEqual(
      expectedErrors,
    );
    expect(result.errors[0]).toMatchObject({ columnNm: '판매가', message: expect.any(String) });
    expect(await savedCodes([...good, ...bad])).toEqual(expect.arrayContaining(good));
    expect(await savedCodes(bad)).toEqual([]);
    expect(status).toMatchObject({ fileReady: true });
    const file = await t.call({ url: `/api/job/${jobId}/file`, cookies: a.cookies });
    const sheet = await readSheet(file.rawPayload);
    expect(sheet[1]?.at(-1)).toBe('_errors');
    const errorColumn = PRODUCT_EXCEL_COLUMNS.length;
    const annotated = sheet.map((r, i) => [i + 1, r[errorColumn]]).filter(([, e]) => typeof e === 'string' && e !== '' && e !== '_errors');
    expect(annotated.map(([row]) => row)).toEqual([1, 7, 17, 19]);
    expect(String(annotated[2]![1])).toContain('재고 수량: ');
  });

  it('ALL: the same sheet saves nothing and reports the same errors', async () => {
    const { rows, good, bad } = mixedSheet();
    const { result } = await run(rows, 'ALL');
    expect(result).toMatchObject({ productCnt: 6, savedCnt: 0, failedCnt: 3, errorCnt: 3 });
    expect(result.errors.map((e: { row: number }) => e.row)).toEqual([7, 17, 19]);
    expect(await savedCodes([...good, ...bad])).toEqual([]);
  });

  it('refuses a code used twice in the sheet, a code already registered and a product field that differs on a later row', async () => {
    const existing = rowsFor(a);
    await registerProduct(t, a, { supplyProdCd: existing[0]!.supplyProdCd });
    const first = rowsFor(a);
    const again = rowsFor(a, { supplyProdCd: first[0]!.supplyProdCd });
    const differs = rowsFor(a);
    differs[1]!.prodNm = '다른 이름';
    const { result } = await run([...first, ...existing, ...again, ...differs], 'VALID');
    const errors = result.errors.map((e: { row: number; column: string; messageKey: string }) => [e.row, e.column, e.messageKey]);
    expect(errors).toEqual([
      [7, 'supplyProdCd', 'product.msg.supplyProdCdTaken'],
      [11, 'supplyProdCd', 'productExcel.msg.duplicateInSheet'],
      [16, 'prodNm', 'productExcel.msg.productFieldDiffers'],
    ]);
    expect(result).toMatchObject({ productCnt: 4, savedCnt: 1 });
  });

  it('refuses a file that is not an xlsx (an xls named, anything else) and a form without a mode', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const res = await upload(a.cookies, xls, 'VALID', 'products.xls');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors ?? res.json()).toBeTruthy();
    expect(res.body).toContain('xls');
    const csv = await upload(a.cookies, Buffer.from('supplyProdCd,prodNm\nA,B\n'), 'VALID', 'products.xlsx');
    expect(csv.statusCode).toBe(400);
    expect(csv.body).toContain('xlsx');
    const noMode = await upload(a.cookies, await productSheet(rowsFor(a)), 'SOME');
    expect(noMode.statusCode).toBe(400);
  });

  it('reports a sheet whose row 2 is not the template and a zip that is not a workbook', async () => {
    const wrong = await upload(a.cookies, await productSheet(rowsFor(a), { codes: ['supplyProdCd', 'prodNm'] }));
    const { jobId } = wrong.json<{ jobId: string }>();
    await (await appJobs(t)).worker.drain();
    const result = (await t.call({ url: `/api/product/excel/uploads/${jobId}`, cookies: a.cookies })).json();
    expect(result).toMatchObject({ savedCnt: 0, errors: [{ row: 2, column: null, messageKey: 'productExcel.msg.header' }] });
  });

  it("answers 404 for another seller's upload, its job and its file; a master session may not upload", async () => {
    const b = await sellerWithBrand(t);
    const { jobId } = await run(mixedSheet().rows, 'VALID');
    expect((await t.call({ url: `/api/product/excel/uploads/${jobId}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/job/${jobId}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/job/${jobId}/file`, cookies: b.cookies })).statusCode).toBe(404);
    const master = await masterSessionFor(t, a.supplyEntrCd);
    const refused = await upload(master, await productSheet(rowsFor(a)));
    expect(refused.statusCode).toBe(403);
    expect((await t.call({ url: '/api/product/excel/template', cookies: master })).statusCode).toBe(200);
  });
});
