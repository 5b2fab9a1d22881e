import ExcelJS from 'exceljs';
import { ZOrderListFilter, type TLanguage } from '@po/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from '@/test/jobs.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { LineCursor } from './order-export.repository.ts';
import { BUYER_ACTOR } from './order-moves.ts';
import type { OrderSheetLine } from './order-sheet-lines.ts';
import { orderClaims, orderLines } from './order.tables.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;

// The test clock is 2026-11-20 10:00 in Seoul. The export reads its lines flat (order-export.repository.ts), not
// through the list's rows: these tests hold the two to the same lines, fields and order.
const PERIOD = { startDt: '2026-10-20', endDt: '2026-11-20' };
/** One instant, microseconds and all: the keyset's cursor must neither repeat nor skip its lines. */
const INSTANT = '2026-11-10 03:00:00.123456+00';

describe('the order list export’s flat read', () => {
  let t: TestApp;
  let s: Seller;
  const ord = { claimed: '', shipped: '', exchanged: '' };

  const setLine = (ordNo: string, ordDtlSq: number, patch: Partial<typeof orderLines.$inferInsert>) =>
    t.db.q
      .update(orderLines)
      .set(patch)
      .where(and(eq(orderLines.ordNo, ordNo), eq(orderLines.ordDtlSq, ordDtlSq)));
  const openClaim = (ordNo: string, claimType: 'CANCEL' | 'EXCHANGE') =>
    t.app.services.orderClaims.openClaim({
      key: { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 },
      claimType,
      qty: 1,
      reqBy: 'BUYER',
      reasonCd: '01',
      actor: BUYER_ACTOR,
      openMarket: false,
    });

  /** The list's rows of a search, the screen's way (one page of up to 100). */
  const listRows = async (filters: object, lang: TLanguage) =>
    (
      await t.app.services.orders.listLinePage({
        supplyEntrCd: s.supplyEntrCd,
        filters: ZOrderListFilter.parse({ ...PERIOD, ...filters }),
        page: { pageNum: 1, pageSize: 100 },
        lang,
      })
    ).list;
  /** The export's lines of the same search, read by keyset `limit` at a time as the job reads them. */
  const exportLines = async (filters: object, lang: TLanguage, limit: number) => {
    const parsed = ZOrderListFilter.parse({ ...PERIOD, ...filters });
    const carriers = await t.app.services.orders.listCarrierNames(lang);
    const lines: OrderSheetLine[] = [];
    for (let after: LineCursor | null = null; ;) {
      const page = await t.app.services.orders.listLinesAfter({ supplyEntrCd: s.supplyEntrCd, filters: parsed, after, limit, lang, carriers });
      lines.push(...page.list);
      if (page.list.length < limit) return lines;
      after = page.next;
    }
  };
  /** An export line carries the claim's codes too (the list has them in `claim`) and the keyset's date: left out. */
  const shown = ({
    claimType: _t,
    claimStsCd: _s,
    cursorDt: _c,
    ...line
  }: OrderSheetLine & Partial<Record<'claimType' | 'claimStsCd' | 'cursorDt', unknown>>) => line;
  const keyOf = (r: { ordNo: string; ordDtlSq: number }) => `${r.ordNo}-${r.ordDtlSq}`;

  beforeAll(async () => {
    t = await createTestApp();
    s = await sellerWithProductOnSale(t);
    const [first, second] = s.optionCds as [string, string];
    // Preparing, late, one of two pieces cancelled and the other under an open cancel claim; a withdrawn claim beside it.
    ord.claimed = await placeOrder(t, [{ prodOptionCd: first, ordQty: 3 }], { buyerNm: '김구매', rcpNm: '이수령' });
    await setLine(ord.claimed, 1, { ordDtlStsCd: '35', delayStsCd: '72', giPrrnDt: '2026-11-20', cancelQty: 1, gradeDiscountAmt: 300, couponAmt: 200 });
    const withdrawn = await openClaim(ord.claimed, 'CANCEL');
    await t.db.q.update(orderClaims).set({ claimStsCd: 'CANCEL_WITHDRAWN' }).where(eq(orderClaims.claimSq, withdrawn.claimSq));
    await openClaim(ord.claimed, 'CANCEL');
    // On its way with a carrier and an invoice, and a line beside it with none.
    ord.shipped = await placeOrder(t, [{ prodOptionCd: first }, { prodOptionCd: second }], { buyerNm: '박나눔', rcpNm: '정받음' });
    await setLine(ord.shipped, 1, { ordDtlStsCd: '50', deliveryEntrCd: '04', invoiceNo: '612345678901' });
    // An open exchange (its statuses are named apart) on a shipped line, returned in part.
    ord.exchanged = await placeOrder(t, [{ prodOptionCd: second, ordQty: 2 }]);
    await setLine(ord.exchanged, 1, { ordDtlStsCd: '50', deliveryEntrCd: '99', invoiceNo: 'X1', returnQty: 1 });
    await openClaim(ord.exchanged, 'EXCHANGE');
    // Four orders of two lines at one instant, ordered and paid.
    for (let i = 0; i < 4; i++) {
      const ordNo = await placeOrder(t, [{ prodOptionCd: first }, { prodOptionCd: second }]);
      await t.db.q.execute(sql`update ord_dtl set ord_dt = ${INSTANT}::timestamptz, pay_dt = ${INSTANT}::timestamptz where ord_no = ${ordNo}`);
    }
  });
  afterAll(() => t.close());

  it('gives the list’s lines under the same filters, every field the sheet shows equal', async () => {
    const searches = [
      {},
      { dateType: 'PAY' },
      { statusCd: '72' },
      { statusCd: 'SHIP_TODAY' },
      { statusCd: '50' },
      { product: s.prodCd },
      { buyerNm: '나눔' },
      { invoiceNo: '612345678901' },
      { ordNo: ord.exchanged },
    ];
    for (const lang of ['ko', 'en'] as const) {
      for (const search of searches) {
        const listed = await listRows(search, lang);
        const exported = (await exportLines(search, lang, 100)).map(shown);
        expect(exported.length, JSON.stringify(search)).toBeGreaterThan(0);
        expect(listed, JSON.stringify(search)).toMatchObject(exported);
      }
    }
    const all = await exportLines({}, 'ko', 100);
    expect(all).toHaveLength(12);
    expect(all.find((l) => l.ordNo === ord.claimed)).toMatchObject({
      delayStsNm: '배송지연',
      claim: { claimType: 'CANCEL', claimStsNm: '취소요청' },
      cancelQty: 1,
      saleQty: 2,
      gradeDiscountAmt: 300,
      invoiceNo: null,
      deliveryEntrNm: null,
    });
    expect(all.find((l) => l.ordNo === ord.exchanged)).toMatchObject({ claim: { claimType: 'EXCHANGE', claimStsNm: '교환접수' }, saleQty: 1 });
    expect(all.find((l) => keyOf(l) === `${ord.shipped}-1`)).toMatchObject({ deliveryEntrNm: 'CJ대한통운', claim: null, optionValue2: 'FREE' });
  });

  it('reads by keyset: pages of two and of three give the list, lines of one instant neither twice nor lost', async () => {
    for (const dateType of ['ORDER', 'PAY'] as const) {
      const listed = (await listRows({ dateType }, 'ko')).map(keyOf);
      for (const limit of [2, 3]) expect((await exportLines({ dateType }, 'ko', limit)).map(keyOf)).toEqual(listed);
    }
  });

  it('writes the export’s sheet from the flat read: names, the claim, the carrier, sums and days', async () => {
    const res = await t.call({ method: 'POST', url: '/api/order/orderList/excel', cookies: s.cookies, body: { ...PERIOD, ordNo: ord.claimed } });
    expect(res.statusCode, res.body).toBe(202);
    await (await appJobs(t)).worker.drain();
    const file = await t.call({ url: `/api/job/${res.json<{ jobId: string }>().jobId}/file`, cookies: s.cookies });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    const cell = Object.fromEntries((rows[0] as string[]).map((header, i) => [header, rows[1]![i]]));
    expect(cell).toMatchObject({ 주문번호: ord.claimed, 주문일시: '2026-11-20 10:00', 주문상태: '상품준비중', 지연: '배송지연', 클레임: '취소 취소요청' });
    expect(cell).toMatchObject({ 옵션: '색상1 / FREE', 주문수량: 3, 취소수량: 1, 판매수량: 2, 할인금액: 500, 출고예정일: '2026-11-20' });
    expect(cell['송장번호']).toBeUndefined();
  });
});
