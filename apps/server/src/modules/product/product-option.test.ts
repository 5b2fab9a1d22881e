import type { TProductOptionRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerWithBrand } from '@/test/product-factories.ts';
import { decideProduct, registerProduct, type SellerWithBrand } from '@/test/product-world.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;

describe('the option and stock grid (productOptionList)', () => {
  let t: TestApp;
  let s: SellerWithBrand;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    s = await sellerWithBrand(t);
  });
  afterAll(() => t.close());

  const grid = async (query: string, cookies: Cookies = s.cookies) => {
    const res = await t.call({ url: `/api/product/options?${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ list: TProductOptionRow[]; totalCnt: number }>();
  };
  const saveStock = (rows: unknown[], cookies: Cookies = s.cookies) => t.call({ method: 'PUT', url: '/api/product/options/stock', cookies, body: { rows } });
  const change = (r: TProductOptionRow, stockQty: number, saleAbleYn = r.saleAbleYn) => ({
    prodCd: r.prodCd,
    prodOptionCd: r.prodOptionCd,
    stockQty,
    saleAbleYn,
    version: r.version,
  });
  const status = async (prodCd: string) =>
    (await t.call({ url: `/api/product/products/${prodCd}`, cookies: s.cookies })).json<{ prodStsCd: string }>().prodStsCd;

  it('lists the seller’s combinations with their products, filtered by codes, name, sold out, sale flag and stock range', async () => {
    const coat = await registerProduct(t, s, { prodNm: '그리드 코트' });
    const knit = await registerProduct(t, s, { prodNm: '그리드 니트', optionType: '1', optionNm2: '', options: [{ optionValue1: 'FREE', stockQty: 0 }] });
    const all = await grid(`prodCds=${coat},${knit}`);
    expect(all.totalCnt).toBe(5);
    expect(all.list.map((r) => r.prodOptionCd)).toEqual([`${knit}001`, `${coat}001`, `${coat}002`, `${coat}003`, `${coat}004`]);
    expect(all.list[1]).toMatchObject({
      prodNm: '그리드 코트',
      brandCd: s.brandCd,
      optionValue1: '베이지',
      optionValue2: 'S',
      stockQty: 3,
      saleAbleYn: 'Y',
      version: 1,
      prodStsCd: '40',
    });
    expect((await grid(`prodCds=${coat}%0A${knit}&soldOutYn=Y`)).list.map((r) => r.prodOptionCd)).toEqual([`${knit}001`, `${coat}003`]);
    expect((await grid(`prodCds=${coat}&saleAbleYn=N`)).list.map((r) => r.prodOptionCd)).toEqual([`${coat}004`]);
    // The dashboard's sold-out-soon link: stock 1 to 5 (spec §9).
    expect((await grid(`prodCds=${coat}&qtyMin=1&qtyMax=2`)).list.map((r) => r.stockQty)).toEqual([2, 1]);
    expect((await grid(`prodNm=${encodeURIComponent('그리드 니트')}`)).totalCnt).toBe(1);
    expect((await grid('', (await sellerWithBrand(t)).cookies)).totalCnt).toBe(0);
  });

  it('saves a batch of stock and sale flags, brings a sold-out product back on sale, and leaves a suspended one suspended', async () => {
    const soldOut = await registerProduct(t, s, { optionType: '1', optionNm2: '', options: [{ optionValue1: 'FREE', stockQty: 0 }] });
    const suspended = await registerProduct(t, s, { optionType: '1', optionNm2: '', options: [{ optionValue1: 'FREE', stockQty: 1 }] });
    expect(await decideProduct(t, s, soldOut, 'approve')).toBe('60');
    await decideProduct(t, s, suspended, 'approve');
    await t.call({ method: 'PUT', url: `/api/product/products/${suspended}/status`, cookies: s.cookies, body: { action: 'suspend' } });
    const rows = (await grid(`prodCds=${soldOut} ${suspended}`)).list;
    const res = await saveStock(rows.map((r) => change(r, 5)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        { prodOptionCd: `${suspended}001`, stockQty: 5, saleAbleYn: 'Y', version: 2 },
        { prodOptionCd: `${soldOut}001`, stockQty: 5, saleAbleYn: 'Y', version: 2 },
      ],
      products: [
        { prodCd: soldOut, prodStsCd: '90', prodStsNm: '판매 중' },
        { prodCd: suspended, prodStsCd: '70', prodStsNm: '일시 판매 중지' },
      ].sort((a, b) => a.prodCd.localeCompare(b.prodCd)),
    });
    // Stock 0 (or not for sale) on every combination sells the product out again; the suspended one stays.
    const again = (await grid(`prodCds=${soldOut} ${suspended}`)).list;
    expect((await saveStock(again.map((r) => change(r, 0)))).statusCode).toBe(200);
    expect([await status(soldOut), await status(suspended)]).toEqual(['60', '70']);
  });

  it('applies none of a batch with a stale row and names the stale rows', async () => {
    const prodCd = await registerProduct(t, s);
    const rows = (await grid(`prodCds=${prodCd}`)).list;
    // Someone else saves the second row first.
    expect((await saveStock([change(rows[1]!, 9)])).statusCode).toBe(200);
    const res = await saveStock(rows.map((r) => change(r, 50)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'CONFLICT', fields: [{ field: 'rows.1.version', messageKey: 'product.msg.staleOption' }] });
    expect(res.json<{ displayMessage: string }>().displayMessage).toContain(`${prodCd}002`);
    expect((await grid(`prodCds=${prodCd}`)).list.map((r) => r.stockQty)).toEqual([3, 9, 0, 1]);
  });

  it('refuses negative or too large stock, a row twice, and another seller’s combinations (404)', async () => {
    const prodCd = await registerProduct(t, s);
    const [row] = (await grid(`prodCds=${prodCd}`)).list;
    for (const [rows, key] of [
      [[change(row!, -1)], 'product.msg.stockQty'],
      [[change(row!, 1_000_000)], 'product.msg.stockQty'],
      [[change(row!, 1), change(row!, 2)], 'product.msg.optionStockTwice'],
      [[], 'product.msg.optionStockRows'],
    ] as const) {
      const res = await saveStock([...rows]);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: { messageKey: string }[] }>().fields.map((f) => f.messageKey)).toEqual([key]);
    }
    const other = await sellerWithBrand(t);
    expect((await saveStock([change(row!, 1)], other.cookies)).statusCode).toBe(404);
    expect((await saveStock([{ ...change(row!, 1), prodCd: 'P999999999' }])).statusCode).toBe(404);
  });
});
