import { TRAVEL_ORDER_STATUS } from '@po/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { travelOrderNights, travelOrders } from './travel-order.tables.ts';
import { travelRoomDays, travelRooms } from './travel-product.tables.ts';
import type { TravelProductKey } from './travel-product.repository.ts';

export type TravelDayCell = { roomSeq: number; stayDt: string; price: number; stockQty: number; saleYn: 'Y' | 'N' };

/** Reservations still holding their nights: anything not cancelled and not completed. */
const OPEN_ORDER_STATUSES = [
  TRAVEL_ORDER_STATUS.wait,
  TRAVEL_ORDER_STATUS.confirmed,
  TRAVEL_ORDER_STATUS.purchaseConfirmed,
  TRAVEL_ORDER_STATUS.cancelRequested,
];

const productDays = (k: TravelProductKey) => and(eq(travelRoomDays.supplyEntrCd, k.supplyEntrCd), eq(travelRoomDays.prodCd, k.prodCd));

/** The calendar of price, stock and sale flag per room and night. Writes are bulk: one statement, not one per cell. */
export function createTravelRoomDayRepository(db: Database) {
  /**
   * Writes cells with one statement over arrays (unnest): a 30-room, 6-month calendar is ~5,500 cells, and a
   * VALUES list of that many rows would need 44,000 parameters. `upsert` overwrites existing cells' values.
   */
  async function writeCells(k: TravelProductKey, cells: readonly TravelDayCell[], now: Date, upsert: boolean): Promise<number> {
    if (cells.length === 0) return 0;
    const conflict = upsert
      ? sql`on conflict (supply_entr_cd, prod_cd, room_seq, stay_dt) do update set price = excluded.price, stock_qty = excluded.stock_qty, sale_yn = excluded.sale_yn, up_dt = excluded.up_dt`
      : sql``;
    await db.q.execute(sql`
      insert into travel_room_day (supply_entr_cd, prod_cd, room_seq, stay_dt, price, stock_qty, sale_yn, up_dt)
      select ${k.supplyEntrCd}, ${k.prodCd}, c.room_seq, c.stay_dt, c.price, c.stock_qty, c.sale_yn, ${now}
      from unnest(${sql.param(cells.map((c) => c.roomSeq))}::int[], ${sql.param(cells.map((c) => c.stayDt))}::date[],
                  ${sql.param(cells.map((c) => c.price))}::bigint[], ${sql.param(cells.map((c) => c.stockQty))}::int[],
                  ${sql.param(cells.map((c) => c.saleYn))}::text[]) as c(room_seq, stay_dt, price, stock_qty, sale_yn)
      ${conflict}`);
    return cells.length;
  }

  return {
    insertCells: (k: TravelProductKey, cells: readonly TravelDayCell[], now: Date) => writeCells(k, cells, now, false),
    /** Sets cells that exist (the edit checks each is inside the window and of a registered room first). */
    upsertCells: (k: TravelProductKey, cells: readonly TravelDayCell[], now: Date) => writeCells(k, cells, now, true),

    async listDays(k: TravelProductKey, range: { fromDt: string; toDt: string }): Promise<TravelDayCell[]> {
      const rows = await db.q
        .select({
          roomSeq: travelRoomDays.roomSeq,
          stayDt: travelRoomDays.stayDt,
          price: travelRoomDays.price,
          stockQty: travelRoomDays.stockQty,
          saleYn: travelRoomDays.saleYn,
        })
        .from(travelRoomDays)
        .where(and(productDays(k), gte(travelRoomDays.stayDt, range.fromDt), lte(travelRoomDays.stayDt, range.toDt)))
        .orderBy(asc(travelRoomDays.roomSeq), asc(travelRoomDays.stayDt));
      return rows;
    },

    /** A range edit: the values given, on the rooms' nights from..to whose weekday (0 Sunday) is listed. */
    async updateRange(
      k: TravelProductKey,
      r: { roomSeqs: number[]; fromDt: string; toDt: string; weekdays: number[]; price?: number; stockQty?: number; saleYn?: 'Y' | 'N' },
      now: Date,
    ): Promise<number> {
      const set = {
        ...(r.price !== undefined ? { price: r.price } : {}),
        ...(r.stockQty !== undefined ? { stockQty: r.stockQty } : {}),
        ...(r.saleYn !== undefined ? { saleYn: r.saleYn } : {}),
        upDt: now,
      };
      const rows = await db.q
        .update(travelRoomDays)
        .set(set)
        .where(
          and(
            productDays(k),
            inArray(travelRoomDays.roomSeq, r.roomSeqs),
            gte(travelRoomDays.stayDt, r.fromDt),
            lte(travelRoomDays.stayDt, r.toDt),
            sql`extract(dow from ${travelRoomDays.stayDt})::int = any(${sql.param(r.weekdays)}::int[])`,
          ),
        )
        .returning({ roomSeq: travelRoomDays.roomSeq });
      return rows.length;
    },

    /** The window change: every night of the product goes (the new calendar is written next, in the same transaction). */
    async deleteAll(k: TravelProductKey): Promise<void> {
      await db.q.delete(travelRoomDays).where(productDays(k));
    },

    /** Whether some room in use still has a night from `fromDt` on, on sale with stock: the sold-out rule's question. */
    async hasSaleableNight(k: TravelProductKey, fromDt: string): Promise<boolean> {
      const rows = await db.q
        .select({ one: sql<number>`1` })
        .from(travelRoomDays)
        .innerJoin(
          travelRooms,
          and(
            eq(travelRooms.supplyEntrCd, travelRoomDays.supplyEntrCd),
            eq(travelRooms.prodCd, travelRoomDays.prodCd),
            eq(travelRooms.roomSeq, travelRoomDays.roomSeq),
          ),
        )
        .where(
          and(
            productDays(k),
            gte(travelRoomDays.stayDt, fromDt),
            sql`${travelRoomDays.stockQty} > 0`,
            eq(travelRoomDays.saleYn, 'Y'),
            eq(travelRooms.useYn, 'Y'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Nights of open reservations of the product outside first..last (what a new window would drop). */
    async listReservedNightsOutside(k: TravelProductKey, window: { rsvStartDt: string; rsvEndDt: string }): Promise<string[]> {
      const rows = rowsOf<{ stay_dt: string }>(
        await db.q.execute(sql`
          select distinct n.stay_dt::text as stay_dt
          from ${travelOrderNights} n
          join ${travelOrders} o on o.supply_entr_cd = n.supply_entr_cd and o.ord_no = n.ord_no and o.ord_dtl_sq = n.ord_dtl_sq
          where o.supply_entr_cd = ${k.supplyEntrCd} and o.prod_cd = ${k.prodCd}
            and o.rsv_sts_cd = any(${sql.param(OPEN_ORDER_STATUSES)}::text[])
            and (n.stay_dt < ${window.rsvStartDt}::date or n.stay_dt > ${window.rsvEndDt}::date)
          order by 1`),
      );
      return rows.map((r) => r.stay_dt);
    },
  };
}
export type TravelRoomDayRepository = ReturnType<typeof createTravelRoomDayRepository>;
