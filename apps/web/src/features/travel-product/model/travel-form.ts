import type { TTravelContinentCd, TTravelGradeCd } from '@po/contracts';
import type { Dayjs } from 'dayjs';
import { fieldPath, type NameOf } from '@/shared/form/schema-form';
import { cellKey, windowNights, type Calendar, type SaleYn } from './calendar';

/** A room row. `key` names its calendar cells; `roomSeq` is set once the room is registered (it cannot be removed). */
export interface TravelRoomValues {
  key: string;
  roomSeq?: number;
  roomNm: string;
  stdPersonCnt?: number | null;
  maxPersonCnt?: number | null;
  bedTypeNm: string;
  roomDesc: string;
  useYn: SaleYn;
}

/** The property form: one range picker for the window, the rooms as rows, the calendar as one value. */
export interface TravelProductFormValues {
  prodNm: string;
  supplyProdCd: string;
  brandCd?: string;
  continentCd?: TTravelContinentCd;
  nationCd?: string;
  gradeCd?: TTravelGradeCd;
  zipNo: string;
  baseAddr: string;
  dtlAddr: string;
  checkInTm: string;
  checkOutTm: string;
  prodDesc: string;
  listPrice?: number | null;
  prodPrice?: number | null;
  rsvWindow: [Dayjs | null, Dayjs | null] | null;
  rooms: TravelRoomValues[];
  calendar: Calendar;
}

let lastKey = 0;
/** A key for a new unsaved room row. */
export const newRoomKey = (): string => `new-${++lastKey}`;

export const blankRoom = (): TravelRoomValues => ({
  key: newRoomKey(),
  roomNm: '',
  stdPersonCnt: 2,
  maxPersonCnt: 2,
  bedTypeNm: '',
  roomDesc: '',
  useYn: 'Y',
});

export function emptyTravelProduct(): TravelProductFormValues {
  return {
    prodNm: '',
    supplyProdCd: '',
    zipNo: '',
    baseAddr: '',
    dtlAddr: '',
    checkInTm: '15:00',
    checkOutTm: '11:00',
    prodDesc: '',
    listPrice: null,
    prodPrice: null,
    rsvWindow: null,
    rooms: [blankRoom()],
    calendar: {},
  };
}

const ISO = 'YYYY-MM-DD';
export const isoDay = (d: Dayjs | null | undefined): string => (d ? d.format(ISO) : '');

/** The window's first and last night from the picker ('' when not chosen). */
export function windowOf(v: Pick<TravelProductFormValues, 'rsvWindow'>): { rsvStartDt: string; rsvEndDt: string } {
  return { rsvStartDt: isoDay(v.rsvWindow?.[0]), rsvEndDt: isoDay(v.rsvWindow?.[1]) };
}

/** One night of one room in the request: the room by its place in `rooms` (a new room has no number yet). */
export interface TravelDayBody {
  roomIdx: number;
  stayDt: string;
  price: number | null;
  stockQty: number | null;
  saleYn: SaleYn | null;
}

/** The calendar as the request's rows: every room × night of the window, empty parts as null for the schema to name. */
export function toDayRows(v: Pick<TravelProductFormValues, 'rooms' | 'calendar' | 'rsvWindow'>): TravelDayBody[] {
  const { rsvStartDt, rsvEndDt } = windowOf(v);
  const nights = windowNights(rsvStartDt, rsvEndDt);
  const out: TravelDayBody[] = [];
  v.rooms.forEach((room, roomIdx) => {
    for (const stayDt of nights) {
      const c = v.calendar[cellKey(room.key, stayDt)];
      out.push({ roomIdx, stayDt, price: c?.price ?? null, stockQty: c?.stockQty ?? null, saleYn: c?.saleYn ?? null });
    }
  });
  return out;
}

/** The request from the form (the contract schema checks it next). */
export function toTravelBody(v: TravelProductFormValues) {
  return {
    prodNm: v.prodNm.trim(),
    supplyProdCd: v.supplyProdCd.trim(),
    brandCd: v.brandCd ?? '',
    continentCd: v.continentCd as TTravelContinentCd,
    nationCd: v.nationCd ?? '',
    gradeCd: v.gradeCd as TTravelGradeCd,
    zipNo: v.zipNo,
    baseAddr: v.baseAddr,
    dtlAddr: v.dtlAddr,
    checkInTm: v.checkInTm,
    checkOutTm: v.checkOutTm,
    prodDesc: v.prodDesc,
    listPrice: v.listPrice ?? null,
    prodPrice: v.prodPrice ?? null,
    ...windowOf(v),
    rooms: v.rooms.map((r) => ({
      ...(r.roomSeq ? { roomSeq: r.roomSeq } : {}),
      roomNm: r.roomNm.trim(),
      stdPersonCnt: r.stdPersonCnt ?? (null as unknown as number),
      maxPersonCnt: r.maxPersonCnt ?? (null as unknown as number),
      bedTypeNm: r.bedTypeNm,
      roomDesc: r.roomDesc,
      useYn: r.useYn,
    })),
    days: toDayRows(v),
  };
}

/** Schema paths to form items: the window is one picker, a day's message lands on the calendar's note. */
export const travelNameOf: NameOf = (raw) => {
  const path = raw.length === 1 && typeof raw[0] === 'string' ? fieldPath(raw[0]) : raw;
  const [head] = path;
  if (head === 'rsvStartDt' || head === 'rsvEndDt') return ['rsvWindow'];
  if (head === 'days') return ['calendar'];
  return path;
};
