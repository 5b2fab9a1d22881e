import type { TAdminMonthSellersReply, TAdminMonthsReply, TJobStatusReply, TPublishMonthReply } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { makeSeller } from '@/test/factories.ts';
import { settledMonth } from '@/test/settlement-fixtures.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The operator's months: the list, a month's sellers, confirm (a queue job) and publish (the tax invoices).

let t: TestApp;
let admin: Record<string, string>;
const NOW = new Date('2026-11-05T01:00:00Z'); // Thursday 5 November 2026, 10:00 Seoul
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { SIGNIN_RATE_LIMIT: '1000' } });
  admin = await operatorSession(t);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, cookies = admin, body?: unknown) => t.call({ method, url, cookies, ...(body ? { body } : {}) });
const seller = (company: Record<string, unknown> = {}) => makeSeller(t, {}, company).then((s) => s.company!.supplyEntrCd);

describe('GET /api/calculate/admin/months', () => {
  it('lists the last 12 months newest first, run or not, with each run and its totals', async () => {
    const a = await seller();
    const b = await seller();
    await settledMonth(t, {
      settleYm: '2026-08',
      sellers: [
        { supplyEntrCd: a, feeAmt: 1000, payoutAmt: 9000 },
        { supplyEntrCd: b, feeAmt: 500, payoutAmt: -100 },
      ],
    });
    const res = await call('GET', '/api/calculate/admin/months');
    expect(res.statusCode).toBe(200);
    const { list } = res.json<TAdminMonthsReply>();
    expect(list.map((m) => m.settleYm)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
    ]);
    expect(list[0]).toMatchObject({ stsCd: 'NONE', ended: false, sellerCnt: 0, issueDueDt: '2026-12-10' });
    expect(list[1]).toMatchObject({ settleYm: '2026-10', stsCd: 'NONE', ended: true, issueDueDt: '2026-11-10' });
    expect(list[3]).toMatchObject({ settleYm: '2026-08', stsCd: 'FIXED', sellerCnt: 2, payoutAmt: 8900, feeAmt: 1500, invoiceCnt: 0, runBy: 'system' });
    const period = await call('GET', '/api/calculate/admin/months?startYm=2026-07&endYm=2026-08');
    expect(period.json<TAdminMonthsReply>().list.map((m) => m.settleYm)).toEqual(['2026-08', '2026-07']);
    const reversed = await call('GET', '/api/calculate/admin/months?startYm=2026-09&endYm=2026-08');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ fields: [{ field: 'startYm', messageKey: 'calculate.msg.periodReversed' }] });
    const long = await call('GET', '/api/calculate/admin/months?startYm=2024-01&endYm=2026-08');
    expect(long.json()).toMatchObject({ fields: [{ field: 'startYm', messageKey: 'calculate.msg.maxPeriodExceeded' }] });

    const sellers = await call('GET', `/api/calculate/admin/months/2026-08/sellers?seller=${encodeURIComponent(b)}`);
    expect(sellers.json<TAdminMonthSellersReply>()).toMatchObject({ totalCnt: 1, list: [{ supplyEntrCd: b, payoutAmt: -100, feeAmt: 500, approvalNo: null }] });
    expect(sellers.json<TAdminMonthSellersReply>().list[0]!.supplyEntrNm).toMatch(/^테스트상사/);
  });

  it('is role admin only; a master may look, never write', async () => {
    const own = await sellerSession(t);
    expect((await call('GET', '/api/calculate/admin/months', own.cookies)).statusCode).toBe(403);
    const master = await masterSessionFor(t, own.supplyEntrCd);
    expect((await call('GET', '/api/calculate/admin/months', master)).statusCode).toBe(200);
    const write = await call('POST', '/api/calculate/admin/months/2026-10/confirm', master);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
  });
});

describe('POST /api/calculate/admin/months/:settleYm/confirm', () => {
  it('puts the run of an ended month on the queue and follows the job', async () => {
    const res = await call('POST', '/api/calculate/admin/months/2026-10/confirm');
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json<{ jobId: string }>();
    const [job] = rowsOf<{ kind: string; payload: unknown; requested_by: string }>(
      await t.db.q.execute(sql`select kind, payload, requested_by from job where id = ${jobId}`),
    );
    expect(job).toMatchObject({ kind: 'settlement-run', payload: { settleYm: '2026-10', runBy: expect.any(String) } });
    expect((job!.payload as { runBy: string }).runBy).toBe(job!.requested_by);
    const status = await call('GET', `/api/calculate/admin/runJobs/${jobId}`);
    expect(status.json<TJobStatusReply>()).toMatchObject({ jobId, kind: 'settlement-run', status: 'queued', fileReady: false });
    expect((await call('GET', '/api/calculate/admin/runJobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a month not yet ended, and a month already fixed', async () => {
    const current = await call('POST', '/api/calculate/admin/months/2026-11/confirm');
    expect(current.statusCode).toBe(409);
    expect(current.json()).toMatchObject({ errorCode: 'CONFLICT', displayMessage: '아직 끝나지 않은 달은 확정할 수 없습니다.' });
    expect((await call('POST', '/api/calculate/admin/months/2027-01/confirm')).statusCode).toBe(409);
    await settledMonth(t, { settleYm: '2026-07', sellers: [] });
    const fixed = await call('POST', '/api/calculate/admin/months/2026-07/confirm');
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toMatchObject({ displayMessage: '이미 확정된 정산월입니다.' });
    expect((await call('POST', '/api/calculate/admin/months/2026-13/confirm')).statusCode).toBe(400);
  });
});

interface InvoiceRow {
  supply_entr_cd: string;
  approval_no: string;
  write_dt: string;
  issue_dt: string;
  issue_due_dt: string;
  supply_amt: number;
  tax_amt: number;
  total_amt: number;
  receiver: Record<string, string>;
  supplier: Record<string, string>;
  items: Record<string, unknown>[];
  purpose: string;
  issue_type: string;
  tax_type: string;
}
const invoicesOf = async (ym: string) =>
  rowsOf<InvoiceRow>(
    await t.db.q.execute(sql`select supply_entr_cd, approval_no, write_dt::text, issue_dt::text, issue_due_dt::text, supply_amt::int, tax_amt::int,
      total_amt::int, receiver, supplier, items, purpose, issue_type, tax_type from tax_invoice where settle_ym = ${ym} order by supply_entr_cd`),
  );

describe('POST /api/calculate/admin/months/:settleYm/publish', () => {
  it('issues one commission invoice per seller with a fee, snapshots the receiver, and publishes the month once', async () => {
    const address = { bizCountryCd: 'KR', zipNo: '04790', fixAddr: '서울특별시 성동구 성수이로 113', dtlAddr: '3층' };
    const paid = await seller({ bizNo: '1248100998', ownerNm: '김민준', address, contacts: { sacOperatorEmail: 'sac@seller.example' } });
    const minus = await seller();
    const noFee = await seller();
    const global = await seller({ entrType: 'G' });
    await settledMonth(t, {
      settleYm: '2026-10',
      sellers: [
        { supplyEntrCd: paid, feeAmt: 10_001, payoutAmt: 90_000 },
        { supplyEntrCd: minus, feeAmt: -1_100, payoutAmt: 0 },
        { supplyEntrCd: noFee, feeAmt: 0, payoutAmt: 5_000 },
        { supplyEntrCd: global, feeAmt: 3_000, payoutAmt: 27_000, currency: 'USD', exrt: '1385.2000', exrtDt: '2026-10-31' },
      ],
    });
    const res = await call('POST', '/api/calculate/admin/months/2026-10/publish');
    expect(res.statusCode).toBe(200);
    expect(res.json<TPublishMonthReply>()).toEqual({ settleYm: '2026-10', stsCd: 'PUBLISHED', issuedCnt: 2, invoiceCnt: 2, late: false });

    const invoices = await invoicesOf('2026-10');
    expect(invoices.map((i) => i.supply_entr_cd).sort()).toEqual([paid, minus].sort());
    const inv = invoices.find((i) => i.supply_entr_cd === paid)!;
    expect(inv).toMatchObject({
      write_dt: '2026-10-31',
      issue_dt: '2026-11-05',
      issue_due_dt: '2026-11-10',
      supply_amt: 9_091,
      tax_amt: 910,
      total_amt: 10_001,
    });
    expect(inv).toMatchObject({ issue_type: 'NORMAL', tax_type: 'TAXABLE', purpose: 'RECEIPT' });
    expect(inv.approval_no).toMatch(/^20261031\d{16}$/);
    expect(inv.receiver).toMatchObject({ bizNo: '1248100998', ownerNm: '김민준', address: '서울특별시 성동구 성수이로 113 3층', email: 'sac@seller.example' });
    expect(inv.supplier).toMatchObject({ name: '(주)파트너오피스', bizNo: '1234567890' });
    expect(inv.items).toEqual([{ itemDt: '2026-10-31', itemNm: '판매수수료 2026-10', spec: '', qty: null, unitPrice: null, supplyAmt: 9_091, taxAmt: 910 }]);
    expect(invoices.find((i) => i.supply_entr_cd === minus)).toMatchObject({ supply_amt: -1_000, tax_amt: -100, total_amt: -1_100 });
    expect(new Set(invoices.map((i) => i.approval_no)).size).toBe(2);

    const [run] = rowsOf<{ sts_cd: string; published_dt: string }>(
      await t.db.q.execute(sql`select sts_cd, published_dt::text from sac_run where settle_ym = '2026-10'`),
    );
    expect(run!.sts_cd).toBe('PUBLISHED');

    // A change of the seller afterwards never reaches an issued invoice; publishing again issues nothing.
    await t.db.q.execute(sql`update supply_entr set supply_entr_nm = '바뀐 이름' where supply_entr_cd = ${paid}`);
    t.clock.set(new Date('2026-11-06T01:00:00Z'));
    admin = await operatorSession(t);
    const again = await call('POST', '/api/calculate/admin/months/2026-10/publish');
    expect(again.json<TPublishMonthReply>()).toEqual({ settleYm: '2026-10', stsCd: 'PUBLISHED', issuedCnt: 0, invoiceCnt: 2, late: false });
    expect(await invoicesOf('2026-10')).toEqual(invoices);
    const [after] = rowsOf<{ published_dt: string }>(await t.db.q.execute(sql`select published_dt::text from sac_run where settle_ym = '2026-10'`));
    expect(after!.published_dt).toBe(run!.published_dt);
    t.clock.set(NOW);
    admin = await operatorSession(t);

    const listed = await call('GET', `/api/calculate/admin/months/2026-10/sellers?seller=${paid}`);
    expect(listed.json<TAdminMonthSellersReply>().list[0]!.approvalNo).toBe(inv.approval_no);
    const months = await call('GET', '/api/calculate/admin/months?startYm=2026-10&endYm=2026-10');
    expect(months.json<TAdminMonthsReply>().list[0]).toMatchObject({ stsCd: 'PUBLISHED', invoiceCnt: 2 });
  });

  it('refuses a month not fixed, and marks a publish after the due day late', async () => {
    const none = await call('POST', '/api/calculate/admin/months/2026-05/publish');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ displayMessage: '확정된 정산월만 세금계산서를 발행할 수 있습니다.' });
    await settledMonth(t, { settleYm: '2026-06', stsCd: 'RUNNING', sellers: [] });
    expect((await call('POST', '/api/calculate/admin/months/2026-06/publish')).statusCode).toBe(409);
    await settledMonth(t, { settleYm: '2026-09', sellers: [{ supplyEntrCd: await seller(), feeAmt: 11_000, payoutAmt: 1 }] });
    const late = await call('POST', '/api/calculate/admin/months/2026-09/publish');
    expect(late.json<TPublishMonthReply>()).toMatchObject({ issuedCnt: 1, late: true });
    expect((await invoicesOf('2026-09'))[0]).toMatchObject({ write_dt: '2026-09-30', issue_due_dt: '2026-10-12', supply_amt: 10_000, tax_amt: 1_000 });
  });
});
