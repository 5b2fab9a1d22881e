import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { orderLines } from './order.tables.ts';

/** The statements of the order detail's actions that the core repository does not hold. */
export function createOrderDetailRepository(db: Database) {
  return {
    /**
     * Serialises invoice registrations of one carrier's invoice number until the transaction ends, so two orders
     * registering the same number at once cannot both see it unused.
     */
    async lockInvoiceNo(deliveryEntrCd: string, invoiceNo: string): Promise<void> {
      await db.q.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${deliveryEntrCd}:${invoiceNo}`}))`);
    },
    /** Whether a line of another order (any seller's) carries this carrier's invoice number. */
    async invoiceUsedElsewhere(opts: { deliveryEntrCd: string; invoiceNo: string; ordNo: string }): Promise<boolean> {
      const rows = await db.q
        .select({ ordNo: orderLines.ordNo })
        .from(orderLines)
        .where(and(eq(orderLines.deliveryEntrCd, opts.deliveryEntrCd), eq(orderLines.invoiceNo, opts.invoiceNo), ne(orderLines.ordNo, opts.ordNo)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type OrderDetailRepository = ReturnType<typeof createOrderDetailRepository>;
