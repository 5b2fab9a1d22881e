import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { buyerNotifications, orderLines, orders, orderStatusHistory } from './order.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewHistory = typeof orderStatusHistory.$inferInsert;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type NewBuyerNotification = typeof buyerNotifications.$inferInsert;
/** A seller's line: every seller-side read names the seller, so another seller's line reads as missing. */
export interface LineKey {
  supplyEntrCd: string;
  ordNo: string;
  ordDtlSq: number;
}

const lineKey = (k: LineKey) => and(eq(orderLines.supplyEntrCd, k.supplyEntrCd), eq(orderLines.ordNo, k.ordNo), eq(orderLines.ordDtlSq, k.ordDtlSq));

/** The core statements on orders and their lines, history and buyer notifications. */
export function createOrderRepository(db: Database) {
  return {
    async findOrder(ordNo: string): Promise<OrderRow | undefined> {
      return (await db.q.select().from(orders).where(eq(orders.ordNo, ordNo)))[0];
    },
    /** The order and its lines, written together (the caller's transaction). */
    async insertOrder(order: typeof orders.$inferInsert, lines: NewOrderLine[]): Promise<void> {
      await db.q.insert(orders).values(order);
      await db.q.insert(orderLines).values(lines);
    },
    /** Every line of an order, whoever's (the mall's view: intake replies, buyer claims). */
    async listAllLines(ordNo: string): Promise<OrderLineRow[]> {
      return db.q.select().from(orderLines).where(eq(orderLines.ordNo, ordNo)).orderBy(asc(orderLines.ordDtlSq));
    },
    /** The seller's lines of an order, in line order. */
    async listSellerLines(supplyEntrCd: string, ordNo: string): Promise<OrderLineRow[]> {
      return db.q
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.supplyEntrCd, supplyEntrCd), eq(orderLines.ordNo, ordNo)))
        .orderBy(asc(orderLines.ordDtlSq));
    },
    async findLine(k: LineKey): Promise<OrderLineRow | undefined> {
      return (await db.q.select().from(orderLines).where(lineKey(k)))[0];
    },
    /** A line of any seller, by the mall's ids (buyer claims, tracking events). */
    async findAnyLine(ordNo: string, ordDtlSq: number): Promise<OrderLineRow | undefined> {
      return (
        await db.q
          .select()
          .from(orderLines)
          .where(and(eq(orderLines.ordNo, ordNo), eq(orderLines.ordDtlSq, ordDtlSq)))
      )[0];
    },
    /** The line locked for a change: two changes of one line run one after the other. */
    async lockLine(k: LineKey): Promise<OrderLineRow | undefined> {
      return (await db.q.select().from(orderLines).where(lineKey(k)).for('update'))[0];
    },
    /** Changes a line and bumps its version; answers false when the line is not the seller's. */
    async updateLine(k: LineKey, patch: Partial<NewOrderLine>): Promise<boolean> {
      const rows = await db.q
        .update(orderLines)
        .set({ ...patch, version: sql`${orderLines.version} + 1` })
        .where(lineKey(k))
        .returning({ ordDtlSq: orderLines.ordDtlSq });
      return rows.length > 0;
    },
    async insertHistory(rows: NewHistory[]): Promise<void> {
      if (rows.length > 0) await db.q.insert(orderStatusHistory).values(rows);
    },
    /** A line's history (or the order's lines' of the seller), oldest first. */
    async listHistory(opts: { supplyEntrCd: string; ordNo: string; ordDtlSq?: number }): Promise<HistoryRow[]> {
      const where = [eq(orderStatusHistory.supplyEntrCd, opts.supplyEntrCd), eq(orderStatusHistory.ordNo, opts.ordNo)];
      if (opts.ordDtlSq !== undefined) where.push(eq(orderStatusHistory.ordDtlSq, opts.ordDtlSq));
      return db.q
        .select()
        .from(orderStatusHistory)
        .where(and(...where))
        .orderBy(asc(orderStatusHistory.histSeq));
    },
    /** Messages for the buyer's outbox, in one statement (one, or a batch of the bulk upload). */
    async insertNotifications(rows: NewBuyerNotification[]): Promise<void> {
      if (rows.length > 0) await db.q.insert(buyerNotifications).values(rows);
    },
    async listNotifications(ordNo: string) {
      return db.q.select().from(buyerNotifications).where(eq(buyerNotifications.ordNo, ordNo)).orderBy(asc(buyerNotifications.notificationSeq));
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
