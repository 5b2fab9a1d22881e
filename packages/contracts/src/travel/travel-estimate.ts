import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { periodError } from '../order/order-list.ts';
import { TRAVEL_LIMITS, ZTravelEstimateStatCd, ZTravelEstimateTypeCd } from './travel-codes.ts';
import { TRAVEL_ESTIMATE_ACTIONS } from './travel-states.ts';
import { ZTravelStatusHistoryRow } from './travel-order.ts';

// The seller's estimates (business-area §2 estimateList, estimateDetail/:estmNo; §4 estimate statuses; §5: changing
// the type resets the room dates, the payment limit date falls before check-in; issue 17). Every write names the
// version the screen read and answers the estimate as stored after.

const ZPeriodDay = z.string({ error: 'orderList.msg.periodRequired' }).trim().min(1, { error: 'orderList.msg.periodRequired' }).pipe(ZFilterDay);
const isoDay = z.iso.date({ error: 'form.msg.invalid' });

/** Filters of estimateList: the request date's period (required, at most 6 months), status, type, product, requester, estimate number. */
export const ZTravelEstimateListFilter = z.object({
  startDt: ZPeriodDay,
  endDt: ZPeriodDay,
  statusCd: ZTravelEstimateStatCd.optional(),
  estmProdTypeCd: ZTravelEstimateTypeCd.optional(),
  product: z.string().trim().max(100).optional(),
  reqNm: z.string().trim().max(50).optional(),
  estmNo: z.string().trim().max(30).optional(),
});
export type TTravelEstimateListFilter = z.infer<typeof ZTravelEstimateListFilter>;

const checkPeriod = (value: { startDt: string; endDt: string }, ctx: z.core.$RefinementCtx) => {
  const error = periodError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['startDt'] });
};

export const ZTravelEstimateListRequest = listRequest(ZTravelEstimateListFilter).superRefine(checkPeriod);
export type TTravelEstimateListRequest = z.infer<typeof ZTravelEstimateListRequest>;
/** The Excel export's body; the reply is the xlsx file itself. */
export const ZTravelEstimateListExportRequest = ZTravelEstimateListFilter.superRefine(checkPeriod);
export type TTravelEstimateListExportRequest = z.infer<typeof ZTravelEstimateListExportRequest>;

/** The seller's moves of TRAVEL_ESTIMATE_MACHINE plus the edits an open (requested or checked) estimate allows. */
export const TRAVEL_ESTIMATE_SELLER_ACTIONS = [...TRAVEL_ESTIMATE_ACTIONS, 'changeType', 'setRooms'] as const;
export const ZTravelEstimateSellerAction = z.enum(TRAVEL_ESTIMATE_SELLER_ACTIONS);
export type TTravelEstimateSellerAction = z.infer<typeof ZTravelEstimateSellerAction>;

export const ZTravelEstimateRow = z.object({
  estmNo: z.string(),
  reqDt: z.string(),
  estmStatCd: ZTravelEstimateStatCd,
  estmStatNm: z.string(),
  estmProdTypeCd: ZTravelEstimateTypeCd,
  estmProdTypeNm: z.string(),
  prodCd: z.string(),
  prodNm: z.string(),
  reqNm: z.string(),
  reqMobile: z.string(),
  personCnt: z.number().int(),
  /** Rooms over every room line. */
  roomCnt: z.number().int(),
  /** The earliest check-in of its rooms (null while a room has no dates). */
  firstCheckInDt: z.string().nullable(),
  estmAmt: z.number().int().nullable(),
  payLimitDt: z.string().nullable(),
  version: z.number().int(),
});
export type TTravelEstimateRow = z.infer<typeof ZTravelEstimateRow>;

export const ZTravelEstimateStatusCount = z.object({ statusCd: ZTravelEstimateStatCd, statusNm: z.string(), cnt: z.number().int() });
export const ZTravelEstimateListReply = z.object({
  list: z.array(ZTravelEstimateRow),
  totalCnt: z.number().int(),
  allCnt: z.number().int(),
  statusCountList: z.array(ZTravelEstimateStatusCount),
});
export type TTravelEstimateListReply = z.infer<typeof ZTravelEstimateListReply>;

export const ZTravelEstmNoParams = z.object({
  estmNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{8,20}$/),
});
export type TTravelEstmNoParams = z.infer<typeof ZTravelEstmNoParams>;

export const ZTravelEstimateRoomView = z.object({
  estmRoomSeq: z.number().int(),
  roomSeq: z.number().int(),
  roomNm: z.string(),
  roomCnt: z.number().int(),
  checkInDt: z.string().nullable(),
  checkOutDt: z.string().nullable(),
});
export type TTravelEstimateRoomView = z.infer<typeof ZTravelEstimateRoomView>;

export const ZTravelEstimateDetailReply = ZTravelEstimateRow.extend({
  reqEmail: z.string(),
  reqCont: z.string(),
  memo: z.string(),
  cancelReason: z.string().nullable(),
  paidDt: z.string().nullable(),
  cancelDt: z.string().nullable(),
  rooms: z.array(ZTravelEstimateRoomView),
  allowedActions: z.array(ZTravelEstimateSellerAction),
  history: z.array(ZTravelStatusHistoryRow),
});
export type TTravelEstimateDetailReply = z.infer<typeof ZTravelEstimateDetailReply>;

const version = { version: z.number().int().min(1) };

/** PUT /travelOrder/estimates/:estmNo/check */
export const ZTravelEstimateCheckRequest = z.object(version);
export type TTravelEstimateCheckRequest = z.infer<typeof ZTravelEstimateCheckRequest>;

/** PUT /travelOrder/estimates/:estmNo/type: a new type clears every room's dates (business-area §5). */
export const ZTravelEstimateTypeRequest = z.object({ ...version, estmProdTypeCd: ZTravelEstimateTypeCd });
export type TTravelEstimateTypeRequest = z.infer<typeof ZTravelEstimateTypeRequest>;

/** PUT /travelOrder/estimates/:estmNo/rooms: the dates of its room lines (null clears them). */
export const ZTravelEstimateRoomsRequest = z.object({
  ...version,
  rooms: z
    .array(
      z
        .object({ estmRoomSeq: z.number().int().min(1).max(TRAVEL_LIMITS.roomsMax), checkInDt: isoDay.nullable(), checkOutDt: isoDay.nullable() })
        .refine((r) => (r.checkInDt === null) === (r.checkOutDt === null) && (r.checkInDt === null || r.checkInDt < (r.checkOutDt ?? '')), {
          error: 'travelOrder.msg.roomDatesRequired',
          path: ['checkOutDt'],
        }),
    )
    .min(1)
    .max(TRAVEL_LIMITS.roomsMax),
});
export type TTravelEstimateRoomsRequest = z.infer<typeof ZTravelEstimateRoomsRequest>;

/** PUT /travelOrder/estimates/:estmNo/requestPayment: the price and a payment limit date before the earliest check-in. */
export const ZTravelEstimatePaymentRequest = z.object({
  ...version,
  estmAmt: z.number({ error: 'travelOrder.msg.estimateAmtRequired' }).int().min(1, { error: 'travelOrder.msg.estimateAmtRequired' }).max(10_000_000_000),
  payLimitDt: z.iso.date({ error: 'travelOrder.msg.payLimitRequired' }),
});
export type TTravelEstimatePaymentRequest = z.infer<typeof ZTravelEstimatePaymentRequest>;

/** PUT /travelOrder/estimates/:estmNo/cancel */
export const ZTravelEstimateCancelRequest = z.object({
  ...version,
  cancelReason: z
    .string()
    .trim()
    .min(1, { error: 'travelOrder.msg.cancelReasonRequired' })
    .max(TRAVEL_LIMITS.cancelReasonMax, { error: 'travelOrder.msg.cancelReasonMax' }),
});
export type TTravelEstimateCancelRequest = z.infer<typeof ZTravelEstimateCancelRequest>;

/** PUT /travelOrder/estimates/:estmNo/memo */
export const ZTravelEstimateMemoRequest = z.object({ ...version, memo: z.string().max(TRAVEL_LIMITS.memoMax, { error: 'travelOrder.msg.memoMax' }) });
export type TTravelEstimateMemoRequest = z.infer<typeof ZTravelEstimateMemoRequest>;
