import type { TProductDetailReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedBrand, sellerWithBrand, uploadProductImage } from '@/test/product-factories.ts';
import { decideProduct, registerProduct } from '@/test/product-world.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;

describe('the product update form (productUpdateForm/:prodCd)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const read = async (cookies: Cookies, prodCd: string) => {
    const res = await t.call({ url: `/api/product/products/${prodCd}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TProductDetailReply>();
  };
  /** The form as read, sent back with changes (what the screen does). */
  const formOf = (d: TProductDetailReply, changes: Record<string, unknown> = {}) => {
    const {
      prodCd: _p,
      prodStsCd: _s,
      prodStsNm: _n,
      rejectReason: _r,
      priceEditableYn: _pe,
      brandEditableYn: _be,
      brandNm: _b,
      categoryPath: _c,
      dcRate: _d,
      sellFeeRate: _f,
      noticeItems: _ni,
      regDt: _rd,
      regNm: _rn,
      upDt: _ud,
      upNm: _un,
      ...form
    } = d;
    return {
      ...form,
      pointRate: Number(d.pointRate),
      images: d.images.map((i) => ({ fileSeq: i.fileSeq })),
      options: d.options.map(({ sortOrder: _o, ...o }) => o),
      ...changes,
    };
  };
  const save = (cookies: Cookies, prodCd: string, body: unknown) => t.call({ method: 'PUT', url: `/api/product/products/${prodCd}`, cookies, body });

  it('reads every field group of the seller’s product, and answers 404 to another seller', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    const d = await read(s.cookies, prodCd);
    expect(d).toMatchObject({
      prodCd,
      prodStsCd: '40',
      prodStsNm: '승인 대기',
      version: 1,
      priceEditableYn: 'Y',
      brandEditableYn: 'Y',
      prodNm: '울 블렌드 트렌치 코트',
      brandCd: s.brandCd,
      categoryPath: '여성의류 > 아우터 > 코트 > 트렌치코트',
      listPrice: 389_000,
      prodPrice: 329_000,
      dcRate: 15,
      sellFeeRate: '18.50',
      optionType: '2',
      deliveryLocCd: 'DL0001',
      images: s.images.map((i, n) => ({ imageSeq: n + 1, fileSeq: i.fileSeq, fileUrl: `/api/file/image/${i.fileSeq}` })),
      niTypeCd: '01',
      niCd2: '베이지, 네이비',
      niCd10: '',
    });
    expect(d.options.map((o) => [o.prodOptionCd, o.optionValue1, o.optionValue2, o.stockQty, o.saleAbleYn, o.version])).toEqual([
      [`${prodCd}001`, '베이지', 'S', 3, 'Y', 1],
      [`${prodCd}002`, '베이지', 'M', 2, 'Y', 1],
      [`${prodCd}003`, '네이비', 'S', 0, 'Y', 1],
      [`${prodCd}004`, '네이비', 'M', 1, 'N', 1],
    ]);
    expect(d.noticeItems[0]).toEqual({ field: 'niCd1', itemNm: expect.any(String), itemValue: expect.stringContaining('울 70%') });
    const other = await sellerWithBrand(t);
    expect((await t.call({ url: `/api/product/products/${prodCd}`, cookies: other.cookies })).statusCode).toBe(404);
    expect((await save(other.cookies, prodCd, formOf(d))).statusCode).toBe(404);
  });

  it('saves everything of a product awaiting approval, prices and combinations too, and refuses a stale form', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    const d = await read(s.cookies, prodCd);
    const options = [
      { ...formOf(d).options[0], stockQty: 7 },
      { optionValue1: '블랙', optionValue2: 'L', stockQty: 4, extraCharge: 0, saleAbleYn: 'Y', enterpriseOptionCd: '', prodOptionCd: null, version: null },
    ];
    const res = await save(
      s.cookies,
      prodCd,
      formOf(d, { prodNm: '울 트렌치 코트 (수정)', listPrice: 399_000, prodPrice: 299_000, options, niCd2: '베이지, 블랙' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ prodCd, prodStsCd: '40', version: 2 });
    const after = await read(s.cookies, prodCd);
    expect(after).toMatchObject({ prodNm: '울 트렌치 코트 (수정)', listPrice: 399_000, prodPrice: 299_000, dcRate: 25, niCd2: '베이지, 블랙', version: 2 });
    // Removed combinations are gone before approval; a new one takes the next code, never a used one.
    expect(after.options.map((o) => [o.prodOptionCd, o.optionValue1, o.stockQty])).toEqual([
      [`${prodCd}001`, '베이지', 7],
      [`${prodCd}005`, '블랙', 4],
    ]);

    const stale = await save(s.cookies, prodCd, formOf(d, { prodNm: '늦은 저장' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'CONFLICT', displayMessage: '다른 사용자가 먼저 상품을 수정했습니다. 다시 불러온 뒤 저장해 주세요.' });
    expect((await read(s.cookies, prodCd)).prodNm).toBe('울 트렌치 코트 (수정)');
  });

  it('sends a rejected product back to approval with its save, in the status history', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    await decideProduct(t, s, prodCd, 'reject');
    const d = await read(s.cookies, prodCd);
    expect(d).toMatchObject({ prodStsCd: '20', rejectReason: '이미지를 다시 올려 주세요.', priceEditableYn: 'Y' });
    const sharper = await uploadProductImage(t, s.cookies);
    const res = await save(s.cookies, prodCd, formOf(d, { images: [{ fileSeq: sharper }] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ prodStsCd: '40' });
    const after = await read(s.cookies, prodCd);
    expect(after).toMatchObject({ prodStsCd: '40', rejectReason: null, images: [{ imageSeq: 1, fileSeq: sharper, fileUrl: `/api/file/image/${sharper}` }] });
    const history = (await t.call({ url: `/api/product/products/${prodCd}/statusHistory`, cookies: s.cookies })).json<{
      list: { action: string; fromStsCd: string; toStsCd: string }[];
    }>();
    expect(history.list[0]).toMatchObject({ action: 'resubmit', fromStsCd: '20', toStsCd: '40' });
  });

  it('keeps an approved product’s prices, brand and combinations, and saves its basics', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    await decideProduct(t, s, prodCd, 'approve');
    const d = await read(s.cookies, prodCd);
    expect(d).toMatchObject({ prodStsCd: '90', priceEditableYn: 'N', brandEditableYn: 'N' });
    const otherBrand = await approvedBrand(t, s);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ listPrice: 399_000, prodPrice: 329_000 }, 'listPrice', '승인된 상품의 가격은 가격 변경 요청으로만 바꿀 수 있습니다.'],
      [{ brandCd: otherBrand }, 'brandCd', '승인된 상품의 브랜드는 바꿀 수 없습니다.'],
      [{ options: formOf(d).options.slice(1) }, 'options', '승인된 상품의 옵션은 삭제할 수 없습니다. 판매 안 함으로 바꿔 주세요.'],
      [
        { options: formOf(d).options.map((o, i) => (i === 1 ? { ...o, extraCharge: 20_000 } : o)) },
        'options.1.extraCharge',
        '승인된 상품의 가격은 가격 변경 요청으로만 바꿀 수 있습니다.',
      ],
    ];
    for (const [changes, field, message] of refusals) {
      const res = await save(s.cookies, prodCd, formOf(d, changes));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'CONFLICT', displayMessage: message, fields: [{ field }] });
    }
    // Prices sent back unchanged are no change; the basics are saved and the product stays on sale.
    const ok = await save(s.cookies, prodCd, formOf(d, { prodNm: '울 트렌치 코트 2026', listPrice: 389_000, prodPrice: 329_000 }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ prodStsCd: '90', version: 3 });
    expect(await read(s.cookies, prodCd)).toMatchObject({ prodNm: '울 트렌치 코트 2026', listPrice: 389_000, prodPrice: 329_000 });
  });

  it('refuses a form that changes a combination’s stock over a newer stock move, and applies nothing of it', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    await decideProduct(t, s, prodCd, 'approve');
    const d = await read(s.cookies, prodCd);
    // An order takes one piece of the first combination after the form was read.
    await t.app.services.productStatuses.adjustStock({ supplyEntrCd: s.supplyEntrCd, prodOptionCd: `${prodCd}001`, delta: -1 });
    const options = formOf(d).options.map((o, i) => (i === 0 ? { ...o, stockQty: 10 } : o));
    const res = await save(s.cookies, prodCd, formOf(d, { prodNm: '바뀌면 안 되는 이름', options, version: (await read(s.cookies, prodCd)).version }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ fields: [{ field: 'options.0.stockQty', messageKey: 'product.msg.staleOption' }] });
    expect(res.json<{ displayMessage: string }>().displayMessage).toContain(`${prodCd}001`);
    const after = await read(s.cookies, prodCd);
    expect(after.prodNm).toBe('울 블렌드 트렌치 코트');
    expect(after.options[0]?.stockQty).toBe(2);
  });

  it('swaps two combinations’ values and codes in one save, and takes the new brand’s rate before approval', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    const d = await read(s.cookies, prodCd);
    const cheaper = await approvedBrand(t, s, { sellFeeRate: '9.00' });
    const [first, second, ...rest] = formOf(d).options;
    const swapped = [{ ...first!, optionValue2: 'M', enterpriseOptionCd: '' }, { ...second!, optionValue2: 'S', enterpriseOptionCd: 'CT-BE-S' }, ...rest];
    const res = await save(s.cookies, prodCd, formOf(d, { options: swapped, brandCd: cheaper }));
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(s.cookies, prodCd);
    expect(after.options.slice(0, 2).map((o) => [o.prodOptionCd, o.optionValue2, o.enterpriseOptionCd, o.version])).toEqual([
      [`${prodCd}001`, 'M', '', 2],
      [`${prodCd}002`, 'S', 'CT-BE-S', 2],
    ]);
    expect(after).toMatchObject({ brandCd: cheaper, sellFeeRate: '9.00' });
  });

  it('lets one of two simultaneous saves of the same form through', async () => {
    const s = await sellerWithBrand(t);
    const prodCd = await registerProduct(t, s);
    const d = await read(s.cookies, prodCd);
    const answers = await Promise.all(['첫 번째 저장', '두 번째 저장'].map((prodNm) => save(s.cookies, prodCd, formOf(d, { prodNm }))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await read(s.cookies, prodCd)).version).toBe(2);
  });
});
