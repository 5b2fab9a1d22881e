import { stayNights, TRAVEL_ESTIMATE_STATUSES, TRAVEL_ORDER_STATUSES, type TTravelEstimateStatCd, type TTravelOrderStsCd } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { Services } from '@/services.ts';
import { MALL_ACTOR, type TravelActorRef } from '@/modules/travel/travel-order-moves.ts';

/** The travel-only demo seller (travel01). */
export const DEMO_TRAVEL_SELLER = 'S000006';
const SELLER: TravelActorRef = { type: 'seller', id: 'travel01', nm: '한지호' };
const RESERVATIONS = 36;
const ESTIMATES = 10;
const GUESTS = ['김민준', '이서연', '박지호', '최수아', '정도윤', '강하은', '조시우', '윤지유', '장예준', '임채원'];

/** A property of the seller on sale, with its window and rooms. */
interface DemoProperty {
  prodCd: string;
  rsvStartDt: string;
  rsvEndDt: string;
  roomSeqs: number[];
}

/** The seller's properties on sale (the travel products' demo step writes them). */
export async function listOnSaleProperties(db: Database, supplyEntrCd: string): Promise<DemoProperty[]> {
  return rowsOf<DemoProperty>(
    await db.q.execute(sql`
      select p.prod_cd as "prodCd", p.rsv_start_dt::text as "rsvStartDt", p.rsv_end_dt::text as "rsvEndDt",
             array_agg(r.room_seq order by r.room_seq) as "roomSeqs"
      from travel_product p join travel_room r on r.supply_entr_cd = p.supply_entr_cd and r.prod_cd = p.prod_cd
      where p.supply_entr_cd = ${supplyEntrCd} and p.prod_sts_cd = '90'
      group by p.prod_cd, p.rsv_start_dt, p.rsv_end_dt
      order by p.prod_cd`),
  );
}

/** Whether every night of the stay has a room on sale. */
async function isFree(db: Database, prodCd: string, roomSeq: number, checkInDt: string, nights: number): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.q.execute(sql`
      select count(*)::int as n from travel_room_day
      where prod_cd = ${prodCd} and room_seq = ${roomSeq} and stay_dt >= ${checkInDt}::date and stay_dt < ${addDays(checkInDt, nights)}::date
        and stock_qty >= 1 and sale_yn = 'Y'`),
  );
  return row?.n === stayNights(checkInDt, addDays(checkInDt, nights)).length;
}

/** The moves that take a new reservation to each status (who makes each: the seller, or the buyer through the mall). */
const ORDER_PATHS: Record<TTravelOrderStsCd, [action: 'confirm' | 'cancelRequest' | 'cancel' | 'purchaseConfirm' | 'complete', by: TravelActorRef][]> = {
  RSV_WAIT: [],
  RSV_CONFIRM: [['confirm', SELLER]],
  PURCHASE_CONFIRM: [
    ['confirm', SELLER],
    ['purchaseConfirm', MALL_ACTOR],
  ],
  TRAVEL_COMPLETE: [
    ['confirm', SELLER],
    ['purchaseConfirm', MALL_ACTOR],
    ['complete', SELLER],
  ],
  CANCEL_REQUEST: [['cancelRequest', MALL_ACTOR]],
  CANCEL: [
    ['cancelRequest', MALL_ACTOR],
    ['cancel', SELLER],
  ],
};

/** A check-in inside the window for a stay of `nights`, near `wanted` (null when the window is too short). */
function checkInWithin(p: DemoProperty, wanted: string, nights: number): string | null {
  const last = addDays(p.rsvEndDt, 1 - nights);
  if (last < p.rsvStartDt) return null;
  return wanted < p.rsvStartDt ? p.rsvStartDt : wanted > last ? last : wanted;
}

/**
 * travel01's reservations and estimates, through the mall's intake and the moves (so the stock is taken and given
 * back as in use): stays from two months ago to two months ahead in every status, estimates in every status.
 * Deterministic: the plan is a function of the index. Nothing when the seller has no property on sale.
 */
export async function seedDemoTravelOrders(services: Services, db: Database, now: Date): Promise<void> {
  const props = await listOnSaleProperties(db, DEMO_TRAVEL_SELLER);
  if (props.length === 0) return;
  const today = seoulDate(now);
  const stamp = today.replaceAll('-', '');
  for (let i = 0; i < RESERVATIONS; i++) {
    const p = props[i % props.length]!;
    const nights = 1 + (i % 3);
    const checkInDt = checkInWithin(p, addDays(today, -60 + Math.floor((i * 120) / RESERVATIONS)), nights);
    if (!checkInDt) continue;
    const ordDay = addDays(checkInDt < today ? checkInDt : today, -(2 + (i % 12)));
    const ordDt = new Date(`${ordDay}T${String(9 + (i % 10)).padStart(2, '0')}:15:00+09:00`);
    const ordNo = `TR${stamp}${String(i + 1).padStart(4, '0')}`;
    const guest = GUESTS[i % GUESTS.length]!;
    const roomSeq = p.roomSeqs[i % p.roomSeqs.length]!;
    // The seed runs in one transaction, so a refused booking could not roll back alone: book only what is free.
    if (!(await isFree(db, p.prodCd, roomSeq, checkInDt, nights))) continue;
    await services.travelMall.book({
      ordNo,
      ordDtlSq: 1,
      prodCd: p.prodCd,
      roomSeq,
      checkInDt,
      checkOutDt: addDays(checkInDt, nights),
      roomCnt: 1,
      adultCnt: 2,
      childCnt: i % 4 === 0 ? 1 : 0,
      guestNm: guest,
      guestMobile: `0102000${String(1000 + i).slice(-4)}`,
      guestEmail: '',
      buyerNm: guest,
      buyerMobile: `0102000${String(1000 + i).slice(-4)}`,
      rsvRequest: i % 3 === 0 ? '늦은 체크인 예정입니다.' : '',
      ordDt: ordDt.toISOString(),
      payDt: new Date(ordDt.getTime() + 60_000).toISOString(),
    });
    // Stays already over mostly end complete; the others cycle through every status.
    const target: TTravelOrderStsCd =
      addDays(checkInDt, nights) <= today && i % 2 === 0 ? 'TRAVEL_COMPLETE' : TRAVEL_ORDER_STATUSES[i % TRAVEL_ORDER_STATUSES.length]!;
    for (const [action, actor] of ORDER_PATHS[target]) {
      await services.travelOrderMoves.moveOrder({
        key: { supplyEntrCd: DEMO_TRAVEL_SELLER, ordNo, ordDtlSq: 1 },
        action,
        actor,
        reason: action.startsWith('cancel') ? '일정 변경' : '',
      });
    }
  }
  await seedDemoEstimates(services, props, today, stamp);
}

async function seedDemoEstimates(services: Services, props: DemoProperty[], today: string, stamp: string): Promise<void> {
  for (let i = 0; i < ESTIMATES; i++) {
    const p = props[i % props.length]!;
    const checkInDt = checkInWithin(p, addDays(today, 14 + i * 4), 2);
    if (!checkInDt) continue;
    const estmNo = `ES${stamp}${String(i + 1).padStart(4, '0')}`;
    await services.travelMall.requestEstimate({
      estmNo,
      prodCd: p.prodCd,
      estmProdTypeCd: i % 2 === 0 ? 'GROUP' : 'CUSTOM',
      reqNm: GUESTS[(i + 3) % GUESTS.length]!,
      reqMobile: `0103000${String(1000 + i).slice(-4)}`,
      reqEmail: '',
      personCnt: 8 + i * 2,
      reqCont: i % 2 === 0 ? '회사 워크숍 단체 숙박 견적 부탁드립니다.' : '가족 여행 맞춤 견적 요청합니다.',
      reqDt: new Date(`${addDays(today, -(1 + i))}T11:00:00+09:00`).toISOString(),
      rooms: p.roomSeqs.slice(0, 2).map((roomSeq) => ({ roomSeq, roomCnt: 2, checkInDt, checkOutDt: addDays(checkInDt, 2) })),
    });
    const target: TTravelEstimateStatCd = TRAVEL_ESTIMATE_STATUSES[i % TRAVEL_ESTIMATE_STATUSES.length]!;
    const key = { supplyEntrCd: DEMO_TRAVEL_SELLER, estmNo };
    const moves = services.travelEstimateMoves;
    if (target === 'REQUEST') continue;
    if (target === 'CANCEL') {
      await moves.moveEstimate({ key, action: 'cancel', actor: SELLER, reason: '요청 인원 변경' });
      continue;
    }
    await moves.moveEstimate({ key, action: 'check', actor: SELLER });
    if (target === 'CHECK') continue;
    const patch = { estmAmt: 180_000 * (4 + i), payLimitDt: addDays(checkInDt, -3) };
    await moves.moveEstimate({ key, action: 'requestPayment', actor: SELLER, patch });
    if (target === 'PAID') await moves.moveEstimate({ key, action: 'pay', actor: MALL_ACTOR });
  }
}
