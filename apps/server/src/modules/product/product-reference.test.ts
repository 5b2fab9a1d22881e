import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller, signInWithSms } from '@/test/factories.ts';
import { sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('product reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('answers the category tree in the request language with its version', async () => {
    const { cookies } = await sellerSession(t);
    const ko = (await t.call({ url: '/api/product/categories', cookies })).json();
    expect(ko.version).toMatch(/^\d{4}\.\d+\.\d+$/);
    expect(ko.totalCnt).toBe(ko.list.length);
    expect(ko.list[0]).toEqual({ standardCategoryId: '10', upperCategoryId: null, categoryNm: '여성의류', depth: 1, leafYn: 'N', categoryPath: '여성의류' });
    const en = (await t.call({ url: '/api/product/categories', cookies, lang: 'en' })).json();
    expect(en.list[0].categoryNm).toBe("Women's clothing");
  });

  it('answers the notice types and one type with its items', async () => {
    const { cookies } = await sellerSession(t);
    const all = (await t.call({ url: '/api/product/noticeTypes', cookies })).json();
    expect(all.list.map((n: { niTypeCd: string }) => n.niTypeCd)).toEqual(['01', '02', '03', '04', '05', '18', '19', '23', '25', '38']);
    const shoes = (await t.call({ url: '/api/product/noticeTypes/02', cookies, lang: 'en' })).json();
    expect(shoes).toMatchObject({ niTypeCd: '02', niTypeNm: 'Shoes' });
    expect(shoes.items[0]).toMatchObject({ field: 'niCd1', itemNm: 'Main material' });
    const unknown = await t.call({ url: '/api/product/noticeTypes/99', cookies });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('answers only sessions of the product menu', async () => {
    expect((await t.call({ url: '/api/product/categories' })).json().errorCode).toBe('SESSION_TIMEOUT_ERROR');
    const settingsOnly = await makeSeller(t, { roleCd: '10' });
    const { cookies } = await signInWithSms(t, settingsOnly);
    const res = await t.call({ url: '/api/product/categories', cookies });
    expect(res.statusCode).toBe(403);
  });
});
