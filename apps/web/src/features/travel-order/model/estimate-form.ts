import type { TTravelEstimateDetailReply, TTravelEstimateRoomsRequest } from '@po/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { NameOf } from '@/shared/form/schema-form';

const DAY = 'YYYY-MM-DD';

/** A room line as the form holds it: the stay is the range picker's pair of days. */
export interface EstimateRoomValues {
  estmRoomSeq: number;
  roomNm: string;
  roomCnt: number;
  stay: [Dayjs, Dayjs] | null;
}

/** The rooms form as antd holds it. */
export interface EstimateRoomsValues {
  rooms: EstimateRoomValues[];
}

/** The price and payment limit form as antd holds it. */
export interface EstimatePaymentValues {
  estmAmt: number | null;
  payLimitDt: Dayjs | null;
}

export const toRoomsForm = (e: Pick<TTravelEstimateDetailReply, 'rooms'>): EstimateRoomsValues => ({
  rooms: e.rooms.map((r) => ({
    estmRoomSeq: r.estmRoomSeq,
    roomNm: r.roomNm,
    roomCnt: r.roomCnt,
    stay: r.checkInDt && r.checkOutDt ? [dayjs(r.checkInDt), dayjs(r.checkOutDt)] : null,
  })),
});

/** The rooms request from the form; the contract's schema then checks each pair. */
export const toRoomsRequest = (v: EstimateRoomsValues, version: number): TTravelEstimateRoomsRequest => ({
  version,
  rooms: v.rooms.map((r) => ({ estmRoomSeq: r.estmRoomSeq, checkInDt: r.stay?.[0].format(DAY) ?? null, checkOutDt: r.stay?.[1].format(DAY) ?? null })),
});

/** A room's check-in or check-out message lands on its range picker. */
export const roomsNameOf: NameOf = (path) => (path[0] === 'rooms' && typeof path[1] === 'number' ? ['rooms', path[1], 'stay'] : path);

/** Changing the estimate type clears every room's dates (business-area §5): the seller enters them again. */
export const clearRoomDates = <R extends { stay: unknown }>(rooms: R[]): R[] => rooms.map((r) => ({ ...r, stay: null }));

export const toPaymentForm = (e: Pick<TTravelEstimateDetailReply, 'estmAmt' | 'payLimitDt'>): EstimatePaymentValues => ({
  estmAmt: e.estmAmt,
  payLimitDt: e.payLimitDt ? dayjs(e.payLimitDt) : null,
});

/** The payment request's values as the contract takes them (an empty box is left out, so its rule names it). */
export const toPaymentRequest = (v: EstimatePaymentValues, version: number) => ({
  version,
  ...(v.estmAmt !== null && v.estmAmt !== undefined ? { estmAmt: v.estmAmt } : {}),
  ...(v.payLimitDt ? { payLimitDt: v.payLimitDt.format(DAY) } : {}),
});

/** The earliest check-in of the rooms' stored dates; null while a room has none (the server answers it too). */
export function firstCheckIn(rooms: readonly { checkInDt: string | null }[]): string | null {
  if (rooms.some((r) => !r.checkInDt)) return null;
  return rooms.map((r) => r.checkInDt!).reduce<string | null>((min, d) => (min === null || d < min ? d : min), null);
}

/**
 * The payment limit date must fall before check-in (business-area §5): the first check-in of the rooms. Every room
 * needs its dates before the estimate goes for payment. Answers the message key and the box it belongs to.
 */
export function paymentRuleError(
  payLimitDt: string | undefined,
  rooms: readonly { checkInDt: string | null }[],
): { name: string[]; messageKey: string } | null {
  const checkIn = firstCheckIn(rooms);
  if (checkIn === null) return { name: ['rooms'], messageKey: 'travelOrder.msg.roomDatesRequired' };
  if (payLimitDt && !(payLimitDt < checkIn)) return { name: ['payLimitDt'], messageKey: 'travelOrder.msg.payLimitBeforeCheckIn' };
  return null;
}
