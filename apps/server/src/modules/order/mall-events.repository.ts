import { and, asc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { CLAIM_STATUS, LINE_STATUS } from '@po/contracts';
import type { Database } from '@/platform/db/database.ts';
import { buyerNotifications, orderClaims, orderLines } from './order.tables.ts';

/**
 * The mall's reads across sellers (it names no seller): lines and claims by the carrier's invoice, the
 * buyer-notification outbox, and the invoices shipped since a moment.
 */
export function createMallEventsRepository(db: Database) {
  return {
    /** Lines carrying a carrier's invoice, whatever their status (ord_dtl_carrier_invoice_idx). */
    async listLinesByInvoice(deliveryEntrCd: string, invoiceNo: string) {
      return db.q
        .select({ supplyEntrCd: orderLines.supplyEntrCd, ordNo: orderLines.ordNo, ordDtlSq: orderLines.ordDtlSq, ordDtlStsCd: orderLines.ordDtlStsCd })
        .from(orderLines)
        .where(and(eq(orderLines.deliveryEntrCd, deliveryEntrCd), eq(orderLines.invoiceNo, invoiceNo)))
        .orderBy(asc(orderLines.ordNo), asc(orderLines.ordDtlSq));
    },
    /** Claims whose return pickup travels under a carrier's invoice. */
    async listClaimsByPickup(deliveryEntrCd: string, invoiceNo: string) {
      return db.q
        .select({ supplyEntrCd: orderClaims.supplyEntrCd, claimSq: orderClaims.claimSq, claimStsCd: orderClaims.claimStsCd })
        .from(orderClaims)
        .where(and(eq(orderClaims.rdeliveryEntrCd, deliveryEntrCd), eq(orderClaims.rinvoiceNo, invoiceNo)))
        .orderBy(asc(orderClaims.claimSq));
    },
    async listNotifications(afterSeq: number, limit: number) {
      return db.q
        .select()
        .from(buyerNotifications)
        .where(gt(buyerNotifications.notificationSeq, afterSeq))
        .orderBy(asc(buyerNotifications.notificationSeq))
        .limit(limit);
    },
    /** Marks notifications sent; those sent before keep their first date. Answers how many were marked now. */
    async markSent(seqs: number[], at: Date): Promise<number> {
      const rows = await db.q
        .update(buyerNotifications)
        .set({ sentDt: at })
        .where(and(inArray(buyerNotifications.notificationSeq, seqs), isNull(buyerNotifications.sentDt)))
        .returning({ seq: buyerNotifications.notificationSeq });
      return rows.length;
    },
    /** Lines shipped, or delivered and not confirmed, with an invoice dated since `since`, oldest invoice first. */
    async listShipments(since: Date, limit: number) {
      return db.q
        .select({
          ordNo: orderLines.ordNo,
          ordDtlSq: orderLines.ordDtlSq,
          supplyEntrCd: orderLines.supplyEntrCd,
          ordDtlStsCd: orderLines.ordDtlStsCd,
          deliveryEntrCd: orderLines.deliveryEntrCd,
          invoiceNo: orderLines.invoiceNo,
          invoiceDt: orderLines.invoiceDt,
          deliveredDt: orderLines.deliveredDt,
        })
        .from(orderLines)
        .where(
          and(
            inArray(orderLines.ordDtlStsCd, [LINE_STATUS.shipping, LINE_STATUS.delivered]),
            isNull(orderLines.purchaseConfirmDt),
            gte(orderLines.invoiceDt, since),
            sql`${orderLines.invoiceNo} is not null and ${orderLines.deliveryEntrCd} is not null`,
          ),
        )
        .orderBy(asc(orderLines.invoiceDt), asc(orderLines.ordNo), asc(orderLines.ordDtlSq))
        .limit(limit);
    },
    /** Return pickups under way (collecting, with a pickup invoice). */
    async listPickups(limit: number) {
      return db.q
        .select({
          claimSq: orderClaims.claimSq,
          ordNo: orderClaims.ordNo,
          ordDtlSq: orderClaims.ordDtlSq,
          deliveryEntrCd: orderClaims.rdeliveryEntrCd,
          invoiceNo: orderClaims.rinvoiceNo,
        })
        .from(orderClaims)
        .where(and(eq(orderClaims.claimStsCd, CLAIM_STATUS.collect), sql`${orderClaims.rinvoiceNo} is not null and ${orderClaims.rdeliveryEntrCd} is not null`))
        .orderBy(asc(orderClaims.claimSq))
        .limit(limit);
    },
  };
}
export type MallEventsRepository = ReturnType<typeof createMallEventsRepository>;
