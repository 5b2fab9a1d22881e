import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountSpecs } from '@/seed/demo-accounts.ts';
import { makeSeller, signInWithSms } from '@/test/factories.ts';
import { masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('order list: the order menu’s roles on the server (business-area §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const orderList = (cookies: Record<string, string>) =>
    t.call({ url: '/api/order/orderList?pageNum=1&pageSize=10&startDt=2026-11-01&endDt=2026-11-20', cookies });
  // The demo's travel-only seller: role 30 with manager role 190 and nothing else.
  const travel01 = demoAccountSpecs(new Date()).find((a) => a.mgrId === 'travel01')!;

  it('refuses a travel-only seller (manager role 190) with 403 FORBIDDEN', async () => {
    expect(travel01.managerRoles).toEqual(['190']);
    const s = await makeSeller(t, { roleCd: travel01.roleCd ?? '30', managerRoles: travel01.managerRoles ?? [] });
    const { cookies } = await signInWithSms(t, s);
    const res = await orderList(cookies);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN', displayMessage: expect.any(String) });
    expect((await t.call({ url: '/api/order/orderStatus?statusCd=20', cookies })).statusCode).toBe(403);
    const exported = await t.call({ method: 'POST', url: '/api/order/orderList/excel', cookies, body: { startDt: '2026-11-01', endDt: '2026-11-20' } });
    expect(exported.statusCode).toBe(403);
    // The settings menu (roles 10-40, no manager role) stays open to it.
    expect((await t.call({ url: '/api/setting/contract', cookies })).statusCode).toBe(200);
  });

  it('answers an empty page to a seller with manager role 40', async () => {
    const s = await makeSeller(t);
    const res = await orderList((await signInWithSms(t, s)).cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ list: [], totalCnt: 0, allCnt: 0 });
  });

  it('lets a master viewing a seller read it, and an operator without a seller gets 404', async () => {
    const s = await makeSeller(t);
    expect((await orderList(await masterSessionFor(t, s.company!.supplyEntrCd))).statusCode).toBe(200);
    expect((await orderList(await operatorSession(t))).statusCode).toBe(404);
  });
});
