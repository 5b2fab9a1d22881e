import type { TTravelCalendarReply, TTravelProductDetailReply, TTravelProductListRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/platform/http/messages.ts';
import { sellerWithBrand } from '@/test/product-factories.ts';
import { masterSessionFor, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { TRAVEL_WINDOW, travelDays, travelRegisterBody, travelSeller, travelUpdateBody, type TravelSeller } from '@/test/travel-factories.ts';

type Cookies = Record<string, string>;
type Fields = { fields: { field: string; messageKey: string }[] };
const refusal = (key: string) => ({ displayMessage: translate(key, 'ko') });

describe('travel products (travelProduct.productSupplyForm, productSearchList, productUpdateForm)', () => {
  let t: TestApp;
  let s: TravelSeller;
  let other: TravelSeller;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    s = await travelSeller(t);
    other = await travelSeller(t);
  });
  afterAll(() => t.close());

  const register = (overrides: Record<string, unknown> = {}, cookies: Cookies = s.cookies, w: { rsvStartDt: string; rsvEndDt: string } = TRAVEL_WINDOW) =>
    t.call({ method: 'POST', url: '/api/travel/products', cookies, body: travelRegisterBody({ brandCd: s.brandCd, images: s.images, ...overrides }, w) });
  const registered = async (overrides: Record<string, unknown> = {}) => {
    const res = await register(overrides);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ prodCd: string }>().prodCd;
  };
  const detail = async (prodCd: string, cookies: Cookies = s.cookies) =>
    (await t.call({ url: `/api/travel/products/${prodCd}`, cookies })).json<TTravelProductDetailReply>();
  const calendar = async (prodCd: string, query = '') =>
    (await t.call({ url: `/api/travel/products/${prodCd}/calendar${query}`, cookies: s.cookies })).json<TTravelCalendarReply>();
  const fieldsOf = (res: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(res.statusCode, res.body).toBe(400);
    return res.json<Fields>().fields.map((f) => `${f.field}:${f.messageKey}`);
  };

  it('registers a property with two rooms and a 3-month calendar, awaiting approval, and lists and reads it back', async () => {
    const prodCd = await registered({ prodDesc: '<p onclick="x()">바다 <script>alert(1)</script>전망</p>' });
    expect(prodCd).toMatch(/^T\d{9}$/);
    const d = await detail(prodCd);
    expect(d).toMatchObject({
      prodCd,
      prodStsCd: '40',
      prodStsNm: '승인 대기',
      brandCd: s.brandCd,
      continentCd: 'ASIA',
      nationCd: 'KR',
      gradeCd: '5',
      sellFeeRate: '12.00',
      rsvStartDt: '2026-12-01',
      rsvEndDt: '2027-02-28',
      prodDesc: '<p>바다 전망</p>',
      version: 1,
      openPriceChange: null,
    });
    expect(d.rooms.map((r) => [r.roomSeq, r.roomNm])).toEqual([
      [1, '디럭스 더블'],
      [2, '패밀리 스위트'],
    ]);
    expect(d.images).toEqual([{ fileSeq: s.images[0]!.fileSeq, imageUrl: `/api/file/image/${s.images[0]!.fileSeq}` }]);
    const cal = await calendar(prodCd);
    expect(cal.days).toHaveLength(2 * 90);
    expect(cal.days[0]).toEqual({ roomSeq: 1, stayDt: '2026-12-01', price: 180_000, stockQty: 3, saleYn: 'Y' });
    expect((await calendar(prodCd, '?fromDt=2027-02-27&toDt=2027-03-10')).days.map((x) => `${x.roomSeq}:${x.stayDt}`)).toEqual([
      '1:2027-02-27',
      '1:2027-02-28',
      '2:2027-02-27',
      '2:2027-02-28',
    ]);
    const list = (await t.call({ url: `/api/travel/products?keyword=${prodCd}`, cookies: s.cookies })).json<{
      list: TTravelProductListRow[];
      totalCnt: number;
    }>();
    expect(list.totalCnt).toBe(1);
    expect(list.list[0]).toMatchObject({
      prodCd,
      roomCnt: 2,
      rsvStartDt: '2026-12-01',
      rsvEndDt: '2027-02-28',
      continentNm: '아시아',
      gradeNm: '5성급',
      priceChangeYn: 'N',
    });
    const filtered = (await t.call({ url: `/api/travel/products?continentCd=EUROPE&keyword=${prodCd}`, cookies: s.cookies })).json<{ totalCnt: number }>();
    expect(filtered.totalCnt).toBe(0);
    const exported = await t.call({ method: 'POST', url: '/api/travel/products/excel', cookies: s.cookies, body: { prodStsCd: '40' } });
    expect(exported.statusCode, exported.body).toBe(202);
  });

  it('refuses a window over 6 months, an empty cell and a missing night, naming the field; nothing is saved', async () => {
    const long = { rsvStartDt: '2026-12-01', rsvEndDt: '2027-06-01' };
    expect(fieldsOf(await register({}, s.cookies, long))).toEqual(['rsvEndDt:travelProduct.msg.windowMax']);
    const days = travelDays(TRAVEL_WINDOW);
    const holes = [...days];
    holes[5] = { stayDt: days[5]!.stayDt } as (typeof days)[number];
    const body = travelRegisterBody({ brandCd: s.brandCd, images: s.images });
    const rooms = [
      { ...body.rooms[0]!, days: holes },
      { ...body.rooms[1]!, days: days.slice(1) },
    ];
    const res = await t.call({ method: 'POST', url: '/api/travel/products', cookies: s.cookies, body: { ...body, rooms } });
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'rooms.0.days.5.price:travelProduct.msg.priceRequired',
        'rooms.0.days.5.stockQty:travelProduct.msg.stockRequired',
        'rooms.0.days.5.saleYn:travelProduct.msg.saleYnRequired',
        'rooms.1.days:travelProduct.msg.priceRequired',
      ]),
    );
    expect(fieldsOf(await register({ brandCd: 'NOPE01', supplyProdCd: 'X-1' }))).toEqual(['brandCd:product.msg.brandNotApproved']);
    expect(fieldsOf(await register({ images: other.images }))).toEqual(['images.0:productImage.msg.notOwned']);
    expect((await t.call({ url: '/api/travel/products?keyword=X-1', cookies: s.cookies })).json<{ totalCnt: number }>().totalCnt).toBe(0);
  });

  it("answers 404 for another seller's property and refuses a master's writes while it reads", async () => {
    const prodCd = await registered();
    for (const url of [`/api/travel/products/${prodCd}`, `/api/travel/products/${prodCd}/calendar`]) {
      expect((await t.call({ url, cookies: other.cookies })).statusCode).toBe(404);
    }
    const put = await t.call({
      method: 'PUT',
      url: `/api/travel/products/${prodCd}`,
      cookies: other.cookies,
      body: travelUpdateBody({ brandCd: other.brandCd, images: other.images }),
    });
    expect(put.statusCode).toBe(404);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await detail(prodCd, master)).prodCd).toBe(prodCd);
    const refused = await t.call({ method: 'PUT', url: `/api/travel/products/${prodCd}/status`, cookies: master, body: { action: 'suspend' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'MASTER_VIEW_ONLY' });
    expect((await register({}, master)).statusCode).toBe(403);
  });

  it('lets travel-only sellers in and keeps fashion sellers out, and the other way round', async () => {
    const fashion = await sellerWithBrand(t);
    for (const [method, url] of [
      ['GET', '/api/travel/products'],
      ['POST', '/api/travel/products'],
      ['GET', '/api/travel/priceChanges'],
    ] as const) {
      const res = await t.call({ method, url, cookies: fashion.cookies, ...(method === 'POST' ? { body: travelRegisterBody() } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of ['/api/product/products', '/api/order/orderList?startDt=2026-11-01&endDt=2026-11-20', '/api/product/priceChanges']) {
      expect((await t.call({ url, cookies: s.cookies })).statusCode, url).toBe(403);
    }
    // The brand calls serve both kinds of seller; an account of settings only (role 10) still has none of them.
    expect((await t.call({ url: '/api/brand/brands', cookies: s.cookies })).statusCode).toBe(200);
    expect((await t.call({ url: '/api/brand/requestDefaults', cookies: s.cookies })).statusCode).toBe(200);
    const settingsOnly = await sellerSession(t, {}, { roleCd: '10', managerRoles: [] });
    expect((await t.call({ url: '/api/brand/brands', cookies: settingsOnly.cookies })).statusCode).toBe(403);
  });

  it('updates the property and rooms by version; a room cannot be removed; a new room brings its nights', async () => {
    const prodCd = await registered();
    const base = travelUpdateBody({ brandCd: s.brandCd, images: s.images, prodNm: '제주 오션 리조트 (리뉴얼)' });
    const put = (body: Record<string, unknown>) => t.call({ method: 'PUT', url: `/api/travel/products/${prodCd}`, cookies: s.cookies, body });
    expect(fieldsOf(await put({ ...base, rooms: [base.rooms[0]] }))).toEqual(['rooms:travelProduct.msg.roomRemoveRefused']);
    const newRoom = { roomSeq: null, roomNm: '오션뷰 트윈', stdPersonCnt: 2, maxPersonCnt: 2 };
    expect(fieldsOf(await put({ ...base, rooms: [...base.rooms, newRoom] }))).toEqual(['rooms.2.days:travelProduct.msg.newRoomDays']);
    const ok = await put({
      ...base,
      listPrice: 260_000,
      prodPrice: 190_000,
      rooms: [...base.rooms, { ...newRoom, days: travelDays(TRAVEL_WINDOW, 200_000, 2) }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ prodCd, prodStsCd: '40', version: 2 });
    const d = await detail(prodCd);
    expect(d).toMatchObject({ prodNm: '제주 오션 리조트 (리뉴얼)', listPrice: 260_000, prodPrice: 190_000, version: 2 });
    expect(d.rooms.map((r) => r.roomNm)).toEqual(['디럭스 더블', '패밀리 스위트', '오션뷰 트윈']);
    expect((await calendar(prodCd)).days.filter((x) => x.roomSeq === 3)).toHaveLength(90);
    const stale = await put(base);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject(refusal('product.msg.stale'));
  });
});
