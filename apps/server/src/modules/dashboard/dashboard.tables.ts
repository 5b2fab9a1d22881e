import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mall's daily product views (DESIGN "The mall is outside": the mall sends them through `/api/mall/*`), the
 * visits of the home's visit-to-order conversion chart. One row per seller, day and product; a resend of a day
 * replaces its count (the mall's figure is the truth).
 */
export const productViewDays = pgTable(
  'product_view_day',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    viewDt: date('view_dt', { mode: 'string' }).notNull(),
    prodCd: text('prod_cd').notNull(),
    pvCnt: integer('pv_cnt').notNull(),
    upDt: timestamp('up_dt', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.viewDt, t.prodCd] }),
    check('product_view_day_cnt_ck', sql`${t.pvCnt} >= 0`),
    // The views of a page's products (the product statistic shows twenty): not every row of the seller's period.
    index('product_view_day_prod_idx').on(t.supplyEntrCd, t.prodCd, t.viewDt),
  ],
);
