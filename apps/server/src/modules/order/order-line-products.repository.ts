import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { rebuildFromLines } from './order-kept-rebuild.ts';
import { orderLineProducts as p } from './order-line-products.tables.ts';
import { orderLines as l } from './order.tables.ts';

/** The statement triggers that keep ord_line_product: a bulk loader may disable them and rebuild afterwards. */
export const LINE_PRODUCT_TRIGGERS = ['ord_line_product_insert_trg', 'ord_line_product_update_trg'] as const;

/** The columns of a line's product snapshot, on the lines or on the kept rows: what a product search matches. */
export type ProductColumns = Record<'prodCd' | 'supplyProdCd' | 'prodNm', AnyColumn>;

/**
 * The codes of the seller's kept products that `match` (SQL over the kept row's columns): a subquery for
 * `prod_cd = any(array(...))`, which the planner runs once and feeds to ord_dtl_prod_idx.
 */
export const lineProductCodes = (supplyEntrCd: string, match: (columns: ProductColumns) => SQL | undefined): SQL =>
  sql`select ${p.prodCd} from ${p} where ${and(eq(p.supplyEntrCd, supplyEntrCd), match(p))}`;

/** Kept line products: the rebuild a bulk loader runs (the triggers keep them otherwise). */
export function createOrderLineProductsRepository(db: Database) {
  return {
    /** Reads every line's product again (rebuildFromLines). */
    async rebuildLineProducts(): Promise<{ rows: number }> {
      const rows = await rebuildFromLines(db, [p], (count) =>
        count(sql`
          insert into ${p} (supply_entr_cd, prod_cd, supply_prod_cd, prod_nm)
          select distinct ${l.supplyEntrCd}, ${l.prodCd}, ${l.supplyProdCd}, ${l.prodNm} from ${l} order by 1, 2, 3, 4`),
      );
      return { rows };
    },
  };
}
export type OrderLineProductsRepository = ReturnType<typeof createOrderLineProductsRepository>;
