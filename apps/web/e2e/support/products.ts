import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'ko' };

export interface RegisteredProduct {
  prodCd: string;
  supplyProdCd: string;
  prodNm: string;
}

/** The first of the signed-in seller's approved brands in use whose name starts with `name` (codes are issued at seeding). */
async function usableBrand(page: Page, name: string): Promise<string> {
  const res = await page.request.get('/api/brand/brands?gubun=BRAND&confirmStatus=APPROVED&useYn=Y&pageNum=1&pageSize=100', { headers: HEADERS });
  expect(res.status()).toBe(200);
  const brand = ((await res.json()) as { list: { brandCd: string | null; brandNm: string }[] }).list.find((b) => b.brandNm.startsWith(name) && b.brandCd);
  if (!brand?.brandCd) throw new Error(`no usable brand named ${name}`);
  return brand.brandCd;
}

/**
 * Registers a product of the signed-in seller through the API, as the registration form sends it
 * (product-register.spec.ts): two colours × one size, stock 3 and 2, awaiting approval. Journeys about other
 * screens start from it. `overrides` replace fields of the body (images, once registration asks for them).
 */
export async function registerProductViaApi(
  page: Page,
  opts: { prodNm: string; supplyProdCd: string; overrides?: Record<string, unknown> },
): Promise<RegisteredProduct> {
  const body = {
    supplyProdCd: opts.supplyProdCd,
    prodNm: opts.prodNm,
    brandCd: await usableBrand(page, '모던패션'),
    standardCategoryId: '10010101',
    seasonCd: 'FW',
    itemkindCd: '01',
    prodSexGb: 'F',
    makeNm: '모던패션',
    nativeCd: 'KR',
    importationGb: '01',
    listPrice: 129_000,
    prodPrice: 99_000,
    optionType: '2',
    optionNm1: '색상',
    optionNm2: '사이즈',
    options: [
      { optionValue1: '블랙', optionValue2: 'FREE', stockQty: 3 },
      { optionValue1: '아이보리', optionValue2: 'FREE', stockQty: 2 },
    ],
    deliveryLocCd: 'DL0001',
    giDd: 1,
    ltDcnt: 3,
    images: [],
    prodDesc: '<p>울 블렌드 니트</p>',
    niTypeCd: '01',
    ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`niCd${i + 1}`, '상품 상세 페이지 참조'])),
    ...opts.overrides,
  };
  // From the page, as the screen sends it: the CSRF check wants the page's own origin on a write.
  const reply = await page.evaluate(async (json) => {
    const res = await fetch('/api/product/products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': crypto.randomUUID() },
      body: json,
    });
    return { status: res.status, text: await res.text() };
  }, JSON.stringify(body));
  expect(reply.status, reply.text).toBe(200);
  const { prodCd } = JSON.parse(reply.text) as { prodCd: string };
  return { prodCd, supplyProdCd: opts.supplyProdCd, prodNm: opts.prodNm };
}
