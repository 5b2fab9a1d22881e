import { z } from 'zod';

// The carrier's tracking events as the mall relays them (`POST /api/mall/tracking`): a delivery of a shipped
// invoice moves its lines to delivered (60); a return pickup delivered back to the seller completes its collection.
// Idempotent: an event already applied answers ALREADY and changes nothing.

export const ZTrackingEventCd = z.enum(['DELIVERED', 'RETURN_DELIVERED']);
export type TTrackingEventCd = z.infer<typeof ZTrackingEventCd>;

export const ZMallTrackingEvent = z.object({
  /** Carrier code (D010). */
  deliveryEntrCd: z.string().trim().min(1).max(10),
  /** The invoice (DELIVERED) or the pickup invoice, rinvoiceNo (RETURN_DELIVERED). */
  invoiceNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,30}$/),
  eventCd: ZTrackingEventCd,
  eventDt: z.iso.datetime({ offset: true }),
});
export type TMallTrackingEvent = z.infer<typeof ZMallTrackingEvent>;

export const ZMallTrackingRequest = z.object({ events: z.array(ZMallTrackingEvent).min(1).max(500) });
export type TMallTrackingRequest = z.infer<typeof ZMallTrackingRequest>;

export const ZMallTrackingResult = z.object({
  deliveryEntrCd: z.string(),
  invoiceNo: z.string(),
  eventCd: ZTrackingEventCd,
  /** APPLIED: lines or claims moved; ALREADY: nothing left to move; NOT_FOUND: no shipped line or collecting claim has it. */
  result: z.enum(['APPLIED', 'ALREADY', 'NOT_FOUND']),
  /** How many lines (or claims) moved. */
  moved: z.number().int(),
});
export const ZMallTrackingReply = z.object({ results: z.array(ZMallTrackingResult) });
export type TMallTrackingReply = z.infer<typeof ZMallTrackingReply>;
