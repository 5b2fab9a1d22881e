import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPromotionAgreementReply, TPromotionDetailReply, TPromotionListReply } from '@po/contracts';
import { translate } from '@/platform/http/messages.ts';
import { sellerWithProductOnSale } from '@/test/order-factories.ts';
import { decideProduct, registerProduct } from '@/test/product-world.ts';
import { createPromotion, promotionBody, promotionDates } from '@/test/promotion-factories.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Cookies = Record<string, string>;
type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
const keysOf = (res: { json: () => { fields?: { field: string; messageKey: string }[] } }) => res.json().fields?.map((f) => `${f.field}:${f.messageKey}`);
const PRICE = 329_000;

describe('the seller’s promotions: /api/promotion', () => {
  let t: TestApp;
  let a: Seller;
  let b: Seller;
  let master: Cookies;
  const p: Record<'request' | 'ready' | 'waiting' | 'cancelled' | 'ended', string> = { request: '', ready: '', waiting: '', cancelled: '', ended: '' };
  let ap: string[] = [];
  let bp = '';

  const newProduct = async (s: Seller) => {
    const prodCd = await registerProduct(t, s);
    await decideProduct(t, s, prodCd, 'approve');
    return prodCd;
  };
  const answer = (promCd: string, list: unknown[], cookies: Cookies = a.cookies) =>
    t.call({ method: 'PUT', url: `/api/promotion/detail/${promCd}/agreement`, cookies, body: { list } });
  const detail = async (promCd: string, cookies: Cookies = a.cookies) => {
    const res = await t.call({ url: `/api/promotion/detail/${promCd}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPromotionDetailReply>();
  };
  const list = async (q = '', cookies: Cookies = a.cookies) => {
    const res = await t.call({ url: `/api/promotion/list?pageSize=100${q}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPromotionListReply>();
  };
  const displayOf = (res: { json: () => { displayMessage: string } }) => res.json().displayMessage;

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    a = await sellerWithProductOnSale(t);
    b = await sellerWithProductOnSale(t);
    master = await masterSessionFor(t, a.supplyEntrCd);
    ap = [a.prodCd];
    for (let i = 0; i < 7; i++) ap.push(await newProduct(a));
    bp = b.prodCd;
    const of = (...prodCds: string[]) => prodCds.map((prodCd) => ({ supplyEntrCd: a.supplyEntrCd, prodCd }));
    p.request = await createPromotion(t, promotionBody(t, [...of(ap[0]!, ap[1]!, ap[2]!, ap[3]!), { supplyEntrCd: b.supplyEntrCd, prodCd: bp }]));
    p.ready = await createPromotion(t, promotionBody(t, of(ap[4]!), { ...promotionDates(t, { req: [2, 4], run: [5, 8] }) }));
    p.waiting = await createPromotion(t, promotionBody(t, of(ap[5]!), { ...promotionDates(t, { req: [-5, -2], run: [1, 5] }) }));
    p.cancelled = await createPromotion(t, promotionBody(t, of(ap[6]!)));
    await t.app.services.promotionAdmin.cancelPromotion({ promCd: p.cancelled });
    p.ended = await createPromotion(t, promotionBody(t, of(ap[7]!), { ...promotionDates(t, { req: [-20, -15], run: [-10, -5] }) }));
  }, 180_000);
  afterAll(() => t.close());

  it('shows a promotion with the seller’s own targets and their promotion prices; another seller sees only its own', async () => {
    const d = await detail(p.request);
    expect(d.head).toMatchObject({ promCd: p.request, promState: 'REQUEST', dcTypeCd: 'RATE', dcValue: 10 });
    expect(d.editableYn).toBe('Y');
    expect(d.counts).toEqual({ total: 4, prepare: 4, agree: 0, reject: 0 });
    expect(d.products.map((x) => x.prodCd).sort()).toEqual(ap.slice(0, 4).sort());
    expect(d.products[0]).toMatchObject({ prodPrice: PRICE, promPrice: PRICE - 32_900, reqState: 'PREPARE', rejectReason: null, decidedDt: null });
    expect(d.products[0]!.brandNm).not.toBe('');
    expect((await detail(p.request, b.cookies)).products.map((x) => x.prodCd)).toEqual([bp]);
    expect((await detail(p.ready)).editableYn).toBe('N');
  });

  it('answers 404 for a promotion naming none of the seller’s products, or none at all', async () => {
    expect((await t.call({ url: `/api/promotion/detail/${p.ready}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/promotion/detail/PM99999999', cookies: a.cookies })).statusCode).toBe(404);
    expect((await answer(p.ready, [{ prodCd: ap[4], reqState: 'AGREE' }], b.cookies)).statusCode).toBe(404);
  });

  it('saves agreements and rejections during the request period, with who and when; the seller may change its mind', async () => {
    const res = await answer(p.request, [
      { prodCd: ap[0], reqState: 'AGREE' },
      { prodCd: ap[1], reqState: 'REJECT', rejectReason: '재고가 부족합니다.' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPromotionAgreementReply>()).toEqual({ updatedCnt: 2, counts: { total: 4, prepare: 2, agree: 1, reject: 1 } });
    const rows = new Map((await detail(p.request)).products.map((x) => [x.prodCd, x]));
    expect(rows.get(ap[0]!)).toMatchObject({ reqState: 'AGREE', rejectReason: null, decidedDt: t.clock.now().toISOString() });
    expect(rows.get(ap[1]!)).toMatchObject({ reqState: 'REJECT', rejectReason: '재고가 부족합니다.' });
    const again = await answer(p.request, [{ prodCd: ap[1], reqState: 'AGREE' }]);
    expect(again.json<TPromotionAgreementReply>().counts).toEqual({ total: 4, prepare: 2, agree: 2, reject: 0 });
    const back = await answer(p.request, [{ prodCd: ap[1], reqState: 'REJECT', rejectReason: '가격 정책상 어렵습니다.' }]);
    expect(back.json<TPromotionAgreementReply>().counts).toEqual({ total: 4, prepare: 2, agree: 1, reject: 1 });
  });

  it('saves all answers or none: a product not the seller’s target refuses the whole call', async () => {
    const res = await answer(p.request, [
      { prodCd: ap[2], reqState: 'AGREE' },
      { prodCd: bp, reqState: 'AGREE' },
      { prodCd: ap[4], reqState: 'AGREE' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(keysOf(res)).toEqual(['list.1.prodCd:promotion.msg.notTarget', 'list.2.prodCd:promotion.msg.notTarget']);
    expect((await detail(p.request)).products.find((x) => x.prodCd === ap[2])!.reqState).toBe('PREPARE');
  });

  it('needs a reason to reject', async () => {
    const res = await answer(p.request, [{ prodCd: ap[2], reqState: 'REJECT' }]);
    expect(res.statusCode).toBe(400);
    expect(keysOf(res)).toEqual(['list.0.rejectReason:promotion.msg.rejectReasonRequired']);
  });

  it('refuses answers before the request period, after it, and on a cancelled promotion', async () => {
    const before = await answer(p.ready, [{ prodCd: ap[4], reqState: 'AGREE' }]);
    expect([before.statusCode, displayOf(before)]).toEqual([409, translate('promotion.msg.notRequestYet', 'ko')]);
    const after = await answer(p.waiting, [{ prodCd: ap[5], reqState: 'AGREE' }]);
    expect([after.statusCode, displayOf(after)]).toEqual([409, translate('promotion.msg.requestClosed', 'ko')]);
    const ended = await answer(p.ended, [{ prodCd: ap[7], reqState: 'AGREE' }]);
    expect([ended.statusCode, displayOf(ended)]).toEqual([409, translate('promotion.msg.requestClosed', 'ko')]);
    const cancelled = await answer(p.cancelled, [{ prodCd: ap[6], reqState: 'AGREE' }]);
    expect([cancelled.statusCode, displayOf(cancelled)]).toEqual([409, translate('promotion.msg.cancelled', 'ko')]);
  });

  it('a master viewing the seller reads but may not answer', async () => {
    expect((await detail(p.request, master)).products).toHaveLength(4);
    expect((await answer(p.request, [{ prodCd: ap[2], reqState: 'AGREE' }], master)).statusCode).toBe(403);
  });

  it('lists the open promotions by default, a stage on request, by agreement state; counts ignore statusCd', async () => {
    const open = await list();
    expect(open.list.map((r) => r.promCd).sort()).toEqual([p.request, p.ready, p.waiting].sort());
    expect(open.counts).toEqual({ total: 6, prepare: 4, agree: 1, reject: 1 });
    expect(open.list.find((r) => r.promCd === p.request)).toMatchObject({
      reqState: 'PREPARE',
      pprodCnt: 4,
      counts: { total: 4, prepare: 2, agree: 1, reject: 1 },
    });
    expect((await list('&promState=ENDED')).list.map((r) => r.promCd)).toEqual([p.ended]);
    expect((await list('&promState=CANCELLED')).list.map((r) => r.promCd)).toEqual([p.cancelled]);
    const agreed = await list('&statusCd=AGREE');
    expect(agreed.list.map((r) => r.promCd)).toEqual([p.request]);
    expect(agreed.counts).toEqual(open.counts);
    expect((await list('&statusCd=REJECT')).list.map((r) => r.promCd)).toEqual([p.request]);
    expect((await list(`&promNm=${encodeURIComponent('없는 이름')}`)).totalCnt).toBe(0);
    // The run of p.waiting is today+1..+5; a period before it leaves it out.
    const period = await list(`&startDt=2026-11-01&endDt=2026-11-20`);
    expect(period.list.map((r) => r.promCd)).not.toContain(p.waiting);
    expect((await list('', b.cookies)).counts).toEqual({ total: 1, prepare: 1, agree: 0, reject: 0 });
  });

  it('the home’s promotion card answers the list’s counts with no filter', async () => {
    const res = await t.call({ url: '/api/dashboard/promotion-product-status', cookies: a.cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().partnerPromotionProductCount).toEqual((await list()).counts);
    expect(await t.app.services.promotions.countTargetProducts(b.supplyEntrCd)).toEqual((await list('', b.cookies)).counts);
  });
});
