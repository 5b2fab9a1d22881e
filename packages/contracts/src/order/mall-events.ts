import { z } from 'zod';
import { BUYER_NOTIFICATION_KINDS, ZOrdDtlStsCd } from './order-codes.ts';

// The mall's other calls (DESIGN "The mall is outside"), besides the intake and the tracking events: the buyer's
// purchase confirmation, the buyer-notification outbox its notifier reads and acknowledges, the storefront's feed
// of orderable options, and the shipped invoices the carrier side needs. Every list takes a required paging bound,
// so a call without it is refused rather than reading the whole table.

const seq = z.coerce.number().int().min(0).max(2_147_483_647);
const limitOf = (max: number) => z.coerce.number().int().min(1).max(max);

/** `POST /api/mall/orders/{ordNo}/lines/{ordDtlSq}/confirm`: the buyer confirms the purchase of a delivered line. */
export const ZMallLineParams = z.object({
  ordNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{8,20}$/),
  ordDtlSq: z.coerce.number().int().min(1).max(999),
});
export const ZMallConfirmReply = z.object({
  ordNo: z.string(),
  ordDtlSq: z.number(),
  /** APPLIED: confirmed now; ALREADY: it was confirmed before (the first confirmation's date is kept). */
  result: z.enum(['APPLIED', 'ALREADY']),
  purchaseConfirmDt: z.string(),
});
export type TMallConfirmReply = z.infer<typeof ZMallConfirmReply>;

/** `GET /api/mall/notifications?afterSeq=&limit=`: the outbox in order, from after the last sequence the notifier read. */
export const ZMallNotificationsQuery = z.object({ afterSeq: seq, limit: limitOf(500).default(100) });
export type TMallNotificationsQuery = z.infer<typeof ZMallNotificationsQuery>;
export const ZMallNotification = z.object({
  notificationSeq: z.number(),
  supplyEntrCd: z.string(),
  ordNo: z.string(),
  ordDtlSq: z.number(),
  kind: z.enum(BUYER_NOTIFICATION_KINDS),
  payload: z.record(z.string(), z.unknown()),
  createdDt: z.string(),
  sentDt: z.string().nullable(),
});
export const ZMallNotificationsReply = z.object({
  items: z.array(ZMallNotification),
  /** The afterSeq of the next page: the last item's sequence, or the one asked when nothing is new. */
  nextAfterSeq: z.number(),
});
export type TMallNotificationsReply = z.infer<typeof ZMallNotificationsReply>;

/** `POST /api/mall/notifications/ack`: the notifier sent these; acknowledging twice changes nothing. */
export const ZMallNotificationsAck = z.object({ notificationSeqs: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500) });
export type TMallNotificationsAck = z.infer<typeof ZMallNotificationsAck>;
export const ZMallNotificationsAckReply = z.object({ acked: z.number() });

/** `GET /api/mall/catalog?afterProdOptionCd=&limit=`: options a buyer can order now (on sale, sellable, in stock). */
export const ZMallCatalogQuery = z.object({
  afterProdOptionCd: z.string().trim().max(20).optional(),
  limit: limitOf(1000),
});
export type TMallCatalogQuery = z.infer<typeof ZMallCatalogQuery>;
export const ZMallCatalogItem = z.object({
  prodOptionCd: z.string(),
  prodCd: z.string(),
  supplyEntrCd: z.string(),
  /** The unit price an order is charged: the product price plus the option's extra charge. */
  price: z.number(),
  stockQty: z.number(),
  /** 01 domestic; the others are imports, whose orders carry the buyer's customs code (puniPassNo). */
  importationGb: z.string(),
});
export type TMallCatalogItem = z.infer<typeof ZMallCatalogItem>;
export const ZMallCatalogReply = z.object({ items: z.array(ZMallCatalogItem), nextAfterProdOptionCd: z.string().nullable() });
export type TMallCatalogReply = z.infer<typeof ZMallCatalogReply>;

/**
 * `GET /api/mall/shipments?since=&limit=`: what the carrier side would know: lines shipped (or delivered and not yet
 * confirmed) with an invoice dated since `since`, and return pickups under way with their pickup invoice.
 */
export const ZMallShipmentsQuery = z.object({ since: z.iso.datetime({ offset: true }), limit: limitOf(1000).default(500) });
export type TMallShipmentsQuery = z.infer<typeof ZMallShipmentsQuery>;
export const ZMallShipment = z.object({
  ordNo: z.string(),
  ordDtlSq: z.number(),
  supplyEntrCd: z.string(),
  ordDtlStsCd: ZOrdDtlStsCd,
  deliveryEntrCd: z.string(),
  invoiceNo: z.string(),
  invoiceDt: z.string(),
  deliveredDt: z.string().nullable(),
});
export const ZMallPickup = z.object({ claimSq: z.number(), ordNo: z.string(), ordDtlSq: z.number(), deliveryEntrCd: z.string(), invoiceNo: z.string() });
export const ZMallShipmentsReply = z.object({ lines: z.array(ZMallShipment), pickups: z.array(ZMallPickup) });
export type TMallShipmentsReply = z.infer<typeof ZMallShipmentsReply>;
