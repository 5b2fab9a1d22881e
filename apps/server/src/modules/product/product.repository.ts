import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { prodCdSeq, productImages, productNoticeItems, productOptions, products, productStatusHistory } from './product.tables.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type NewOption = typeof productOptions.$inferInsert;
export type OptionStockRow = Pick<typeof productOptions.$inferSelect, 'prodOptionCd' | 'stockQty' | 'saleAbleYn'>;
export type NewStatusHistory = typeof productStatusHistory.$inferInsert;
type Key = { supplyEntrCd: string; prodCd: string };

const productKey = (k: Key) => and(eq(products.supplyEntrCd, k.supplyEntrCd), eq(products.prodCd, k.prodCd));
const optionsOf = (k: Key) => and(eq(productOptions.supplyEntrCd, k.supplyEntrCd), eq(productOptions.prodCd, k.prodCd));

/** Every SQL statement on products; every query is scoped by the seller. */
export function createProductRepository(db: Database) {
  return {
    /** The next mall-wide product code, P + 9 digits. */
    async nextProdCd(): Promise<string> {
      const [row] = rowsOf<{ n: string | number }>(await db.q.execute(sql`select nextval(${prodCdSeq.seqName ?? 'prod_cd_seq'}) as n`));
      return `P${String(row?.n)}`;
    },
    async supplyProdCdTaken(supplyEntrCd: string, supplyProdCd: string): Promise<boolean> {
      const rows = await db.q
        .select({ prodCd: products.prodCd })
        .from(products)
        .where(and(eq(products.supplyEntrCd, supplyEntrCd), eq(products.supplyProdCd, supplyProdCd)))
        .limit(1);
      return rows.length > 0;
    },
    /** The product with its options, images and notice items, written together (the caller's transaction). */
    async insertProduct(p: {
      product: NewProduct;
      options: NewOption[];
      images: (typeof productImages.$inferInsert)[];
      noticeItems: (typeof productNoticeItems.$inferInsert)[];
    }): Promise<void> {
      await db.q.insert(products).values(p.product);
      await db.q.insert(productOptions).values(p.options);
      if (p.images.length > 0) await db.q.insert(productImages).values(p.images);
      if (p.noticeItems.length > 0) await db.q.insert(productNoticeItems).values(p.noticeItems);
    },
    async find(k: Key): Promise<ProductRow | undefined> {
      return (await db.q.select().from(products).where(productKey(k)))[0];
    },
    /** The product row locked for a status change, so two changes of one product run one after the other. */
    async findForUpdate(k: Key): Promise<ProductRow | undefined> {
      return (await db.q.select().from(products).where(productKey(k)).for('update'))[0];
    },
    async setStatus(k: Key, patch: { prodStsCd: string; rejectReason: string | null; upDt: Date; upId: string; upNm: string }): Promise<void> {
      await db.q
        .update(products)
        .set({ ...patch, version: sql`${products.version} + 1` })
        .where(productKey(k));
    },
    async listOptionStock(k: Key): Promise<OptionStockRow[]> {
      return db.q
        .select({ prodOptionCd: productOptions.prodOptionCd, stockQty: productOptions.stockQty, saleAbleYn: productOptions.saleAbleYn })
        .from(productOptions)
        .where(optionsOf(k))
        .orderBy(asc(productOptions.sortOrder));
    },
    /**
     * Moves one combination's stock by delta in one statement, never below 0: concurrent moves each apply
     * (no read-modify-write to lose). Answers the new stock, or null when the option is not the seller's or
     * the move would go below 0.
     */
    async addStock(o: { supplyEntrCd: string; prodOptionCd: string; delta: number; now: Date }): Promise<number | null> {
      const rows = await db.q
        .update(productOptions)
        .set({ stockQty: sql`${productOptions.stockQty} + ${o.delta}`, version: sql`${productOptions.version} + 1`, upDt: o.now })
        .where(
          and(
            eq(productOptions.supplyEntrCd, o.supplyEntrCd),
            eq(productOptions.prodOptionCd, o.prodOptionCd),
            sql`${productOptions.stockQty} + ${o.delta} >= 0`,
          ),
        )
        .returning({ stockQty: productOptions.stockQty, prodCd: productOptions.prodCd });
      return rows[0]?.stockQty ?? null;
    },
    async findOptionProduct(supplyEntrCd: string, prodOptionCd: string): Promise<string | undefined> {
      const rows = await db.q
        .select({ prodCd: productOptions.prodCd })
        .from(productOptions)
        .where(and(eq(productOptions.supplyEntrCd, supplyEntrCd), eq(productOptions.prodOptionCd, prodOptionCd)));
      return rows[0]?.prodCd;
    },
    async insertStatusHistory(row: NewStatusHistory): Promise<void> {
      await db.q.insert(productStatusHistory).values(row);
    },
    /** A product's status changes, newest first. */
    async listStatusHistory(k: Key) {
      const where = and(eq(productStatusHistory.supplyEntrCd, k.supplyEntrCd), eq(productStatusHistory.prodCd, k.prodCd));
      const [total] = await db.q.select({ n: count() }).from(productStatusHistory).where(where);
      const rows = await db.q.select().from(productStatusHistory).where(where).orderBy(desc(productStatusHistory.histSeq));
      return { rows, totalCnt: total?.n ?? 0 };
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
