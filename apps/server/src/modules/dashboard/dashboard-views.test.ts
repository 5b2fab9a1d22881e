import { PRODUCT_VIEWS_MAX_ROWS, type TProductViewsReply } from '@po/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallCall, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { productViewDays } from './dashboard.tables.ts';

describe("the mall's product views", () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof sellerWithProductOnSale>>;
  const send = (list: unknown[], key?: string) => mallCall(t, { url: '/api/mall/product-views', body: { list }, ...(key ? { key } : {}) });
  const stored = () =>
    t.db.q
      .select()
      .from(productViewDays)
      .where(and(eq(productViewDays.prodCd, a.prodCd), eq(productViewDays.viewDt, '2026-11-19')));

  beforeAll(async () => {
    t = await createTestApp();
    a = await sellerWithProductOnSale(t);
  });
  afterAll(() => t?.close());

  it("keeps a day's views under the product's seller; a resend replaces the count", async () => {
    expect((await send([{ prodCd: a.prodCd, viewDt: '2026-11-19', pvCnt: 12 }])).json<TProductViewsReply>()).toEqual({ savedCnt: 1, rejectedList: [] });
    expect(await stored()).toMatchObject([{ supplyEntrCd: a.supplyEntrCd, pvCnt: 12 }]);
    await send([{ prodCd: a.prodCd, viewDt: '2026-11-19', pvCnt: 7 }]);
    expect(await stored()).toMatchObject([{ pvCnt: 7 }]);
  });

  it('refuses an unknown product on its own row and keeps the rest; a key named twice keeps its last count', async () => {
    const res = await send([
      { prodCd: 'NOPE0000', viewDt: '2026-11-19', pvCnt: 3 },
      { prodCd: a.prodCd, viewDt: '2026-11-19', pvCnt: 5 },
      { prodCd: a.prodCd, viewDt: '2026-11-19', pvCnt: 9 },
    ]);
    expect(res.json<TProductViewsReply>()).toEqual({ savedCnt: 1, rejectedList: [{ index: 0, prodCd: 'NOPE0000', reason: 'UNKNOWN_PRODUCT' }] });
    expect(await stored()).toMatchObject([{ pvCnt: 9 }]);
  });

  it('refuses without the mall key, an empty or too long list, a negative count or an impossible day', async () => {
    expect((await send([{ prodCd: a.prodCd, viewDt: '2026-11-19', pvCnt: 1 }], 'wrong')).statusCode).toBe(401);
    expect((await send([])).statusCode).toBe(400);
    const many = Array.from({ length: PRODUCT_VIEWS_MAX_ROWS + 1 }, () => ({ prodCd: a.prodCd, viewDt: '2026-11-19', pvCnt: 1 }));
    expect((await send(many)).statusCode).toBe(400);
    expect((await send([{ prodCd: a.prodCd, viewDt: '2026-11-19', pvCnt: -1 }])).statusCode).toBe(400);
    expect((await send([{ prodCd: a.prodCd, viewDt: '2026-02-30', pvCnt: 1 }])).statusCode).toBe(400);
  });
});
