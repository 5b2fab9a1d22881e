import { randomUUID } from 'node:crypto';
import { tinyPng } from '@/seed/sample-files.ts';
import { postMultipart } from './multipart.ts';
import { brandRequestBody, sellerSession, siteBody } from './setting-factories.ts';
import type { TestApp } from './test-app.ts';

type Cookies = Record<string, string>;
const MD = { mgrId: 'test-md', nm: 'MD' };

/** A brand request of the seller's (on its site DL0001), awaiting the MD. */
export async function requestedBrand(t: TestApp, s: { cookies: Cookies }, overrides: Record<string, unknown> = {}): Promise<number> {
  const tag = randomUUID().slice(0, 8);
  const body = brandRequestBody({ brandNm: `테스트${tag}`, brandEnm: `Test ${tag}`, ...overrides });
  const res = await t.call({ method: 'POST', url: '/api/brand/request', cookies: s.cookies, body });
  if (res.statusCode !== 200) throw new Error(`brand request failed: ${res.body}`);
  return res.json<{ brandRgsrRqstSeq: number }>().brandRgsrRqstSeq;
}

/** An approved brand of the seller's (the MD's decision made through the service, as the operator screen does). */
export async function approvedBrand(t: TestApp, s: { cookies: Cookies; supplyEntrCd: string }, overrides: Record<string, unknown> = {}): Promise<string> {
  const brandRgsrRqstSeq = await requestedBrand(t, s, overrides);
  const { brandCd } = await t.app.services.brandReview.decide({ supplyEntrCd: s.supplyEntrCd, brandRgsrRqstSeq, decidedBy: MD, approved: true });
  if (!brandCd) throw new Error('approval issued no brand code');
  return brandCd;
}

/** Uploads a generated PNG (8 × 8 unless told) as the seller's product image, as the form does; answers its fileSeq. */
export async function uploadProductImage(t: TestApp, cookies: Cookies, opts: { size?: number; filename?: string } = {}): Promise<number> {
  const res = await postMultipart(
    t,
    '/api/file/image/upload',
    {
      jsonName: 'editorName',
      json: 'productImage',
      jsonAsText: true,
      files: [{ filename: opts.filename ?? 'coat.png', data: tinyPng(opts.size ?? 8), type: 'image/png' }],
    },
    { cookies },
  );
  if (res.statusCode !== 200) throw new Error(`image upload failed: ${res.body}`);
  return res.json<{ fileSeq: number }>().fileSeq;
}

/** `n` uploaded images of the seller's, as a product form's `images`. */
export async function productImages(t: TestApp, cookies: Cookies, n = 2): Promise<{ fileSeq: number }[]> {
  const list: { fileSeq: number }[] = [];
  for (let i = 0; i < n; i++) list.push({ fileSeq: await uploadProductImage(t, cookies) });
  return list;
}

/**
 * A signed-in seller with a shipping site (DL0001), an approved brand at 18.5 % and two uploaded images:
 * ready to register products (`productBody({ brandCd, images })`; a seller's image may serve several products).
 */
export async function sellerWithBrand(t: TestApp) {
  const s = await sellerSession(t);
  await sellerSite(t, s.cookies);
  const brandCd = await approvedBrand(t, s, { sellFeeRate: '18.50' });
  const images = await productImages(t, s.cookies, 2);
  return { ...s, brandCd, images };
}

/** A shipping site of the seller's, for its products. */
export async function sellerSite(t: TestApp, cookies: Cookies): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body: siteBody() });
  if (res.statusCode !== 200) throw new Error(`site failed: ${res.body}`);
  return res.json<{ deliveryLocCd: string }>().deliveryLocCd;
}

let serial = 0;

/**
 * A valid registration: a coat in two colours × two sizes; overrides replace fields. Its images are
 * placeholders of the right shape (what a refused caller sends); a saved product needs the seller's own
 * uploads: pass `images` (from `sellerWithBrand` or `productImages`).
 */
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
