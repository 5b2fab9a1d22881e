import type {
  TTravelPriceChangeAdminRow,
  TTravelPriceChangeRow,
  TTravelProductDetailReply,
  TTravelProductReviewReply,
  TTravelProductReviewRow,
} from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/platform/http/messages.ts';
import { masterSessionFor, operatorSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { insertTravelProduct, TRAVEL_WINDOW, travelRegisterBody, travelSeller, travelUpdateBody, type TravelSeller } from '@/test/travel-factories.ts';

type Cookies = Record<string, string>;
const refusal = (key: string) => ({ displayMessage: translate(key, 'ko') });

describe('travel product approval and price changes (admin.travelProductReviewList, admin.travelPriceChangeList)', () => {
  let t: TestApp;
  let s: TravelSeller;
  let admin: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    s = await travelSeller(t);
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  const register = async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/travel/products',
      cookies: s.cookies,
      body: travelRegisterBody({ brandCd: s.brandCd, images: s.images }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ prodCd: string }>().prodCd;
  };
  const decide = (prodCd: string, action: 'approve' | 'reject', cookies: Cookies = admin, body?: unknown) =>
    t.call({ method: 'POST', url: `/api/admin/travel/products/${prodCd}/${action}`, cookies, ...(body ? { body } : {}) });
  const detail = async (prodCd: string) => (await t.call({ url: `/api/travel/products/${prodCd}`, cookies: s.cookies })).json<TTravelProductDetailReply>();

  it('queues awaiting properties oldest first with a preview, approves one and rejects another with its reason', async () => {
    const first = await register();
    t.clock.advanceSeconds(60);
    const second = await register();
    const queue = (await t.call({ url: '/api/admin/travel/products?pageSize=100', cookies: admin })).json<{ list: TTravelProductReviewRow[] }>().list;
    const mine = queue.filter((r) => r.supplyEntrCd === s.supplyEntrCd).map((r) => r.prodCd);
    expect(mine.slice(-2)).toEqual([first, second]);
    const preview = (await t.call({ url: `/api/admin/travel/products/${first}`, cookies: admin })).json<TTravelProductReviewReply>();
    expect(preview).toMatchObject({
      prodCd: first,
      supplyEntrCd: s.supplyEntrCd,
      continentNm: '아시아',
      gradeNm: '5성급',
      rooms: [{ roomSeq: 1 }, { roomSeq: 2 }],
    });
    expect(preview.statusHistory).toEqual([expect.objectContaining({ fromStsCd: null, toStsCd: '40', action: 'register' })]);

    // A master may look, not decide; a seller is refused the console.
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await t.call({ url: `/api/admin/travel/products/${first}`, cookies: master })).statusCode).toBe(200);
    expect((await decide(first, 'approve', master)).json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
    expect((await decide(first, 'approve', s.cookies)).statusCode).toBe(403);

    expect((await decide(first, 'approve')).json()).toMatchObject({ prodCd: first, prodStsCd: '90' });
    const twice = await decide(first, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject(refusal('product.msg.notAwaiting'));
    expect((await decide(second, 'reject', admin, { reason: '객실 사진이 흐립니다.' })).json()).toMatchObject({ prodStsCd: '20' });
    expect(await detail(second)).toMatchObject({ prodStsCd: '20', rejectReason: '객실 사진이 흐립니다.' });

    // Saving the rejected property's form sends it for approval again.
    const body = travelUpdateBody({ brandCd: s.brandCd, images: s.images, version: (await detail(second)).version });
    const resubmitted = await t.call({ method: 'PUT', url: `/api/travel/products/${second}`, cookies: s.cookies, body });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ prodStsCd: '40' });
    // After approval the prices move only by a price change.
    const approvedForm = travelUpdateBody({
      brandCd: s.brandCd,
      images: s.images,
      version: (await detail(first)).version,
      listPrice: 300_000,
      prodPrice: 200_000,
    });
    const priced = await t.call({ method: 'PUT', url: `/api/travel/products/${first}`, cookies: s.cookies, body: approvedForm });
    expect(priced.json()).toMatchObject({ fields: [{ field: 'prodPrice', messageKey: 'product.msg.priceChangeRequired' }] });
  });

  it('takes one price change at a time on an approved property; the operator confirms or rejects; the seller may withdraw', async () => {
    const awaiting = await register();
    const ask = (prodCd: string, body: Record<string, unknown> = {}) =>
      t.call({ method: 'POST', url: '/api/travel/priceChanges', cookies: s.cookies, body: { prodCd, newListPrice: 220_000, newProdPrice: 140_000, ...body } });
    expect((await ask(awaiting)).json()).toMatchObject(refusal('priceChange.msg.notApproved'));
    const prodCd = await insertTravelProduct(t, { supplyEntrCd: s.supplyEntrCd, ...TRAVEL_WINDOW });
    expect((await ask(prodCd, { newListPrice: 200_000, newProdPrice: 150_000 })).json()).toMatchObject({
      fields: [{ field: 'newProdPrice', messageKey: 'priceChange.msg.pricesUnchanged' }],
    });
    const made = (await ask(prodCd, { reqReason: '성수기 요금' })).json<{ prodPriceSeq: number; confirmStsCd: string }>();
    expect(made.confirmStsCd).toBe('10');
    expect((await ask(prodCd)).json()).toMatchObject(refusal('priceChange.msg.openRequest'));
    expect((await detail(prodCd)).openPriceChange).toEqual({ prodPriceSeq: made.prodPriceSeq, newListPrice: 220_000, newProdPrice: 140_000 });

    const withdraw = (seq: number) => t.call({ method: 'PUT', url: `/api/travel/priceChanges/${prodCd}/${seq}/withdraw`, cookies: s.cookies });
    expect((await withdraw(made.prodPriceSeq)).json()).toMatchObject({ confirmStsCd: '40' });
    expect((await withdraw(made.prodPriceSeq)).json()).toMatchObject(refusal('product.msg.priceChangeDecided'));

    const again = (await ask(prodCd)).json<{ prodPriceSeq: number }>();
    const queue = (await t.call({ url: '/api/admin/travel/priceChanges?pageSize=100', cookies: admin })).json<{ list: TTravelPriceChangeAdminRow[] }>().list;
    expect(queue.find((r) => r.prodCd === prodCd)).toMatchObject({
      prodPriceSeq: again.prodPriceSeq,
      oldListPrice: 200_000,
      newListPrice: 220_000,
      confirmStsCd: '10',
    });
    const decideUrl = (seq: number, action: string) => `/api/admin/travel/priceChanges/${s.supplyEntrCd}/${prodCd}/${seq}/${action}`;
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await t.call({ method: 'PUT', url: decideUrl(again.prodPriceSeq, 'confirm'), cookies: master })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: decideUrl(again.prodPriceSeq, 'confirm'), cookies: admin })).json()).toMatchObject({ confirmStsCd: '20' });
    expect(await detail(prodCd)).toMatchObject({ listPrice: 220_000, prodPrice: 140_000, openPriceChange: null });

    const third = (await ask(prodCd, { newListPrice: 230_000, newProdPrice: 150_000 })).json<{ prodPriceSeq: number }>();
    const rejected = await t.call({ method: 'PUT', url: decideUrl(third.prodPriceSeq, 'reject'), cookies: admin, body: { rejectReason: '근거 부족' } });
    expect(rejected.json()).toMatchObject({ confirmStsCd: '30' });
    const list = (await t.call({ url: `/api/travel/priceChanges?keyword=${prodCd}`, cookies: s.cookies })).json<{
      list: TTravelPriceChangeRow[];
      totalCnt: number;
    }>();
    expect(list.list.map((r) => [r.confirmStsCd, r.rejectReason])).toEqual([
      ['30', '근거 부족'],
      ['20', null],
      ['40', null],
    ]);
  });
});
