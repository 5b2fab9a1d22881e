import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Each product a seller's order lines name, as the lines name it (the code, the seller's code and the name of the
 * line's snapshot): a row per distinct combination, so a product renamed after an order has a row for each name.
 * Kept by statement triggers on ord_dtl (migration line_products); a bulk load rebuilds it. The order list's product
 * box searches these few rows for the codes, then reads the lines through ord_dtl_prod_idx: the seller's lines lie
 * on every page of ord_dtl, and a filter on the lines themselves read them all (decisions "Plans on the generated
 * mall"). A row whose lines were deleted may stay: the list rechecks every line, so a stale row finds nothing.
 */
export const orderLineProducts = pgTable(
  'ord_line_product',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    supplyProdCd: text('supply_prod_cd').notNull(),
    prodNm: text('prod_nm').notNull(),
  },
  // Every column in the key: the trigger's insert is a no-op for a combination already kept, and the search reads
  // the seller's rows from the index alone.
  (t) => [primaryKey({ name: 'ord_line_product_pk', columns: [t.supplyEntrCd, t.prodCd, t.supplyProdCd, t.prodNm] })],
);
