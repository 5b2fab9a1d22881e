import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TTravelEstimateListFilter } from '@po/contracts';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions } from '@/platform/db/list-filters.ts';
import { travelEstimateRooms, travelEstimates } from './travel-order.tables.ts';

export type TravelEstimateRow = typeof travelEstimates.$inferSelect;
export type NewTravelEstimate = typeof travelEstimates.$inferInsert;
export type TravelEstimateRoomRow = typeof travelEstimateRooms.$inferSelect;
export interface TravelEstimateKey {
  supplyEntrCd: string;
  estmNo: string;
}

const e = travelEstimates;
const r = travelEstimateRooms;
const keyOf = (k: TravelEstimateKey) => and(eq(e.supplyEntrCd, k.supplyEntrCd), eq(e.estmNo, k.estmNo));

function whereOf(supplyEntrCd: string, f: TTravelEstimateListFilter): SQL[] {
  const product = f.product?.trim();
  return [
    eq(e.supplyEntrCd, supplyEntrCd),
    ...filterConditions(
      { from: f.startDt, to: f.endDt, type: f.estmProdTypeCd, reqNm: f.reqNm, estmNo: f.estmNo },
      {
        from: { op: 'dateFrom', column: e.reqDt },
        to: { op: 'dateTo', column: e.reqDt },
        type: { op: 'eq', column: e.estmProdTypeCd },
        reqNm: { op: 'contains', column: e.reqNm },
        estmNo: { op: 'eq', column: e.estmNo },
      },
    ),
    ...(product ? [or(eq(e.prodCd, product), ...filterConditions({ p: product }, { p: { op: 'contains', column: e.prodNm } }))!] : []),
  ];
}

/** Estimates and their room lines: all SQL of the estimate side. */
export function createTravelEstimateRepository(db: Database) {
  return {
    async insertEstimate(row: NewTravelEstimate, rooms: Omit<typeof r.$inferInsert, 'supplyEntrCd' | 'estmNo'>[]): Promise<void> {
      await db.q.insert(e).values(row);
      await db.q.insert(r).values(rooms.map((x) => ({ ...x, supplyEntrCd: row.supplyEntrCd, estmNo: row.estmNo })));
    },

    /** An estimate by the mall's number (mall-wide). */
    async findByMallKey(estmNo: string): Promise<TravelEstimateRow | undefined> {
      const [row] = await db.q.select().from(e).where(eq(e.estmNo, estmNo));
      return row;
    },

    async findEstimate(k: TravelEstimateKey): Promise<TravelEstimateRow | undefined> {
      const [row] = await db.q.select().from(e).where(keyOf(k));
      return row;
    },

    async lockEstimate(k: TravelEstimateKey): Promise<TravelEstimateRow | undefined> {
      const [row] = await db.q.select().from(e).where(keyOf(k)).for('update');
      return row;
    },

    async updateEstimate(k: TravelEstimateKey, patch: Partial<NewTravelEstimate>): Promise<TravelEstimateRow> {
      const [row] = await db.q
        .update(e)
        .set({ ...patch, version: sql`${e.version} + 1` })
        .where(keyOf(k))
        .returning();
      return row!;
    },

    async listRooms(k: TravelEstimateKey): Promise<TravelEstimateRoomRow[]> {
      return db.q
        .select()
        .from(r)
        .where(and(eq(r.supplyEntrCd, k.supplyEntrCd), eq(r.estmNo, k.estmNo)))
        .orderBy(asc(r.estmRoomSeq));
    },

    /** Sets one room line's dates (null clears them). */
    async setRoomDates(k: TravelEstimateKey, estmRoomSeq: number, dates: { checkInDt: string | null; checkOutDt: string | null }): Promise<void> {
      await db.q
        .update(r)
        .set(dates)
        .where(and(eq(r.supplyEntrCd, k.supplyEntrCd), eq(r.estmNo, k.estmNo), eq(r.estmRoomSeq, estmRoomSeq)));
    },

    /** Clears every room line's dates (a type change, business-area §5). */
    async clearRoomDates(k: TravelEstimateKey): Promise<void> {
      await db.q
        .update(r)
        .set({ checkInDt: null, checkOutDt: null })
        .where(and(eq(r.supplyEntrCd, k.supplyEntrCd), eq(r.estmNo, k.estmNo)));
    },

    /** A page of the list (newest request first) with each estimate's rooms summed, and the count of every status. */
    async listEstimates(supplyEntrCd: string, f: TTravelEstimateListFilter, page: { pageNum: number; pageSize: number } | null) {
      const base = whereOf(supplyEntrCd, f);
      const where = and(...base, ...(f.statusCd ? [eq(e.estmStatCd, f.statusCd)] : []));
      const q = db.q.select().from(e).where(where).orderBy(desc(e.reqDt), asc(e.estmNo));
      const list = page ? await q.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await q;
      const rooms =
        list.length === 0
          ? []
          : await db.q
              .select({
                estmNo: r.estmNo,
                roomCnt: sql<number>`sum(${r.roomCnt})::int`,
                firstCheckInDt: sql<string | null>`case when bool_and(${r.checkInDt} is not null) then min(${r.checkInDt})::text end`,
              })
              .from(r)
              .where(
                and(
                  eq(r.supplyEntrCd, supplyEntrCd),
                  inArray(
                    r.estmNo,
                    list.map((x) => x.estmNo),
                  ),
                ),
              )
              .groupBy(r.estmNo);
      const counts = await db.q
        .select({ statusCd: e.estmStatCd, cnt: count() })
        .from(e)
        .where(and(...base))
        .groupBy(e.estmStatCd);
      return { list, rooms: new Map(rooms.map((x) => [x.estmNo, x])), counts: new Map(counts.map((c) => [c.statusCd, Number(c.cnt)])) };
    },
  };
}
export type TravelEstimateRepository = ReturnType<typeof createTravelEstimateRepository>;
