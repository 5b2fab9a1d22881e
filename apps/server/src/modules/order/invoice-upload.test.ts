import type { TInvoiceUploadReply } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { invoiceSheet, prepareLines } from '@/test/invoice-sheets.ts';
import { appJobs } from '@/test/jobs.ts';
import { multipartBody } from '@/test/multipart.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { readSheet } from '@/test/product-excel-sheets.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
let t: TestApp;
let a: Seller;
beforeAll(async () => {
  t = await createTestApp();
  a = await sellerWithProductOnSale(t, { stock: [50, 50] });
});
afterAll(() => t.close());

let serial = 0;
/** A fresh invoice number of 12 digits. */
const invoiceNo = () => `6${String(Date.now()).slice(-7)}${String(++serial).padStart(4, '0')}`;

async function upload(cookies: Cookies, data: Uint8Array, filename = 'invoices.xlsx') {
  const { payload, contentType } = await multipartBody({ jsonName: 'upload', json: {}, files: [{ filename, data }] });
  return t.app.inject({
    method: 'POST',
    url: '/api/order/invoiceUpload',
    payload,
    cookies,
    headers: { 'content-type': contentType, 'accept-language': 'ko', 'x-requested-with': 'XMLHttpRequest', origin: TEST_ORIGIN },
  });
}
/** Uploads, runs the job, answers the upload's outcome. */
async function run(rows: unknown[][], s: Seller = a) {
  const res = await upload(s.cookies, await invoiceSheet(rows));
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json<{ jobId: string }>();
  await (await appJobs(t)).worker.drain();
  const out = await t.call({ url: `/api/order/invoiceUpload/${jobId}`, cookies: s.cookies });
  expect(out.statusCode, out.body).toBe(200);
  return { jobId, reply: out.json<TInvoiceUploadReply>() };
}
/** An order of two lines of the seller, both prepared unless told. */
async function preparedOrder(s: Seller = a, prepare = true) {
  const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }, { prodOptionCd: s.optionCds[1]! }]);
  if (prepare)
    await prepareLines(t, s.supplyEntrCd, [
      { ordNo, ordDtlSq: 1 },
      { ordNo, ordDtlSq: 2 },
    ]);
  return ordNo;
}
const lineOf = async (ordNo: string, ordDtlSq: number) =>
  rowsOf<{ ord_dtl_sts_cd: string; delivery_entr_cd: string | null; invoice_no: string | null; version: number }>(
    await t.db.q.execute(sql`select ord_dtl_sts_cd, delivery_entr_cd, invoice_no, version from ord_dtl where ord_no = ${ordNo} and ord_dtl_sq = ${ordDtlSq}`),
  )[0]!;
const countOf = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await t.db.q.execute(q))[0]!.n);

describe('invoice bulk upload (POST /api/order/invoiceUpload)', () => {
  it('serves a template: the four titles with text-formatted columns, and the carrier codes on a second sheet', async () => {
    const res = await t.call({ url: '/api/order/invoiceUpload/template', cookies: a.cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [titles] = await readSheet(res.rawPayload, 0);
    expect(titles).toEqual(['주문번호', '주문상세번호', '택배사 코드', '송장번호']);
    const carriers = (await readSheet(res.rawPayload, 1)).map((r) => r[0]);
    expect(carriers).toEqual(expect.arrayContaining(['04', '08', '01']));
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getColumn(4).numFmt).toBe('@');
  });

  it('reports every row: registered, already, not found, wrong status, unknown carrier, used elsewhere, bad number, missing', async () => {
    const ok = await preparedOrder();
    const paid = await preparedOrder(a, false);
    const elsewhere = await preparedOrder();
    const other = await sellerWithProductOnSale(t);
    const foreign = await preparedOrder(other);
    const used = invoiceNo();
    const first = await run([[elsewhere, 1, '04', used]]);
    expect(first.reply.rows[0]).toMatchObject({ result: 'OK' });
    const inv = invoiceNo();
    const { reply, jobId } = await run([
      [ok, '1', '04', inv],
      // Excel's numbers: the line 2, the carrier 4 (04) and a 12-digit invoice stored as a number, not text.
      [ok, 2, 4, Number(inv)],
      [elsewhere, '1', '04', used],
      [foreign, '1', '04', invoiceNo()],
      ['NOSUCHORDER1', '1', '04', invoiceNo()],
      [paid, '1', '04', invoiceNo()],
      [paid, '2', '99', invoiceNo()],
      [elsewhere, '2', '04', '123'],
      [paid, 'x', '04', invoiceNo()],
      [paid, '2', '', invoiceNo()],
      [ok, '1', '08', used],
    ]);
    expect(reply).toMatchObject({ status: 'completed', done: true, rowCnt: 11, okCnt: 2, alreadyCnt: 1, failedCnt: 8, fileReady: true, sheetMessage: null });
    // Progress is stored on the job as the batches go: every row counted once it is done.
    const job = (await t.call({ url: `/api/job/${jobId}`, cookies: a.cookies })).json();
    expect(job).toMatchObject({ status: 'completed', progressDone: 11, progressTotal: 11, fileReady: true });
    expect(reply.rows.map((r) => [r.row, r.result])).toEqual([
      [2, 'OK'],
      [3, 'OK'],
      [4, 'ALREADY'],
      [5, 'NOT_FOUND'],
      [6, 'NOT_FOUND'],
      [7, 'WRONG_STATUS'],
      [8, 'UNKNOWN_CARRIER'],
      [9, 'BAD_NUMBER'],
      [10, 'BAD_NUMBER'],
      [11, 'MISSING'],
      [12, 'WRONG_STATUS'],
    ]);
    expect(reply.rows[1]).toMatchObject({ ordDtlSq: '2', deliveryEntrCd: '4', invoiceNo: inv, message: '등록되었습니다. 배송중으로 변경되었습니다.' });
    expect(await lineOf(ok, 1)).toMatchObject({ ord_dtl_sts_cd: '50', delivery_entr_cd: '04', invoice_no: inv });
    // One parcel for two lines of one order: the same invoice on both is allowed.
    expect(await lineOf(ok, 2)).toMatchObject({ ord_dtl_sts_cd: '50', delivery_entr_cd: '04', invoice_no: inv });
    expect(await lineOf(foreign, 1)).toMatchObject({ ord_dtl_sts_cd: '35', invoice_no: null });
    expect(await lineOf(paid, 1)).toMatchObject({ ord_dtl_sts_cd: '20', invoice_no: null });
    expect(await countOf(sql`select count(*) as n from ord_status_history where ord_no = ${ok} and action = 'ship' and to_sts_cd = '50'`)).toBe(2);
    expect(await countOf(sql`select count(*) as n from buyer_notification where ord_no = ${ok} and kind = 'SHIPPED'`)).toBe(2);
    // The result sheet: the upload as read (as text), with the result column.
    const file = await t.call({ url: `/api/job/${jobId}/file`, cookies: a.cookies });
    expect(file.statusCode).toBe(200);
    const sheet = await readSheet(file.rawPayload, 0);
    expect(sheet[0]).toEqual(['주문번호', '주문상세번호', '택배사 코드', '송장번호', '처리 결과']);
    expect(sheet[2]).toEqual([ok, '2', '4', inv, '등록되었습니다. 배송중으로 변경되었습니다.']);
    expect(String(sheet[6]?.[4])).toContain('상품준비중');
  });

  it('changes nothing when the same sheet is uploaded again: every registered row reads "already registered"', async () => {
    const ordNo = await preparedOrder();
    const rows = [
      [ordNo, '1', '04', invoiceNo()],
      [ordNo, '2', '05', invoiceNo()],
    ];
    expect((await run(rows)).reply).toMatchObject({ okCnt: 2, alreadyCnt: 0, failedCnt: 0 });
    const before = [await lineOf(ordNo, 1), await lineOf(ordNo, 2)];
    const history = await countOf(sql`select count(*) as n from ord_status_history where ord_no = ${ordNo}`);
    const again = await run(rows);
    expect(again.reply).toMatchObject({ okCnt: 0, alreadyCnt: 2, failedCnt: 0 });
    expect(again.reply.rows.map((r) => r.result)).toEqual(['ALREADY', 'ALREADY']);
    expect([await lineOf(ordNo, 1), await lineOf(ordNo, 2)]).toEqual(before);
    expect(await countOf(sql`select count(*) as n from ord_status_history where ord_no = ${ordNo}`)).toBe(history);
  });

  it('resumes a retried job after the last batch it stored, reporting no row twice', async () => {
    const ordNo = await preparedOrder();
    const res = await upload(
      a.cookies,
      await invoiceSheet([
        [ordNo, '1', '04', invoiceNo()],
        [ordNo, '2', '04', invoiceNo()],
      ]),
    );
    const { jobId } = res.json<{ jobId: string }>();
    // As if a first try had stored row 2's batch and then died: the retry starts at row 3.
    const stored = JSON.stringify([{ row: 2, ordNo, ordDtlSq: '1', deliveryEntrCd: '04', invoiceNo: 'X', result: 'OK' }]);
    await t.db.q.execute(sql`update invoice_upload set last_row = 2, row_cnt = 1, ok_cnt = 1, rows = ${stored}::jsonb where job_id = ${jobId}`);
    await (await appJobs(t)).worker.drain();
    const out = (await t.call({ url: `/api/order/invoiceUpload/${jobId}`, cookies: a.cookies })).json<TInvoiceUploadReply>();
    expect(out).toMatchObject({ done: true, rowCnt: 2, okCnt: 2 });
    expect(out.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(await lineOf(ordNo, 1)).toMatchObject({ ord_dtl_sts_cd: '35' });
    expect(await lineOf(ordNo, 2)).toMatchObject({ ord_dtl_sts_cd: '50' });
  });

  it('takes Excel files only: xls and other files are refused with their keys, a foreign sheet is reported, not retried', async () => {
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const xls = await upload(a.cookies, ole2, 'invoices.xls');
    expect(xls.statusCode).toBe(400);
    expect(xls.body).toContain('invoiceUpload.msg.xlsRefused');
    const text = await upload(a.cookies, Buffer.from('ordNo,ordDtlSq\n'), 'invoices.csv');
    expect(text.statusCode).toBe(400);
    expect(text.body).toContain('invoiceUpload.msg.notExcel');
    const wrong = await upload(a.cookies, await invoiceSheet([['A', '1', '04', '123456789']], { titles: ['a', 'b', 'c', 'd'] }));
    expect(wrong.statusCode).toBe(202);
    await (await appJobs(t)).worker.drain();
    const out = (await t.call({ url: `/api/order/invoiceUpload/${wrong.json<{ jobId: string }>().jobId}`, cookies: a.cookies })).json<TInvoiceUploadReply>();
    expect(out).toMatchObject({ status: 'completed', done: true, rowCnt: 0, fileReady: false, sheetMessage: expect.stringContaining('양식') });
  });

  it("answers 404 for another seller's upload; a master session may download the template but not upload", async () => {
    const ordNo = await preparedOrder();
    const { jobId } = await run([[ordNo, '1', '04', invoiceNo()]]);
    const b = await sellerWithProductOnSale(t);
    expect((await t.call({ url: `/api/order/invoiceUpload/${jobId}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/job/${jobId}/file`, cookies: b.cookies })).statusCode).toBe(404);
    const master = await masterSessionFor(t, a.supplyEntrCd);
    expect((await upload(master, await invoiceSheet([[ordNo, '2', '04', invoiceNo()]]))).statusCode).toBe(403);
    expect((await t.call({ url: '/api/order/invoiceUpload/template', cookies: master })).statusCode).toBe(200);
    expect(await lineOf(ordNo, 2)).toMatchObject({ ord_dtl_sts_cd: '35' });
  });
});
