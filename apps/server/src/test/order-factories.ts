import { randomUUID } from 'node:crypto';
import type { TMallPlaceOrderRequest } from '@po/contracts';
import { sellerWithBrand } from './product-factories.ts';
import { decideProduct, registerProduct } from './product-world.ts';
import type { TestApp } from './test-app.ts';

// Orders for tests, placed through the mall's own API as the storefront places them.

/**
 * A signed-in seller with an approved product on sale: one option per entry of `stock` (default two options of
 * 10 each), guarantee goods when asked. Answers the seller and the option codes.
 */
export async function sellerWithProductOnSale(t: TestApp, opts: { stock?: number[]; overrides?: Record<string, unknown> } = {}) {
  const s = await sellerWithBrand(t);
  const stock = opts.stock ?? [10, 10];
  const options = stock.map((stockQty, i) => ({ optionValue1: `색상${i + 1}`, optionValue2: 'FREE', stockQty }));
  const prodCd = await registerProduct(t, s, { optionType: '2', options, ...opts.overrides });
  await decideProduct(t, s, prodCd, 'approve');
  return { ...s, prodCd, optionCds: options.map((_, i) => `${prodCd}${String(i + 1).padStart(3, '0')}`) };
}

let orderSerial = 0;
/** A fresh mall order number: 8-20 upper-case letters and digits. */
export const newOrdNo = () => `T${Date.now().toString(36).toUpperCase()}${(++orderSerial).toString(36).toUpperCase()}${randomUUID().slice(0, 4).toUpperCase()}`;

/** A paid order's body: one line per option (quantity 1 unless told), paid at the test clock's now. */
export function mallOrderBody(
  t: TestApp,
  lines: { prodOptionCd: string; ordQty?: number; couponAmt?: number }[],
  overrides: Partial<TMallPlaceOrderRequest> = {},
): TMallPlaceOrderRequest {
  const now = t.clock.now().toISOString();
  return {
    ordNo: newOrdNo(),
    ordDt: now,
    payDt: now,
    payKindCd: 'CARD',
    openMarketYn: 'N',
    buyerNm: '김구매',
    buyerMobile: '01012345678',
    rcpNm: '이수령',
    rcpZip: '06236',
    fixAddr: '서울특별시 강남구 테헤란로 152',
    dtlAddr: '12층',
    rcpMobile: '01098765432',
    ordMemo: '문 앞에 놓아 주세요.',
    lines: lines.map((l, i) => ({
      ordDtlSq: i + 1,
      prodOptionCd: l.prodOptionCd,
      ordQty: l.ordQty ?? 1,
      gradeDiscountAmt: 0,
      couponAmt: l.couponAmt ?? 0,
      couponBearer: 'MALL',
      pointAmt: 0,
      egmAmt: 0,
      deliveryFee: 0,
    })),
    ...overrides,
  };
}

/** A call of the mall's API with its key. */
export const mallCall = (t: TestApp, opts: { method?: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; key?: string }) =>
  t.app.inject({
    method: opts.method ?? 'POST',
    url: opts.url,
    headers: { authorization: `Bearer ${opts.key ?? t.config.mallApiKey}`, 'accept-language': 'ko' },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });

/** Places a paid order through the mall's API; answers its ordNo. */
export async function placeOrder(
  t: TestApp,
  lines: { prodOptionCd: string; ordQty?: number; couponAmt?: number }[],
  overrides: Partial<TMallPlaceOrderRequest> = {},
): Promise<string> {
  const body = mallOrderBody(t, lines, overrides);
  const res = await mallCall(t, { url: '/api/mall/orders', body });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
  return body.ordNo;
}
