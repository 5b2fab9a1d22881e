import { isTravelWindowValid, stayNights, TRAVEL_LIMITS } from './travel-codes.ts';

// The calendar rules of a property (business-area §5): every room has a price, a stock and a sale flag for every
// night of its reservation window, and no night outside it. Pure, so the form and the server run the same code.

export const TRAVEL_CALENDAR_LIMITS = {
  /** Rooms a night of one room type: enough for a large hotel's type, small enough to catch typos. */
  stockMax: 9_999,
  /** Nights of the longest window (6 months from the 31st) plus a margin: a bound for the arrays. */
  nightsMax: 186,
  /** Explicit cells of one calendar edit: a full 30-room, 6-month calendar. */
  cellsMax: TRAVEL_LIMITS.roomsMax * 186,
} as const;

export type TTravelRuleIssue = { path: (string | number)[]; messageKey: string };

/** The window's own rule: dates in order and at most 6 months (windowMax on the end date). */
export function checkTravelWindow(rsvStartDt: string, rsvEndDt: string): TTravelRuleIssue[] {
  if (rsvEndDt < rsvStartDt) return [{ path: ['rsvEndDt'], messageKey: 'travelProduct.msg.windowOrder' }];
  if (!isTravelWindowValid(rsvStartDt, rsvEndDt)) return [{ path: ['rsvEndDt'], messageKey: 'travelProduct.msg.windowMax' }];
  return [];
}

/**
 * Whether each room's days cover the window exactly: a day outside it is named (dayOutsideWindow), a night
 * twice too (dayTwice), and a room missing nights is refused at its days with priceRequired (a cell left empty).
 * The values of the cells are the fields' rules (price, stock and sale flag each required).
 */
export function checkTravelCalendarCover(opts: {
  rsvStartDt: string;
  rsvEndDt: string;
  rooms: readonly { days?: readonly { stayDt?: unknown }[] | undefined }[];
  /** Where the rooms sit in the request. */
  roomsPath?: string;
}): TTravelRuleIssue[] {
  if (checkTravelWindow(opts.rsvStartDt, opts.rsvEndDt).length > 0) return [];
  const nights = new Set(stayNights(opts.rsvStartDt, addDay(opts.rsvEndDt)));
  const out: TTravelRuleIssue[] = [];
  const roomsPath = opts.roomsPath ?? 'rooms';
  opts.rooms.forEach((room, i) => {
    if (room.days === undefined) return;
    const seen = new Set<string>();
    room.days.forEach((d, j) => {
      const stayDt = typeof d.stayDt === 'string' ? d.stayDt : '';
      if (!nights.has(stayDt)) out.push({ path: [roomsPath, i, 'days', j, 'stayDt'], messageKey: 'travelProduct.msg.dayOutsideWindow' });
      else if (seen.has(stayDt)) out.push({ path: [roomsPath, i, 'days', j, 'stayDt'], messageKey: 'travelProduct.msg.dayTwice' });
      seen.add(stayDt);
    });
    if ([...nights].some((n) => !seen.has(n))) out.push({ path: [roomsPath, i, 'days'], messageKey: 'travelProduct.msg.priceRequired' });
  });
  return out;
}

/** The ISO day after `isoDay`. */
export function addDay(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The nights of a window, first to last night included. */
export const windowNights = (rsvStartDt: string, rsvEndDt: string): string[] => stayNights(rsvStartDt, addDay(rsvEndDt));

/** 0 Sunday .. 6 Saturday, as the calendar edit's weekdays name them. */
export const weekdayOf = (isoDay: string): number => new Date(`${isoDay}T00:00:00Z`).getUTCDay();
