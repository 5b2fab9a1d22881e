import { z } from 'zod';
import { ZDelayReasonCd, ORDER_LIMITS } from './order-codes.ts';

// The seller's line actions (PUT /order/lines/{prepare,invoice,deliver,memo,delayNotice,soldOut}). Each call takes a
// list of lines with the version the screen read (a single-line action sends one) and answers per line: the lines
// done, and the ones refused with the spec's message key. Each line is its own transaction.

const MAX_LINES = 100;
const lineRef = {
  ordNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{8,20}$/),
  ordDtlSq: z.number().int().min(1).max(999),
  version: z.number().int().min(1),
};
const linesOf = <T extends z.ZodRawShape>(fields: T) =>
  z.object({
    lines: z
      .array(z.object({ ...lineRef, ...fields }))
      .min(1, { error: 'order.msg.noLines' })
      .max(MAX_LINES),
  });

/** An invoice number: 8 to 20 digits (Korean carriers' waybills are 10-14 digits; dashes and spaces are dropped). */
export const INVOICE_NO_PATTERN = /^\d{8,20}$/;
/** The invoice number as a carrier prints it, reduced to its digits. */
export const normalizeInvoiceNo = (s: string) => s.replace(/[\s-]/g, '');

export const ZLineRefsRequest = linesOf({});
export type TLineRefsRequest = z.infer<typeof ZLineRefsRequest>;

export const ZInvoiceFields = z.object({
  /** Carrier, from code group D010. */
  deliveryEntrCd: z.string().trim().min(1, { error: 'order.msg.carrier' }).max(10, { error: 'order.msg.carrier' }),
  invoiceNo: z.string().trim().min(1, { error: 'order.msg.invoiceNo' }).max(30, { error: 'order.msg.invoiceNo' }),
});
export type TInvoiceFields = z.infer<typeof ZInvoiceFields>;
export const ZInvoiceRequest = linesOf(ZInvoiceFields.shape);
export type TInvoiceRequest = z.infer<typeof ZInvoiceRequest>;

export const ZMemoRequest = linesOf({ sellerMemo: z.string().max(ORDER_LIMITS.memoMax, { error: 'order.msg.memoMax' }) });
export type TMemoRequest = z.infer<typeof ZMemoRequest>;

export const ZDelayNoticeRequest = linesOf({
  /** The new planned dispatch date (yyyy-MM-dd): after the current one, at most +3 business days from it. */
  giPrrnDt: z.iso.date({ error: 'order.msg.delayDate' }),
  delayReasonCd: ZDelayReasonCd,
  delayReason: z.string().trim().min(1, { error: 'order.msg.delayReason' }).max(ORDER_LIMITS.memoMax, { error: 'order.msg.delayReason' }),
});
export type TDelayNoticeRequest = z.infer<typeof ZDelayNoticeRequest>;

export const ZLineActionFailure = z.object({ ordNo: z.string(), ordDtlSq: z.number().int(), messageKey: z.string(), message: z.string() });
export type TLineActionFailure = z.infer<typeof ZLineActionFailure>;
export const ZLineActionReply = z.object({
  ok: z.array(z.object({ ordNo: z.string(), ordDtlSq: z.number().int(), version: z.number().int() })),
  failed: z.array(ZLineActionFailure),
});
export type TLineActionReply = z.infer<typeof ZLineActionReply>;
