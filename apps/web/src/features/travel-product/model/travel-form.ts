import type {
  TRegisterTravelProductRequest,
  TTravelCalendarCell,
  TTravelCalendarReply,
  TTravelContinentCd,
  TTravelDayInput,
  TTravelGradeCd,
  TTravelProductDetailReply,
  TTravelWindowChangeRequest,
  TUpdateTravelProductRequest,
} from '@po/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldPath, type NameOf } from '@/shared/form/schema-form';
import type { TravelPhoto } from '../components/photos-section';
import { cellKey, windowNights, type Calendar, type DayCell, type SaleYn } from './calendar';

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
  images: TravelPhoto[];
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
    images: [],
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

/** A room's nights in the request, every night of the window, empty parts as null for the schema to name. */
export function roomDays(calendar: Calendar, roomKey: string, nights: readonly string[]) {
  return nights.map((stayDt) => {
    const c = calendar[cellKey(roomKey, stayDt)];
    return { stayDt, price: c?.price ?? null, stockQty: c?.stockQty ?? null, saleYn: c?.saleYn ?? null };
  });
}

/** An empty number box goes out as null, typed as the request's number: the schema names it (a required message). */
function orNull(n: number | null | undefined): number {
  return (n ?? null) as number;
}

const roomFields = (r: TravelRoomValues) => ({
  roomNm: r.roomNm.trim(),
  stdPersonCnt: orNull(r.stdPersonCnt),
  maxPersonCnt: orNull(r.maxPersonCnt),
  bedTypeNm: r.bedTypeNm,
  roomDesc: r.roomDesc,
});

const propertyOf = (v: TravelProductFormValues) => ({
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
  images: v.images.map((i) => ({ fileSeq: i.fileSeq })),
  prodDesc: v.prodDesc,
});

/** The registration request (ZRegisterTravelProductRequest checks it next): every room with every night. */
export function toRegisterBody(v: TravelProductFormValues): TRegisterTravelProductRequest {
  const { rsvStartDt, rsvEndDt } = windowOf(v);
  const nights = windowNights(rsvStartDt, rsvEndDt);
  return {
    ...propertyOf(v),
    listPrice: orNull(v.listPrice),
    prodPrice: orNull(v.prodPrice),
    rsvStartDt,
    rsvEndDt,
    rooms: v.rooms.map((r) => ({ ...roomFields(r), days: roomDays(v.calendar, r.key, nights) as TTravelDayInput[] })),
  };
}

/** The update's context: the version read, whether the prices may change, the window as stored. */
export interface TravelUpdateContext {
  version: number;
  pricesEditable: boolean;
}

/**
 * The update request: registered rooms by their number (never left out), new ones with the nights of the window
 * (the current one, or the new one once the window call went first).
 */
export function toUpdateBody(v: TravelProductFormValues, ctx: TravelUpdateContext): TUpdateTravelProductRequest {
  const { rsvStartDt, rsvEndDt } = windowOf(v);
  const nights = windowNights(rsvStartDt, rsvEndDt);
  return {
    ...propertyOf(v),
    ...(ctx.pricesEditable ? { listPrice: orNull(v.listPrice), prodPrice: orNull(v.prodPrice) } : {}),
    rooms: v.rooms.map((r) => ({
      ...roomFields(r),
      roomSeq: r.roomSeq ?? null,
      useYn: r.useYn,
      ...(r.roomSeq ? {} : { days: roomDays(v.calendar, r.key, nights) as TTravelDayInput[] }),
    })),
    version: ctx.version,
  };
}

/** The window change: the registered rooms' full calendar of the new window, after the seller confirmed the wipe. */
export function toWindowBody(v: TravelProductFormValues, version: number): TTravelWindowChangeRequest {
  const { rsvStartDt, rsvEndDt } = windowOf(v);
  const nights = windowNights(rsvStartDt, rsvEndDt);
  return {
    rsvStartDt,
    rsvEndDt,
    confirmWipe: 'Y',
    rooms: v.rooms.filter((r) => r.roomSeq).map((r) => ({ roomSeq: r.roomSeq as number, days: roomDays(v.calendar, r.key, nights) as TTravelDayInput[] })),
    version,
  };
}

/** The registered rooms' cells that differ from what was loaded: the calendar call's explicit cells. */
export function changedCells(v: TravelProductFormValues, loaded: Calendar): TTravelCalendarCell[] {
  const { rsvStartDt, rsvEndDt } = windowOf(v);
  const nights = windowNights(rsvStartDt, rsvEndDt);
  const out: TTravelCalendarCell[] = [];
  for (const r of v.rooms) {
    if (!r.roomSeq) continue;
    for (const stayDt of nights) {
      const k = cellKey(r.key, stayDt);
      const c = v.calendar[k];
      const was = loaded[k];
      if (!c || (was && c.price === was.price && c.stockQty === was.stockQty && c.saleYn === was.saleYn)) continue;
      out.push({ roomSeq: r.roomSeq, stayDt, price: orNull(c.price), stockQty: orNull(c.stockQty), saleYn: c.saleYn as 'Y' | 'N' });
    }
  }
  return out;
}

/** A registered room's key in the calendar. */
export const roomKeyOf = (roomSeq: number): string => `room-${roomSeq}`;

/** The calendar call's reply as the form's calendar. */
export function calendarOf(reply: Pick<TTravelCalendarReply, 'days'>): Calendar {
  const out: Record<string, DayCell> = {};
  for (const d of reply.days) out[cellKey(roomKeyOf(d.roomSeq), d.stayDt)] = { price: d.price, stockQty: d.stockQty, saleYn: d.saleYn };
  return out;
}

/** The stored property as the form's values. */
export function fromDetail(d: TTravelProductDetailReply, calendar: Calendar): TravelProductFormValues {
  return {
    prodNm: d.prodNm,
    supplyProdCd: d.supplyProdCd,
    brandCd: d.brandCd,
    continentCd: d.continentCd,
    nationCd: d.nationCd,
    gradeCd: d.gradeCd,
    zipNo: d.zipNo,
    baseAddr: d.baseAddr,
    dtlAddr: d.dtlAddr,
    checkInTm: d.checkInTm,
    checkOutTm: d.checkOutTm,
    images: d.images.map((i) => ({ fileSeq: i.fileSeq, fileUrl: i.imageUrl })),
    prodDesc: d.prodDesc,
    listPrice: d.listPrice,
    prodPrice: d.prodPrice,
    rsvWindow: [dayjs(d.rsvStartDt), dayjs(d.rsvEndDt)],
    rooms: d.rooms.map((r) => ({ key: roomKeyOf(r.roomSeq), ...r })),
    calendar,
  };
}

/**
 * Schema paths to form items: the window is one picker; a room's nights land on the calendar's box; a room's
 * field on its row.
 */
export const travelNameOf: NameOf = (raw) => {
  const path = raw.length === 1 && typeof raw[0] === 'string' ? fieldPath(raw[0]) : raw;
  const [head, index, field] = path;
  if (head === 'rsvStartDt' || head === 'rsvEndDt') return ['rsvWindow'];
  if (head === 'rooms' && field === 'days') return ['calendar'];
  if (head === 'rooms' && typeof index === 'number' && typeof field === 'string') return ['rooms', index, field];
  if (head === 'rooms') return ['rooms'];
  return path;
};
