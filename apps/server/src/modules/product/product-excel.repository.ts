import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { productExcelUploads, type StoredSheetError } from './product-excel.tables.ts';
import type { NewOption, NewProduct, NewStatusHistory } from './product.repository.ts';
import { prodCdSeq, productNoticeItems, productOptions, products, productStatusHistory } from './product.tables.ts';

export type ProductExcelUploadRow = typeof productExcelUploads.$inferSelect;
type NewNoticeItem = typeof productNoticeItems.$inferInsert;

/** One product as the upload writes it: the same rows a registration writes (product-record.ts). */
export interface ProductRecordSet {
  product: NewProduct;
  options: NewOption[];
  noticeItems: NewNoticeItem[];
  history: NewStatusHistory;
}

// PostgreSQL takes at most 65,535 parameters a statement: a product row has about 60 columns, an option 12.
const PRODUCTS_PER_INSERT = 300;
const ROWS_PER_INSERT = 2_000;
const CODES_PER_QUERY = 1_000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The Excel upload's SQL: its own row, the seller's codes already taken, and the bulk insert of checked products. */
export function createProductExcelRepository(db: Database) {
  return {
    async insertUpload(row: typeof productExcelUploads.$inferInsert): Promise<void> {
      await db.q.insert(productExcelUploads).values(row);
    },
    /** The seller's upload; another seller's is not found. */
    async findUpload(supplyEntrCd: string, jobId: string): Promise<ProductExcelUploadRow | undefined> {
      const where = and(eq(productExcelUploads.supplyEntrCd, supplyEntrCd), eq(productExcelUploads.jobId, jobId));
      return (await db.q.select().from(productExcelUploads).where(where))[0];
    },
    async saveOutcome(
      jobId: string,
      outcome: { rowCnt: number; productCnt: number; savedCnt: number; failedCnt: number; errorCnt: number; errors: StoredSheetError[] },
    ): Promise<void> {
      await db.q
        .update(productExcelUploads)
        .set({ ...outcome, done: true, data: null })
        .where(eq(productExcelUploads.jobId, jobId));
    },
    /** Deletes the uploads started before `before` (their jobs are purged by then); answers how many. */
    async deleteUploadsBefore(before: Date): Promise<number> {
      const rows = await db.q.delete(productExcelUploads).where(lt(productExcelUploads.createdAt, before)).returning({ jobId: productExcelUploads.jobId });
      return rows.length;
    },
    /** `n` mall-wide product codes from the registration's own sequence, in one round trip. */
    async nextProdCds(n: number): Promise<string[]> {
      if (n === 0) return [];
      const seq = prodCdSeq.seqName ?? 'prod_cd_seq';
      const rows = rowsOf<{ n: string | number }>(await db.q.execute(sql`select nextval(${seq}) as n from generate_series(1, ${n}) order by 1`));
      return rows.map((r) => `P${String(r.n)}`);
    },
    /** Which of these seller's codes are already registered. */
    async takenSupplyProdCds(supplyEntrCd: string, codes: readonly string[]): Promise<Set<string>> {
      const taken = new Set<string>();
      for (const part of chunks(codes, CODES_PER_QUERY)) {
        const rows = await db.q
          .select({ cd: products.supplyProdCd })
          .from(products)
          .where(and(eq(products.supplyEntrCd, supplyEntrCd), inArray(products.supplyProdCd, part)));
        for (const r of rows) taken.add(r.cd);
      }
      return taken;
    },
    /** Multi-row inserts of checked products in the caller's transaction; `onChunk` hears how many are written. */
    async insertProducts(sets: readonly ProductRecordSet[], onChunk?: (written: number) => void): Promise<void> {
      let written = 0;
      for (const part of chunks(sets, PRODUCTS_PER_INSERT)) {
        await db.q.insert(products).values(part.map((s) => s.product));
        for (const rows of chunks(
          part.flatMap((s) => s.options),
          ROWS_PER_INSERT,
        ))
          await db.q.insert(productOptions).values(rows);
        for (const rows of chunks(
          part.flatMap((s) => s.noticeItems),
          ROWS_PER_INSERT,
        ))
          await db.q.insert(productNoticeItems).values(rows);
        await db.q.insert(productStatusHistory).values(part.map((s) => s.history));
        written += part.length;
        onChunk?.(written);
      }
    },
  };
}
export type ProductExcelRepository = ReturnType<typeof createProductExcelRepository>;
