import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { products } from './product.tables.ts';

/** The home dashboard's product look-ups by code. */
export function createProductDashboardRepository(db: Database) {
  return {
    /** The products of these codes, any seller's (the mall's calls name products only): product_prod_cd_uq. */
    async listByCodes(prodCds: readonly string[]): Promise<{ supplyEntrCd: string; prodCd: string; prodNm: string }[]> {
      if (prodCds.length === 0) return [];
      return db.q
        .select({ supplyEntrCd: products.supplyEntrCd, prodCd: products.prodCd, prodNm: products.prodNm })
        .from(products)
        .where(inArray(products.prodCd, [...prodCds]));
    },

    /** A seller's products of these codes: their names (the primary key, seller first). */
    async listNames(opts: { supplyEntrCd: string; prodCds: readonly string[] }): Promise<{ prodCd: string; prodNm: string }[]> {
      if (opts.prodCds.length === 0) return [];
      return db.q
        .select({ prodCd: products.prodCd, prodNm: products.prodNm })
        .from(products)
        .where(and(eq(products.supplyEntrCd, opts.supplyEntrCd), inArray(products.prodCd, [...opts.prodCds])));
    },

    /** A seller's products of these codes with what a statistic row shows beside the code (the primary key, seller first). */
    async listLabels(opts: {
      supplyEntrCd: string;
      prodCds: readonly string[];
    }): Promise<{ prodCd: string; prodNm: string; supplyProdCd: string; brandCd: string }[]> {
      if (opts.prodCds.length === 0) return [];
      return db.q
        .select({ prodCd: products.prodCd, prodNm: products.prodNm, supplyProdCd: products.supplyProdCd, brandCd: products.brandCd })
        .from(products)
        .where(and(eq(products.supplyEntrCd, opts.supplyEntrCd), inArray(products.prodCd, [...opts.prodCds])));
    },
  };
}
export type ProductDashboardRepository = ReturnType<typeof createProductDashboardRepository>;
