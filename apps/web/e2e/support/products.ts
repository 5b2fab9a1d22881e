import type { Page } from '@playwright/test';

/** The JSON call the screens make, from inside the signed-in page (its cookie and CSRF header). */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
      const res = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as T };
    },
    { method, path, body },
  );
}

/**
 * Registers a product of the signed-in seller through the API, as the registration form sends it: a coat in
 * two colours × two sizes under the seller's first approved brand, awaiting approval. It carries images
 * because the update needs one to three and no upload exists yet (the server stores the ids unchecked);
 * once registration takes uploaded images only, this is the one place to change.
 */
export async function registerProduct(page: Page, overrides: Record<string, unknown> = {}): Promise<{ prodCd: string; supplyProdCd: string }> {
  const brands = await callApi<{ list: { brandCd: string | null }[] }>(
    page,
    'GET',
    '/brand/brands?gubun=BRAND&confirmStatus=APPROVED&useYn=Y&pageNum=1&pageSize=100',
  );
  const brandCd = brands.body.list[0]?.brandCd;
  if (!brandCd) throw new Error('the seller has no approved brand');
  const supplyProdCd = `E2E-UP-${Date.now().toString(36)}`;
  const body = {
    supplyProdCd,
    prodNm: '울 블렌드 트렌치코트',
    brandCd,
    standardCategoryId: '10010101',
    seasonCd: 'FW',
    itemkindCd: '01',
    prodSexGb: 'F',
    makeNm: '모던패션',
    nativeCd: 'KR',
    importationGb: '01',
    listPrice: 200_000,
    prodPrice: 169_000,
    optionType: '2',
    optionNm1: '색상',
    optionNm2: '사이즈',
    options: [
      { optionValue1: '블랙', optionValue2: 'S', stockQty: 10 },
      { optionValue1: '블랙', optionValue2: 'M', stockQty: 10 },
      { optionValue1: '베이지', optionValue2: 'S', stockQty: 10 },
      { optionValue1: '베이지', optionValue2: 'M', stockQty: 10, extraCharge: 5000 },
    ],
    deliveryLocCd: 'DL0001',
    giDd: 1,
    ltDcnt: 3,
    images: [{ fileSeq: 1 }],
    prodDesc: '<p>울 70% 블렌드 트렌치코트</p>',
    niTypeCd: '01',
    ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`niCd${i + 1}`, '상품 상세 페이지 참조'])),
    ...overrides,
  };
  const reply = await callApi<{ prodCd?: string }>(page, 'POST', '/product/products', body);
  if (reply.status !== 200 || !reply.body.prodCd) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { prodCd: reply.body.prodCd, supplyProdCd };
}
