import type { TAdjustmentListReply, THoldListReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller } from '@/test/factories.ts';
import { ledgerRowFor } from '@/test/settlement-fixtures.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The operator's adjustments and holds: entered once, never edited; the run turns each into a row.

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-05T01:00:00Z'), env: { SIGNIN_RATE_LIMIT: '1000' } });
  admin = await operatorSession(t);
});
afterAll(async () => t.close());

const post = (url: string, body: unknown, cookies = admin) => t.call({ method: 'POST', url, cookies, body });
const get = (url: string, cookies = admin) => t.call({ url, cookies });
const seller = () => makeSeller(t).then((s) => s.company!.supplyEntrCd);
const fieldKey = (res: { json: () => unknown }) => (res.json() as { fields?: { field: string; messageKey: string }[] }).fields?.[0];

describe('adjustments', () => {
  it('adds an adjustment with its reason, lists it, and shows the month whose run took it', async () => {
    const cd = await seller();
    const res = await post('/api/calculate/admin/adjustments', { supplyEntrCd: cd, amount: -15_000, reason: '반품 배송비 정정' });
    expect(res.statusCode).toBe(200);
    const { adjSq } = res.json<{ adjSq: number }>();
    const list = await get(`/api/calculate/admin/adjustments?seller=${cd}`);
    expect(list.json<TAdjustmentListReply>()).toMatchObject({
      totalCnt: 1,
      list: [{ adjSq, supplyEntrCd: cd, amount: -15_000, reason: '반품 배송비 정정', appliedYm: null }],
    });
    await ledgerRowFor(t, { supplyEntrCd: cd, settleYm: '2026-11', kind: 'ADJUSTMENT', sourceKey: `ADJ:${adjSq}`, amount: -15_000 });
    const applied = await get(`/api/calculate/admin/adjustments?seller=${cd}&startDt=2026-11-05&endDt=2026-11-05`);
    expect(applied.json<TAdjustmentListReply>().list[0]).toMatchObject({ adjSq, appliedYm: '2026-11' });
    expect((await get(`/api/calculate/admin/adjustments?seller=${cd}&endDt=2026-11-04`)).json<TAdjustmentListReply>().totalCnt).toBe(0);
    // No route edits or deletes one: a correction is another adjustment.
    expect((await t.call({ method: 'PUT', url: `/api/calculate/admin/adjustments/${adjSq}`, cookies: admin, body: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/calculate/admin/adjustments/${adjSq}`, cookies: admin })).statusCode).toBe(404);
  });

  it('answers a retried create (the same key and body) with the first reply: one adjustment, one hold', async () => {
    const cd = await seller();
    const send = (url: string, body: unknown) =>
      t.call({ method: 'POST', url, cookies: admin, body, headers: { 'idempotency-key': `retry-${url.length}-${cd}` } });
    const adjustment = { supplyEntrCd: cd, amount: 5_000, reason: '중복 요청 확인' };
    const first = await send('/api/calculate/admin/adjustments', adjustment);
    const again = await send('/api/calculate/admin/adjustments', adjustment);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await get(`/api/calculate/admin/adjustments?seller=${cd}`)).json<TAdjustmentListReply>().totalCnt).toBe(1);
    const hold = { supplyEntrCd: cd, holdKind: 'MANUAL', amount: 7_000, reason: '중복 요청 확인', releaseDueDt: '2026-12-31' };
    const held = await send('/api/calculate/admin/holds', hold);
    expect(held.statusCode).toBe(200);
    expect((await send('/api/calculate/admin/holds', hold)).json()).toEqual(held.json());
    expect((await get(`/api/calculate/admin/holds?seller=${cd}`)).json<THoldListReply>().totalCnt).toBe(1);
  });

  it('refuses bad input with its message key, and an unknown seller', async () => {
    const cd = await seller();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ supplyEntrCd: cd, amount: 0, reason: 'x' }, 'amount', 'calculateAdmin.msg.amountNonZero'],
      [{ supplyEntrCd: cd, amount: 1.5, reason: 'x' }, 'amount', 'calculateAdmin.msg.amountInteger'],
      [{ supplyEntrCd: cd, amount: 2_000_000_000, reason: 'x' }, 'amount', 'calculateAdmin.msg.amountTooLarge'],
      [{ supplyEntrCd: cd, reason: 'x' }, 'amount', 'calculateAdmin.msg.amountRequired'],
      [{ supplyEntrCd: cd, amount: 10, reason: '  ' }, 'reason', 'calculateAdmin.msg.reasonRequired'],
      [{ supplyEntrCd: cd, amount: 10, reason: 'x'.repeat(301) }, 'reason', 'calculateAdmin.msg.reasonTooLong'],
      [{ amount: 10, reason: 'x' }, 'supplyEntrCd', 'calculateAdmin.msg.sellerRequired'],
      [{ supplyEntrCd: 'NOSUCH', amount: 10, reason: 'x' }, 'supplyEntrCd', 'calculateAdmin.msg.sellerNotFound'],
    ];
    for (const [body, field, messageKey] of cases) {
      const res = await post('/api/calculate/admin/adjustments', body);
      expect(res.statusCode, messageKey).toBe(400);
      expect(fieldKey(res), messageKey).toEqual({ field, messageKey });
    }
  });

  it('is refused to a seller, and to a master writing', async () => {
    const own = await sellerSession(t);
    expect((await post('/api/calculate/admin/adjustments', { supplyEntrCd: own.supplyEntrCd, amount: 10, reason: 'x' }, own.cookies)).statusCode).toBe(403);
    expect((await get('/api/calculate/admin/adjustments', own.cookies)).statusCode).toBe(403);
    const master = await masterSessionFor(t, own.supplyEntrCd);
    expect((await get('/api/calculate/admin/adjustments', master)).statusCode).toBe(200);
    const write = await post('/api/calculate/admin/adjustments', { supplyEntrCd: own.supplyEntrCd, amount: 10, reason: 'x' }, master);
    expect(write.json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
  });
});

describe('holds', () => {
  it('places holds with their due days by kind', async () => {
    const cd = await seller();
    const hold = (body: Record<string, unknown>) => post('/api/calculate/admin/holds', { supplyEntrCd: cd, amount: 50_000, reason: '보류 사유', ...body });
    expect((await hold({ holdKind: 'CARD' })).json()).toMatchObject({ releaseDueDt: '2027-01-04' }); // 60 days after 5 Nov
    expect((await hold({ holdKind: 'CARD', releaseDueDt: '2026-12-01' })).json()).toMatchObject({ releaseDueDt: '2026-12-01' });
    expect((await hold({ holdKind: 'COUNTERFEIT' })).json()).toMatchObject({ releaseDueDt: '2027-11-05' });
    expect((await hold({ holdKind: 'MANUAL', releaseDueDt: '2027-02-01' })).json()).toMatchObject({ releaseDueDt: '2027-02-01' });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ holdKind: 'CARD', releaseDueDt: '2027-01-05' }, 'releaseDueDt', 'calculateAdmin.msg.cardHoldTooLong'],
      [{ holdKind: 'MANUAL' }, 'releaseDueDt', 'calculateAdmin.msg.releaseDueRequired'],
      [{ holdKind: 'MANUAL', releaseDueDt: '2026-11-05' }, 'releaseDueDt', 'calculateAdmin.msg.releaseDuePast'],
      [{ holdKind: 'REFUND_RATE', releaseDueDt: '2027-02-01' }, 'holdKind', 'calculateAdmin.msg.holdKindRequired'],
      [{ holdKind: 'TERMINATION', releaseDueDt: '2027-02-01' }, 'holdKind', 'calculateAdmin.msg.holdKindRequired'],
      [{ holdKind: 'MANUAL', releaseDueDt: '2027-02-01', amount: 0 }, 'amount', 'calculateAdmin.msg.amountPositive'],
      [{ holdKind: 'MANUAL', releaseDueDt: '2027-02-30' }, 'releaseDueDt', 'form.msg.invalid'],
      [{ holdKind: 'MANUAL', releaseDueDt: '2027-02-01', reason: '' }, 'reason', 'calculateAdmin.msg.reasonRequired'],
    ];
    for (const [body, field, messageKey] of refusals) {
      const res = await hold(body);
      expect(res.statusCode, messageKey).toBe(400);
      expect(fieldKey(res), messageKey).toEqual({ field, messageKey });
    }
    const list = await get(`/api/calculate/admin/holds?seller=${cd}&pageSize=50`);
    expect(list.json<THoldListReply>().totalCnt).toBe(4);
  });

  it('releases a hold once; the list shows the months of its rows', async () => {
    const cd = await seller();
    const placed = await post('/api/calculate/admin/holds', {
      supplyEntrCd: cd,
      holdKind: 'MANUAL',
      amount: 30_000,
      reason: '분쟁 보류',
      releaseDueDt: '2027-03-01',
    });
    const { holdSq } = placed.json<{ holdSq: number }>();
    await ledgerRowFor(t, { supplyEntrCd: cd, settleYm: '2026-11', kind: 'HOLD', sourceKey: `HOLD:${holdSq}`, amount: -30_000 });
    expect((await get(`/api/calculate/admin/holds?seller=${cd}&state=ACTIVE`)).json<THoldListReply>().list[0]).toMatchObject({
      holdSq,
      holdKind: 'MANUAL',
      heldYm: '2026-11',
      releasedYm: null,
      releasedDt: null,
    });
    const released = await post(`/api/calculate/admin/holds/${holdSq}/release`, { releaseMemo: '분쟁 종결' });
    expect(released.statusCode).toBe(200);
    const again = await post(`/api/calculate/admin/holds/${holdSq}/release`, { releaseMemo: '다시' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ displayMessage: '이미 해제된 보류입니다.' });
    const row = (await get(`/api/calculate/admin/holds?seller=${cd}&state=RELEASED`)).json<THoldListReply>().list[0];
    expect(row).toMatchObject({ holdSq, releaseMemo: '분쟁 종결', releasedBy: expect.any(String), releasedDt: '2026-11-05T01:00:00.000Z' });
    expect((await get(`/api/calculate/admin/holds?seller=${cd}&state=ACTIVE`)).json<THoldListReply>().totalCnt).toBe(0);

    // A hold the run already released on its due day cannot be released again either.
    const due = await post('/api/calculate/admin/holds', { supplyEntrCd: cd, holdKind: 'CARD', amount: 1_000, reason: '카드' });
    const dueSq = due.json<{ holdSq: number }>().holdSq;
    await ledgerRowFor(t, { supplyEntrCd: cd, settleYm: '2027-01', kind: 'RELEASE', sourceKey: `REL:${dueSq}`, amount: 1_000 });
    expect((await post(`/api/calculate/admin/holds/${dueSq}/release`, { releaseMemo: '늦은 해제' })).statusCode).toBe(409);

    expect((await post('/api/calculate/admin/holds/999999/release', { releaseMemo: 'x' })).statusCode).toBe(404);
    expect(fieldKey(await post(`/api/calculate/admin/holds/${dueSq}/release`, { releaseMemo: ' ' }))).toEqual({
      field: 'releaseMemo',
      messageKey: 'calculateAdmin.msg.releaseMemoRequired',
    });
  });
});
