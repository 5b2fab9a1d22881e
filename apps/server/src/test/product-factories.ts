import type { ProductBrandPort } from '@/modules/product/product-brand-port.ts';
import { siteBody } from './setting-factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Until the brand module is merged, tests give the product module a brand port of their own: every seller
 * has the approved brand BR0001 (its own rate 18.5 %), the unapproved BR0002 and the approved BR0003 at the
 * contract's rate.
 */
export const testBrands: ProductBrandPort = {
  findSellerBrand: async ({ brandCd }) =>
    ({
      BR0001: { brandCd, confirmYn: 'Y' as const, useYn: 'Y' as const, sellFeeRate: 18.5 },
      BR0002: { brandCd, confirmYn: 'N' as const, useYn: 'Y' as const, sellFeeRate: null },
      BR0003: { brandCd, confirmYn: 'Y' as const, useYn: 'Y' as const, sellFeeRate: null },
    })[brandCd] ?? null,
};

export const useTestBrands = (t: TestApp) => t.app.services.productBrands.provide(testBrands);

/** A shipping site of the seller's, for its products. */
export async function sellerSite(t: TestApp, cookies: Record<string, string>): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body: siteBody() });
  if (res.statusCode !== 200) throw new Error(`site failed: ${res.body}`);
  return res.json<{ deliveryLocCd: string }>().deliveryLocCd;
}

let serial = 0;

/** A valid registration: a coat in two colours × two sizes; overrides replace fields. */
export const productBody = (overrides: Record<string, unknown> = {}) => ({
  supplyProdCd: `CT-${Date.now().toString(36)}-${++serial}`,
  prodNm: '울 블렌드 트렌치 코트',
  brandCd: 'BR0001',
  standardCategoryId: '10010101',
  seasonCd: 'FW',
  itemkindCd: '01',
  prodSexGb: 'F',
  makeNm: '모노하우스',
  nativeCd: 'KR',
  importationGb: '01',
  listPrice: 389_000,
  prodPrice: 329_000,
  optionType: '2',
  optionNm1: '색상',
  optionNm2: '사이즈',
  options: [
    { optionValue1: '베이지', optionValue2: 'S', stockQty: 3, enterpriseOptionCd: 'CT-BE-S' },
    { optionValue1: '베이지', optionValue2: 'M', stockQty: 2, extraCharge: 10_000 },
    { optionValue1: '네이비', optionValue2: 'S', stockQty: 0 },
    { optionValue1: '네이비', optionValue2: 'M', stockQty: 1, saleAbleYn: 'N' },
  ],
  deliveryLocCd: 'DL0001',
  giDd: 1,
  ltDcnt: 3,
  images: [{ fileSeq: 1 }, { fileSeq: 2 }],
  prodDesc: '<p>울 70% 블렌드의 클래식 트렌치 코트입니다.</p>',
  niTypeCd: '01',
  niCd1: '겉감: 울 70%, 폴리에스터 30% / 안감: 큐프라 100%',
  niCd2: '베이지, 네이비',
  niCd3: 'S, M',
  niCd4: '모노하우스',
  niCd5: '대한민국',
  niCd6: '드라이클리닝',
  niCd7: '2026년 9월',
  niCd8: '관련 법 및 소비자분쟁해결기준에 따름',
  niCd9: '모노하우스 고객센터 02-1588-1234',
  ...overrides,
});
