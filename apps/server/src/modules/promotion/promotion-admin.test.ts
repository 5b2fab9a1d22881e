import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPromotionAdminDetailReply, TPromotionAdminListReply, TPromotionCreateRequest } from '@po/contracts';
import { rowsOf } from '@/platform/db/database.ts';
import { translate } from '@/platform/http/messages.ts';
import { sellerWithProductOnSale } from '@/test/order-factories.ts';
import { decideProduct, registerProduct } from '@/test/product-world.ts';
import { promotionBody } from '@/test/promotion-factories.ts';
import { masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
const keysOf = (res: { json: () => { fields?: { field: string; messageKey: string }[] } }) => res.json().fields?.map((f) => `${f.field}:${f.messageKey}`);
const PRICE = 329_000;

describe('the operator’s promotions: /api/promotion/admin', () => {
  let t: TestApp;
  let op: Cookies;
  let a: Seller;
  let b: Seller;
  let master: Cookies;

  const countPromotions = async () =>
    rowsOf<{ n: number; t: number }>(
      await t.db.q.execute(sql`select (select count(*) from promotion)::int as n, (select count(*) from promotion_product)::int as t`),
    )[0]!;
  /** A new product of the seller, approved (on sale) unless told otherwise. */
  const newProduct = async (s: Seller, approve = true) => {
    const prodCd = await registerProduct(t, s);
    if (approve) await decideProduct(t, s, prodCd, 'approve');
    return prodCd;
  };
  const send = (body: TPromotionCreateRequest, headers: Record<string, string> = {}, cookies = op) =>
    t.call({ method: 'POST', url: '/api/promotion/admin', cookies, body, headers });
  const create = async (body: TPromotionCreateRequest) => {
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ promCd: string }>().promCd;
  };
  const target = (s: Seller, prodCd: string, promPrice?: number) => ({ supplyEntrCd: s.supplyEntrCd, prodCd, ...(promPrice ? { promPrice } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    op = await operatorSession(t);
    a = await sellerWithProductOnSale(t);
    b = await sellerWithProductOnSale(t);
    master = await masterSessionFor(t, a.supplyEntrCd);
  }, 120_000);
  afterAll(() => t.close());

  it('creates a promotion and its targets; the detail reads them back with each promotion price', async () => {
    const [p1, p2] = [await newProduct(a), await newProduct(a)];
    const promCd = await create(
      promotionBody(t, [target(a, p1), target(a, p2), target(b, b.prodCd)], { promNm: '상세 확인 세일', dcValue: 15, bearer: 'SELLER' }),
    );
    expect(promCd).toMatch(/^PM\d{8}$/);
    const res = await t.call({ url: `/api/promotion/admin/${promCd}`, cookies: op });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<TPromotionAdminDetailReply>();
    expect(d.head).toMatchObject({ promCd, promNm: '상세 확인 세일', promState: 'REQUEST', dcTypeCd: 'RATE', dcValue: 15, bearer: 'SELLER' });
    expect(d.counts).toEqual({ total: 3, prepare: 3, agree: 0, reject: 0 });
    expect(d.targets).toHaveLength(3);
    expect(d.targets.find((x) => x.prodCd === p1)).toMatchObject({
      supplyEntrCd: a.supplyEntrCd,
      prodPrice: PRICE,
      promPrice: PRICE - Math.floor(PRICE * 0.15),
      reqState: 'PREPARE',
      decidedDt: null,
    });
  });

  it('a PRICE promotion keeps each target’s own price; dcValue is stored as 0', async () => {
    const p1 = await newProduct(a);
    const promCd = await create(promotionBody(t, [target(a, p1, 250_000)], { dcTypeCd: 'PRICE', dcValue: 0 }));
    const d = (await t.call({ url: `/api/promotion/admin/${promCd}`, cookies: op })).json<TPromotionAdminDetailReply>();
    expect(d.head).toMatchObject({ dcTypeCd: 'PRICE', dcValue: 0 });
    expect(d.targets[0]).toMatchObject({ prodPrice: PRICE, promPrice: 250_000 });
  });

  it('refuses each bad target by its row, and a refused create leaves nothing behind', async () => {
    const [ok, notOnSale] = [await newProduct(a), await newProduct(a, false)];
    const before = await countPromotions();
    const res = await send(promotionBody(t, [target(a, ok), target(a, b.prodCd), target(a, notOnSale), target(a, 'P000000000')]));
    expect(res.statusCode).toBe(400);
    expect(keysOf(res)).toEqual([
      'targets.1.prodCd:promotionAdmin.msg.unknownProduct',
      'targets.2.prodCd:promotionAdmin.msg.notOnSale',
      'targets.3.prodCd:promotionAdmin.msg.unknownProduct',
    ]);
    const price = await send(promotionBody(t, [target(a, ok, PRICE)], { dcTypeCd: 'PRICE' }));
    expect(keysOf(price)).toEqual(['targets.0.promPrice:promotionAdmin.msg.promPriceTooHigh']);
    const amount = await send(promotionBody(t, [target(a, ok)], { dcTypeCd: 'AMOUNT', dcValue: PRICE }));
    expect(keysOf(amount)).toEqual(['targets.0.prodCd:promotionAdmin.msg.amountTooHigh']);
    const schema = await send(promotionBody(t, [target(a, ok), target(a, ok)], { dcTypeCd: 'RATE', dcValue: 95 }));
    expect(keysOf(schema)).toEqual(expect.arrayContaining(['dcValue:promotionAdmin.msg.rateRange', 'targets.1.prodCd:promotionAdmin.msg.duplicateProduct']));
    expect(await countPromotions()).toEqual(before);
  });

  it('refuses a product already in another promotion whose run overlaps; a cancelled one or a later run does not count', async () => {
    const [p1, p2] = [await newProduct(a), await newProduct(a)];
    const first = await create(promotionBody(t, [target(a, p1)]));
    const overlapping = await send(promotionBody(t, [target(a, p2), target(a, p1)], { progStartDt: '2026-11-28', progEndDt: '2026-12-05' }));
    expect(keysOf(overlapping)).toEqual(['targets.1.prodCd:promotionAdmin.msg.overlap']);
    // The first runs 2026-11-23..29: a run from the 30th is free.
    await create(promotionBody(t, [target(a, p1)], { progStartDt: '2026-11-30', progEndDt: '2026-12-03' }));
    expect((await t.call({ method: 'POST', url: `/api/promotion/admin/${first}/cancel`, cookies: op })).statusCode).toBe(200);
    await create(promotionBody(t, [target(a, p1)], { progStartDt: '2026-11-25', progEndDt: '2026-11-29' }));
  });

  it('an idempotent resend answers the first promotion; another body under the key is refused', async () => {
    const p1 = await newProduct(a);
    const headers = { 'idempotency-key': randomUUID() };
    const body = promotionBody(t, [target(a, p1)], { promNm: '재전송 세일' });
    const before = await countPromotions();
    const first = await send(body, headers);
    const again = await send(body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await countPromotions()).n).toBe(before.n + 1);
    expect((await send({ ...body, promNm: '다른 본문' }, headers)).statusCode).toBe(409);
  });

  it('cancels only before the run: READY, REQUEST and WAITING; a running or cancelled one answers cannotCancel', async () => {
    const cancel = (promCd: string) => t.call({ method: 'POST', url: `/api/promotion/admin/${promCd}/cancel`, cookies: op });
    const cannot = translate('promotionAdmin.msg.cannotCancel', 'ko');
    const waiting = await create(
      promotionBody(t, [target(a, await newProduct(a))], {
        reqStartDt: '2026-11-10',
        reqEndDt: '2026-11-15',
        progStartDt: '2026-11-22',
        progEndDt: '2026-11-30',
      }),
    );
    const ready = await create(
      promotionBody(t, [target(a, await newProduct(a))], {
        reqStartDt: '2026-11-22',
        reqEndDt: '2026-11-23',
        progStartDt: '2026-11-24',
        progEndDt: '2026-11-30',
      }),
    );
    const running = await create(
      promotionBody(t, [target(a, await newProduct(a))], {
        reqStartDt: '2026-11-10',
        reqEndDt: '2026-11-15',
        progStartDt: '2026-11-18',
        progEndDt: '2026-11-30',
      }),
    );
    for (const promCd of [waiting, ready]) {
      const res = await cancel(promCd);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TPromotionAdminDetailReply>().head.promState).toBe('CANCELLED');
      const again = await cancel(promCd);
      expect([again.statusCode, again.json().displayMessage]).toEqual([409, cannot]);
    }
    const res = await cancel(running);
    expect([res.statusCode, res.json().displayMessage]).toEqual([409, cannot]);
    expect((await cancel('PM99999999')).statusCode).toBe(404);
  });

  it('lists every promotion newest first, by stage and name, with its sellers and counts', async () => {
    const promCd = await create(promotionBody(t, [target(a, await newProduct(a)), target(b, await newProduct(b))], { promNm: '목록 전용 세일' }));
    const list = async (q: string) => {
      const res = await t.call({ url: `/api/promotion/admin/list?${q}`, cookies: op });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TPromotionAdminListReply>();
    };
    const byName = await list(`promNm=${encodeURIComponent('목록 전용')}`);
    expect(byName.totalCnt).toBe(1);
    expect(byName.list[0]).toMatchObject({ promCd, sellerCnt: 2, counts: { total: 2, prepare: 2, agree: 0, reject: 0 }, promState: 'REQUEST' });
    const all = await list('pageSize=100');
    expect(all.list[0]!.promCd).toBe(promCd);
    const running = await list('promState=RUNNING&pageSize=100');
    expect(running.list.length).toBeGreaterThan(0);
    expect(running.list.every((r) => r.promState === 'RUNNING')).toBe(true);
    expect((await list('promState=CANCELLED&pageSize=100')).list.every((r) => r.promState === 'CANCELLED')).toBe(true);
  });

  it('is the operator’s: a seller is refused, a master may look but not create', async () => {
    expect((await t.call({ url: '/api/promotion/admin/list', cookies: a.cookies })).statusCode).toBe(403);
    expect((await send(promotionBody(t, [target(a, a.prodCd)]), {}, a.cookies)).statusCode).toBe(403);
    expect((await send(promotionBody(t, [target(a, a.prodCd)]), {}, master)).statusCode).toBe(403);
  });
});
