import { expect, type Locator, type Page } from '@playwright/test';
import type { TMallTravelOrderReply, TTravelOrderListReply } from '@po/contracts';
import { seoulDay } from './order-ops';
import { callMall, newOrdNo } from './orders';
import { callApi } from './products';

// Travel journeys: the mall's bookings through its API (the dev key), and the date boxes of the travel screens.

export interface TravelRoomRef {
  prodCd: string;
  roomSeq: number;
}

/** One of the signed-in seller's properties with a room, read from its demo reservations (the demo step books its properties). */
export async function demoRoom(page: Page): Promise<TravelRoomRef> {
  const query = new URLSearchParams({ dateType: 'CHECK_IN', startDt: seoulDay(-60), endDt: seoulDay(60), pageNum: '1', pageSize: '20' });
  const reply = await callApi<TTravelOrderListReply>(page, 'GET', `/travelOrder/orderList?${query.toString()}`);
  const row = reply.body.list[0];
  if (reply.status !== 200 || !row) throw new Error(`travel01 has no demo reservation: ${reply.status}`);
  return { prodCd: row.prodCd, roomSeq: row.roomSeq };
}

/**
 * The mall books a stay of two nights, starting on the first day from `fromDay` days ahead whose nights are on sale
 * with a room left (the demo bookings hold some): a refused day answers 409 and the next one is asked.
 */
export async function bookStay(page: Page, room: TravelRoomRef, fromDay: number): Promise<{ ordNo: string; checkInDt: string }> {
  for (let day = fromDay; day < fromDay + 40; day += 1) {
    const ordNo = newOrdNo();
    const now = new Date().toISOString();
    const booked = await callMall<TMallTravelOrderReply>(page, 'POST', '/travel/reservations', {
      ordNo,
      ordDtlSq: 1,
      ...room,
      checkInDt: seoulDay(day),
      checkOutDt: seoulDay(day + 2),
      roomCnt: 1,
      adultCnt: 2,
      guestNm: '여행객',
      guestMobile: '01055554444',
      buyerNm: '구매자',
      buyerMobile: '01066667777',
      rsvRequest: '높은 층 부탁드립니다.',
      ordDt: now,
      payDt: now,
    });
    if (booked.status === 200) return { ordNo, checkInDt: seoulDay(day) };
    if (booked.status !== 409 && booked.status !== 400) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  }
  throw new Error(`no free stay on ${room.prodCd} room ${room.roomSeq}`);
}

/** Types a day into an antd date box as a person does. */
export async function typeDay(box: Locator, day: string): Promise<void> {
  await box.click();
  await box.fill(day);
  await box.press('Enter');
}

/** Types both days into an antd range picker (its two boxes) and waits until it shows them. */
export async function typeRange(picker: Locator, from: string, to: string): Promise<void> {
  const boxes = picker.locator('input');
  await typeDay(boxes.nth(0), from);
  await typeDay(boxes.nth(1), to);
  await expect(boxes.nth(0)).toHaveValue(from);
  await expect(boxes.nth(1)).toHaveValue(to);
}
