import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Kept counts of order lines for the order list's tabs and the home dashboard (decisions "Kept order line counts").
// A statement trigger on ord_dtl (migration order_line_counts) appends what each statement changed to the deltas;
// a schedule folds them into the kept counts. A read sums both, in one statement, so it is exact at any moment.
// "No delay mark" is stored as '' so the mark can be part of the key.

const day = (name: string) => date(name, { mode: 'string' });

/** Lines per seller, date kind, Seoul day of that date, status and delay mark. */
export const orderLineCounts = pgTable(
  'ord_dtl_count',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    /** Which date of the line the day is: the order's (ORDER) or the payment's (PAY), as the list's dateType. */
    dateKind: text('date_kind', { enum: ['ORDER', 'PAY'] }).notNull(),
    day: day('day').notNull(),
    ordDtlStsCd: text('ord_dtl_sts_cd').notNull(),
    delayStsCd: text('delay_sts_cd').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'ord_dtl_count_pk', columns: [t.supplyEntrCd, t.dateKind, t.day, t.ordDtlStsCd, t.delayStsCd] })],
);

/**
 * What the statements on ord_dtl changed and the fold has not yet moved into the kept counts: appended only, so
 * no two transactions ever wait on one counter row. One row carries both days of its lines.
 */
export const orderLineCountDeltas = pgTable(
  'ord_dtl_count_delta',
  {
    deltaSq: bigint('delta_sq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordDay: day('ord_day').notNull(),
    payDay: day('pay_day').notNull(),
    ordDtlStsCd: text('ord_dtl_sts_cd').notNull(),
    delayStsCd: text('delay_sts_cd').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('ord_dtl_count_delta_seller_idx').on(t.supplyEntrCd)],
);
