import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { travelProdCdSeq, travelProductHistory, travelProductImages, travelProducts, travelRooms } from './travel-product.tables.ts';

export type TravelProductKey = { supplyEntrCd: string; prodCd: string };
export type TravelProductRow = typeof travelProducts.$inferSelect;
export type NewTravelProduct = typeof travelProducts.$inferInsert;
export type TravelRoomRow = typeof travelRooms.$inferSelect;
export type NewTravelHistory = typeof travelProductHistory.$inferInsert;

const keyOf = (k: TravelProductKey) => and(eq(travelProducts.supplyEntrCd, k.supplyEntrCd), eq(travelProducts.prodCd, k.prodCd));

/** The property, its photos, rooms and status history; every read starts from the seller's key. */
export function createTravelProductRepository(db: Database) {
  return {
    async nextProdCd(): Promise<string> {
      const [row] = rowsOf<{ n: string | number }>(await db.q.execute(sql`select nextval(${travelProdCdSeq.seqName ?? 'travel_prod_cd_seq'}) as n`));
      return `T${String(row?.n)}`;
    },
    async supplyProdCdTaken(supplyEntrCd: string, supplyProdCd: string, exceptProdCd?: string): Promise<boolean> {
      const rows = await db.q
        .select({ prodCd: travelProducts.prodCd })
        .from(travelProducts)
        .where(
          and(
            eq(travelProducts.supplyEntrCd, supplyEntrCd),
            eq(travelProducts.supplyProdCd, supplyProdCd),
            exceptProdCd ? sql`${travelProducts.prodCd} <> ${exceptProdCd}` : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async insertProduct(p: { product: NewTravelProduct; images: (typeof travelProductImages.$inferInsert)[]; rooms: (typeof travelRooms.$inferInsert)[] }) {
      await db.q.insert(travelProducts).values(p.product);
      await db.q.insert(travelProductImages).values(p.images);
      await db.q.insert(travelRooms).values(p.rooms);
    },
    async find(k: TravelProductKey): Promise<TravelProductRow | undefined> {
      return (await db.q.select().from(travelProducts).where(keyOf(k)))[0];
    },
    /** The row under a lock until the transaction ends: every write to a property takes it first (one lock order). */
    async findForUpdate(k: TravelProductKey): Promise<TravelProductRow | undefined> {
      return (await db.q.select().from(travelProducts).where(keyOf(k)).for('update'))[0];
    },
    /** A property by its mall-wide code, whoever sells it (the operator's console). */
    async findByProdCd(prodCd: string): Promise<TravelProductRow | undefined> {
      return (await db.q.select().from(travelProducts).where(eq(travelProducts.prodCd, prodCd)))[0];
    },
    async updateProduct(k: TravelProductKey, set: Partial<NewTravelProduct>): Promise<void> {
      await db.q.update(travelProducts).set(set).where(keyOf(k));
    },
    async setStatus(k: TravelProductKey, set: { prodStsCd: string; rejectReason: string | null; upDt: Date; upId: string; upNm: string }): Promise<void> {
      await db.q
        .update(travelProducts)
        .set({ ...set, version: sql`${travelProducts.version} + 1` })
        .where(keyOf(k));
    },
    async listImages(k: TravelProductKey) {
      return db.q
        .select({ fileSeq: travelProductImages.fileSeq })
        .from(travelProductImages)
        .where(and(eq(travelProductImages.supplyEntrCd, k.supplyEntrCd), eq(travelProductImages.prodCd, k.prodCd)))
        .orderBy(asc(travelProductImages.imageSeq));
    },
    async replaceImages(k: TravelProductKey, fileSeqs: readonly number[]): Promise<void> {
      await db.q.delete(travelProductImages).where(and(eq(travelProductImages.supplyEntrCd, k.supplyEntrCd), eq(travelProductImages.prodCd, k.prodCd)));
      await db.q.insert(travelProductImages).values(fileSeqs.map((fileSeq, i) => ({ ...k, imageSeq: i + 1, fileSeq })));
    },
    async listRooms(k: TravelProductKey): Promise<TravelRoomRow[]> {
      return db.q
        .select()
        .from(travelRooms)
        .where(and(eq(travelRooms.supplyEntrCd, k.supplyEntrCd), eq(travelRooms.prodCd, k.prodCd)))
        .orderBy(asc(travelRooms.roomSeq));
    },
    async insertRooms(rows: (typeof travelRooms.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.q.insert(travelRooms).values(rows);
    },
    async updateRoom(k: TravelProductKey & { roomSeq: number }, set: Partial<typeof travelRooms.$inferInsert>): Promise<void> {
      await db.q
        .update(travelRooms)
        .set(set)
        .where(and(eq(travelRooms.supplyEntrCd, k.supplyEntrCd), eq(travelRooms.prodCd, k.prodCd), eq(travelRooms.roomSeq, k.roomSeq)));
    },
    async insertHistory(row: NewTravelHistory): Promise<void> {
      await db.q.insert(travelProductHistory).values(row);
    },
    /** The status changes, newest first. */
    async listHistory(k: TravelProductKey) {
      return db.q
        .select()
        .from(travelProductHistory)
        .where(and(eq(travelProductHistory.supplyEntrCd, k.supplyEntrCd), eq(travelProductHistory.prodCd, k.prodCd)))
        .orderBy(desc(travelProductHistory.histSeq));
    },
  };
}
export type TravelProductRepository = ReturnType<typeof createTravelProductRepository>;
