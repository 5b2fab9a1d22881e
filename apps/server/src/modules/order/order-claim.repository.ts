import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { orderClaims } from './order.tables.ts';

export type ClaimRow = typeof orderClaims.$inferSelect;
export type NewClaim = typeof orderClaims.$inferInsert;

/** The core statements on claims; every seller-side read names the seller. */
export function createOrderClaimRepository(db: Database) {
  const claimOf = (supplyEntrCd: string, claimSq: number) => and(eq(orderClaims.supplyEntrCd, supplyEntrCd), eq(orderClaims.claimSq, claimSq));
  return {
    async insertClaim(row: NewClaim): Promise<ClaimRow> {
      const [created] = await db.q.insert(orderClaims).values(row).returning();
      return created!;
    },
    async findClaim(supplyEntrCd: string, claimSq: number): Promise<ClaimRow | undefined> {
      return (await db.q.select().from(orderClaims).where(claimOf(supplyEntrCd, claimSq)))[0];
    },
    /** A claim of any seller (the operator's hold queue, the mall's claim ids, the clock's jobs). */
    async findAnyClaim(claimSq: number): Promise<ClaimRow | undefined> {
      return (await db.q.select().from(orderClaims).where(eq(orderClaims.claimSq, claimSq)))[0];
    },
    async findByMallClaimId(mallClaimId: string): Promise<ClaimRow | undefined> {
      return (await db.q.select().from(orderClaims).where(eq(orderClaims.mallClaimId, mallClaimId)))[0];
    },
    async lockClaim(supplyEntrCd: string, claimSq: number): Promise<ClaimRow | undefined> {
      return (await db.q.select().from(orderClaims).where(claimOf(supplyEntrCd, claimSq)).for('update'))[0];
    },
    async updateClaim(supplyEntrCd: string, claimSq: number, patch: Partial<NewClaim>): Promise<void> {
      await db.q
        .update(orderClaims)
        .set({ ...patch, version: sql`${orderClaims.version} + 1` })
        .where(claimOf(supplyEntrCd, claimSq));
    },
    /** The claims of a seller's line, oldest first. */
    async listLineClaims(supplyEntrCd: string, ordNo: string, ordDtlSq?: number): Promise<ClaimRow[]> {
      const where = [eq(orderClaims.supplyEntrCd, supplyEntrCd), eq(orderClaims.ordNo, ordNo)];
      if (ordDtlSq !== undefined) where.push(eq(orderClaims.ordDtlSq, ordDtlSq));
      return db.q
        .select()
        .from(orderClaims)
        .where(and(...where))
        .orderBy(asc(orderClaims.claimSq));
    },
  };
}
export type OrderClaimRepository = ReturnType<typeof createOrderClaimRepository>;
