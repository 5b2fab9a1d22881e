import { z } from 'zod';
import { TRAVEL_LIMITS, ZTravelEstimateStatCd, ZTravelEstimateTypeCd, ZTravelOrderStsCd } from './travel-codes.ts';

// The mall's travel calls (DESIGN "The mall is outside"; issue 17): a booked stay (a reservation of one room type),
// its cancel request, cancel and purchase confirmation; a group or custom estimate request, its payment and cancel.
// Each is idempotent by the mall's own ids: the same ids with the same body answer the first reply, with another
// body they are refused (409).

const text = (max: number) => z.string().trim().max(max);
const mallNo = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{8,20}$/);
const prodCd = z
  .string()
  .trim()
  .regex(/^T\d{9}$/);
const isoDay = z.iso.date({ error: 'form.msg.invalid' });

export const ZMallTravelBookRequest = z
  .object({
    ordNo: mallNo,
    ordDtlSq: z.number().int().min(1).max(999),
    prodCd,
    roomSeq: z.number().int().min(1).max(TRAVEL_LIMITS.roomsMax),
    /** The first night and the morning after the last (exclusive), yyyy-MM-dd. */
    checkInDt: isoDay,
    checkOutDt: isoDay,
    roomCnt: z.number().int().min(1).max(99),
    adultCnt: z.number().int().min(1).max(TRAVEL_LIMITS.personMax),
    childCnt: z.number().int().min(0).max(TRAVEL_LIMITS.personMax).default(0),
    guestNm: text(50).min(1),
    guestMobile: text(20).min(1),
    guestEmail: text(100).default(''),
    buyerNm: text(50).min(1),
    buyerMobile: text(20).min(1),
    /** The buyer's request to the property. */
    rsvRequest: text(TRAVEL_LIMITS.memoMax).default(''),
    ordDt: z.iso.datetime({ offset: true }),
    payDt: z.iso.datetime({ offset: true }),
  })
  .refine((b) => b.checkInDt < b.checkOutDt, { error: 'form.msg.invalid', path: ['checkOutDt'] });
export type TMallTravelBookRequest = z.infer<typeof ZMallTravelBookRequest>;

export const ZMallTravelOrderParams = z.object({ ordNo: mallNo, ordDtlSq: z.coerce.number().int().min(1).max(999) });
export type TMallTravelOrderParams = z.infer<typeof ZMallTravelOrderParams>;

/** The buyer's reason for a cancel request or a cancel (required: the seller's detail shows it). */
export const ZMallTravelReasonRequest = z.object({ reason: text(TRAVEL_LIMITS.cancelReasonMax).min(1, { error: 'travelOrder.msg.cancelReasonRequired' }) });
export type TMallTravelReasonRequest = z.infer<typeof ZMallTravelReasonRequest>;

export const ZMallTravelOrderReply = z.object({
  ordNo: z.string(),
  ordDtlSq: z.number().int(),
  supplyEntrCd: z.string(),
  prodCd: z.string(),
  roomSeq: z.number().int(),
  rsvStsCd: ZTravelOrderStsCd,
  /** The sum of the nights' prices × roomCnt. */
  ordAmt: z.number().int(),
});
export type TMallTravelOrderReply = z.infer<typeof ZMallTravelOrderReply>;

export const ZMallTravelEstimateRoom = z.object({
  roomSeq: z.number().int().min(1).max(TRAVEL_LIMITS.roomsMax),
  roomCnt: z.number().int().min(1).max(99),
  checkInDt: isoDay.optional(),
  checkOutDt: isoDay.optional(),
});

export const ZMallTravelEstimateRequest = z.object({
  estmNo: mallNo,
  prodCd,
  estmProdTypeCd: ZTravelEstimateTypeCd,
  reqNm: text(50).min(1),
  reqMobile: text(20).min(1),
  reqEmail: text(100).default(''),
  personCnt: z.number().int().min(1).max(TRAVEL_LIMITS.personMax),
  reqCont: text(2000).default(''),
  reqDt: z.iso.datetime({ offset: true }),
  rooms: z.array(ZMallTravelEstimateRoom).min(1).max(TRAVEL_LIMITS.roomsMax),
});
export type TMallTravelEstimateRequest = z.infer<typeof ZMallTravelEstimateRequest>;

export const ZMallTravelEstimateParams = z.object({ estmNo: mallNo });
export type TMallTravelEstimateParams = z.infer<typeof ZMallTravelEstimateParams>;

export const ZMallTravelEstimateReply = z.object({
  estmNo: z.string(),
  supplyEntrCd: z.string(),
  prodCd: z.string(),
  estmStatCd: ZTravelEstimateStatCd,
  estmAmt: z.number().int().nullable(),
});
export type TMallTravelEstimateReply = z.infer<typeof ZMallTravelEstimateReply>;
