import { findTransition, GOODS_FLOW_ACTIONS, GOODS_FLOW_MACHINE, refusalKey, type TGoodsFlowAction, type TGoodsFlowStatus } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/platform/http/messages.ts';
import { contractBody, operatorSession, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * The service against its transition table: every (status, action) pair, made through the real HTTP
 * calls by the one who makes it. A move the table lists is accepted and lands in its `to`; every other
 * is refused with 409 and the table's message key, and leaves the contract as it was.
 */
describe('goods-flow: the service follows GOODS_FLOW_MACHINE', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  const url = '/api/delivery/goodsFlow/DL0001';
  type Seller = Awaited<ReturnType<typeof sellerSession>>;
  const call = (cookies: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = url, body?: unknown) =>
    t.call({ method, url: path, cookies, ...(body !== undefined ? { body } : {}) });
  const adminUrl = (s: Seller, action: string) => `/api/admin/goodsFlow/${s.supplyEntrCd}/DL0001/${action}`;
  const statusOf = async (s: Seller) => {
    const res = await call(s.cookies, 'GET');
    return res.statusCode === 404 ? null : res.json<{ gfStsCd: TGoodsFlowStatus }>().gfStsCd;
  };

  /** A seller whose site's contract is in `status`, reached through the ordinary calls. */
  async function contractIn(status: TGoodsFlowStatus): Promise<Seller> {
    const s = await sellerSession(t);
    await call(s.cookies, 'POST', '/api/delivery/deliveryLoc', siteBody());
    expect((await call(s.cookies, 'POST', url, contractBody())).statusCode).toBe(200);
    if (status === 'REGISTERED') return s;
    expect((await call(s.cookies, 'PUT', `${url}/request`)).statusCode).toBe(200);
    if (status === 'APPROVED') expect((await call(admin, 'PUT', adminUrl(s, 'approve'))).statusCode).toBe(200);
    if (status === 'REJECTED')
      expect((await call(admin, 'PUT', adminUrl(s, 'reject'), { rejectReason: '고객번호 불일치', renewDt: null })).statusCode).toBe(200);
    expect(await statusOf(s)).toBe(status);
    return s;
  }

  const act: Record<TGoodsFlowAction, (s: Seller) => ReturnType<typeof call>> = {
    edit: (s) => call(s.cookies, 'PUT', url, contractBody({ mdNm: '이담당' })),
    request: (s) => call(s.cookies, 'PUT', `${url}/request`),
    delete: (s) => call(s.cookies, 'DELETE'),
    approve: (s) => call(admin, 'PUT', adminUrl(s, 'approve')),
    reject: (s) => call(admin, 'PUT', adminUrl(s, 'reject'), { rejectReason: '서류 미비', renewDt: null }),
  };

  const pairs = GOODS_FLOW_MACHINE.states.flatMap((from) => GOODS_FLOW_ACTIONS.map((action) => [from, action] as const));
  it.each(pairs)('from %s, %s', async (from, action) => {
    const s = await contractIn(from);
    const move = findTransition(GOODS_FLOW_MACHINE, from, action);
    const res = await act[action](s);
    if (move) {
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(s)).toBe(move.to);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'CONFLICT' });
      // The body carries the key's text: the table's refusal key, translated.
      expect(res.json<{ displayMessage: string }>().displayMessage).toBe(translate(refusalKey(GOODS_FLOW_MACHINE, from, action), 'ko'));
      expect(await statusOf(s)).toBe(from);
    }
  });
});
