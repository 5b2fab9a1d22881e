import ExcelJS from 'exceljs';
import type { TProductListReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from '@/test/jobs.ts';
import { approvedBrand, sellerWithBrand } from '@/test/product-factories.ts';
import { decideProduct, registerProduct, type SellerWithBrand } from '@/test/product-world.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;

describe('product lists (productSupplyList, productSearchList) and the search list’s Excel export', () => {
  let t: TestApp;
  let s: SellerWithBrand;
  let other: SellerWithBrand;
  const codes = { coat: '', shirt: '', knit: '', others: '' };
  let secondBrand: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    s = await sellerWithBrand(t);
    other = await sellerWithBrand(t);
    secondBrand = await approvedBrand(t, s);
    codes.coat = await registerProduct(t, s, { prodNm: '울 트렌치 코트', supplyProdCd: 'LIST-COAT' });
    codes.shirt = await registerProduct(t, s, {
      prodNm: '옥스퍼드 셔츠',
      supplyProdCd: 'LIST-SHIRT',
      listPrice: 59_000,
      prodPrice: 49_000,
      brandCd: secondBrand,
    });
    codes.knit = await registerProduct(t, s, {
      prodNm: '=케이블 니트',
      supplyProdCd: 'LIST-KNIT',
      standardCategoryId: '10010201',
      listPrice: 89_000,
      prodPrice: 79_000,
    });
    await decideProduct(t, s, codes.coat, 'approve');
    await decideProduct(t, s, codes.shirt, 'reject');
    codes.others = await registerProduct(t, other, { prodNm: '울 트렌치 코트' });
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query: string, cookies: Cookies = s.cookies) => {
    const res = await t.call({ url: `/api/product/products?${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TProductListReply>();
  };
  const prodCds = (r: TProductListReply) => r.list.map((p) => p.prodCd);

  it('lists only the seller’s products, newest first, with the count of every status tab under the same filters', async () => {
    const all = await list('');
    expect(prodCds(all)).toEqual([codes.knit, codes.shirt, codes.coat]);
    expect(all.totalCnt).toBe(3);
    expect(all.statusCountList).toEqual([
      { prodStsCd: '20', prodStsNm: '승인 반려', cnt: 1 },
      { prodStsCd: '40', prodStsNm: '승인 대기', cnt: 1 },
      { prodStsCd: '60', prodStsNm: '품절', cnt: 0 },
      { prodStsCd: '70', prodStsNm: '일시 판매 중지', cnt: 0 },
      { prodStsCd: '90', prodStsNm: '판매 중', cnt: 1 },
    ]);
    // A tab filters the rows, not the tabs' counts.
    const onSale = await list('prodStsCd=90');
    expect(prodCds(onSale)).toEqual([codes.coat]);
    expect(onSale.statusCountList).toEqual(all.statusCountList);
    expect(all.list.find((p) => p.prodCd === codes.coat)).toMatchObject({
      prodStsNm: '판매 중',
      saleYn: 'Y',
      brandCd: s.brandCd,
      dcRate: 15,
      sellFeeRate: '18.50',
      optionType: '2',
      optionCnt: 4,
      // Sale-able stock: 3 + 2 + 0, the combination not for sale left out.
      stockQty: 5,
      // The main image (imageSeq 1) and where it is served.
      mainFileSeq: s.images[0]!.fileSeq,
      imageUrl: `/api/file/image/${s.images[0]!.fileSeq}`,
    });
    expect(all.list.find((p) => p.prodCd === codes.shirt)).toMatchObject({ prodStsCd: '20', rejectReason: '이미지를 다시 올려 주세요.', saleYn: 'N' });
    expect(all.list[0]?.brandNm).toMatch(/^테스트/);
    expect(all.list[0]?.categoryPath).toContain(' > ');
  });

  it('filters by name, seller’s code, brand, category subtree, sale status, registration or update days and sale-able stock', async () => {
    expect(prodCds(await list(`prodNm=${encodeURIComponent('코트')}`))).toEqual([codes.coat]);
    // Three characters or more: the trigram index finds the matches, then they are sorted (any sort, the same rows).
    expect(prodCds(await list(`prodNm=${encodeURIComponent('트렌치 코')}&sort=prodNmAsc`))).toEqual([codes.coat]);
    expect(prodCds(await list(`prodNm=${encodeURIComponent('니트')}`))).toEqual([codes.knit]);
    expect(prodCds(await list('supplyProdCd=list-s'))).toEqual([codes.shirt]);
    expect(prodCds(await list('supplyProdCd=LIST-&sort=prodPriceAsc'))).toEqual([codes.shirt, codes.knit, codes.coat]);
    expect(prodCds(await list(`brandCd=${secondBrand}`))).toEqual([codes.shirt]);
    expect(prodCds(await list('standardCategoryId=100102'))).toEqual([codes.knit]);
    expect(prodCds(await list('standardCategoryId=10'))).toHaveLength(3);
    expect(prodCds(await list('saleYn=N'))).toEqual([codes.knit, codes.shirt]);
    expect(prodCds(await list('regDtFrom=2026-11-20&regDtTo=2026-11-20'))).toHaveLength(3);
    expect((await list('regDtFrom=2026-11-21')).totalCnt).toBe(0);
    expect(prodCds(await list('sort=prodPriceAsc'))).toEqual([codes.shirt, codes.knit, codes.coat]);
    expect(prodCds(await list('upDtFrom=2026-11-20&upDtTo=2026-11-20'))).toHaveLength(3);
    expect((await list('upDtTo=2026-11-19')).totalCnt).toBe(0);
    // Each has 5 pieces for sale (3 + 2; the piece not for sale is not counted).
    expect(prodCds(await list('stockMin=5&stockMax=5'))).toHaveLength(3);
    expect((await list('stockMin=6')).totalCnt).toBe(0);
    expect((await list('stockMax=4')).totalCnt).toBe(0);
  });

  it('searches pasted codes separated by new lines, commas or spaces, never another seller’s, and refuses more than 1,000', async () => {
    const pasted = `${codes.coat.toLowerCase()}\n${codes.knit}, ${codes.others}  ${codes.coat}`;
    expect(prodCds(await list(`prodCds=${encodeURIComponent(pasted)}`))).toEqual([codes.knit, codes.coat]);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `P${200_000_000 + i}`).join(' ');
    const res = await t.call({ url: `/api/product/products?prodCds=${encodeURIComponent(tooMany)}`, cookies: s.cookies });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      displayMessage: '상품코드는 한 번에 최대 1,000개까지 검색할 수 있습니다.',
      fields: [{ field: 'prodCds', messageKey: 'product.msg.prodCdsMax' }],
    });
    expect((await list('', other.cookies)).list.map((p) => p.prodCd)).toEqual([codes.others]);
  });

  it('exports the search with the screen’s filters as a job, in the user’s language, to the seller only', async () => {
    const res = await t.call({ method: 'POST', url: '/api/product/products/excel', cookies: s.cookies, body: { saleYn: 'N' }, lang: 'en' });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json<{ jobId: string }>();
    expect((await t.call({ url: `/api/job/${jobId}`, cookies: other.cookies })).statusCode).toBe(404);
    await (await appJobs(t)).worker.drain();
    expect((await t.call({ url: `/api/job/${jobId}`, cookies: s.cookies })).json()).toMatchObject({ status: 'completed', progressDone: 2, progressTotal: 2 });
    expect((await t.call({ url: `/api/job/${jobId}/file`, cookies: other.cookies })).statusCode).toBe(404);
    const file = await t.call({ url: `/api/job/${jobId}/file`, cookies: s.cookies });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Product code',
      'Seller product code',
      'Product name',
      'Status',
      'On sale',
      'Brand',
      'Standard category',
      'List price',
      'Selling price',
      'Discount (%)',
      'Commission (%)',
      'Options',
      'Sale-able stock',
      'Registered',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4], r[7]])).toEqual([
      [codes.knit, "'=케이블 니트", 'Not on sale', 89_000],
      [codes.shirt, '옥스퍼드 셔츠', 'Not on sale', 59_000],
    ]);
  });

  it('lets a master (view-only) read the list and start the export', async () => {
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await list('', master)).totalCnt).toBe(3);
    expect((await t.call({ method: 'POST', url: '/api/product/products/excel', cookies: master, body: {} })).statusCode).toBe(202);
  });
});
