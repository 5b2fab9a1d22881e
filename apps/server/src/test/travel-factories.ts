import { stayNights } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import { travelProducts, travelRoomDays, travelRooms } from '@/modules/travel/travel-product.tables.ts';
import type { TestApp } from './test-app.ts';

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
  const nights = stayNights(spec.rsvStartDt, addOneDay(spec.rsvEndDt));
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

function addOneDay(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
