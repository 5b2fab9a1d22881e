import {
  TRAVEL_LIMITS,
  ZFilterDay,
  ZPageRequest,
  ZTravelEstimateStatCd,
  ZTravelEstimateTypeCd,
  ZTravelOrderStsCd,
  type TTravelEstimateStatCd,
  type TTravelEstimateTypeCd,
  type TTravelOrderStsCd,
} from '@po/contracts';
import { z } from 'zod';

// The shapes of the reservation and estimate calls as the screens read them. DRAFT: the server part writes the
// contracts of these calls in packages/contracts/src/travel/; until they land on this branch the screens read
// these, and this file then re-exports the contracts' names (one schema per call, shared by server and form).

export const TRAVEL_DATE_TYPES = ['ORDER', 'CHECK_IN'] as const;

export const ZTravelOrderListFilter = z.object({
  dateType: z.enum(TRAVEL_DATE_TYPES).default('ORDER'),
  startDt: ZFilterDay,
  endDt: ZFilterDay,
  rsvStsCd: ZTravelOrderStsCd.optional(),
  product: z.string().trim().max(100).optional(),
  guestNm: z.string().trim().max(50).optional(),
  ordNo: z.string().trim().max(30).optional(),
});
export type TTravelOrderListFilter = z.infer<typeof ZTravelOrderListFilter>;
export const ZTravelOrderListRequest = ZPageRequest.extend(ZTravelOrderListFilter.shape);
export type TTravelOrderListRequest = z.infer<typeof ZTravelOrderListRequest>;
/** The status screen: one status, the period optional (the server reads the last 14 days without it). */
export const ZTravelOrderStatusFilter = ZTravelOrderListFilter.partial({ startDt: true, endDt: true }).extend({ rsvStsCd: ZTravelOrderStsCd });
export type TTravelOrderStatusRequest = z.infer<typeof ZTravelOrderStatusFilter> & z.infer<typeof ZPageRequest>;

export interface TTravelOrderRow {
  ordNo: string;
  ordDtlSq: number;
  prodCd: string;
  prodNm: string;
  roomNm: string;
  checkInDt: string;
  checkOutDt: string;
  roomCnt: number;
  adultCnt: number;
  childCnt: number;
  guestNm: string;
  guestMobile: string;
  buyerNm: string;
  ordAmt: number;
  memo: string;
  rsvStsCd: TTravelOrderStsCd;
  ordDt: string;
  version: number;
}
export interface TTravelOrderListReply {
  list: TTravelOrderRow[];
  totalCnt: number;
  allCnt: number;
  statusCountList: { rsvStsCd: TTravelOrderStsCd; cnt: number }[];
  startDt?: string;
  endDt?: string;
}
export interface TTravelOrderLine extends TTravelOrderRow {
  guestEmail: string;
  buyerMobile: string;
  rsvRequest: string;
  cancelReason: string | null;
  nights: { stayDt: string; price: number }[];
}
export interface TTravelOrderDetailReply {
  ordNo: string;
  lines: TTravelOrderLine[];
}
export interface TTravelHistoryRow {
  histSeq: number;
  refKey: string;
  fromStsCd: string | null;
  toStsCd: string;
  action: string;
  actorNm: string;
  memo: string | null;
  changedDt: string;
}

/** A status move of reservations: the lines with the versions read, a reason for a cancel request. */
export const ZTravelOrderActionRequest = z.object({
  lines: z.array(z.object({ ordNo: z.string(), ordDtlSq: z.number().int(), version: z.number().int() })).min(1),
  reason: z.string().trim().max(TRAVEL_LIMITS.cancelReasonMax).optional(),
});
export type TTravelOrderActionRequest = z.infer<typeof ZTravelOrderActionRequest>;
export interface TTravelOrderActionReply {
  done: { ordNo: string; ordDtlSq: number }[];
  refused: { ordNo: string; ordDtlSq: number; messageKey: string }[];
}
export const ZTravelOrderMemoRequest = z.object({
  version: z.number().int(),
  memo: z.string().max(TRAVEL_LIMITS.memoMax, { error: 'travelOrder.msg.memoMax' }),
});
export type TTravelOrderMemoRequest = z.infer<typeof ZTravelOrderMemoRequest>;

export const ZTravelEstimateListFilter = z.object({
  startDt: ZFilterDay,
  endDt: ZFilterDay,
  estmStatCd: ZTravelEstimateStatCd.optional(),
  estmProdTypeCd: ZTravelEstimateTypeCd.optional(),
  reqNm: z.string().trim().max(50).optional(),
});
export type TTravelEstimateListFilter = z.infer<typeof ZTravelEstimateListFilter>;
export type TTravelEstimateListRequest = TTravelEstimateListFilter & z.infer<typeof ZPageRequest>;

export interface TTravelEstimateRoom {
  estmRoomSeq: number;
  roomSeq: number;
  roomNm: string;
  roomCnt: number;
  checkInDt: string | null;
  checkOutDt: string | null;
}
export interface TTravelEstimateRow {
  estmNo: string;
  estmProdTypeCd: TTravelEstimateTypeCd;
  prodCd: string;
  prodNm: string;
  reqNm: string;
  personCnt: number;
  rooms: TTravelEstimateRoom[];
  estmAmt: number | null;
  payLimitDt: string | null;
  estmStatCd: TTravelEstimateStatCd;
  reqDt: string;
  version: number;
}
export interface TTravelEstimateListReply {
  list: TTravelEstimateRow[];
  totalCnt: number;
}
export interface TTravelEstimateDetailReply extends TTravelEstimateRow {
  reqMobile: string;
  reqEmail: string;
  reqCont: string;
  memo: string;
  cancelReason: string | null;
  history: TTravelHistoryRow[];
}

/** The first check-in of the rooms: the payment limit date falls before it. */
export const firstCheckIn = (rooms: { checkInDt?: string | null }[]): string | null =>
  rooms.map((r) => r.checkInDt).reduce<string | null>((min, d) => (d && (!min || d < min) ? d : min), null);

/** The seller's save of a checked estimate: type, every room's dates, price, payment limit date before check-in. */
export const ZTravelEstimateSaveRequest = z
  .object({
    version: z.number().int(),
    estmProdTypeCd: ZTravelEstimateTypeCd,
    rooms: z
      .array(
        z.object({
          estmRoomSeq: z.number().int(),
          checkInDt: ZFilterDay.nullable(),
          checkOutDt: ZFilterDay.nullable(),
        }),
      )
      .min(1),
    estmAmt: z.number({ error: 'travelOrder.msg.estimateAmtRequired' }).int().positive({ error: 'travelOrder.msg.estimateAmtRequired' }).nullable(),
    payLimitDt: ZFilterDay.nullable(),
    memo: z.string().max(TRAVEL_LIMITS.memoMax, { error: 'travelOrder.msg.memoMax' }),
  })
  .superRefine((v, ctx) => {
    v.rooms.forEach((r, i) => {
      if ((r.checkInDt && r.checkOutDt && r.checkInDt >= r.checkOutDt) || Boolean(r.checkInDt) !== Boolean(r.checkOutDt)) {
        ctx.addIssue({ code: 'custom', path: ['rooms', i, 'checkOutDt'], message: 'travelOrder.msg.roomDatesRequired' });
      }
    });
    const checkIn = firstCheckIn(v.rooms);
    if (v.payLimitDt && checkIn && v.payLimitDt >= checkIn) {
      ctx.addIssue({ code: 'custom', path: ['payLimitDt'], message: 'travelOrder.msg.payLimitBeforeCheckIn' });
    }
  });
export type TTravelEstimateSaveRequest = z.infer<typeof ZTravelEstimateSaveRequest>;
export const ZTravelEstimateActionRequest = z.object({ version: z.number().int(), reason: z.string().trim().max(TRAVEL_LIMITS.cancelReasonMax).optional() });
export type TTravelEstimateActionRequest = z.infer<typeof ZTravelEstimateActionRequest>;
