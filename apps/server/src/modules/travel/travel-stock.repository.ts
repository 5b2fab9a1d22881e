import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { travelProducts, travelRoomDays, travelRooms } from './travel-product.tables.ts';

/** What a booking needs of the property and its room. */
export interface BookableRoom {
  supplyEntrCd: string;
  prodCd: string;
  prodNm: string;
  prodStsCd: string;
  rsvStartDt: string;
  rsvEndDt: string;
  roomSeq: number;
  roomNm: string;
}

export interface StayNight {
  stayDt: string;
  price: number;
  stockQty: number;
  saleYn: 'Y' | 'N';
}

/**
 * The calendar's stock as reservations take and give it back (travel_room_day). Taking is one conditional update
 * per night (`stock_qty = stock_qty - n where stock_qty >= n and sale_yn = 'Y'`): two bookings of the last room race
 * on the row lock and the second finds too little, so nothing is ever oversold.
 */
export function createTravelStockRepository(db: Database) {
  return {
    /** The property and one of its rooms, whoever's it is (the mall names products mall-wide). */
    async findBookableRoom(prodCd: string, roomSeq: number): Promise<BookableRoom | undefined> {
      const [row] = await db.q
        .select({
          supplyEntrCd: travelProducts.supplyEntrCd,
          prodCd: travelProducts.prodCd,
          prodNm: travelProducts.prodNm,
          prodStsCd: travelProducts.prodStsCd,
          rsvStartDt: travelProducts.rsvStartDt,
          rsvEndDt: travelProducts.rsvEndDt,
          roomSeq: travelRooms.roomSeq,
          roomNm: travelRooms.roomNm,
        })
        .from(travelProducts)
        .innerJoin(travelRooms, and(eq(travelRooms.supplyEntrCd, travelProducts.supplyEntrCd), eq(travelRooms.prodCd, travelProducts.prodCd)))
        .where(and(eq(travelProducts.prodCd, prodCd), eq(travelRooms.roomSeq, roomSeq)));
      return row;
    },

    /** The property alone (an estimate names rooms by number). */
    async findProduct(prodCd: string) {
      const [row] = await db.q
        .select({
          supplyEntrCd: travelProducts.supplyEntrCd,
          prodCd: travelProducts.prodCd,
          prodNm: travelProducts.prodNm,
          prodStsCd: travelProducts.prodStsCd,
        })
        .from(travelProducts)
        .where(eq(travelProducts.prodCd, prodCd));
      return row;
    },

    /** The room names of a property by number. */
    async roomNames(supplyEntrCd: string, prodCd: string): Promise<Map<number, string>> {
      const rows = await db.q
        .select({ roomSeq: travelRooms.roomSeq, roomNm: travelRooms.roomNm })
        .from(travelRooms)
        .where(and(eq(travelRooms.supplyEntrCd, supplyEntrCd), eq(travelRooms.prodCd, prodCd)));
      return new Map(rows.map((r) => [r.roomSeq, r.roomNm]));
    },

    /** The calendar of a room for check-in .. check-out (exclusive), by day. */
    async listNights(room: Pick<BookableRoom, 'supplyEntrCd' | 'prodCd' | 'roomSeq'>, checkInDt: string, checkOutDt: string): Promise<StayNight[]> {
      return db.q
        .select({ stayDt: travelRoomDays.stayDt, price: travelRoomDays.price, stockQty: travelRoomDays.stockQty, saleYn: travelRoomDays.saleYn })
        .from(travelRoomDays)
        .where(and(...dayKey(room), gte(travelRoomDays.stayDt, checkInDt), lt(travelRoomDays.stayDt, checkOutDt)))
        .orderBy(asc(travelRoomDays.stayDt));
    },

    /** Takes `qty` rooms of one night if that many are left on sale; answers whether it did. */
    async takeNight(room: Pick<BookableRoom, 'supplyEntrCd' | 'prodCd' | 'roomSeq'>, stayDt: string, qty: number, now: Date): Promise<boolean> {
      const rows = await db.q
        .update(travelRoomDays)
        .set({ stockQty: sql`${travelRoomDays.stockQty} - ${qty}`, upDt: now })
        .where(and(...dayKey(room), eq(travelRoomDays.stayDt, stayDt), gte(travelRoomDays.stockQty, qty), eq(travelRoomDays.saleYn, 'Y')))
        .returning({ stayDt: travelRoomDays.stayDt });
      return rows.length === 1;
    },

    /** Gives `qty` rooms of the nights back (a night the window change deleted has nothing to give back to). */
    async giveBackNights(room: Pick<BookableRoom, 'supplyEntrCd' | 'prodCd' | 'roomSeq'>, stayDts: string[], qty: number, now: Date): Promise<void> {
      for (const stayDt of stayDts) {
        await db.q
          .update(travelRoomDays)
          .set({ stockQty: sql`${travelRoomDays.stockQty} + ${qty}`, upDt: now })
          .where(and(...dayKey(room), eq(travelRoomDays.stayDt, stayDt)));
      }
    },
  };
}
export type TravelStockRepository = ReturnType<typeof createTravelStockRepository>;

const dayKey = (room: Pick<BookableRoom, 'supplyEntrCd' | 'prodCd' | 'roomSeq'>) => [
  eq(travelRoomDays.supplyEntrCd, room.supplyEntrCd),
  eq(travelRoomDays.prodCd, room.prodCd),
  eq(travelRoomDays.roomSeq, room.roomSeq),
];
