import type { TTravelEstimateTypeCd } from '@po/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { NameOf } from '@/shared/form/schema-form';
import type { TTravelEstimateDetailReply, TTravelEstimateSaveRequest } from '../api/travel-shapes';

const DAY = 'YYYY-MM-DD';

/** A room line as the form holds it: the stay is the range picker's pair of days. */
export interface EstimateRoomValues {
  estmRoomSeq: number;
  roomNm: string;
  roomCnt: number;
  stay: [Dayjs, Dayjs] | null;
}

/** The estimate form as antd holds it. */
export interface EstimateFormValues {
  estmProdTypeCd: TTravelEstimateTypeCd;
  rooms: EstimateRoomValues[];
  estmAmt: number | null;
  payLimitDt: Dayjs | null;
  memo: string;
}

export const toEstimateForm = (e: TTravelEstimateDetailReply): EstimateFormValues => ({
  estmProdTypeCd: e.estmProdTypeCd,
  rooms: e.rooms.map((r) => ({
    estmRoomSeq: r.estmRoomSeq,
    roomNm: r.roomNm,
    roomCnt: r.roomCnt,
    stay: r.checkInDt && r.checkOutDt ? [dayjs(r.checkInDt), dayjs(r.checkOutDt)] : null,
  })),
  estmAmt: e.estmAmt,
  payLimitDt: e.payLimitDt ? dayjs(e.payLimitDt) : null,
  memo: e.memo,
});

/** The save request from the form (the contract's schema then checks it: dates, price, limit before check-in). */
export const toEstimateSave = (v: EstimateFormValues, version: number): TTravelEstimateSaveRequest => ({
  version,
  estmProdTypeCd: v.estmProdTypeCd,
  rooms: v.rooms.map((r) => ({ estmRoomSeq: r.estmRoomSeq, checkInDt: r.stay?.[0].format(DAY) ?? null, checkOutDt: r.stay?.[1].format(DAY) ?? null })),
  estmAmt: v.estmAmt ?? null,
  payLimitDt: v.payLimitDt?.format(DAY) ?? null,
  memo: v.memo ?? '',
});

/** A room's check-in or check-out message lands on its range picker. */
export const estimateNameOf: NameOf = (path) => (path[0] === 'rooms' && typeof path[1] === 'number' ? ['rooms', path[1], 'stay'] : path);

/** Changing the estimate type clears every room's dates (business-area §5): the seller enters them again. */
export const clearRoomDates = (rooms: EstimateRoomValues[]): EstimateRoomValues[] => rooms.map((r) => ({ ...r, stay: null }));

/** Sending for payment needs every room's dates, the price and the payment limit (the save rule only checks pairs). */
export function paymentMissing(v: EstimateFormValues): { name: (string | number)[]; messageKey: string }[] {
  const out: { name: (string | number)[]; messageKey: string }[] = [];
  v.rooms.forEach((r, i) => {
    if (!r.stay) out.push({ name: ['rooms', i, 'stay'], messageKey: 'travelOrder.msg.roomDatesRequired' });
  });
  if (!v.estmAmt) out.push({ name: ['estmAmt'], messageKey: 'travelOrder.msg.estimateAmtRequired' });
  if (!v.payLimitDt) out.push({ name: ['payLimitDt'], messageKey: 'travelOrder.msg.payLimitBeforeCheckIn' });
  return out;
}
