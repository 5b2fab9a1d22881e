import { stayNights } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import { travelProducts, travelRoomDays, travelRooms } from '@/modules/travel/travel-product.tables.ts';
import { approvedBrand, sellerSite, uploadProductImage } from './product-factories.ts';
import { sellerSession } from './setting-factories.ts';
import type { TestApp } from './test-app.ts';
import { addDays } from '@/platform/time/business-days.ts';

// Travel products for tests, written straight to the tables (the registration's own tests go through HTTP): a
// property, its rooms and a calendar of price, stock and sale flag per room and night.

export interface TravelProductSpec {
  supplyEntrCd: string;
  prodStsCd?: string;
  brandCd?: string;
  rsvStartDt: string;
  rsvEndDt: string;
  /** One entry per room: its nightly price and stock over the whole window. */
  rooms?: { roomNm: string; price: number; stockQty: number; saleYn?: 'Y' | 'N' }[];
}

/** Inserts an approved (90) property with two rooms by default and a full calendar; answers its code. */
export async function insertTravelProduct(t: TestApp, spec: TravelProductSpec): Promise<string> {
  const [row] = rowsOf<{ n: string }>(await t.db.q.execute(sql`select nextval('travel_prod_cd_seq')::text as n`));
  const prodCd = `T${row!.n}`;
  const now = t.clock.now();
  const actor = { regId: 'test', regNm: 'test', upId: 'test', upNm: 'test', regDt: now, upDt: now };
  await t.db.q.insert(travelProducts).values({
    supplyEntrCd: spec.supplyEntrCd,
    prodCd,
    supplyProdCd: `S-${prodCd}`,
    prodNm: `테스트 호텔 ${prodCd}`,
    prodStsCd: spec.prodStsCd ?? '90',
    brandCd: spec.brandCd ?? 'B-TEST',
    continentCd: 'ASIA',
    nationCd: 'KR',
    gradeCd: '4',
    baseAddr: '제주특별자치도 서귀포시 중문관광로 72',
    prodDesc: '<p>바다가 보이는 호텔</p>',
    listPrice: 200_000,
    prodPrice: 150_000,
    sellFeeRate: '10.00',
    rsvStartDt: spec.rsvStartDt,
    rsvEndDt: spec.rsvEndDt,
    ...actor,
  });
  const rooms = spec.rooms ?? [
    { roomNm: '디럭스 더블', price: 150_000, stockQty: 3 },
    { roomNm: '패밀리 스위트', price: 280_000, stockQty: 1 },
  ];
  const nights = stayNights(spec.rsvStartDt, addDays(spec.rsvEndDt, 1));
  for (const [i, room] of rooms.entries()) {
    const roomSeq = i + 1;
    await t.db.q
      .insert(travelRooms)
      .values({ supplyEntrCd: spec.supplyEntrCd, prodCd, roomSeq, roomNm: room.roomNm, stdPersonCnt: 2, maxPersonCnt: 4, regDt: now });
    await t.db.q.insert(travelRoomDays).values(
      nights.map((stayDt) => ({
        supplyEntrCd: spec.supplyEntrCd,
        prodCd,
        roomSeq,
        stayDt,
        price: room.price,
        stockQty: room.stockQty,
        saleYn: room.saleYn ?? 'Y',
        upDt: now,
      })),
    );
  }
  return prodCd;
}

/** A 3-month window from the tests' day (2026-11-20): the nights the registration and matrix bodies fill. */
export const TRAVEL_WINDOW = { rsvStartDt: '2026-12-01', rsvEndDt: '2027-02-28' } as const;

/** One room's nights over a window, every cell filled. */
export function travelDays(w: { rsvStartDt: string; rsvEndDt: string }, price = 120_000, stockQty = 3, saleYn: 'Y' | 'N' = 'Y') {
  return stayNights(w.rsvStartDt, addDays(w.rsvEndDt, 1)).map((stayDt) => ({ stayDt, price, stockQty, saleYn }));
}

/** The property fields of a valid form (brand and photos are the seller's: pass them). */
export const travelPropertyFields = (overrides: Record<string, unknown> = {}) => ({
  supplyProdCd: `H-${Math.random().toString(36).slice(2, 8)}`,
  prodNm: '제주 오션 리조트',
  brandCd: 'B-TEST',
  continentCd: 'ASIA',
  nationCd: 'KR',
  gradeCd: '5',
  zipNo: '63535',
  baseAddr: '제주특별자치도 서귀포시 중문관광로 72',
  dtlAddr: '본관',
  checkInTm: '15:00',
  checkOutTm: '11:00',
  images: [{ fileSeq: 1 }],
  prodDesc: '<p>바다가 보이는 리조트</p>',
  ...overrides,
});

/** A registration with two rooms and a full calendar of the window. */
export const travelRegisterBody = (overrides: Record<string, unknown> = {}, w: { rsvStartDt: string; rsvEndDt: string } = TRAVEL_WINDOW) => ({
  ...travelPropertyFields(),
  listPrice: 250_000,
  prodPrice: 180_000,
  ...w,
  rooms: [
    { roomNm: '디럭스 더블', stdPersonCnt: 2, maxPersonCnt: 3, bedTypeNm: '더블', roomDesc: '', days: travelDays(w, 180_000, 3) },
    { roomNm: '패밀리 스위트', stdPersonCnt: 4, maxPersonCnt: 6, bedTypeNm: '킹+싱글', roomDesc: '', days: travelDays(w, 320_000, 1) },
  ],
  ...overrides,
});

/** An update form of the two rooms insertTravelProduct writes, at version 1. */
export const travelUpdateBody = (overrides: Record<string, unknown> = {}) => ({
  ...travelPropertyFields(),
  rooms: [
    { roomSeq: 1, roomNm: '디럭스 더블', stdPersonCnt: 2, maxPersonCnt: 4 },
    { roomSeq: 2, roomNm: '패밀리 스위트', stdPersonCnt: 2, maxPersonCnt: 4 },
  ],
  version: 1,
  ...overrides,
});

/** A confirmed window change of rooms 1 and 2 with full calendars. */
export const travelWindowBody = (w: { rsvStartDt: string; rsvEndDt: string }, overrides: Record<string, unknown> = {}) => ({
  ...w,
  confirmWipe: 'Y',
  rooms: [1, 2].map((roomSeq) => ({ roomSeq, days: travelDays(w, 150_000, 2) })),
  version: 1,
  ...overrides,
});

/**
 * A signed-in travel-only seller (manager role 190, as travel01) with a shipping site, an approved brand at 12 %
 * and one uploaded photo: ready to register properties (`travelRegisterBody({ brandCd, images })`).
 */
export async function travelSeller(t: TestApp) {
  const s = await sellerSession(t, {}, { managerRoles: ['190'] });
  await sellerSite(t, s.cookies);
  const brandCd = await approvedBrand(t, s, { sellFeeRate: '12.00' });
  const images = [{ fileSeq: await uploadProductImage(t, s.cookies) }];
  return { ...s, brandCd, images };
}
export type TravelSeller = Awaited<ReturnType<typeof travelSeller>>;
