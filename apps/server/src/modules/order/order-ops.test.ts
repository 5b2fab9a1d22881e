import type { TDeliveryAutomationListReply, TDeliveryAutomationRunReply, TOrderPtsLinesReply, TOrderPtsListReply } from '@po/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offlineInvoiceNo } from '@/platform/goods-flow/goods-flow-gateway.ts';
import { placeOrder } from '@/test/order-factories.ts';
import { actionsOf, lineOf, paidLine, seoul, walkLine } from '@/test/order-job-world.ts';
import { contractBody, masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The operator's order views: processing times across sellers, and the goods-flow invoice automation.

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: seoul('2026-11-23 10:00'), env: { SIGNIN_RATE_LIMIT: '1000' } });
});
afterAll(async () => t.close());
// Sessions end when the clock moves past their idle time: each test signs the operator in after setting it.
beforeEach(async () => {
  admin = await operatorSession(t);
});

const get = <T>(url: string, cookies = admin) => t.call({ url, cookies }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));
const period = 'payDtFrom=2026-11-23&payDtTo=2026-11-30';

describe('GET /api/order/orderPtsList', () => {
  it("shows each seller's processing times over the period and drills into one seller's late lines", async () => {
    t.clock.set(seoul('2026-11-23 10:00'));
    const fast = await paidLine(t);
    const slow = await paidLine(t);
    const waiting = await paidLine(t);
    t.clock.set(seoul('2026-11-24 10:00'));
    await walkLine(t, fast.key, '50'); // 24 h
    const second = await placeOrder(t, [{ prodOptionCd: slow.seller.optionCds[0]! }]); // the slow seller's, still waiting
    t.clock.set(seoul('2026-11-26 12:00'));
    await walkLine(t, slow.key, '50'); // 74 h
    await t.app.services.orderLineJobs.markDeliveryDelays();
    admin = await operatorSession(t);

    const { status, body } = await get<TOrderPtsListReply>(`/api/order/orderPtsList?${period}&pageSize=1000`);
    expect(status).toBe(200);
    const row = (cd: string) => body.list.find((r) => r.supplyEntrCd === cd);
    expect(row(fast.key.supplyEntrCd)).toMatchObject({ ordCnt: 1, dispatchedCnt: 1, within48Cnt: 1, within48Rate: 100, avgDispatchHours: 24, delay72Cnt: 0 });
    expect(row(slow.key.supplyEntrCd)).toMatchObject({ ordCnt: 2, lineCnt: 2, dispatchedCnt: 1, within48Rate: 0, avgDispatchHours: 74, delay72Cnt: 1 });
    expect(row(slow.key.supplyEntrCd)?.oldestUndispatchedPayDt).toBe(seoul('2026-11-24 10:00').toISOString());
    expect(row(waiting.key.supplyEntrCd)).toMatchObject({ dispatchedCnt: 0, within48Rate: null, avgDispatchHours: null, delay72Cnt: 1 });
    expect(row(slow.key.supplyEntrCd)!.supplyEntrNm).toBe(slow.seller.seller.company!.supplyEntrNm);

    const slowest = (await get<TOrderPtsListReply>(`/api/order/orderPtsList?${period}&sort=avgDispatchHoursDesc&pageSize=1000`)).body.list;
    expect(slowest.findIndex((r) => r.supplyEntrCd === slow.key.supplyEntrCd)).toBeLessThan(slowest.findIndex((r) => r.supplyEntrCd === fast.key.supplyEntrCd));
    const named = await get<TOrderPtsListReply>(
      `/api/order/orderPtsList?${period}&supplyEntrNm=${encodeURIComponent(fast.seller.seller.company!.supplyEntrNm)}`,
    );
    expect(named.body.list.map((r) => r.supplyEntrCd)).toEqual([fast.key.supplyEntrCd]);

    const late = await get<TOrderPtsLinesReply>(`/api/order/orderPtsLines?${period}&supplyEntrCd=${slow.key.supplyEntrCd}`);
    expect(late.body.list.map((l) => [l.ordNo, l.ordDtlStsCd, l.delayStsCd, l.dispatchHours])).toEqual([
      [slow.key.ordNo, '50', null, 74],
      [second, '20', '72', 50],
    ]);
    // Without a period: the last seven days; without a seller: every seller's late lines.
    const lastWeek = await get<TOrderPtsListReply>('/api/order/orderPtsList?pageSize=1000');
    expect(lastWeek.body.list.find((r) => r.supplyEntrCd === slow.key.supplyEntrCd)).toEqual(row(slow.key.supplyEntrCd));
    const all = await get<TOrderPtsLinesReply>(`/api/order/orderPtsLines?${period}&pageSize=1000`);
    expect(all.body.list.filter((l) => [slow.key.supplyEntrCd, waiting.key.supplyEntrCd].includes(l.supplyEntrCd))).toHaveLength(3);
    const none = await get<TOrderPtsLinesReply>(`/api/order/orderPtsLines?${period}&supplyEntrCd=${fast.key.supplyEntrCd}`);
    expect(none.body).toEqual({ list: [], totalCnt: 0 });
  });

  it('requires the period, at most six months, in the caller language', async () => {
    const missing = await t.call({ url: '/api/order/orderPtsList?payDtFrom=2026-01-01', cookies: admin, headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { messageKey: string }) => f.messageKey)).toContain('orderOps.msg.period');
    const long = await get<{ fields: { messageKey: string }[] }>('/api/order/orderPtsList?payDtFrom=2026-01-01&payDtTo=2026-07-02');
    expect(long.status).toBe(400);
    expect(long.body.fields.map((f) => f.messageKey)).toEqual(['orderOps.msg.periodTooLong']);
    const reversed = await get<{ fields: { messageKey: string }[] }>('/api/order/orderPtsList?payDtFrom=2026-02-01&payDtTo=2026-01-01');
    expect(reversed.body.fields.map((f) => f.messageKey)).toEqual(['orderOps.msg.period']);
  });

  it('refuses sellers', async () => {
    const s = await paidLine(t);
    expect((await get(`/api/order/orderPtsList?${period}`, s.seller.cookies)).status).toBe(403);
    expect((await get('/api/order/deliveryAutomationList', s.seller.cookies)).status).toBe(403);
  });
});

describe('delivery automation', () => {
  /** A seller whose shipping site (DL0001, its products' site) has an approved goods-flow contract. */
  async function approvedSite() {
    const line = await paidLine(t);
    const { cookies, supplyEntrCd } = line.seller;
    await t.call({ method: 'POST', url: '/api/delivery/goodsFlow/DL0001', cookies, body: contractBody() });
    await t.call({ method: 'PUT', url: '/api/delivery/goodsFlow/DL0001/request', cookies });
    const ok = await t.call({ method: 'PUT', url: `/api/admin/goodsFlow/${supplyEntrCd}/DL0001/approve`, cookies: admin });
    if (ok.statusCode !== 200) throw new Error(ok.body);
    return line;
  }

  it('lists approved sites with their preparing lines and registers their invoices, reporting per line', async () => {
    t.clock.set(seoul('2026-12-01 10:00'));
    admin = await operatorSession(t);
    const a = await approvedSite();
    const claimed = await placeOrder(t, [{ prodOptionCd: a.seller.optionCds[0]! }]);
    const claimedKey = { ...a.key, ordNo: claimed };
    await walkLine(t, a.key, '35');
    await walkLine(t, claimedKey, '35');
    await t.app.services.orderClaims.openClaim({
      key: claimedKey,
      claimType: 'CANCEL',
      qty: 1,
      reqBy: 'BUYER',
      reasonCd: '01',
      actor: { type: 'buyer', id: 'b', nm: 'b' },
      openMarket: false,
    });
    const unapproved = await paidLine(t);
    await walkLine(t, unapproved.key, '35');

    const sites = await get<TDeliveryAutomationListReply>('/api/order/deliveryAutomationList');
    const site = sites.body.list.find((s) => s.supplyEntrCd === a.key.supplyEntrCd);
    expect(site).toMatchObject({ deliveryLocCd: 'DL0001', contractNo: 'CJ-240001', preparingCnt: 2, deliveryEntrNm: 'CJ대한통운' });
    expect(sites.body.list.some((s) => s.supplyEntrCd === unapproved.key.supplyEntrCd)).toBe(false);

    const run = await t.call({ method: 'POST', url: '/api/order/deliveryAutomation/run', cookies: admin, body: { supplyEntrCd: a.key.supplyEntrCd } });
    const reply = run.json<TDeliveryAutomationRunReply>();
    const invoiceNo = offlineInvoiceNo({ deliveryEntrCd: site!.deliveryEntrCd, ordNo: a.key.ordNo, ordDtlSq: 1 });
    expect(reply).toMatchObject({ okCnt: 1, failCnt: 1 });
    expect(reply.results).toEqual(
      expect.arrayContaining([
        { supplyEntrCd: a.key.supplyEntrCd, ordNo: a.key.ordNo, ordDtlSq: 1, ok: true, invoiceNo, messageKey: null },
        { supplyEntrCd: a.key.supplyEntrCd, ordNo: claimed, ordDtlSq: 1, ok: false, invoiceNo: null, messageKey: 'orderOps.msg.openClaim' },
      ]),
    );
    expect(await lineOf(t, a.key)).toMatchObject({ ordDtlStsCd: '50', invoiceNo, deliveryEntrCd: site!.deliveryEntrCd });
    expect((await actionsOf(t, a.key)).at(-1)).toBe('ship');
    expect((await lineOf(t, unapproved.key)).ordDtlStsCd).toBe('35');

    // Again: nothing new to register.
    const again = (
      await t.call({ method: 'POST', url: '/api/order/deliveryAutomation/run', cookies: admin, body: { supplyEntrCd: a.key.supplyEntrCd } })
    ).json();
    expect(again).toMatchObject({ okCnt: 0 });
  });

  it('the schedule registers only lines whose planned dispatch day has come', async () => {
    t.clock.set(seoul('2026-12-02 10:00'));
    admin = await operatorSession(t);
    const a = await approvedSite();
    await walkLine(t, a.key, '35');
    const { giPrrnDt } = await lineOf(t, a.key);
    await t.app.services.deliveryAutomation.runScheduled();
    expect((await lineOf(t, a.key)).ordDtlStsCd).toBe(giPrrnDt <= '2026-12-02' ? '50' : '35');
    t.clock.set(seoul(`${giPrrnDt} 09:00`));
    await t.app.services.deliveryAutomation.runScheduled();
    expect((await lineOf(t, a.key)).ordDtlStsCd).toBe('50');
  });

  it('lets a master look and refuses its run', async () => {
    const s = await paidLine(t);
    const master = await masterSessionFor(t, s.key.supplyEntrCd);
    expect((await get('/api/order/deliveryAutomationList', master)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/order/deliveryAutomation/run', cookies: master, body: {} })).statusCode).toBe(403);
  });
});
