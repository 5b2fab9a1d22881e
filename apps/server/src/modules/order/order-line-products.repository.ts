import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
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
    /**
     * Reads every line's product again: for a bulk load that ran with the triggers disabled, or to repair. Writers
     * of ord_dtl wait meanwhile (SHARE lock), so no product is lost between the read and the commit.
     */
    async rebuildLineProducts(): Promise<{ rows: number }> {
      return db.transaction(async () => {
        await db.q.execute(sql`lock table ${l} in share mode`);
        await db.q.execute(sql`delete from ${p}`);
        const [inserted] = rowsOf<{ n: number }>(
          await db.q.execute(sql`
            with ins as (
              insert into ${p} (supply_entr_cd, prod_cd, supply_prod_cd, prod_nm)
              select distinct ${l.supplyEntrCd}, ${l.prodCd}, ${l.supplyProdCd}, ${l.prodNm} from ${l} order by 1, 2, 3, 4
              returning 1
            )
            select count(*)::int as n from ins`),
        );
        return { rows: inserted?.n ?? 0 };
      });
    },
  };
}
export type OrderLineProductsRepository = ReturnType<typeof createOrderLineProductsRepository>;
