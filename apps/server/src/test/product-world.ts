import { productBody, type sellerWithBrand } from './product-factories.ts';
import type { TestApp } from './test-app.ts';

type Cookies = Record<string, string>;
export type SellerWithBrand = Awaited<ReturnType<typeof sellerWithBrand>>;
const MD = { mgrId: 'test-md', nm: 'MD' };

/** Registers a product of the seller's under its brand; overrides replace fields of the form. */
export async function registerProduct(t: TestApp, s: { cookies: Cookies; brandCd: string }, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/product/products', cookies: s.cookies, body: productBody({ brandCd: s.brandCd, ...overrides }) });
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
