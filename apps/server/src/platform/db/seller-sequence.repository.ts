import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { sellerSequences } from './seller-sequence.tables.ts';

/** Kinds of per-seller codes; each has its own counter. */
export type SellerSequenceName = 'deliveryLoc' | 'dlcstPlcy' | 'brandRequest';

export function createSellerSequenceRepository(db: Database) {
  return {
    /** The next number of a seller's counter (1, 2, ...); joins the caller's transaction. */
    async next(supplyEntrCd: string, seqName: SellerSequenceName): Promise<number> {
      const rows = await db.q
        .insert(sellerSequences)
        .values({ supplyEntrCd, seqName, lastValue: 1 })
        .onConflictDoUpdate({ target: [sellerSequences.supplyEntrCd, sellerSequences.seqName], set: { lastValue: sql`${sellerSequences.lastValue} + 1` } })
        .returning({ value: sellerSequences.lastValue });
      const value = rows[0]?.value;
      if (value === undefined) throw new Error('seller sequence returned no row');
      return value;
    },
  };
}
export type SellerSequenceRepository = ReturnType<typeof createSellerSequenceRepository>;
