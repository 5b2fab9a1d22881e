import type { Page } from '@playwright/test';

/** What the journeys send and read through the signed-in page's own session (the web client's headers). */
export async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
      if (method === 'POST') Object.assign(headers, { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() });
      const res = await fetch(`/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, path, body },
  );
}

/** The seller's first approved brand's code (the demo sellers have one from seeding). */
export async function firstApprovedBrand(page: Page): Promise<string> {
  const { json } = await callApi<{ list: { brandCd: string | null }[] }>(page, 'GET', '/brand/brands?gubun=BRAND&pageSize=100');
  const brandCd = json.list.find((b) => b.brandCd)?.brandCd;
  if (!brandCd) throw new Error('the seller has no approved brand');
  return brandCd;
}

/**
 * A registration of a coat in two colours × two sizes; one combination has no stock (sold out on the
 * storefront). `images` are the uploaded files' ids: none for now (registration takes none to three); once
 * images are required, upload one first (the upload route answers its fileSeq) and pass `[{ fileSeq }]`.
 */
export const coatBody = (o: { brandCd: string; supplyProdCd: string; prodNm: string; images?: { fileSeq: number }[] }) => ({
  supplyProdCd: o.supplyProdCd,
  prodNm: o.prodNm,
  brandCd: o.brandCd,
  standardCategoryId: '10010101',
  seasonCd: 'FW',
  itemkindCd: '01',
  prodSexGb: 'F',
  makeNm: '모던패션',
  nativeCd: 'KR',
  importationGb: '01',
  listPrice: 200_000,
  prodPrice: 170_000,
  optionType: '2',
  optionNm1: '색상',
  optionNm2: '사이즈',
  options: [
    { optionValue1: '블랙', optionValue2: 'S', stockQty: 5 },
    { optionValue1: '블랙', optionValue2: 'M', stockQty: 3, extraCharge: 5000 },
    { optionValue1: '베이지', optionValue2: 'S', stockQty: 0 },
    { optionValue1: '베이지', optionValue2: 'M', stockQty: 2 },
  ],
  deliveryLocCd: 'DL0001',
  giDd: 1,
  ltDcnt: 3,
  images: o.images ?? [],
  prodDesc: '<p>울 70% 블렌드 트렌치코트</p>',
  niTypeCd: '01',
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`niCd${i + 1}`, '상품 상세 페이지 참조'])),
});

/** Registers a product as the signed-in seller; answers its code. */
export async function registerCoat(page: Page, o: Parameters<typeof coatBody>[0]): Promise<string> {
  const res = await callApi<{ prodCd: string }>(page, 'POST', '/product/products', coatBody(o));
  if (res.status !== 200) throw new Error(`registration failed: ${JSON.stringify(res.json)}`);
  return res.json.prodCd;
}
