import { inArray } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { products } from './product.tables.ts';

/** The home dashboard's product look-ups by code (product_prod_cd_uq: a code names one product of one seller). */
export function createProductDashboardRepository(db: Database) {
  return {
    async listByCodes(prodCds: readonly string[]): Promise<{ supplyEntrCd: string; prodCd: string; prodNm: string }[]> {
      if (prodCds.length === 0) return [];
      return db.q
        .select({ supplyEntrCd: products.supplyEntrCd, prodCd: products.prodCd, prodNm: products.prodNm })
        .from(products)
        .where(inArray(products.prodCd, [...prodCds]));
    },
  };
}
export type ProductDashboardRepository = ReturnType<typeof createProductDashboardRepository>;
