import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Kept sales sums of order lines for the order statistics and the home's sales charts (decisions "Order statistics
// (issue 16)"). The same pattern as the kept line counts: statement triggers on ord_dtl (migration
// order_sale_sums) append what each statement changed to the deltas, a schedule folds them into the kept sums, and
// a read sums both in one statement, so it is exact at any moment. A band or sex the mall did not send is ''.

const day = (name: string) => date(name, { mode: 'string' });
const won = (name: string) => bigint(name, { mode: 'number' });

/**
 * The figures of ZStatSalesFigures, each line's computed by the trigger (the per-line floors of the cancelled,
 * returned and kept shares of realOrdAmt), so they add up over any group of lines.
 */
const figures = () => ({
  ordCnt: integer('ord_cnt').notNull(),
  ordQty: integer('ord_qty').notNull(),
  realOrdAmt: won('real_ord_amt').notNull(),
  cancelQty: integer('cancel_qty').notNull(),
  cancelAmt: won('cancel_amt').notNull(),
  returnQty: integer('return_qty').notNull(),
  returnAmt: won('return_amt').notNull(),
  realSaleQty: integer('real_sale_qty').notNull(),
  realSaleAmt: won('real_sale_amt').notNull(),
});

/**
 * What the kept quantity would settle to (the home's "settlement expected", decisions "Home dashboard at scale (issue
 * 13)"): per line the settlement run's SALE and SHIPPING rows at the kept quantity, 0 when nothing is kept. Computed
 * by ord_dtl_settle_expect_amt (migration 0032); kept per day only, the product statistic does not show it.
 */
const settleExpect = () => ({ settleExpectAmt: won('settle_expect_amt').notNull() });

/** Per seller, Seoul day of the order, buyer's age band and sex: the day, month and age statistics and the home charts. */
export const orderSaleDaySums = pgTable(
  'ord_sale_day_sum',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordDay: day('ord_day').notNull(),
    ageCd: text('age_cd').notNull(),
    sexCd: text('sex_cd').notNull(),
    ...figures(),
    ...settleExpect(),
  },
  (t) => [primaryKey({ name: 'ord_sale_day_sum_pk', columns: [t.supplyEntrCd, t.ordDay, t.ageCd, t.sexCd] })],
);

/** Per seller, Seoul day of the order, product (and its brand on the line): the product statistic. */
export const orderSaleProductSums = pgTable(
  'ord_sale_prod_sum',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordDay: day('ord_day').notNull(),
    prodCd: text('prod_cd').notNull(),
    brandCd: text('brand_cd').notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({ name: 'ord_sale_prod_sum_pk', columns: [t.supplyEntrCd, t.ordDay, t.prodCd, t.brandCd] }),
    // A page of the product statistic reads its twenty products' rows, and a name search the matching products'.
    index('ord_sale_prod_sum_prod_idx').on(t.supplyEntrCd, t.prodCd, t.ordDay),
  ],
);

/** What the statements on ord_dtl changed in the sales figures and the fold has not yet moved: appended only. */
export const orderSaleSumDeltas = pgTable(
  'ord_sale_sum_delta',
  {
    deltaSq: bigint('delta_sq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordDay: day('ord_day').notNull(),
    prodCd: text('prod_cd').notNull(),
    brandCd: text('brand_cd').notNull(),
    ageCd: text('age_cd').notNull(),
    sexCd: text('sex_cd').notNull(),
    ...figures(),
    ...settleExpect(),
  },
  (t) => [index('ord_sale_sum_delta_seller_idx').on(t.supplyEntrCd, t.ordDay)],
);

/**
 * Delivered lines per seller, Seoul day of delivery, product, brand, shipping site and whole Seoul days from payment
 * to delivery (negative kept as it is: the read counts it as ETC, like the home's chart).
 */
export const orderLeadTimeCounts = pgTable(
  'ord_lead_time_count',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    deliveredDay: day('delivered_day').notNull(),
    prodCd: text('prod_cd').notNull(),
    brandCd: text('brand_cd').notNull(),
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    leadDays: integer('lead_days').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ name: 'ord_lead_time_count_pk', columns: [t.supplyEntrCd, t.deliveredDay, t.prodCd, t.brandCd, t.deliveryLocCd, t.leadDays] }),
    // A product filter reads the chosen products' rows only.
    index('ord_lead_time_count_prod_idx').on(t.supplyEntrCd, t.prodCd, t.deliveredDay),
  ],
);

/** What the statements on ord_dtl changed in the delivered lines' counts, not yet folded. */
export const orderLeadTimeDeltas = pgTable(
  'ord_lead_time_delta',
  {
    deltaSq: bigint('delta_sq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    deliveredDay: day('delivered_day').notNull(),
    prodCd: text('prod_cd').notNull(),
    brandCd: text('brand_cd').notNull(),
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    leadDays: integer('lead_days').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('ord_lead_time_delta_seller_idx').on(t.supplyEntrCd, t.deliveredDay)],
);
