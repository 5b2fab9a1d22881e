import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TTravelOrderListFilter } from '@po/contracts';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions } from '@/platform/db/list-filters.ts';
import { travelOrderNights, travelOrders, travelStatusHistory } from './travel-order.tables.ts';

export type TravelOrderRow = typeof travelOrders.$inferSelect;
export type NewTravelOrder = typeof travelOrders.$inferInsert;
export type NewTravelHistory = typeof travelStatusHistory.$inferInsert;
export type TravelHistoryRow = typeof travelStatusHistory.$inferSelect;
export interface TravelOrderKey {
  supplyEntrCd: string;
  ordNo: string;
  ordDtlSq: number;
}

const o = travelOrders;
const keyOf = (k: TravelOrderKey) => and(eq(o.supplyEntrCd, k.supplyEntrCd), eq(o.ordNo, k.ordNo), eq(o.ordDtlSq, k.ordDtlSq));
export const orderRefKey = (k: Pick<TravelOrderKey, 'ordNo' | 'ordDtlSq'>) => `${k.ordNo}-${k.ordDtlSq}`;

/** The list's filters as SQL (the period reads the order instant in Seoul or the check-in day). */
function whereOf(supplyEntrCd: string, f: Omit<TTravelOrderListFilter, 'statusCd'>): SQL[] {
  const period =
    f.dateType === 'CHECK_IN'
      ? [sql`${o.checkInDt} >= ${f.startDt}::date`, sql`${o.checkInDt} <= ${f.endDt}::date`]
      : filterConditions({ from: f.startDt, to: f.endDt }, { from: { op: 'dateFrom', column: o.ordDt }, to: { op: 'dateTo', column: o.ordDt } });
  const product = f.product?.trim();
  return [
    eq(o.supplyEntrCd, supplyEntrCd),
    ...period,
    ...filterConditions(
      { guestNm: f.guestNm, buyerNm: f.buyerNm, ordNo: f.ordNo },
      {
        guestNm: { op: 'contains', column: o.guestNm },
        buyerNm: { op: 'contains', column: o.buyerNm },
        ordNo: { op: 'eq', column: o.ordNo },
      },
    ),
    ...(product ? [or(eq(o.prodCd, product), ...filterConditions({ p: product }, { p: { op: 'contains', column: o.prodNm } }))!] : []),
  ];
}

/** Reservations, their nights and their status history: all SQL of the reservation side. */
export function createTravelOrderRepository(db: Database) {
  return {
    async insertOrder(row: NewTravelOrder, nights: { stayDt: string; price: number }[]): Promise<void> {
      await db.q.insert(travelOrders).values(row);
      await db.q
        .insert(travelOrderNights)
        .values(nights.map((n) => ({ supplyEntrCd: row.supplyEntrCd, ordNo: row.ordNo, ordDtlSq: row.ordDtlSq, stayDt: n.stayDt, price: n.price })));
    },

    /** A reservation by the mall's ids (mall-wide). */
    async findByMallKey(ordNo: string, ordDtlSq: number): Promise<TravelOrderRow | undefined> {
      const [row] = await db.q
        .select()
        .from(o)
        .where(and(eq(o.ordNo, ordNo), eq(o.ordDtlSq, ordDtlSq)));
      return row;
    },

    async lockOrder(k: TravelOrderKey): Promise<TravelOrderRow | undefined> {
      const [row] = await db.q.select().from(o).where(keyOf(k)).for('update');
      return row;
    },

    async updateOrder(k: TravelOrderKey, patch: Partial<NewTravelOrder>): Promise<TravelOrderRow> {
      const [row] = await db.q
        .update(o)
        .set({ ...patch, version: sql`${o.version} + 1` })
        .where(keyOf(k))
        .returning();
      return row!;
    },

    async listNights(supplyEntrCd: string, ordNo: string) {
      return db.q
        .select()
        .from(travelOrderNights)
        .where(and(eq(travelOrderNights.supplyEntrCd, supplyEntrCd), eq(travelOrderNights.ordNo, ordNo)))
        .orderBy(asc(travelOrderNights.ordDtlSq), asc(travelOrderNights.stayDt));
    },

    async insertHistory(row: NewTravelHistory): Promise<void> {
      await db.q.insert(travelStatusHistory).values(row);
    },

    async listHistory(supplyEntrCd: string, kind: 'ORDER' | 'ESTIMATE', refKeys: string[]): Promise<TravelHistoryRow[]> {
      if (refKeys.length === 0) return [];
      const h = travelStatusHistory;
      return db.q
        .select()
        .from(h)
        .where(and(eq(h.supplyEntrCd, supplyEntrCd), eq(h.kind, kind), inArray(h.refKey, refKeys)))
        .orderBy(asc(h.histSeq));
    },

    /** Every line of a mall order number that is the seller's. */
    async listOrderLines(supplyEntrCd: string, ordNo: string): Promise<TravelOrderRow[]> {
      return db.q
        .select()
        .from(o)
        .where(and(eq(o.supplyEntrCd, supplyEntrCd), eq(o.ordNo, ordNo)))
        .orderBy(asc(o.ordDtlSq));
    },

    /** A page of the list (newest order first), its count and the count of every status under the other filters. */
    async listOrders(supplyEntrCd: string, f: TTravelOrderListFilter, page: { pageNum: number; pageSize: number } | null) {
      const base = whereOf(supplyEntrCd, f);
      const where = and(...base, ...(f.statusCd ? [eq(o.rsvStsCd, f.statusCd)] : []));
      const q = db.q.select().from(o).where(where).orderBy(desc(o.ordDt), asc(o.ordNo), asc(o.ordDtlSq));
      const list = page ? await q.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await q;
      const counts = await db.q
        .select({ statusCd: o.rsvStsCd, cnt: count() })
        .from(o)
        .where(and(...base))
        .groupBy(o.rsvStsCd);
      return { list, counts: new Map(counts.map((c) => [c.statusCd, Number(c.cnt)])) };
    },

    /** Lines of a status whose check-out is on or before a day: the periodic moves. */
    async listDue(rsvStsCd: string, checkOutOnOrBefore: string): Promise<TravelOrderRow[]> {
      return db.q
        .select()
        .from(o)
        .where(and(eq(o.rsvStsCd, rsvStsCd), sql`${o.checkOutDt} <= ${checkOutOnOrBefore}::date`))
        .orderBy(asc(o.supplyEntrCd), asc(o.ordNo), asc(o.ordDtlSq))
        .limit(1000);
    },
  };
}
export type TravelOrderRepository = ReturnType<typeof createTravelOrderRepository>;
