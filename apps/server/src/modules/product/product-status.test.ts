import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, sellerWithBrand } from '@/test/product-factories.ts';
import { sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('product statuses and stock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const operator = { mgrId: 'md01', nm: '김엠디' };
  type Cookies = Record<string, string>;

  /** A seller with one registered product (awaiting approval); options as given. */
  async function registered(options?: Record<string, unknown>[]) {
    const s = await sellerWithBrand(t);
    const body = productBody({ brandCd: s.brandCd, images: s.images, ...(options ? { options, optionType: '1', optionNm2: '' } : {}) });
    const res = await t.call({ method: 'POST', url: '/api/product/products', cookies: s.cookies, body });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { ...s, prodCd: res.json<{ prodCd: string }>().prodCd };
  }
  const change = (cookies: Cookies, prodCd: string, action: string) =>
    t.call({ method: 'PUT', url: `/api/product/products/${prodCd}/status`, cookies, body: { action } });
  const history = async (cookies: Cookies, prodCd: string) =>
    (await t.call({ url: `/api/product/products/${prodCd}/statusHistory`, cookies })).json<{
      list: { action: string; toStsCd: string; actorType: string; reason: string | null }[];
    }>().list;
  const decide = (s: { supplyEntrCd: string; prodCd: string }, decision: 'approve' | 'reject', reason?: string) =>
    t.app.services.productStatuses.decideProduct({ supplyEntrCd: s.supplyEntrCd, prodCd: s.prodCd, decision, operator, ...(reason ? { reason } : {}) });

  it('lets the seller suspend and resume only an approved product, and keeps every move', async () => {
    const p = await registered();
    const refused = await change(p.cookies, p.prodCd, 'suspend');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'CONFLICT', displayMessage: '승인되지 않은 상품은 판매 중지하거나 재개할 수 없습니다.' });
    expect(await decide(p, 'approve')).toBe('90');
    expect((await change(p.cookies, p.prodCd, 'suspend')).json()).toEqual({ prodCd: p.prodCd, prodStsCd: '70', prodStsNm: '일시 판매 중지' });
    expect((await change(p.cookies, p.prodCd, 'suspend')).json().displayMessage).toBe('이미 일시 판매 중지된 상품입니다.');
    expect((await change(p.cookies, p.prodCd, 'resume')).json().prodStsCd).toBe('90');
    expect((await history(p.cookies, p.prodCd)).map((h) => `${h.action}:${h.toStsCd}:${h.actorType}`)).toEqual([
      'resume:90:seller',
      'suspend:70:seller',
      'approve:90:operator',
      'register:40:seller',
    ]);
  });

  it('sends a rejected product back with its reason, and lets the seller resubmit it', async () => {
    const p = await registered();
    expect(await decide(p, 'reject', '상품 이미지가 흐립니다.')).toBe('20');
    await expect(decide(p, 'approve')).rejects.toMatchObject({ code: 'CONFLICT', options: { messageKey: 'product.msg.notAwaiting' } });
    expect((await change(p.cookies, p.prodCd, 'resubmit')).json().prodStsCd).toBe('40');
    expect((await history(p.cookies, p.prodCd))[1]).toMatchObject({ action: 'reject', reason: '상품 이미지가 흐립니다.' });
  });

  it('sells out by itself when no sale-able stock is left and comes back with stock', async () => {
    // Stock only on a combination that is not sale-able: approved, it is sold out at once.
    const p = await registered([
      { optionValue1: 'S', stockQty: 0 },
      { optionValue1: 'M', stockQty: 4, saleAbleYn: 'N' },
    ]);
    expect(await decide(p, 'approve')).toBe('60');
    const small = `${p.prodCd}001`;
    expect(await t.app.services.productStatuses.adjustStock({ supplyEntrCd: p.supplyEntrCd, prodOptionCd: small, delta: 2 })).toEqual({
      stockQty: 2,
      prodStsCd: '90',
    });
    expect((await history(p.cookies, p.prodCd)).slice(0, 3).map((h) => `${h.action}:${h.actorType}`)).toEqual([
      'restock:system',
      'soldOut:system',
      'approve:operator',
    ]);
  });

  it('counts every one of many simultaneous stock moves and never goes below 0', async () => {
    const p = await registered([{ optionValue1: 'FREE', stockQty: 10 }]);
    await decide(p, 'approve');
    const option = `${p.prodCd}001`;
    const take = () => t.app.services.productStatuses.adjustStock({ supplyEntrCd: p.supplyEntrCd, prodOptionCd: option, delta: -1 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, take));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : ''))).toEqual([
      'CONFLICT',
      'CONFLICT',
    ]);
    expect((await history(p.cookies, p.prodCd))[0]).toMatchObject({ action: 'soldOut', toStsCd: '60' });
  });

  it('answers another seller 404 and a suspended product stays suspended whatever its stock', async () => {
    const p = await registered([{ optionValue1: 'FREE', stockQty: 1 }]);
    const other = await sellerSession(t);
    expect((await change(other.cookies, p.prodCd, 'suspend')).statusCode).toBe(404);
    expect((await t.call({ url: `/api/product/products/${p.prodCd}/statusHistory`, cookies: other.cookies })).statusCode).toBe(404);
    await decide(p, 'approve');
    await change(p.cookies, p.prodCd, 'suspend');
    const option = `${p.prodCd}001`;
    expect(await t.app.services.productStatuses.adjustStock({ supplyEntrCd: p.supplyEntrCd, prodOptionCd: option, delta: -1 })).toEqual({
      stockQty: 0,
      prodStsCd: '70',
    });
    // Resumed without stock: on sale for a moment, then the stock rule sells it out.
    expect((await change(p.cookies, p.prodCd, 'resume')).json().prodStsCd).toBe('60');
  });
});
