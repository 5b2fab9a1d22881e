import type { Page } from '@playwright/test';
import { pngOf } from './images';

/**
 * A call as the screens make it, from inside the signed-in page: its cookie, its origin (the CSRF check wants
 * the page's own on a write) and the client's header; a POST carries its own Idempotency-Key.
 */
export async function callApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
      const res = await fetch(`/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: res.status, body: (await res.json()) as T };
    },
    { method, path, body },
  );
}

/** Uploads a small generated PNG as the signed-in seller's product image, as the image section does; answers its fileSeq. */
export async function uploadImage(page: Page, rgb: [number, number, number] = [120, 90, 60]): Promise<number> {
  const base64 = pngOf(15, 19, rgb).toString('base64');
  const reply = await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'e2e.png');
    const res = await fetch('/api/file/image/upload', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: form });
    return { status: res.status, text: await res.text() };
  }, base64);
  if (reply.status !== 200) throw new Error(`image upload failed: ${reply.status} ${reply.text}`);
  return (JSON.parse(reply.text) as { fileSeq: number }).fileSeq;
}

/** The code of the signed-in seller's first approved brand in use whose name starts with `name` (codes are issued at seeding). */
export async function firstApprovedBrand(page: Page, name = ''): Promise<string> {
  const { body } = await callApi<{ list: { brandCd: string | null; brandNm: string }[] }>(
    page,
    'GET',
    '/brand/brands?gubun=BRAND&confirmStatus=APPROVED&useYn=Y&pageNum=1&pageSize=100',
  );
  const brandCd = body.list.find((b) => b.brandCd && b.brandNm.startsWith(name))?.brandCd;
  if (!brandCd) throw new Error(`the seller has no approved brand named ${name || '(any)'}`);
  return brandCd;
}

export interface RegisteredProduct {
  prodCd: string;
  supplyProdCd: string;
  prodNm: string;
}

/**
 * Registers a product of the signed-in seller through the API, as the registration form sends it
 * (product-register.spec.ts drives the form itself): by default a coat in two colours × two sizes, stock 10
 * each, one combination at +5,000 won, with one uploaded image, awaiting approval. Journeys about other screens
 * start from it; `overrides` replace fields of the body (options, prices, brand).
 */
export async function registerProduct(
  page: Page,
  opts: { prodNm?: string; supplyProdCd?: string; brandName?: string; overrides?: Record<string, unknown> } = {},
): Promise<RegisteredProduct> {
  const supplyProdCd = opts.supplyProdCd ?? `E2E-${Date.now().toString(36).toUpperCase()}`;
  const prodNm = opts.prodNm ?? '울 블렌드 트렌치코트';
  const body = {
    supplyProdCd,
    prodNm,
    brandCd: await firstApprovedBrand(page, opts.brandName ?? ''),
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
    images: [{ fileSeq: await uploadImage(page) }],
    prodDesc: '<p>울 70% 블렌드 트렌치코트</p>',
    niTypeCd: '01',
    ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`niCd${i + 1}`, '상품 상세 페이지 참조'])),
    ...opts.overrides,
  };
  const reply = await callApi<{ prodCd?: string }>(page, 'POST', '/product/products', body);
  if (reply.status !== 200 || !reply.body.prodCd) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { prodCd: reply.body.prodCd, supplyProdCd, prodNm };
}
