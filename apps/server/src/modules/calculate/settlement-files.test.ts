import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from '@/test/jobs.ts';
import { insertSettledMonth, settlementSeller, type RowSpec } from '@/test/settlement-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;

const ROWS: RowSpec[] = [
  ...Array.from({ length: 60 }, (_, i): RowSpec => ({
    kind: 'SALE',
    saleDt: '2026-10-03',
    ordNo: `20261003${String(i).padStart(6, '0')}`,
    ordDtlSq: 1,
    prodNm: i === 0 ? '=HYPERLINK("http://evil")' : `울 코트 ${i}`,
    qty: 1,
    saleAmt: 10000 + i,
    sellFeeRate: '10.00',
    feeAmt: 1000,
    vatSaleAmt: 10000 + i,
    taxType: 'TAXABLE',
    evidence: 'CARD',
  })),
  { kind: 'REFUND', saleDt: '2026-10-08', saleAmt: -10000, feeAmt: -1000, vatSaleAmt: -10000, taxType: 'TAXABLE', evidence: 'CARD', claimSq: 3 },
  { kind: 'ADJUSTMENT', saleDt: '2026-10-09', calcFee: -3000, reasonParams: { text: '지연 출고 보상' } },
  { kind: 'HOLD', saleDt: '2026-10-31', holdAmt: -5000, reasonKey: 'calculate.holdKind.COUNTERFEIT', reasonParams: {} },
];

describe('the settlement files: statement Excel and PDF, the lists’ and the VAT report’s Excel', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof settlementSeller>>;
  let payout = 0;
  let sellerNm = '';

  /** Starts a file, runs the queue, answers the file's bytes. */
  const fileOf = async (cookies: Cookies, url: string, body: unknown, lang: 'ko' | 'en' = 'ko') => {
    const res = await t.call({ method: 'POST', url: `/api/calculate/${url}`, cookies, body, lang });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json<{ jobId: string }>();
    await (await appJobs(t)).worker.drain();
    expect((await t.call({ url: `/api/job/${jobId}`, cookies })).json()).toMatchObject({ status: 'completed' });
    const file = await t.call({ url: `/api/job/${jobId}/file`, cookies });
    expect(file.statusCode).toBe(200);
    return file;
  };
  const sheetOf = async (data: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    seller = await settlementSeller(t);
    sellerNm = seller.seller.company!.supplyEntrNm;
    payout = (await insertSettledMonth(t, { supplyEntrCd: seller.supplyEntrCd, settleYm: '2026-10', rows: ROWS })).payoutAmt;
  }, 60_000);
  afterAll(() => t.close());

  it('writes the statement’s Excel: every row in order, the totals by kind and the payout, formulas escaped', async () => {
    const file = await fileOf(seller.cookies, 'statement/2026-10/excel', {}, 'en');
    expect(file.headers['content-disposition']).toContain('Settlement_statement_2026-10.xlsx');
    const rows = await sheetOf(file.rawPayload);
    const header = rows[0] as string[];
    expect(header.slice(0, 3)).toEqual(['Kind', 'Sale date', 'Order no.']);
    const total = header.indexOf('Settlement amount');
    const body = rows.slice(1, 1 + ROWS.length);
    expect(body.map((r) => r[0])).toEqual([...Array(60).fill('Sale'), 'Refund', 'Adjustment', 'Hold']);
    expect(body[0]![2]).toBe('20261003000000');
    expect(String(body[0]![header.indexOf('Product name')])).not.toMatch(/^=/);
    expect(body.reduce((a, r) => a + Number(r[total]), 0)).toBe(payout);
    expect(body.at(-1)![header.indexOf('Reason')]).toBe('Counterfeit hold');
    const last = rows.at(-1)!;
    expect([last[0], last[total]]).toEqual(['Payout', payout]);
    const kinds = rows.slice(1 + ROWS.length + 1, -1).filter((r) => r[total] !== undefined);
    expect(kinds.reduce((a, r) => a + Number(r[total]), 0)).toBe(payout);
  });

  it('writes the statement as a PDF with Korean text: the seller, the month and the payout', async () => {
    const file = await fileOf(seller.cookies, 'statement/2026-10/pdf', {});
    expect(file.headers['content-type']).toContain('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(file.rawPayload), useSystemFonts: false }).promise;
    let text = '';
    for (let p = 1; p <= pdf.numPages; p++) {
      const content = await pdf.getPage(p).then((page) => page.getTextContent());
      text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    }
    expect(text).toContain('정산 명세서');
    expect(text).toContain(sellerNm);
    expect(text).toContain(`${payout.toLocaleString('en-US')} KRW`);
    expect(text).toContain('위조품 보류');
    expect(text).toContain('울 코트 59');
  });

  it('exports the settlement list and the VAT report with the screen’s figures', async () => {
    const list = await sheetOf((await fileOf(seller.cookies, 'partnerSupplyEntrList/excel', { startYm: '2026-09', endYm: '2026-10' })).rawPayload);
    expect(list[0]!.slice(0, 4)).toEqual(['정산월', '매출일', '구분', '건수']);
    expect(list.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([
      ['2026-10-31', '보류', 1],
      ['2026-10-09', '조정', 1],
      ['2026-10-08', '환불', 1],
      ['2026-10-03', '판매', 60],
    ]);
    const vat = await sheetOf((await fileOf(seller.cookies, 'partnerVatReport/excel', { startYm: '2026-10', endYm: '2026-10' }, 'en')).rawPayload);
    const sales = ROWS.reduce((a, r) => a + (r.vatSaleAmt ?? 0), 0);
    expect(vat[1]!.slice(0, 4)).toEqual(['2026-10', sales, sales, 0]);
    expect(vat.at(-1)![0]).toBe('Total');
  });
});
