import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';

/**
 * The product names of the product statistic, read from the product and brand modules' tables by name (the kept
 * sums keep only codes), as the Q&A lists read the product's name.
 */
export function createStatisticSalesRepository(db: Database) {
  return {
    /**
     * The names of the seller's products and of their brands. The brand by its code for each product (a key lookup):
     * joined, every product of the Excel (22,000 for the largest seller) hashed the whole brand table instead.
     */
    async listProductNames(opts: {
      supplyEntrCd: string;
      prodCds: string[];
    }): Promise<{ prodCd: string; supplyProdCd: string; prodNm: string; brandNm: string }[]> {
      if (opts.prodCds.length === 0) return [];
      return rowsOf(
        await db.q.execute(sql`
          select p.prod_cd as "prodCd", p.supply_prod_cd as "supplyProdCd", p.prod_nm as "prodNm",
            coalesce((select b.brand_nm from brand b where b.brand_cd = p.brand_cd), '') as "brandNm"
          from product p
          where p.supply_entr_cd = ${opts.supplyEntrCd} and p.prod_cd = any(${sql.param(opts.prodCds)}::text[])`),
      );
    },
  };
}
export type StatisticSalesRepository = ReturnType<typeof createStatisticSalesRepository>;
