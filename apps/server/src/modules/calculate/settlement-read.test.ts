import type { TKiccSettlementListReply, TSettlementListReply, TSettlementProfileReply, TStatementReply } from '@po/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, makeSeller, startLogin } from '@/test/factories.ts';
import { appJobs } from '@/test/jobs.ts';
import { insertSettledMonth, insertTaxInvoice, settlementSeller, type RowSpec } from '@/test/settlement-factories.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
type Seller = Awaited<ReturnType<typeof settlementSeller>>;

// The test clock is 2026-11-20 10:00 in Seoul: VAT data is open up to October.
const sale = (saleDt: string, saleAmt: number, more: Partial<RowSpec> = {}): RowSpec => ({
  kind: 'SALE',
  saleDt,
  qty: 1,
  saleAmt,
  sellFeeRate: '10.00',
  feeAmt: Math.floor(saleAmt / 10),
  vatSaleAmt: saleAmt,
  taxType: 'TAXABLE',
  evidence: 'CARD',
  ordNo: `O${saleDt.replaceAll('-', '')}`,
  ordDtlSq: 1,
  prodNm: '린넨 셔츠',
  ...more,
});

/** September of the domestic seller: every kind of row, with a reason in the catalogue and one in the operator's words. */
const SEPTEMBER: RowSpec[] = [
  sale('2026-09-03', 11000),
  sale('2026-09-03', 22000, { supplyBurdenAmt: 2000, seCpnAmt: 2000, lfBurdenAmt: 500, egmAmt: 1000, feeAmt: 2000 }),
  sale('2026-09-10', 5000, { taxType: 'EXEMPT', evidence: 'CASH', feeAmt: 500 }),
  sale('2026-09-10', 3000, { evidence: 'OTHER', sellFeeRate: '12.50', feeAmt: 375 }),
  { kind: 'REFUND', saleDt: '2026-09-12', saleAmt: -11000, feeAmt: -1100, vatSaleAmt: -11000, taxType: 'TAXABLE', evidence: 'CARD', claimSq: 7 },
  { kind: 'SHIPPING', saleDt: '2026-09-03', deliveryAmt: 3000 },
  { kind: 'EXTRA_FEE', saleDt: '2026-09-12', extraDeliveryAmt: 2500, claimSq: 7 },
  { kind: 'ADJUSTMENT', saleDt: '2026-09-15', calcFee: -4000, reasonParams: { text: '포장 불량 보상' } },
  { kind: 'HOLD', saleDt: '2026-09-30', holdAmt: -6000, reasonKey: 'calculate.holdKind.CARD', reasonParams: {} },
  { kind: 'RELEASE', saleDt: '2026-09-30', holdAmt: 1000, reasonKey: 'calculate.holdKind.MANUAL', reasonParams: {} },
];

describe('the seller’s settlement reads (lists, statement, invoices, VAT)', () => {
  let t: TestApp;
  let dom: Seller;
  let kicc: Seller;
  let om: Seller;
  let glob: Seller;
  let other: Seller;
  let septemberPayout = 0;

  const get = (cookies: Cookies, url: string, lang: 'ko' | 'en' = 'ko') => t.call({ url: `/api/calculate/${url}`, cookies, lang });
  const ok = async <T>(cookies: Cookies, url: string, lang: 'ko' | 'en' = 'ko') => {
    const res = await get(cookies, url, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const refused = async (cookies: Cookies, url: string, status: number, lang: 'ko' | 'en' = 'ko') => {
    const res = await get(cookies, url, lang);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ errorCode: string; displayMessage: string }>();
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    dom = await settlementSeller(t);
    kicc = await settlementSeller(t, { kiccYn: 'Y' });
    om = await settlementSeller(t, { entrType: 'O' });
    glob = await settlementSeller(t, { entrType: 'G', usdSacUseYn: 'Y' });
    other = await settlementSeller(t);
    septemberPayout = (await insertSettledMonth(t, { supplyEntrCd: dom.supplyEntrCd, settleYm: '2026-09', rows: SEPTEMBER, runSts: 'PUBLISHED' })).payoutAmt;
    await insertSettledMonth(t, { supplyEntrCd: dom.supplyEntrCd, settleYm: '2026-10', rows: [sale('2026-10-05', 44000, { feeAmt: 4400 })] });
    await insertSettledMonth(t, { supplyEntrCd: other.supplyEntrCd, settleYm: '2026-08', rows: [sale('2026-08-05', 1000)] });
    await insertTaxInvoice(t, { supplyEntrCd: dom.supplyEntrCd, settleYm: '2026-09', feeAmt: 3675 });
    await insertSettledMonth(t, {
      supplyEntrCd: kicc.supplyEntrCd,
      settleYm: '2026-10',
      rows: [
        sale('2026-10-02', 10000),
        sale('2026-10-02', 7000, { evidence: 'CASH', feeAmt: 700 }),
        sale('2026-10-02', 3000, { evidence: 'OTHER', feeAmt: 300 }),
      ],
    });
    await insertSettledMonth(t, {
      supplyEntrCd: om.supplyEntrCd,
      settleYm: '2026-10',
      rows: [sale('2026-10-04', 9000, { openMarketYn: 'Y', payKindCd: 'CARD' }), sale('2026-10-04', 8000)],
    });
    await insertSettledMonth(t, {
      supplyEntrCd: glob.supplyEntrCd,
      settleYm: '2026-10',
      rows: [sale('2026-10-06', 138550, { feeAmt: 13855 })],
      exrt: '1385.5000',
    });
  }, 60_000);
  afterAll(() => t.close());

  it('answers each kind of seller its own lists in the profile', async () => {
    const kinds = async (s: Seller) => (await ok<TSettlementProfileReply>(s.cookies, 'profile')).kinds;
    expect(await kinds(dom)).toEqual({ domestic: true, kicc: false, taxPapers: true, openMarket: false, purveyance: false });
    expect(await kinds(kicc)).toEqual({ domestic: false, kicc: true, taxPapers: true, openMarket: false, purveyance: false });
    expect(await kinds(om)).toEqual({ domestic: true, kicc: false, taxPapers: true, openMarket: true, purveyance: false });
    expect(await kinds(glob)).toEqual({ domestic: false, kicc: false, taxPapers: false, openMarket: false, purveyance: true });
    expect(await ok<TSettlementProfileReply>(dom.cookies, 'profile')).toMatchObject({
      supplyEntrCd: dom.supplyEntrCd,
      lastFixedYm: '2026-10',
      sellFeeRate: '12.50',
    });
  });

  it('refuses a list to a seller of another kind (FORBIDDEN), its export too', async () => {
    const P = 'startYm=2026-07&endYm=2026-10';
    const cases: [Seller, string][] = [
      [dom, `partnerSupplyEntrKICCList?${P}`],
      [dom, `partnerOpenMarketPaymentList?${P}`],
      [dom, `partnerPurveyanceList?${P}`],
      [kicc, `partnerSupplyEntrList?${P}`],
      [om, `partnerSupplyEntrKICCList?${P}`],
      [om, `partnerPurveyanceList?${P}`],
      [glob, `partnerSupplyEntrList?${P}`],
      [glob, `partnerSupplyEntrKICCList?${P}`],
      [glob, `partnerOpenMarketPaymentList?${P}`],
      [glob, `partnerBillPublishList?${P}`],
      [glob, `partnerBillPublish/2026-10`],
      [glob, `partnerVatReport?${P}`],
    ];
    for (const [s, url] of cases) expect((await refused(s.cookies, url, 403)).errorCode, url).toBe('FORBIDDEN');
    const body = { startYm: '2026-07', endYm: '2026-10' };
    for (const [s, url] of [
      [dom, 'partnerSupplyEntrKICCList'],
      [glob, 'partnerVatReport'],
    ] as const) {
      const res = await t.call({ method: 'POST', url: `/api/calculate/${url}/excel`, cookies: s.cookies, body });
      expect(res.statusCode, url).toBe(403);
    }
    // Each seller reads its own.
    for (const [s, url] of [
      [dom, 'partnerSupplyEntrList'],
      [kicc, 'partnerSupplyEntrKICCList'],
      [om, 'partnerSupplyEntrList'],
      [om, 'partnerOpenMarketPaymentList'],
      [glob, 'partnerPurveyanceList'],
    ] as const)
      await ok(s.cookies, `${url}?${P}`);
  });

  it('checks the period on the server: 6 months, in order, purchase agency from June 2022, VAT 1 year and available', async () => {
    expect(await refused(dom.cookies, 'partnerSupplyEntrList?startYm=2026-04&endYm=2026-10', 400)).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      displayMessage: '최대 조회 기간을 초과했습니다.',
    });
    expect((await refused(dom.cookies, 'partnerSupplyEntrList?startYm=2026-10&endYm=2026-09', 400, 'en')).displayMessage).toBe(
      'The start month must be on or before the end month.',
    );
    expect((await refused(dom.cookies, 'partnerSupplyEntrList', 400)).errorCode).toBe('VALIDATION_ERROR');
    expect((await refused(dom.cookies, 'partnerSupplyEntrList?startYm=2026-13&endYm=2026-10', 400)).errorCode).toBe('VALIDATION_ERROR');
    await ok(dom.cookies, 'partnerSupplyEntrList?startYm=2026-05&endYm=2026-10');
    expect((await refused(glob.cookies, 'partnerPurveyanceList?startYm=2022-05&endYm=2022-08', 400)).displayMessage).toBe(
      '구매대행 정산은 2022년 6월부터 조회할 수 있습니다.',
    );
    await ok(glob.cookies, 'partnerPurveyanceList?startYm=2022-06&endYm=2022-08');
    expect((await refused(dom.cookies, 'partnerVatReport?startYm=2025-10&endYm=2026-10', 400)).displayMessage).toBe('최대 조회 기간을 초과했습니다.');
    await ok(dom.cookies, 'partnerVatReport?startYm=2025-11&endYm=2026-10');
    expect((await refused(dom.cookies, 'partnerVatReport?startYm=2026-11&endYm=2026-11', 400)).displayMessage).toBe(
      '부가세 신고자료는 다음 달 10일 이후에 조회할 수 있습니다.',
    );
    const body = { startYm: '2026-04', endYm: '2026-10' };
    expect((await t.call({ method: 'POST', url: '/api/calculate/partnerSupplyEntrList/excel', cookies: dom.cookies, body })).statusCode).toBe(400);
  });

  it('lists the period grouped by month, sale day, kind and fee rate, paged, with the monthly summary', async () => {
    const reply = await ok<TSettlementListReply>(dom.cookies, 'partnerSupplyEntrList?startYm=2026-09&endYm=2026-10&pageSize=100');
    expect(reply.months.map((m) => [m.settleYm, m.stsCd, m.payoutAmt])).toEqual([
      ['2026-10', 'FIXED', 39600],
      ['2026-09', 'PUBLISHED', septemberPayout],
    ]);
    const sales0903 = reply.list.find((r) => r.saleDt === '2026-09-03' && r.sacGb === 'SALE');
    expect(sales0903).toMatchObject({
      cnt: 2,
      saleAmt: 33000,
      feeAmt: 3100,
      supplyBurdenAmt: 2000,
      seCpnAmt: 2000,
      EGM: 1000,
      lfBurdenAmt: 500,
      sacGbNm: '판매',
    });
    // Newest first, and within a day the statement's order of kinds.
    expect(reply.list[0]).toMatchObject({ settleYm: '2026-10', saleDt: '2026-10-05' });
    expect(reply.list.filter((r) => r.settleYm === '2026-09').reduce((a, r) => a + r.totalAmt, 0)).toBe(septemberPayout);
    expect(reply.totalCnt).toBe(reply.list.length);
    const page2 = await ok<TSettlementListReply>(dom.cookies, 'partnerSupplyEntrList?startYm=2026-09&endYm=2026-10&pageSize=3&pageNum=2', 'en');
    expect(page2.totalCnt).toBe(reply.totalCnt);
    expect(page2.list.map((r) => [r.saleDt, r.sacGb])).toEqual(reply.list.slice(3, 6).map((r) => [r.saleDt, r.sacGb]));
    expect(page2.list.every((r) => /^[A-Z]/.test(r.sacGbNm))).toBe(true);
    // Another seller's months are not in it.
    expect((await ok<TSettlementListReply>(other.cookies, 'partnerSupplyEntrList?startYm=2026-09&endYm=2026-10')).months).toEqual([]);
  });

  it('adds card and other payments in the card-provider variant', async () => {
    const reply = await ok<TKiccSettlementListReply>(kicc.cookies, 'partnerSupplyEntrKICCList?startYm=2026-10&endYm=2026-10');
    expect(reply.list).toEqual([expect.objectContaining({ saleDt: '2026-10-02', cnt: 3, saleAmt: 20000, cardAmt: 10000, otherPayAmt: 10000 })]);
  });

  it('answers the statement: every row, totals by kind that add up to the payout, reasons in the reader’s language', async () => {
    const ko = await ok<TStatementReply>(dom.cookies, 'statement/2026-09?pageSize=100');
    expect(ko.month).toMatchObject({ settleYm: '2026-09', stsCd: 'PUBLISHED', payoutAmt: septemberPayout, rowCnt: SEPTEMBER.length });
    expect(ko.totalCnt).toBe(SEPTEMBER.length);
    expect(ko.list.map((r) => r.kind)).toEqual(['SALE', 'SALE', 'SALE', 'SALE', 'REFUND', 'SHIPPING', 'EXTRA_FEE', 'ADJUSTMENT', 'HOLD', 'RELEASE']);
    expect(ko.totals.reduce((a, k) => a + k.totalAmt, 0)).toBe(ko.month.payoutAmt);
    expect(ko.list.reduce((a, r) => a + r.totalAmt, 0)).toBe(ko.month.payoutAmt);
    expect(ko.totals.find((k) => k.kind === 'SALE')).toMatchObject({ cnt: 4, saleAmt: 41000, sacGbNm: '판매' });
    const reason = (s: TStatementReply, kind: string) => s.list.find((r) => r.kind === kind)!.reason;
    expect([reason(ko, 'ADJUSTMENT'), reason(ko, 'HOLD'), reason(ko, 'SALE')]).toEqual(['포장 불량 보상', '카드결제 보류', '']);
    const en = await ok<TStatementReply>(dom.cookies, 'statement/2026-09?pageSize=100', 'en');
    expect([reason(en, 'HOLD'), en.totals[0]!.sacGbNm]).toEqual(['Card payment hold', 'Sale']);
    // A page and a kind.
    const page = await ok<TStatementReply>(dom.cookies, 'statement/2026-09?pageSize=4&pageNum=2');
    expect(page.list.map((r) => r.sacRowSq)).toEqual(ko.list.slice(4, 8).map((r) => r.sacRowSq));
    const holds = await ok<TStatementReply>(dom.cookies, 'statement/2026-09?kind=HOLD');
    expect([holds.totalCnt, holds.list[0]!.holdAmt, holds.totals.length]).toEqual([1, -6000, ko.totals.length]);
  });

  it('answers 404 for a month the seller has none of, another seller’s included', async () => {
    expect((await refused(dom.cookies, 'statement/2026-08', 404)).errorCode).toBe('NOT_FOUND');
    expect((await refused(other.cookies, 'statement/2026-09', 404)).errorCode).toBe('NOT_FOUND');
    expect((await refused(other.cookies, 'partnerBillPublish/2026-09', 404)).errorCode).toBe('NOT_FOUND');
    const res = await t.call({ method: 'POST', url: '/api/calculate/statement/2026-09/pdf', cookies: other.cookies, body: {} });
    expect(res.statusCode).toBe(404);
  });

  it('lists the open-market orders’ rows only, and the global seller’s months in USD', async () => {
    const reply = await ok<{ list: { settleYm: string; saleAmt: number; payKindCd: string | null }[]; totalCnt: number }>(
      om.cookies,
      'partnerOpenMarketPaymentList?startYm=2026-10&endYm=2026-10',
    );
    expect(reply).toMatchObject({ totalCnt: 1, list: [{ settleYm: '2026-10', saleAmt: 9000, payKindCd: 'CARD' }] });
    const usd = await ok<{ list: Record<string, unknown>[] }>(glob.cookies, 'partnerPurveyanceList?startYm=2026-08&endYm=2026-10');
    // 138,550 − 13,855 = 124,695 won at 1,385.5 = 90.000… → 90.00; the sales 138,550 → 100.00.
    expect(usd.list).toEqual([
      expect.objectContaining({ settleYm: '2026-10', currency: 'USD', exrt: '1385.5000', payoutAmt: 124695, payoutUsd: '90.00', supplyAmt: '100.00' }),
    ]);
  });

  it('lists the tax invoices of a period and answers one in full', async () => {
    const list = await ok<{ list: Record<string, unknown>[]; totalCnt: number }>(dom.cookies, 'partnerBillPublishList?startYm=2026-07&endYm=2026-10');
    expect(list).toMatchObject({ totalCnt: 1, list: [{ settleYm: '2026-09', supplyAmt: 3340, taxAmt: 335, totalAmt: 3675 }] });
    expect(list.list[0]).not.toHaveProperty('supplier');
    const one = await ok<Record<string, unknown>>(dom.cookies, 'partnerBillPublish/2026-09');
    expect(one).toMatchObject({
      approvalNo: expect.stringMatching(/^20260928\d{16}$/),
      supplier: { name: '패션몰' },
      items: [{ itemNm: '판매수수료 2026-09' }],
    });
    expect((await refused(dom.cookies, 'partnerBillPublish/2026-10', 404)).errorCode).toBe('NOT_FOUND');
  });

  it('reports VAT by month of sale: taxable and exempt, the supply and the tax, by evidence, the available months only', async () => {
    const reply = await ok<{ list: Record<string, unknown>[]; total: Record<string, number> }>(dom.cookies, 'partnerVatReport?startYm=2026-08&endYm=2026-12');
    expect(reply.list.map((r) => r.saleYm)).toEqual(['2026-10', '2026-09', '2026-08']);
    // September: sales 11,000 + 22,000 + 3,000 taxable, 5,000 exempt, a refund of 11,000 taxable.
    expect(reply.list[1]).toEqual({
      saleYm: '2026-09',
      saleAmt: 30000,
      taxableAmt: 25000,
      exemptAmt: 5000,
      saleReportAmt: 22727,
      vatAmt: 2273,
      cardAmt: 22000,
      cashAmt: 5000,
      otherAmt: 3000,
    });
    expect(reply.list[2]).toMatchObject({ saleAmt: 0, vatAmt: 0 });
    expect(reply.total).toMatchObject({ saleAmt: 74000, taxableAmt: 69000, saleReportAmt: 22727 + 40000, vatAmt: 2273 + 4000 });
  });

  it('lets master and search-only sessions read and start the files', async () => {
    const master = await masterSessionFor(t, dom.supplyEntrCd);
    const monitorSpec = await makeSeller(t, { isEcMonitor: true, phones: [] }, { supplyEntrCd: dom.supplyEntrCd, supplyEntrNm: 'x' });
    const monitor = cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: (await startLogin(t, monitorSpec.mgrId)).cookies }));
    for (const cookies of [master, monitor]) {
      expect((await ok<TStatementReply>(cookies, 'statement/2026-09')).month.payoutAmt).toBe(septemberPayout);
      for (const url of ['statement/2026-09/excel', 'statement/2026-09/pdf', 'partnerSupplyEntrList/excel', 'partnerVatReport/excel']) {
        const res = await t.call({
          method: 'POST',
          url: `/api/calculate/${url}`,
          cookies,
          body: url.startsWith('statement') ? {} : { startYm: '2026-09', endYm: '2026-10' },
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(202);
      }
    }
    // The lists of the other kinds, for a master and a monitor of a seller of that kind.
    for (const [s, url] of [
      [kicc, 'partnerSupplyEntrKICCList'],
      [om, 'partnerOpenMarketPaymentList'],
      [glob, 'partnerPurveyanceList'],
    ] as const) {
      const spec = await makeSeller(t, { isEcMonitor: true, phones: [] }, { supplyEntrCd: s.supplyEntrCd, supplyEntrNm: 'x' });
      const viewers = [
        await masterSessionFor(t, s.supplyEntrCd),
        cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: (await startLogin(t, spec.mgrId)).cookies })),
      ];
      for (const cookies of viewers) {
        await ok(cookies, `${url}?startYm=2026-09&endYm=2026-10`);
        const res = await t.call({ method: 'POST', url: `/api/calculate/${url}/excel`, cookies, body: { startYm: '2026-09', endYm: '2026-10' } });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(202);
      }
    }
  });

  it('exports the purchase-agency months in USD and the invoices with the approval number 8-8-8', async () => {
    const rowsOf = async (cookies: Cookies, url: string) => {
      const res = await t.call({ method: 'POST', url: `/api/calculate/${url}/excel`, cookies, body: { startYm: '2026-09', endYm: '2026-10' }, lang: 'en' });
      expect(res.statusCode, res.body).toBe(202);
      await (await appJobs(t)).worker.drain();
      const file = await t.call({ url: `/api/job/${res.json<{ jobId: string }>().jobId}/file`, cookies });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const usd = await rowsOf(glob.cookies, 'partnerPurveyanceList');
    const header = usd[0] as string[];
    expect(usd[1]![header.indexOf('Payout (USD)')]).toBe('90.00');
    expect(usd[1]![header.indexOf('Exchange rate')]).toBe('1385.5000');
    const bills = await rowsOf(dom.cookies, 'partnerBillPublishList');
    expect(bills[1]![1]).toMatch(/^20260928-\d{8}-\d{8}$/);
    expect(bills[1]!.slice(5, 8)).toEqual([3340, 335, 3675]);
  });
});
