import { z } from 'zod';
import { ZFilterDay } from '../common/paging.ts';
import { withFormRules } from '../form/form-rules.ts';
import { ZProdStsCd } from '../product/product-codes.ts';
import { TRAVEL_LIMITS } from './travel-codes.ts';
import { checkWindowAndDays, ZTravelDays, ZTravelNightPrice, ZTravelSaleYn, ZTravelStockQty, ZWindowDay } from './travel-product.ts';
import { TRAVEL_CALENDAR_LIMITS } from './travel-product-rules.ts';

// The calendar of a property: price, stock and sale flag per room and night (business-area §5), read by a date
// range, edited in bulk inside the window, and replaced whole when the window changes (after a confirmation).

const ZRoomSeq = z.number({ error: 'travelProduct.msg.roomSeq' }).int({ error: 'travelProduct.msg.roomSeq' }).min(1, { error: 'travelProduct.msg.roomSeq' });

/** GET /travel/products/:prodCd/calendar: a range of nights (both included; none means the whole window). */
export const ZTravelCalendarRequest = z.object({ fromDt: ZFilterDay.optional(), toDt: ZFilterDay.optional() });
export type TTravelCalendarRequest = z.infer<typeof ZTravelCalendarRequest>;

export const ZTravelCalendarDay = z.object({
  roomSeq: z.number().int(),
  stayDt: z.string(),
  price: z.number().int(),
  stockQty: z.number().int(),
  saleYn: z.enum(['Y', 'N']),
});
export type TTravelCalendarDay = z.infer<typeof ZTravelCalendarDay>;
export const ZTravelCalendarReply = z.object({
  prodCd: z.string(),
  prodStsCd: ZProdStsCd,
  rsvStartDt: z.string(),
  rsvEndDt: z.string(),
  rooms: z.array(z.object({ roomSeq: z.number().int(), roomNm: z.string(), useYn: z.enum(['Y', 'N']) })),
  /** Ordered by room, then night. */
  days: z.array(ZTravelCalendarDay),
});
export type TTravelCalendarReply = z.infer<typeof ZTravelCalendarReply>;

/**
 * A bulk edit: the rooms, a range of nights and the weekdays (0 Sunday .. 6 Saturday) it applies to, and the values
 * it sets (at least one; a value left out keeps each night's own).
 */
export const ZTravelCalendarRange = z.object({
  roomSeqs: z.array(ZRoomSeq, { error: 'travelProduct.msg.roomSeq' }).min(1, { error: 'travelProduct.msg.roomSeq' }).max(TRAVEL_LIMITS.roomsMax),
  fromDt: ZFilterDay,
  toDt: ZFilterDay,
  weekdays: z
    .array(z.number().int().min(0).max(6), { error: 'travelProduct.msg.weekdays' })
    .min(1, { error: 'travelProduct.msg.weekdays' })
    .max(7)
    .default([0, 1, 2, 3, 4, 5, 6]),
  price: ZTravelNightPrice.optional(),
  stockQty: ZTravelStockQty.optional(),
  saleYn: ZTravelSaleYn.optional(),
});
export type TTravelCalendarRange = z.infer<typeof ZTravelCalendarRange>;

/** One cell set explicitly: every value required. */
export const ZTravelCalendarCell = z.object({
  roomSeq: ZRoomSeq,
  stayDt: ZFilterDay,
  price: ZTravelNightPrice,
  stockQty: ZTravelStockQty,
  saleYn: ZTravelSaleYn,
});
export type TTravelCalendarCell = z.infer<typeof ZTravelCalendarCell>;

/**
 * PUT /travel/products/:prodCd/calendar: a range edit and/or explicit cells (applied after the range), every night
 * inside the window (dayOutsideWindow otherwise). Saved in one transaction.
 */
export const ZTravelCalendarSaveRequest = withFormRules(
  z.object({
    range: ZTravelCalendarRange.optional(),
    cells: z.array(ZTravelCalendarCell).max(TRAVEL_CALENDAR_LIMITS.cellsMax).default([]),
  }),
  (v, ctx) => {
    const range = typeof v.range === 'object' && v.range !== null ? (v.range as Record<string, unknown>) : undefined;
    const cells = Array.isArray(v.cells) ? v.cells : [];
    if (!range && cells.length === 0) ctx.addIssue({ code: 'custom', path: ['cells'], message: 'travelProduct.msg.calendarEmpty' });
    if (range && range.price === undefined && range.stockQty === undefined && range.saleYn === undefined)
      ctx.addIssue({ code: 'custom', path: ['range'], message: 'travelProduct.msg.calendarEmpty' });
    if (range && typeof range.fromDt === 'string' && typeof range.toDt === 'string' && range.toDt < range.fromDt)
      ctx.addIssue({ code: 'custom', path: ['range', 'toDt'], message: 'travelProduct.msg.windowOrder' });
  },
);
export type TTravelCalendarSaveRequest = z.infer<typeof ZTravelCalendarSaveRequest>;
export const ZTravelCalendarSaveReply = z.object({ prodCd: z.string(), updatedCnt: z.number().int() });

/**
 * PUT /travel/products/:prodCd/window: a new reservation window. It wipes every price and stock of the old one, so
 * the request says it was confirmed (confirmWipe Y) and brings the full calendar of the new window for every room.
 * A window that drops a night of an open reservation is refused (windowDropsReservations).
 */
export const ZTravelWindowChangeRequest = withFormRules(
  z.object({
    rsvStartDt: ZWindowDay,
    rsvEndDt: ZWindowDay,
    confirmWipe: z.literal('Y', { error: 'travelProduct.msg.wipeConfirmRequired' }),
    rooms: z
      .array(z.object({ roomSeq: ZRoomSeq, days: ZTravelDays }), { error: 'travelProduct.msg.roomRequired' })
      .min(1, { error: 'travelProduct.msg.roomRequired' })
      .max(TRAVEL_LIMITS.roomsMax),
    version: z.number({ error: 'product.msg.version' }).int({ error: 'product.msg.version' }).min(1, { error: 'product.msg.version' }),
  }),
  checkWindowAndDays,
);
export type TTravelWindowChangeRequest = z.infer<typeof ZTravelWindowChangeRequest>;
export const ZTravelWindowChangeReply = z.object({ prodCd: z.string(), rsvStartDt: z.string(), rsvEndDt: z.string(), version: z.number().int() });
