import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { mallCall, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { mallReview } from '@/test/review-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The mall's reviews: kept once per mall id for the product's seller; an unknown product is refused on its row.

let t: TestApp;
let s: Awaited<ReturnType<typeof sellerWithProductOnSale>>;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T01:00:00Z'), env: { SIGNIN_RATE_LIMIT: '1000' } });
  s = await sellerWithProductOnSale(t);
});
afterAll(async () => t.close());

const send = (body: unknown, key?: string) => mallCall(t, { url: '/api/mall/reviews', body, ...(key ? { key } : {}) });
const stored = async (mallReviewId: string) =>
  rowsOf<{ supplyEntrCd: string; rating: number; contents: string }>(
    await t.db.q.execute(sql`select supply_entr_cd as "supplyEntrCd", rating, contents from product_review where mall_review_id = ${mallReviewId}`),
  );

describe('POST /api/mall/reviews', () => {
  it("keeps a review for the product's seller once: a resend keeps the first row", async () => {
    const review = mallReview(t, s.prodCd, { rating: 4, ordNo: 'T123', ordDtlSq: 1 });
    const first = await send({ list: [review] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ savedCnt: 1, rejectedList: [] });
    const again = await send({ list: [{ ...review, rating: 1, contents: '바뀐 글' }] });
    expect(again.json()).toEqual({ savedCnt: 1, rejectedList: [] });
    expect(await stored(review.mallReviewId)).toEqual([{ supplyEntrCd: s.supplyEntrCd, rating: 4, contents: review.contents }]);
  });

  it('keeps one row for two deliveries at once and for an id named twice in one call', async () => {
    const review = mallReview(t, s.prodCd);
    const [a, b] = await Promise.all([send({ list: [review] }), send({ list: [review] })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await stored(review.mallReviewId)).toHaveLength(1);
    const twice = mallReview(t, s.prodCd, { rating: 2 });
    expect((await send({ list: [twice, { ...twice, rating: 3 }] })).statusCode).toBe(200);
    expect((await stored(twice.mallReviewId)).map((r) => r.rating)).toEqual([2]);
  });

  it('refuses an unknown product on its own row and keeps the others', async () => {
    const good = mallReview(t, s.prodCd);
    const unknown = mallReview(t, 'NOSUCHPROD');
    const res = await send({ list: [unknown, good] });
    expect(res.json()).toEqual({ savedCnt: 1, rejectedList: [{ index: 0, mallReviewId: unknown.mallReviewId, reason: 'UNKNOWN_PRODUCT' }] });
    expect(await stored(good.mallReviewId)).toHaveLength(1);
    expect(await stored(unknown.mallReviewId)).toHaveLength(0);
  });

  it('refuses a score outside 1-5, a bad body and a wrong or missing key', async () => {
    for (const rating of [0, 6, 4.5]) expect((await send({ list: [mallReview(t, s.prodCd, { rating })] })).statusCode, String(rating)).toBe(400);
    expect((await send({ list: [] })).statusCode).toBe(400);
    expect((await send({ list: [{ ...mallReview(t, s.prodCd), reviewDt: '2026-11-20' }] })).statusCode).toBe(400);
    expect((await send({ list: [mallReview(t, s.prodCd)] }, 'wrong-key')).statusCode).toBe(401);
    const noKey = await t.app.inject({ method: 'POST', url: '/api/mall/reviews', payload: { list: [mallReview(t, s.prodCd)] } });
    expect(noKey.statusCode).toBe(401);
  });

  it('is in the OpenAPI document under the mall', async () => {
    const doc = t.app.swagger() as { paths: Record<string, { post?: { tags?: string[] } }> };
    expect(doc.paths['/api/mall/reviews']?.post?.tags).toEqual(['mall']);
  });
});
