import { productBody, productImages, type sellerWithBrand } from './product-factories.ts';
import type { TestApp } from './test-app.ts';

type Cookies = Record<string, string>;
export type SellerWithBrand = Awaited<ReturnType<typeof sellerWithBrand>>;
const MD = { mgrId: 'test-md', nm: 'MD' };

/** Registers a product of the seller's under its brand, with the seller's images (uploaded when it has none); overrides replace fields. */
export async function registerProduct(
  t: TestApp,
  s: { cookies: Cookies; brandCd: string; images?: { fileSeq: number }[] },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const images = s.images ?? (await productImages(t, s.cookies, 2));
  const res = await t.call({
    method: 'POST',
    url: '/api/product/products',
    cookies: s.cookies,
    body: productBody({ brandCd: s.brandCd, images, ...overrides }),
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return res.json<{ prodCd: string }>().prodCd;
}

/** The MD's decision on a product awaiting approval (the operator console's call is not built yet). */
export const decideProduct = (t: TestApp, s: { supplyEntrCd: string }, prodCd: string, decision: 'approve' | 'reject') =>
  t.app.services.productStatuses.decideProduct({
    supplyEntrCd: s.supplyEntrCd,
    prodCd,
    decision,
    operator: MD,
    ...(decision === 'reject' ? { reason: '이미지를 다시 올려 주세요.' } : {}),
  });
