import type { TPriceChangeAdminRow, TPriceChangeRow, TProductDetailReply, TProductListRow } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/platform/http/messages.ts';
import { sellerWithBrand } from '@/test/product-factories.ts';
import { decideProduct, registerProduct, type SellerWithBrand } from '@/test/product-world.ts';
import { masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
/** A refusal as the seller reads it: the Korean text of its key. */
const refusal = (key: string) => ({ displayMessage: translate(key, 'ko') });

describe('price changes (productPriceChangeList, admin priceChangeList)', () => {
  let t: TestApp;
  let s: SellerWithBrand;
  let other: SellerWithBrand;
  let admin: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    s = await sellerWithBrand(t);
    other = await sellerWithBrand(t);
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  /** An approved coat: list 389,000, selling 329,000; options 001 +0, 002 +10,000, 003 +0, 004 +0. */
  const approvedCoat = async (overrides: Record<string, unknown> = {}) => {
    const prodCd = await registerProduct(t, s, overrides);
    await decideProduct(t, s, prodCd, 'approve');
    return prodCd;
  };
  const ask = (body: Record<string, unknown>, cookies: Cookies = s.cookies) => t.call({ method: 'POST', url: '/api/product/priceChanges', cookies, body });
  const detail = async (prodCd: string) => (await t.call({ url: `/api/product/products/${prodCd}`, cookies: s.cookies })).json<TProductDetailReply>();
  const mine = async (query: string) =>
    (await t.call({ url: `/api/product/priceChanges?${query}`, cookies: s.cookies })).json<{ list: TPriceChangeRow[]; totalCnt: number }>();
  const decide = (prodCd: string, seq: number, action: 'confirm' | 'reject', body?: unknown, cookies: Cookies = admin) =>
    t.call({ method: 'PUT', url: `/api/admin/priceChange/${s.supplyEntrCd}/${prodCd}/${seq}/${action}`, cookies, ...(body ? { body } : {}) });
  const withdraw = (prodCd: string, seq: number, cookies: Cookies = s.cookies) =>
    t.call({ method: 'PUT', url: `/api/product/priceChanges/${prodCd}/${seq}/withdraw`, cookies });
  const keyOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { prodCd: string; prodPriceSeq: number; confirmStsCd: string };
  };

  it('takes a request on an approved product only, one open request at a time, and leaves the product as it is', async () => {
    const awaiting = await registerProduct(t, s);
    const res = await ask({ prodCd: awaiting, changeType: 'P', newListPrice: 400_000, newProdPrice: 300_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'CONFLICT', ...refusal('priceChange.msg.notApproved') });

    const prodCd = await approvedCoat();
    const made = keyOf(await ask({ prodCd, changeType: 'P', newListPrice: 400_000, newProdPrice: 300_000 }));
    expect(made).toEqual({ prodCd, prodPriceSeq: 1, confirmStsCd: '10' });
    const again = await ask({ prodCd, changeType: 'O', options: [{ prodOptionCd: `${prodCd}001`, newExtraCharge: 1_000 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('priceChange.msg.openRequest'));

    const { list } = await mine(`prodCds=${prodCd}`);
    expect(list).toEqual([
      expect.objectContaining({
        prodCd,
        prodPriceSeq: 1,
        changeType: 'P',
        changeTypeNm: '상품 가격',
        oldListPrice: 389_000,
        newListPrice: 400_000,
        oldProdPrice: 329_000,
        newProdPrice: 300_000,
        oldDcRate: 15,
        newDcRate: 25,
        oldSellFeeRate: '18.50',
        newSellFeeRate: '18.50',
        options: [],
        confirmStsCd: '10',
        confirmStsNm: '승인 요청',
        confirmDt: null,
      }),
    ]);
    expect(await detail(prodCd)).toMatchObject({ listPrice: 389_000, prodPrice: 329_000, version: 2 });
    // The product lists label the product with the type of its open request, and the other product with none.
    const rows = (await t.call({ url: `/api/product/products?prodCds=${prodCd}+${awaiting}`, cookies: s.cookies })).json<{ list: TProductListRow[] }>().list;
    expect(Object.fromEntries(rows.map((r) => [r.prodCd, r.priceChangeType]))).toEqual({ [prodCd]: 'P', [awaiting]: null });
  });

  it('refuses requests that break the price rules or change nothing', async () => {
    const prodCd = await approvedCoat();
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await ask({ prodCd, ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ fields: { field: string; messageKey: string }[] }>().fields.map((f) => `${f.field}:${f.messageKey}`);
    };
    expect(await fieldsOf({ changeType: 'P', newListPrice: 300_000, newProdPrice: 300_005 })).toEqual(
      expect.arrayContaining(['newProdPrice:product.msg.priceUnit']),
    );
    expect(await fieldsOf({ changeType: 'P', newListPrice: 300_000, newProdPrice: 310_000 })).toEqual(['newProdPrice:product.msg.prodPriceOverList']);
    expect(await fieldsOf({ changeType: 'P', newListPrice: 389_000, newProdPrice: 329_000 })).toEqual(['newProdPrice:priceChange.msg.pricesUnchanged']);
    // 9,000 won: option 002's +10,000 is over +100 % of it.
    expect(await fieldsOf({ changeType: 'P', newListPrice: 9_000, newProdPrice: 9_000 })).toEqual(['newProdPrice:priceChange.msg.otherChargesOutOfRange']);
    expect(await fieldsOf({ changeType: 'O', options: [{ prodOptionCd: `${prodCd}002`, newExtraCharge: 10_000 }] })).toEqual([
      'options:priceChange.msg.chargesUnchanged',
    ]);
    expect(await fieldsOf({ changeType: 'O', options: [{ prodOptionCd: `${prodCd}001`, newExtraCharge: -170_000 }] })).toEqual([
      'options.0.newExtraCharge:product.msg.extraChargeRange',
    ]);
    expect(await fieldsOf({ changeType: 'O', options: [{ prodOptionCd: 'P000000001001', newExtraCharge: 1_000 }] })).toEqual(
      expect.arrayContaining(['options.0.prodOptionCd:priceChange.msg.optionUnknown']),
    );
    const plain = await approvedCoat({ optionType: '0', optionNm1: '', optionNm2: '', options: [{ stockQty: 5 }] });
    const res = await ask({ prodCd: plain, changeType: 'O', options: [{ prodOptionCd: `${plain}001`, newExtraCharge: 1_000 }] });
    expect(res.json()).toMatchObject({ fields: [{ field: 'changeType', messageKey: 'priceChange.msg.noOptions' }] });
    expect((await mine(`prodCds=${prodCd} ${plain}`)).totalCnt).toBe(0);
  });

  it('lets the seller withdraw a request while requested, then ask again under the next number', async () => {
    const prodCd = await approvedCoat();
    const first = keyOf(await ask({ prodCd, changeType: 'P', newListPrice: 389_000, newProdPrice: 319_000 }));
    expect(keyOf(await withdraw(prodCd, first.prodPriceSeq)).confirmStsCd).toBe('40');
    const twice = await withdraw(prodCd, first.prodPriceSeq);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject(refusal('product.msg.priceChangeDecided'));
    expect((await decide(prodCd, first.prodPriceSeq, 'confirm')).json()).toMatchObject(refusal('product.msg.priceChangeDecided'));
    const second = keyOf(await ask({ prodCd, changeType: 'P', newListPrice: 389_000, newProdPrice: 309_000 }));
    expect(second.prodPriceSeq).toBe(2);
    expect((await withdraw(prodCd, 9)).statusCode).toBe(404);
    expect((await detail(prodCd)).prodPrice).toBe(329_000);
  });

  it('confirms: the product takes the new prices, extra charges and commission in one go, with new versions', async () => {
    const prodCd = await approvedCoat();
    const before = await detail(prodCd);
    // The MD agreed a new brand rate since registration: the request carries the rate that applies now.
    await t.db.q.execute(sql`update brand set sell_fee_rate = '15.00' where brand_cd = ${s.brandCd}`);
    const made = keyOf(
      await ask({
        prodCd,
        changeType: 'A',
        newListPrice: 400_000,
        newProdPrice: 300_000,
        options: [
          { prodOptionCd: `${prodCd}002`, newExtraCharge: 20_000 },
          { prodOptionCd: `${prodCd}003`, newExtraCharge: -10_000 },
          { prodOptionCd: `${prodCd}004`, newExtraCharge: 0 },
        ],
      }),
    );
    const queued = (await t.call({ url: `/api/admin/priceChange/list?confirmStsCd=10&prodCd=${prodCd}`, cookies: admin })).json<{
      list: TPriceChangeAdminRow[];
    }>();
    expect(queued.list).toEqual([
      expect.objectContaining({
        supplyEntrCd: s.supplyEntrCd,
        supplyEntrNm: expect.any(String),
        oldSellFeeRate: '18.50',
        newSellFeeRate: '15.00',
        // Option 004 was sent unchanged: it is no part of the change.
        options: [
          { prodOptionCd: `${prodCd}002`, optionValue1: '베이지', optionValue2: 'M', oldExtraCharge: 10_000, newExtraCharge: 20_000 },
          { prodOptionCd: `${prodCd}003`, optionValue1: '네이비', optionValue2: 'S', oldExtraCharge: 0, newExtraCharge: -10_000 },
        ],
      }),
    ]);
    expect(keyOf(await decide(prodCd, made.prodPriceSeq, 'confirm')).confirmStsCd).toBe('20');

    const after = await detail(prodCd);
    expect(after).toMatchObject({ listPrice: 400_000, prodPrice: 300_000, dcRate: 25, sellFeeRate: '15.00', version: before.version + 1, prodStsCd: '90' });
    expect(
      after.options.map((o) => [o.prodOptionCd, o.extraCharge, o.version - before.options.find((b) => b.prodOptionCd === o.prodOptionCd)!.version]),
    ).toEqual([
      [`${prodCd}001`, 0, 0],
      [`${prodCd}002`, 20_000, 1],
      [`${prodCd}003`, -10_000, 1],
      [`${prodCd}004`, 0, 0],
    ]);
    const history = (await t.call({ url: `/api/product/products/${prodCd}/priceHistory`, cookies: s.cookies })).json<{ list: TPriceChangeRow[] }>();
    expect(history.list).toEqual([
      expect.objectContaining({ prodPriceSeq: 1, confirmStsCd: '20', confirmStsNm: '승인 완료', confirmDt: expect.any(String), confirmNm: expect.any(String) }),
    ]);
    await t.db.q.execute(sql`update brand set sell_fee_rate = '18.50' where brand_cd = ${s.brandCd}`);
  });

  it('rejects with a reason and changes nothing; a decided request is not decided again', async () => {
    const prodCd = await approvedCoat();
    const made = keyOf(await ask({ prodCd, changeType: 'O', options: [{ prodOptionCd: `${prodCd}001`, newExtraCharge: 5_000 }] }));
    const blank = await decide(prodCd, made.prodPriceSeq, 'reject', { rejectReason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect((await decide(prodCd, made.prodPriceSeq, 'reject', { rejectReason: 'x'.repeat(501) })).statusCode).toBe(400);
    const before = await detail(prodCd);
    expect(keyOf(await decide(prodCd, made.prodPriceSeq, 'reject', { rejectReason: '경쟁사 대비 과도한 인상입니다.' })).confirmStsCd).toBe('30');
    expect(await detail(prodCd)).toEqual(before);
    expect((await mine(`prodCds=${prodCd}&confirmStsCd=30`)).list[0]).toMatchObject({ rejectReason: '경쟁사 대비 과도한 인상입니다.', confirmStsNm: '반려' });
    const late = await decide(prodCd, made.prodPriceSeq, 'confirm');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject(refusal('product.msg.priceChangeDecided'));
    expect((await withdraw(prodCd, made.prodPriceSeq)).statusCode).toBe(409);
  });

  it('refuses at confirmation when a combination added since no longer fits the new price', async () => {
    const prodCd = await approvedCoat();
    const made = keyOf(await ask({ prodCd, changeType: 'P', newListPrice: 20_000, newProdPrice: 20_000 }));
    // A combination added after the request, with a charge the stored price allowed (+30,000 on 329,000).
    await t.db.q
      .execute(sql`insert into product_option (supply_entr_cd, prod_cd, prod_option_cd, sort_order, option_value1, option_value2, stock_qty, extra_charge, up_dt)
      values (${s.supplyEntrCd}, ${prodCd}, ${`${prodCd}005`}, 5, '카키', 'S', 1, 30000, now())`);
    const res = await decide(prodCd, made.prodPriceSeq, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(refusal('priceChange.msg.noLongerFits'));
    expect(await detail(prodCd)).toMatchObject({ listPrice: 389_000, prodPrice: 329_000 });
    expect((await mine(`prodCds=${prodCd}`)).list[0]?.confirmStsCd).toBe('10');
  });

  it('answers 404 for another seller’s product or request, refuses a master’s writes and a seller’s decisions', async () => {
    const prodCd = await approvedCoat();
    const made = keyOf(await ask({ prodCd, changeType: 'P', newListPrice: 389_000, newProdPrice: 299_000 }));
    expect((await ask({ prodCd, changeType: 'P', newListPrice: 389_000, newProdPrice: 289_000 }, other.cookies)).statusCode).toBe(404);
    expect((await withdraw(prodCd, made.prodPriceSeq, other.cookies)).statusCode).toBe(404);
    expect((await t.call({ url: `/api/product/products/${prodCd}/priceHistory`, cookies: other.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/product/priceChanges?prodCds=${prodCd}`, cookies: other.cookies })).json()).toMatchObject({ totalCnt: 0 });

    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await ask({ prodCd, changeType: 'P', newListPrice: 389_000, newProdPrice: 289_000 }, master)).json()).toMatchObject({
      errorCode: 'MASTER_VIEW_ONLY',
    });
    expect((await withdraw(prodCd, made.prodPriceSeq, master)).json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
    expect((await decide(prodCd, made.prodPriceSeq, 'confirm', undefined, master)).json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
    expect((await decide(prodCd, made.prodPriceSeq, 'confirm', undefined, s.cookies)).json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect((await t.call({ url: '/api/admin/priceChange/list', cookies: s.cookies })).statusCode).toBe(403);
    expect((await decide(prodCd, 99, 'confirm')).statusCode).toBe(404);
    expect((await mine(`prodCds=${prodCd}`)).list[0]?.confirmStsCd).toBe('10');
  });
});
