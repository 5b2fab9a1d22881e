import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { productImages, productNoticeItems, productOptions, products } from './product.tables.ts';

type Key = { supplyEntrCd: string; prodCd: string };
export type OptionRow = typeof productOptions.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type NoticeItemRow = typeof productNoticeItems.$inferSelect;

const productKey = (k: Key) => and(eq(products.supplyEntrCd, k.supplyEntrCd), eq(products.prodCd, k.prodCd));
const ofProduct = (t: typeof productOptions | typeof productImages | typeof productNoticeItems, k: Key) =>
  and(eq(t.supplyEntrCd, k.supplyEntrCd), eq(t.prodCd, k.prodCd));

/** The reads and writes of one product's form (detail, update) and of the option grid's stock; all scoped by seller. */
export function createProductEditRepository(db: Database) {
  return {
    async listOptions(k: Key): Promise<OptionRow[]> {
      return db.q.select().from(productOptions).where(ofProduct(productOptions, k)).orderBy(asc(productOptions.sortOrder));
    },
    async listImages(k: Key): Promise<ImageRow[]> {
      return db.q.select().from(productImages).where(ofProduct(productImages, k)).orderBy(asc(productImages.imageSeq));
    },
    async listNoticeItems(k: Key): Promise<NoticeItemRow[]> {
      return db.q.select().from(productNoticeItems).where(ofProduct(productNoticeItems, k)).orderBy(asc(productNoticeItems.niCdSeq));
    },
    /** Writes the product's columns if its version is still `version`; answers the new version, or null when it moved on. */
    async updateProduct(k: Key, version: number, patch: Partial<typeof products.$inferInsert>): Promise<number | null> {
      const rows = await db.q
        .update(products)
        .set({ ...patch, version: sql`${products.version} + 1` })
        .where(and(productKey(k), eq(products.version, version)))
        .returning({ version: products.version });
      return rows[0]?.version ?? null;
    },
    /** Images and notice items are the form's as a whole: replaced, not merged. */
    async replaceImagesAndNotice(k: Key, images: (typeof productImages.$inferInsert)[], notice: (typeof productNoticeItems.$inferInsert)[]) {
      await db.q.delete(productImages).where(ofProduct(productImages, k));
      await db.q.delete(productNoticeItems).where(ofProduct(productNoticeItems, k));
      if (images.length > 0) await db.q.insert(productImages).values(images);
      if (notice.length > 0) await db.q.insert(productNoticeItems).values(notice);
    },
    /** Removes the combinations the form no longer has (allowed before approval only). */
    async deleteOptionsExcept(k: Key, keep: string[]): Promise<void> {
      const where = keep.length > 0 ? and(ofProduct(productOptions, k), notInArray(productOptions.prodOptionCd, keep)) : ofProduct(productOptions, k);
      await db.q.delete(productOptions).where(where);
    },
    /**
     * Sets one combination's values if its version is still `version` (null: the caller checked nothing of
     * it, so only its descriptive values may change). Answers the new version, or null when it moved on.
     */
    async updateOption(o: { supplyEntrCd: string; prodOptionCd: string; version: number | null; patch: Partial<typeof productOptions.$inferInsert> }) {
      const guard = o.version === null ? undefined : eq(productOptions.version, o.version);
      const rows = await db.q
        .update(productOptions)
        .set({ ...o.patch, version: sql`${productOptions.version} + 1` })
        .where(and(eq(productOptions.supplyEntrCd, o.supplyEntrCd), eq(productOptions.prodOptionCd, o.prodOptionCd), guard))
        .returning({ version: productOptions.version, stockQty: productOptions.stockQty, saleAbleYn: productOptions.saleAbleYn });
      return rows[0] ?? null;
    },
    /**
     * Parks the values and seller codes of combinations about to be rewritten on placeholders unique to each row
     * (their own code), without touching versions: a save that swaps two combinations' values would otherwise
     * trip the unique indexes between its two updates.
     */
    async parkOptionValues(supplyEntrCd: string, prodOptionCds: string[]): Promise<void> {
      if (prodOptionCds.length === 0) return;
      await db.q
        .update(productOptions)
        .set({ optionValue1: sql`chr(1) || ${productOptions.prodOptionCd}`, enterpriseOptionCd: null })
        .where(and(eq(productOptions.supplyEntrCd, supplyEntrCd), inArray(productOptions.prodOptionCd, prodOptionCds)));
    },
    async insertOptions(rows: (typeof productOptions.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.q.insert(productOptions).values(rows);
    },
    /** The named combinations of the seller's (prodCd and version as stored), for a batch's checks. */
    async findOptions(supplyEntrCd: string, prodOptionCds: string[]) {
      if (prodOptionCds.length === 0) return [];
      return db.q
        .select({ prodCd: productOptions.prodCd, prodOptionCd: productOptions.prodOptionCd, version: productOptions.version })
        .from(productOptions)
        .where(and(eq(productOptions.supplyEntrCd, supplyEntrCd), inArray(productOptions.prodOptionCd, prodOptionCds)));
    },
    /** Locks the seller's products in code order (one order for every batch, so two batches never deadlock); answers the codes found. */
    async lockProducts(supplyEntrCd: string, prodCds: string[]): Promise<string[]> {
      if (prodCds.length === 0) return [];
      const rows = await db.q
        .select({ prodCd: products.prodCd })
        .from(products)
        .where(and(eq(products.supplyEntrCd, supplyEntrCd), inArray(products.prodCd, prodCds)))
        .orderBy(asc(products.prodCd))
        .for('update');
      return rows.map((r) => r.prodCd);
    },
  };
}
export type ProductEditRepository = ReturnType<typeof createProductEditRepository>;
