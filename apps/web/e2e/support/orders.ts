import type { Page } from '@playwright/test';
import { callApi } from './products';

// Orders for journeys: placed through the mall's API (its dev key: the journeys run the dev profile) on the
// signed-in seller's own products on sale, so each journey works on orders of its own.

const MALL_KEY = process.env.E2E_MALL_API_KEY ?? 'dev-mall-key-not-for-production';
let serial = 0;

/** A fresh mall order number (8-20 upper-case letters and digits). */
export const newOrdNo = () => `E${Date.now().toString(36).toUpperCase()}${(++serial).toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** Option codes of the signed-in seller's products on sale with at least `minStock` in stock, `count` of them. */
export async function orderableOptions(page: Page, count = 1, minStock = 3): Promise<string[]> {
  const found: string[] = [];
  for (let pageNum = 1; found.length < count && pageNum <= 10; pageNum++) {
    const { body } = await callApi<{ list: { prodCd: string }[] }>(page, 'GET', `/product/products?prodStsCd=90&pageNum=${pageNum}&pageSize=20`);
    for (const p of body.list) {
      const detail = await callApi<{ options: { prodOptionCd: string; stockQty: number; saleAbleYn: string }[] }>(page, 'GET', `/product/products/${p.prodCd}`);
      const option = detail.body.options.find((o) => o.stockQty >= minStock && o.saleAbleYn === 'Y');
      if (option) found.push(option.prodOptionCd);
      if (found.length === count) break;
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} orderable options found`);
  return found;
}

/** Places a paid order of these options (quantity 1 unless told) through the mall's API; answers its ordNo. */
export async function placeMallOrder(page: Page, lines: { prodOptionCd: string; ordQty?: number }[], overrides: Record<string, unknown> = {}): Promise<string> {
  const now = new Date().toISOString();
  const ordNo = newOrdNo();
  const res = await page.request.post('/api/mall/orders', {
    headers: { authorization: `Bearer ${MALL_KEY}` },
    data: {
      ordNo,
      ordDt: now,
      payDt: now,
      payKindCd: 'CARD',
      buyerNm: '김구매',
      buyerMobile: '01012345678',
      rcpNm: '이수령',
      rcpZip: '06236',
      fixAddr: '서울특별시 강남구 테헤란로 152',
      dtlAddr: '12층',
      rcpMobile: '01098765432',
      ordMemo: '문 앞에 놓아 주세요.',
      lines: lines.map((l, i) => ({ ordDtlSq: i + 1, prodOptionCd: l.prodOptionCd, ordQty: l.ordQty ?? 1 })),
      ...overrides,
    },
  });
  if (res.status() !== 200) throw new Error(`mall order failed: ${res.status()} ${await res.text()}`);
  return ordNo;
}

/** A call of the mall's API with its key (claims, tracking events, purchase confirmation). */
export async function callMall<T>(page: Page, method: 'POST' | 'PUT' | 'GET', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await page.request.fetch(`/api/mall${path}`, {
    method,
    headers: { authorization: `Bearer ${MALL_KEY}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: (await res.json()) as T };
}

/**
 * Moves the running product's clock `seconds` ahead of the real time (0 puts it back); the product runs with
 * CLOCK_CONTROL in the journeys. A journey that moves it puts it back when done, so later journeys' sessions hold.
 */
export async function moveServerClock(page: Page, seconds: number): Promise<void> {
  const res = await page.request.put('/api/dev/clock', { headers: { authorization: `Bearer ${MALL_KEY}` }, data: { offsetSeconds: seconds } });
  if (res.status() !== 200) throw new Error(`clock move failed: ${res.status()} ${await res.text()}`);
}
