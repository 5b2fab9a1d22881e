import type { TMallReview, TStatRatingDayReply, TStatRatingFigures, TStatRatingProductReply } from '@po/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { sellerWithProductOnSale } from '@/test/order-factories.ts';
import { registerProduct, decideProduct } from '@/test/product-world.ts';
import { mallReview, sendReviews } from '@/test/review-factories.ts';
import { masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { averageRating } from './rating-figures.ts';

// The rating statistic by day and by product, its Excel, and the statistic filters' brand list.

type Cookies = Record<string, string>;
let t: TestApp;
let a: Awaited<ReturnType<typeof sellerWithProductOnSale>>;
let b: Awaited<ReturnType<typeof sellerWithProductOnSale>>;
let a2: string;
// Now is 2026-11-20 10:00 Seoul.
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T01:00:00Z'), env: { SIGNIN_RATE_LIMIT: '1000' } });
  [a, b] = [await sellerWithProductOnSale(t), await sellerWithProductOnSale(t)];
  a2 = await registerProduct(t, a, { prodNm: '캐시미어 머플러' });
  await decideProduct(t, a, a2, 'approve');
});
afterAll(async () => t.close());

const get = <T>(cookies: Cookies, url: string, lang: 'ko' | 'en' = 'ko') =>
  t.call({ url, cookies, lang }).then((res) => {
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<T>();
  });
const at = (seoul: string) => new Date(`${seoul}+09:00`).toISOString();
const review = (prodCd: string, rating: number, seoul: string): TMallReview => mallReview(t, prodCd, { rating, reviewDt: at(seoul) });

/** The figures counted straight from product_review rows, one by one. */
function countOf(rows: { rating: number }[]): TStatRatingFigures {
  const n = (k: number) => rows.filter((r) => r.rating === k).length;
  const sum = rows.reduce((s, r) => s + r.rating, 0);
  return {
    reviewCnt: rows.length,
    avgRating: averageRating(sum, rows.length),
    score1Cnt: n(1),
    score2Cnt: n(2),
    score3Cnt: n(3),
    score4Cnt: n(4),
    score5Cnt: n(5),
  };
}

async function sheetOf(url: string, cookies: Cookies, lang: 'ko' | 'en' = 'ko') {
  const res = await t.call({ url, cookies, lang });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, disposition: String(res.headers['content-disposition']) };
}

describe('the rating statistic', () => {
  it('answers every day of the period newest first, empty days included, the average half up, and the total', async () => {
    await sendReviews(t, [
      review(a.prodCd, 5, '2026-11-18T23:59:59'),
      review(a.prodCd, 4, '2026-11-18T00:00:00'),
      review(a2, 4, '2026-11-18T12:00:00'),
      review(a2, 4, '2026-11-18T13:00:00'),
      review(a.prodCd, 1, '2026-11-16T09:00:00'),
      review(a.prodCd, 3, '2026-11-15T23:59:59'), // before the period
      review(b.prodCd, 1, '2026-11-18T10:00:00'), // another seller's
    ]);
    const day = await get<TStatRatingDayReply>(a.cookies, '/api/statistic/product-review/day?startDt=2026-11-16&endDt=2026-11-19&pageSize=3');
    expect(day.totalCnt).toBe(4);
    expect(day.list.map((r) => r.reviewDt)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17']);
    expect(day.list[0]).toEqual({
      reviewDt: '2026-11-19',
      reviewCnt: 0,
      avgRating: null,
      score1Cnt: 0,
      score2Cnt: 0,
      score3Cnt: 0,
      score4Cnt: 0,
      score5Cnt: 0,
    });
    // 17 / 4 = 4.25 → 4.3
    expect(day.list[1]).toEqual({ reviewDt: '2026-11-18', reviewCnt: 4, avgRating: 4.3, score1Cnt: 0, score2Cnt: 0, score3Cnt: 0, score4Cnt: 3, score5Cnt: 1 });
    expect(day.total).toEqual({ reviewCnt: 5, avgRating: 3.6, score1Cnt: 1, score2Cnt: 0, score3Cnt: 0, score4Cnt: 3, score5Cnt: 1 });
    const page2 = await get<TStatRatingDayReply>(a.cookies, '/api/statistic/product-review/day?startDt=2026-11-16&endDt=2026-11-19&pageSize=3&pageNum=2');
    expect(page2.list.map((r) => [r.reviewDt, r.reviewCnt])).toEqual([['2026-11-16', 1]]);

    const product = await get<TStatRatingProductReply>(a.cookies, '/api/statistic/product-review/product?startDt=2026-11-16&endDt=2026-11-19');
    expect(product.totalCnt).toBe(2);
    // Most reviews first: a.prodCd 3 (5, 4, 1), a2 2 (4, 4); ties would go by product code.
    expect(product.list.map((r) => [r.prodCd, r.reviewCnt, r.avgRating])).toEqual([
      [a.prodCd, 3, 3.3],
      [a2, 2, 4],
    ]);
    expect(product.list[1]).toMatchObject({ prodNm: '캐시미어 머플러', brandNm: expect.stringMatching(/^테스트/) });
    expect(product.total).toEqual(day.total);
  });

  it('starts "all" at the first review and ends it today; one bound alone reads from or up to it', async () => {
    const all = await get<TStatRatingDayReply>(a.cookies, '/api/statistic/product-review/day?pageSize=100');
    expect(all.list[0]!.reviewDt).toBe('2026-11-20');
    expect(all.list.at(-1)!.reviewDt).toBe('2026-11-15');
    expect(all.totalCnt).toBe(6);
    const upTo = await get<TStatRatingDayReply>(a.cookies, '/api/statistic/product-review/day?endDt=2026-11-16&pageSize=100');
    expect(upTo.list.map((r) => r.reviewDt)).toEqual(['2026-11-16', '2026-11-15']);
    const none = await get<TStatRatingDayReply>(b.cookies, '/api/statistic/product-review/day?startDt=2026-11-19');
    expect(none.list.map((r) => r.reviewCnt)).toEqual([0, 0]);
  });

  it('refuses a reversed period and a session without a seller', async () => {
    for (const path of ['day', 'product', 'day/excel', 'product/excel']) {
      const res = await t.call({ url: `/api/statistic/product-review/${path}?startDt=2026-11-19&endDt=2026-11-18`, cookies: a.cookies });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().fields).toEqual([{ field: 'startDt', messageKey: 'statistic.msg.periodReversed' }]);
    }
    const operator = await operatorSession(t);
    // An operator passes the menu (role admin) but has no seller: not found, as every seller read.
    expect((await t.call({ url: '/api/statistic/product-review/day', cookies: operator })).statusCode).toBe(404);
  });

  it("lets a master read the chosen seller's figures and download them", async () => {
    const master = await masterSessionFor(t, a.supplyEntrCd);
    const url = '/api/statistic/product-review/day?startDt=2026-11-16&endDt=2026-11-19';
    expect(await get(master, url)).toEqual(await get(a.cookies, url));
    expect((await sheetOf('/api/statistic/product-review/product/excel?startDt=2026-11-16', master)).rows.length).toBe(4);
  });

  it('writes the Excel: the headers in the language, every row of the table, the total, the download name', async () => {
    const period = 'startDt=2026-11-10&endDt=2026-11-19';
    const day = await get<TStatRatingDayReply>(a.cookies, `/api/statistic/product-review/day?${period}&pageSize=1000`);
    const daySheet = await sheetOf(`/api/statistic/product-review/day/excel?${period}&downloadName=${encodeURIComponent('평점_일별')}`, a.cookies, 'en');
    expect(daySheet.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('평점_일별.xlsx')}`);
    const figures = (f: TStatRatingFigures) => [f.reviewCnt, f.avgRating, f.score1Cnt, f.score2Cnt, f.score3Cnt, f.score4Cnt, f.score5Cnt];
    expect(daySheet.rows).toEqual([
      ['Date', 'Reviews', 'Average rating', '1 star', '2 stars', '3 stars', '4 stars', '5 stars'],
      ...day.list.map((r) => [r.reviewDt, ...figures(r)]).map((row) => row.map((v) => v ?? undefined)),
      ['Total', ...figures(day.total)],
    ]);
    const product = await get<TStatRatingProductReply>(a.cookies, `/api/statistic/product-review/product?${period}`);
    const productSheet = await sheetOf(`/api/statistic/product-review/product/excel?${period}`, a.cookies);
    expect(productSheet.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('상품별_평점_통계.xlsx')}`);
    expect(productSheet.rows[0]).toEqual(['상품코드', '상품명', '브랜드', '리뷰 수', '평균 평점', '1점', '2점', '3점', '4점', '5점']);
    expect(productSheet.rows.slice(1, -1)).toEqual(product.list.map((r) => [r.prodCd, r.prodNm, r.brandNm, ...figures(r)]));
    expect(productSheet.rows.at(-1)).toEqual(['합계', undefined, undefined, ...figures(product.total)]);
  });

  it('equals a direct count over product_review for random reviews', async () => {
    const s = await sellerWithProductOnSale(t);
    const codes = [s.prodCd];
    for (let i = 0; i < 2; i++) {
      const prodCd = await registerProduct(t, s);
      await decideProduct(t, s, prodCd, 'approve');
      codes.push(prodCd);
    }
    const list: TMallReview[] = [];
    for (let i = 0; i < 300; i++) {
      // Any instant of the 20 Seoul days before now, day edges included.
      const ms =
        Date.parse('2026-11-01T00:00:00+09:00') +
        Math.floor(Math.random() * 20 * 24) * 3600_000 +
        (Math.random() < 0.2 ? 0 : Math.floor(Math.random() * 3600_000));
      list.push(mallReview(t, codes[i % 3]!, { rating: 1 + Math.floor(Math.random() * 5), reviewDt: new Date(ms).toISOString() }));
      if (i % 10 === 0) list.push(mallReview(t, b.prodCd, { reviewDt: new Date(ms).toISOString() })); // another seller's, same days
    }
    await sendReviews(t, list);
    const startDt = '2026-11-03';
    const endDt = '2026-11-17';
    const rows = rowsOf<{ prodCd: string; rating: number; day: string }>(
      await t.db.q.execute(sql`
        select prod_cd as "prodCd", rating, to_char(review_dt at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day
        from product_review where supply_entr_cd = ${s.supplyEntrCd}`),
    ).filter((r) => r.day >= startDt && r.day <= endDt);
    const day = await get<TStatRatingDayReply>(s.cookies, `/api/statistic/product-review/day?startDt=${startDt}&endDt=${endDt}&pageSize=100`);
    expect(day.totalCnt).toBe(15);
    for (const row of day.list) expect(row, row.reviewDt).toEqual({ reviewDt: row.reviewDt, ...countOf(rows.filter((r) => r.day === row.reviewDt)) });
    expect(day.total).toEqual(countOf(rows));
    const product = await get<TStatRatingProductReply>(s.cookies, `/api/statistic/product-review/product?startDt=${startDt}&endDt=${endDt}`);
    expect(product.list.map((r) => r.prodCd).sort()).toEqual([...new Set(rows.map((r) => r.prodCd))].sort());
    for (const row of product.list) expect(row).toMatchObject(countOf(rows.filter((r) => r.prodCd === row.prodCd)));
    const counts = product.list.map((r) => r.reviewCnt);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(product.total).toEqual(day.total);
  });
});

describe('GET /api/product/productinfo/getSupplyBrandList', () => {
  it("answers the session seller's approved brands only, in the language", async () => {
    const res = await get<{ list: { brandCd: string; brandNm: string; useYn: string }[] }>(a.cookies, '/api/product/productinfo/getSupplyBrandList');
    expect(res.list).toEqual([{ brandCd: a.brandCd, brandNm: expect.stringMatching(/^테스트/), useYn: 'Y' }]);
    const en = await get<{ list: { brandNm: string }[] }>(a.cookies, '/api/product/productinfo/getSupplyBrandList', 'en');
    expect(en.list[0]!.brandNm).toMatch(/^Test /);
    const master = await masterSessionFor(t, b.supplyEntrCd);
    expect((await get<{ list: { brandCd: string }[] }>(master, '/api/product/productinfo/getSupplyBrandList')).list.map((x) => x.brandCd)).toEqual([b.brandCd]);
  });
});
