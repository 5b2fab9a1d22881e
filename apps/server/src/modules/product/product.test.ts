import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { approvedBrand, productBody, requestedBrand, sellerSite, sellerWithBrand } from '@/test/product-factories.ts';
import { brandSettingsBody, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('product registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const register = (cookies: Record<string, string>, body: Record<string, unknown> = productBody()) =>
    t.call({ method: 'POST', url: '/api/product/products', cookies, body });
  const keysOf = async (res: Promise<{ json: () => { fields?: { field: string; messageKey: string }[] } }>) =>
    ((await res).json().fields ?? []).map((f) => `${f.field}:${f.messageKey}`);

  it('refuses a brand that is not the seller’s own approved brand in use, with the spec’s message', async () => {
    const s = await sellerWithBrand(t);
    const other = await sellerWithBrand(t);
    await requestedBrand(t, s);
    const unused = await approvedBrand(t, s);
    const off = await t.call({ method: 'PUT', url: `/api/brand/brand/${unused}`, cookies: s.cookies, body: brandSettingsBody({ useYn: 'N' }) });
    expect(off.statusCode, off.body).toBe(200);
    // A pending request has no code yet; the nearest a form can send is a code nobody was given.
    for (const brandCd of [other.brandCd, unused, 'B99999']) {
      const res = await register(s.cookies, productBody({ brandCd, images: s.images }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        displayMessage: '승인된 자사 브랜드만 선택할 수 있습니다.',
        fields: [{ field: 'brandCd', messageKey: 'product.msg.brandNotApproved' }],
      });
    }
  });

  it('registers a product awaiting approval, at the brand’s rate, with its history started', async () => {
    const { cookies, supplyEntrCd, brandCd, images } = await sellerWithBrand(t);
    const res = await register(cookies, productBody({ brandCd, images }));
    expect(res.statusCode, res.body).toBe(200);
    const { prodCd, prodStsCd } = res.json();
    expect(prodCd).toMatch(/^P\d{9}$/);
    expect(prodStsCd).toBe('40');
    const history = (await t.call({ url: `/api/product/products/${prodCd}/statusHistory`, cookies })).json();
    expect(history).toMatchObject({
      totalCnt: 1,
      list: [{ fromStsCd: null, toStsCd: '40', toStsNm: '승인 대기', action: 'register', actionNm: '등록', actorType: 'seller' }],
    });
    const [row] = rowsOf<{ rate: string; options: number; notice: number; images: number }>(
      await t.db.q.execute(sql`select p.sell_fee_rate as rate,
        (select count(*)::int from product_option o where o.supply_entr_cd = p.supply_entr_cd and o.prod_cd = p.prod_cd) as options,
        (select count(*)::int from product_notice_item n where n.supply_entr_cd = p.supply_entr_cd and n.prod_cd = p.prod_cd) as notice,
        (select count(*)::int from product_image i where i.supply_entr_cd = p.supply_entr_cd and i.prod_cd = p.prod_cd) as images
        from product p where p.supply_entr_cd = ${supplyEntrCd} and p.prod_cd = ${prodCd}`),
    );
    expect(row).toEqual({ rate: '18.50', options: 4, notice: 9, images: 2 });
  });

  it('needs one to three images, each an upload of the seller’s own, once', async () => {
    const s = await sellerWithBrand(t);
    const other = await sellerWithBrand(t);
    expect(await keysOf(register(s.cookies, productBody({ brandCd: s.brandCd, images: [] })))).toEqual(['images:product.msg.imageCount']);
    const [mine] = s.images;
    // Another seller's upload, an id nobody has, and a file of another kind (the inquiry's image) read alike.
    const [inquiryFile] = rowsOf<{ id: number }>(
      await t.db.q.execute(sql`select coalesce(max(file_seq), 0)::int as id from stored_file where owner_type <> 'sellerImage'`),
    );
    const foreign = [other.images[0]!, { fileSeq: 2_000_000_000 }, ...(inquiryFile && inquiryFile.id > 0 ? [{ fileSeq: inquiryFile.id }] : [])];
    expect(await keysOf(register(s.cookies, productBody({ brandCd: s.brandCd, images: [mine, ...foreign].slice(0, 3) })))).toEqual(
      foreign.slice(0, 2).map((_, i) => `images.${i + 1}:productImage.msg.notOwned`),
    );
    expect(await keysOf(register(s.cookies, productBody({ brandCd: s.brandCd, images: [mine, mine] })))).toEqual(['images:product.msg.imageDuplicate']);
  });

  it('saves the description sanitised: no script, no handler comes back out', async () => {
    const s = await sellerWithBrand(t);
    const prodDesc =
      '<p onclick="alert(1)">울 70%</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
      `<img src="/api/file/image/${s.images[0]!.fileSeq}" onerror="alert(2)"><a href="javascript:alert(3)">링크</a><iframe src="https://evil.example"></iframe>`;
    const res = await register(s.cookies, productBody({ brandCd: s.brandCd, images: s.images, prodDesc }));
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await t.call({ url: `/api/product/products/${res.json().prodCd}`, cookies: s.cookies })).json();
    expect(detail.prodDesc).toBe(`<p>울 70%</p><img src="/api/file/image/${s.images[0]!.fileSeq}" /><a>링크</a>`);
    // A description the sanitiser empties is no description.
    expect(await keysOf(register(s.cookies, productBody({ brandCd: s.brandCd, images: s.images, prodDesc: '<script>alert(1)</script>' })))).toEqual([
      'prodDesc:product.msg.prodDesc',
    ]);
  });

  it('takes each brand’s own agreed rate', async () => {
    const s = await sellerWithBrand(t);
    const cheaper = await approvedBrand(t, s, { sellFeeRate: '9.00' });
    const { prodCd } = (await register(s.cookies, productBody({ brandCd: cheaper, images: s.images }))).json();
    const [row] = rowsOf<{ rate: string }>(
      await t.db.q.execute(sql`select sell_fee_rate as rate from product where supply_entr_cd = ${s.supplyEntrCd} and prod_cd = ${prodCd}`),
    );
    expect(row?.rate).toBe('9.00');
  });

  it('answers every server-only refusal at once', async () => {
    const { cookies, supplyEntrCd } = await sellerSession(t);
    await t.db.q.execute(sql`update supply_entr set grnt_srvc_agrm_yn = 'N' where supply_entr_cd = ${supplyEntrCd}`);
    await sellerSite(t, cookies);
    const keys = await keysOf(
      register(
        cookies,
        productBody({
          brandCd: 'B99999',
          standardCategoryId: '100101',
          deliveryLocCd: 'DL0099',
          dlcstPlcyCd: 'DP0001',
          nativeCd: 'QQ',
          niCd3: ' ',
          grntSrvcGoodsYn: 'Y',
        }),
      ),
    );
    expect(keys).toEqual([
      'brandCd:product.msg.brandNotApproved',
      'standardCategoryId:product.msg.categoryNotLeaf',
      'deliveryLocCd:product.msg.deliveryLocCd',
      'dlcstPlcyCd:product.msg.dlcstPlcyCd',
      'nativeCd:product.msg.nativeCd',
      'niCd3:product.msg.noticeItemRequired',
      'grntSrvcGoodsYn:product.msg.guaranteeNotAgreed',
      // The form's placeholder file ids are no uploads of this seller's.
      'images.0:productImage.msg.notOwned',
      'images.1:productImage.msg.notOwned',
    ]);
  });

  it('refuses another seller’s shipping site', async () => {
    const a = await sellerSession(t);
    await sellerSite(t, a.cookies);
    await sellerSite(t, a.cookies);
    // b has DL0001 only (its brand's); DL0002 is a's.
    const b = await sellerWithBrand(t);
    expect(await keysOf(register(b.cookies, productBody({ brandCd: b.brandCd, images: b.images, deliveryLocCd: 'DL0002' })))).toEqual([
      'deliveryLocCd:product.msg.deliveryLocCd',
    ]);
  });

  it('keeps the seller’s code unique per seller, also under simultaneous registrations', async () => {
    const a = await sellerWithBrand(t);
    const b = await sellerWithBrand(t);
    const body = productBody({ supplyProdCd: 'SAME-001', brandCd: a.brandCd, images: a.images });
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(a.cookies, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.filter((r) => r.statusCode === 400).map((r) => r.json<{ fields: { messageKey: string }[] }>().fields[0]?.messageKey)).toEqual(
      Array(4).fill('product.msg.supplyProdCdTaken'),
    );
    expect((await register(b.cookies, { ...body, brandCd: b.brandCd, images: b.images })).statusCode).toBe(200);
  });

  it('checks the contract’s rules on the server too', async () => {
    const { cookies } = await sellerSession(t);
    expect(await keysOf(register(cookies, productBody({ prodPrice: 400_000 })))).toEqual(['prodPrice:product.msg.prodPriceOverList']);
    const twice = productBody().options[0];
    expect(await keysOf(register(cookies, productBody({ options: [twice, twice] })))).toEqual([
      'options.1.optionValue1:product.msg.optionDuplicate',
      'options.1.enterpriseOptionCd:product.msg.optionDuplicateCode',
    ]);
  });
});
