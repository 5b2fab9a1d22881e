import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductReviewListReply, TProductReviewReply } from '@po/contracts';
import { sellerWithBrand } from '@/test/product-factories.ts';
import { registerProduct } from '@/test/product-world.ts';
import { masterSessionFor, operatorSession, policyBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;

describe("the MD's review of new products", () => {
  let t: TestApp;
  let admin: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  const queue = async (query: string, cookies: Cookies = admin) => {
    const res = await t.call({ url: `/api/admin/product/products?${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TProductReviewListReply>();
  };
  const preview = (prodCd: string, cookies: Cookies = admin, lang: 'ko' | 'en' = 'ko') =>
    t.call({ url: `/api/admin/product/products/${prodCd}`, cookies, lang });
  const approve = (prodCd: string, cookies: Cookies = admin) => t.call({ method: 'POST', url: `/api/admin/product/products/${prodCd}/approve`, cookies });
  const reject = (prodCd: string, body: unknown, cookies: Cookies = admin) =>
    t.call({ method: 'POST', url: `/api/admin/product/products/${prodCd}/reject`, cookies, body });

  it('lists the products awaiting approval of every seller, oldest first, under its filters', async () => {
    const a = await sellerWithBrand(t);
    const b = await sellerWithBrand(t);
    const first = await registerProduct(t, a, { prodNm: '린넨 셔츠' });
    t.clock.advanceSeconds(60);
    const second = await registerProduct(t, b, { prodNm: '울 코트' });
    t.clock.advanceSeconds(60);
    const third = await registerProduct(t, a, { prodNm: '린넨 팬츠' });
    expect((await approve(third)).statusCode).toBe(200);
    // Every test seller's code starts with T; other tests' products are filtered out by code below.
    const awaiting = (await queue('supplyEntrCd=T&pageSize=1000')).list.filter((r) => [first, second, third].includes(r.prodCd));
    // No status asked: the queue itself (awaiting), oldest first, across sellers.
    expect(awaiting.map((r) => r.prodCd)).toEqual([first, second]);
    expect(awaiting[0]).toMatchObject({ supplyEntrCd: a.supplyEntrCd, supplyEntrNm: expect.stringContaining('테스트상사'), prodStsCd: '40', dcRate: 15 });
    expect(awaiting[0]?.brandNm).not.toBe(a.brandCd);
    expect(awaiting[0]).toMatchObject({ optionCnt: 4, stockQty: 5 });
    expect((await queue(`prodStsCd=90&supplyEntrCd=${a.supplyEntrCd}`)).list.map((r) => r.prodCd)).toEqual([third]);
    expect((await queue(`supplyEntrCd=${a.supplyEntrCd}`)).list.map((r) => r.prodCd)).toEqual([first]);
    expect((await queue(`prodNm=${encodeURIComponent('코트')}&supplyEntrCd=${b.supplyEntrCd}`)).totalCnt).toBe(1);
    expect((await queue(`prodNm=${encodeURIComponent('코트')}&supplyEntrCd=${a.supplyEntrCd}`)).totalCnt).toBe(0);
    expect((await queue(`prodCd=${second.slice(2)}`)).list.map((r) => r.prodCd)).toEqual([second]);
    expect((await queue(`brandNm=${b.brandCd.toLowerCase()}`)).list.map((r) => r.prodCd)).toEqual([second]);
    const name = (await queue(`prodCd=${second}`)).list[0]?.brandNm ?? '';
    expect((await queue(`brandNm=${encodeURIComponent(name.slice(-6))}`)).list.map((r) => r.prodCd)).toEqual([second]);
    const company = (await queue(`prodCd=${second}`)).list[0]?.supplyEntrNm ?? '';
    expect((await queue(`supplyEntrNm=${encodeURIComponent(company)}`)).list.map((r) => r.prodCd)).toEqual([second]);
    expect((await queue(`supplyEntrNm=${encodeURIComponent('없는 회사')}`)).totalCnt).toBe(0);
    expect((await queue(`regDtFrom=2026-11-21&supplyEntrCd=${a.supplyEntrCd}`)).totalCnt).toBe(0);
    expect((await queue(`regDtFrom=2026-11-20&regDtTo=2026-11-20&supplyEntrCd=${a.supplyEntrCd}`)).totalCnt).toBe(1);
    expect((await t.call({ url: '/api/admin/product/products?regDtFrom=2026-02-30', cookies: admin })).statusCode).toBe(400);
  });

  it('shows the whole product as a buyer would see it, with the seller, fees and status history', async () => {
    const s = await sellerWithBrand(t);
    const policy = await t.call({ method: 'POST', url: '/api/delivery/policy', cookies: s.cookies, body: policyBody() });
    const dlcstPlcyCd = policy.json<{ dlcstPlcyCd: string }>().dlcstPlcyCd;
    const prodCd = await registerProduct(t, s, { dlcstPlcyCd, prodDesc: '<p>울 코트</p>', kcGb: '01', confirmNo1: 'KC-1234' });
    const res = await preview(prodCd);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<TProductReviewReply>();
    expect(p).toMatchObject({
      prodCd,
      prodNm: '울 블렌드 트렌치 코트',
      supplyEntrCd: s.supplyEntrCd,
      supplyEntrNm: expect.stringContaining('테스트상사'),
      listPrice: 389_000,
      prodPrice: 329_000,
      dcRate: 15,
      optionNm1: '색상',
      optionNm2: '사이즈',
      prodDesc: '<p>울 코트</p>',
      kcGb: '01',
      kcGbNm: '안전인증',
      confirmNo1: 'KC-1234',
      giOptnNm: '일반 출고',
      deliveryMethodNm: '택배',
      saleAbleStockQty: 5,
      delivery: { source: 'POLICY', dlcstPlcyTitl: '기본 유료배송', dlcstTypeCd: '02', dlcstTypeNm: '유료', dlcst: 3000, jejuDlcst: 3000, inmnDlcst: 5000 },
    });
    expect(p.brandNm).not.toBe(p.brandCd);
    expect(p.categoryNames.length).toBeGreaterThan(1);
    expect(p.categoryNames.join(' > ')).toBe(p.categoryPath);
    expect(p.options.map((o) => [o.optionValue1, o.optionValue2, o.extraCharge, o.stockQty, o.saleAbleYn])).toEqual([
      ['베이지', 'S', 0, 3, 'Y'],
      ['베이지', 'M', 10_000, 2, 'Y'],
      ['네이비', 'S', 0, 0, 'Y'],
      ['네이비', 'M', 0, 1, 'N'],
    ]);
    expect(p.noticeItems.length).toBeGreaterThan(5);
    expect(p.noticeItems[0]).toMatchObject({ field: 'niCd1', itemValue: expect.stringContaining('울 70%') });
    expect(p.niTypeNm).not.toBe('01');
    expect(p.statusHistory).toMatchObject([{ action: 'register', toStsCd: '40', actorType: 'seller' }]);
    // Without a policy the brand's fees apply (free from the brand's threshold); English names in English.
    const other = await registerProduct(t, s);
    const en = (await preview(other, admin, 'en')).json<TProductReviewReply>();
    expect(en.delivery).toMatchObject({ source: 'BRAND', dlcstTypeCd: '03', dlcstTypeNm: 'Free over a threshold', dlcst: 3000, dlcstLevyStdrAmt: 50_000 });
    expect(en.prodStsNm).toBe('Awaiting approval');
  });

  it('approves through the transition table, naming the operator, and the seller sees the product on sale', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    const res = await approve(prodCd);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ prodCd, prodStsCd: '90', prodStsNm: '판매 중' });
    const detail = (await t.call({ url: `/api/product/products/${prodCd}`, cookies: s.cookies })).json();
    expect(detail).toMatchObject({ prodStsCd: '90', rejectReason: null });
    expect(detail.options).toHaveLength(4);
    const history = (await t.call({ url: `/api/product/products/${prodCd}/statusHistory`, cookies: s.cookies })).json().list;
    expect(history[0]).toMatchObject({ action: 'approve', fromStsCd: '40', toStsCd: '90', actorType: 'operator', actorNm: expect.any(String) });
    expect(history[0].actorNm).not.toBe('');
    // A second decision is refused by the table with its message.
    const again = await reject(prodCd, { reason: '늦은 반려' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'CONFLICT', displayMessage: '승인 대기 중인 상품만 승인하거나 반려할 수 있습니다.' });
    expect((await approve(prodCd)).statusCode).toBe(409);
  });

  it('approves a product without sale-able stock straight into sold out (the stock rule)', async () => {
    const s = await sellerWithBrand(t);
    const options = [
      { optionValue1: 'S', optionValue2: '', stockQty: 0 },
      { optionValue1: 'M', optionValue2: '', stockQty: 4, saleAbleYn: 'N' },
    ];
    const prodCd = await registerProduct(t, s, { optionType: '1', optionNm2: '', options });
    expect((await approve(prodCd)).json()).toMatchObject({ prodStsCd: '60' });
    const history = (await preview(prodCd)).json<TProductReviewReply>().statusHistory;
    expect(history.map((h) => `${h.action}:${h.toStsCd}:${h.actorType}`)).toEqual(['soldOut:60:system', 'approve:90:operator', 'register:40:seller']);
  });

  it('rejects with a reason the seller reads, and refuses a rejection without one', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await reject(prodCd, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fields: { field: string; messageKey: string }[] }>().fields).toEqual([
        expect.objectContaining({ field: 'reason', messageKey: 'product.msg.rejectReason' }),
      ]);
    }
    const reason = '대표 이미지가 흐립니다. 선명한 이미지로 바꿔 주세요.';
    expect((await reject(prodCd, { reason })).json()).toMatchObject({ prodStsCd: '20', prodStsNm: expect.any(String) });
    const detail = (await t.call({ url: `/api/product/products/${prodCd}`, cookies: s.cookies })).json();
    expect(detail).toMatchObject({ prodStsCd: '20', rejectReason: reason });
    const history = (await t.call({ url: `/api/product/products/${prodCd}/statusHistory`, cookies: s.cookies })).json().list;
    expect(history[0]).toMatchObject({ action: 'reject', toStsCd: '20', reason, actorType: 'operator' });
    const row = (await t.call({ url: `/api/product/products?prodCds=${prodCd}`, cookies: s.cookies })).json().list[0];
    expect(row).toMatchObject({ prodStsCd: '20', rejectReason: reason });
    expect((await approve(prodCd)).statusCode).toBe(409);
    expect((await queue(`prodStsCd=20&prodCd=${prodCd}`)).list[0]).toMatchObject({ rejectReason: reason });
  });

  it('answers 404 to an unknown code, lets a master look but not decide, and refuses sellers', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    expect((await preview('P999999999')).statusCode).toBe(404);
    expect((await approve('P999999999')).statusCode).toBe(404);
    expect((await reject('P999999999', { reason: '없음' })).statusCode).toBe(404);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await preview(prodCd, master)).statusCode).toBe(200);
    expect((await queue(`prodCd=${prodCd}`, master)).totalCnt).toBe(1);
    for (const res of [await approve(prodCd, master), await reject(prodCd, { reason: '마스터' }, master)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
    }
    for (const res of [
      await t.call({ url: '/api/admin/product/products', cookies: s.cookies }),
      await preview(prodCd, s.cookies),
      await approve(prodCd, s.cookies),
      await reject(prodCd, { reason: '셀러' }, s.cookies),
    ])
      expect(res.statusCode).toBe(403);
    expect((await preview(prodCd)).json<TProductReviewReply>().prodStsCd).toBe('40');
  });
});
