import { addMonthsIso, isTravelWindowValid, weekdayOf, windowNights as contractNights } from '@po/contracts';

// The property's calendar in the form: price, stock and sale flag per room and night of the reservation window
// (business-area §5: all three required). It is one form value (a map), not a form item per cell: 6 months × 30
// rooms are 5,400 cells, too many for antd's per-field store to stay quick.

export type SaleYn = 'Y' | 'N';

/** One room's night; a missing part is an empty cell. */
export interface DayCell {
  price?: number | null;
  stockQty?: number | null;
  saleYn?: SaleYn | null;
}

/** Cells by `cellKey(roomKey, stayDt)`. */
export type Calendar = Readonly<Record<string, DayCell>>;

export const cellKey = (roomKey: string, stayDt: string): string => `${roomKey}|${stayDt}`;

/** Every night of the window, first to last inclusive; none when the window is missing or not allowed. */
export function windowNights(rsvStartDt?: string | null, rsvEndDt?: string | null): string[] {
  if (!rsvStartDt || !rsvEndDt || !isTravelWindowValid(rsvStartDt, rsvEndDt)) return [];
  return contractNights(rsvStartDt, rsvEndDt);
}

/** The last night a window starting `rsvStartDt` may have (the day before six months later). */
export function lastAllowedNight(rsvStartDt: string): string {
  const limit = addMonthsIso(rsvStartDt, 6);
  return new Date(Date.parse(`${limit}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The months ('YYYY-MM') the nights fall in, in order: the grid shows one at a time. */
export function monthsOf(nights: readonly string[]): string[] {
  return [...new Set(nights.map((d) => d.slice(0, 7)))];
}

type WeekdayCode = '0' | '1' | '2' | '3' | '4' | '5' | '6';
/** The catalogue key of a weekday's short name. */
export const weekdayKey = (weekday: number) => `travelProduct.weekdayShort.${String(weekday) as WeekdayCode}` as const;

export interface BulkFill {
  roomKeys: readonly string[];
  from: string;
  to: string;
  /** Weekdays to fill (0 Sunday .. 6 Saturday); empty means every day. */
  weekdays: readonly number[];
  price?: number | null;
  stockQty?: number | null;
  saleYn?: SaleYn | null;
}

/** The calendar with the bulk values written on the chosen rooms' nights; a value left empty keeps the cells'. */
export function applyBulkFill(calendar: Calendar, nights: readonly string[], fill: BulkFill): Calendar {
  const out: Record<string, DayCell> = { ...calendar };
  const days = nights.filter((d) => d >= fill.from && d <= fill.to && (fill.weekdays.length === 0 || fill.weekdays.includes(weekdayOf(d))));
  const values: DayCell = {};
  if (fill.price != null) values.price = fill.price;
  if (fill.stockQty != null) values.stockQty = fill.stockQty;
  if (fill.saleYn != null) values.saleYn = fill.saleYn;
  for (const roomKey of fill.roomKeys) {
    for (const d of days) out[cellKey(roomKey, d)] = { ...out[cellKey(roomKey, d)], ...values };
  }
  return out;
}

/** Whether a cell has all three values. */
export const isCellComplete = (c: DayCell | undefined): boolean =>
  !!c && c.price != null && c.price > 0 && c.stockQty != null && c.stockQty >= 0 && (c.saleYn === 'Y' || c.saleYn === 'N');

/** The cells of the rooms × nights still missing a value, in grid order. */
export function incompleteCells(calendar: Calendar, roomKeys: readonly string[], nights: readonly string[]): { roomKey: string; stayDt: string }[] {
  const out: { roomKey: string; stayDt: string }[] = [];
  for (const roomKey of roomKeys) for (const stayDt of nights) if (!isCellComplete(calendar[cellKey(roomKey, stayDt)])) out.push({ roomKey, stayDt });
  return out;
}

/** Only the cells of the current rooms and nights (a window change or a new room leaves none behind). */
export function keepCells(calendar: Calendar, roomKeys: readonly string[], nights: readonly string[]): Calendar {
  const out: Record<string, DayCell> = {};
  for (const roomKey of roomKeys)
    for (const d of nights) {
      const c = calendar[cellKey(roomKey, d)];
      if (c) out[cellKey(roomKey, d)] = c;
    }
  return out;
}
