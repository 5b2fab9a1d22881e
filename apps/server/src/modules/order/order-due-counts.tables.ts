import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Kept counts of the lines due to ship, for the home's key indicators (decisions "Home dashboard at scale (issue
// 13)"). The sales sums' triggers (migration 0032) append what each statement on ord_dtl changed, their schedule folds
// it, a read adds kept rows and pending deltas in one statement. What depends on the clock (an unshipped line is late
// once its deadline has passed) is decided by the read, so the kept counts never go stale.

const day = (name: string) => date(name, { mode: 'string' });

/**
 * How a line stands against its dispatch deadline: shipped by it (its invoice's Seoul day), shipped after it, or not
 * shipped yet. A line cancelled whole before shipping is not due and is not counted.
 */
export const DUE_CLASSES = ['ON_TIME', 'LATE', 'UNSHIPPED'] as const;
export type DueClass = (typeof DUE_CLASSES)[number];

/** Lines per seller, planned dispatch day and due class. */
export const orderDueCounts = pgTable(
  'ord_due_count',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    giPrrnDt: day('gi_prrn_dt').notNull(),
    dueCls: text('due_cls', { enum: DUE_CLASSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'ord_due_count_pk', columns: [t.supplyEntrCd, t.giPrrnDt, t.dueCls] })],
);

/** What the statements on ord_dtl changed in those counts and the fold has not yet moved: appended only. */
export const orderDueCountDeltas = pgTable(
  'ord_due_count_delta',
  {
    deltaSq: bigint('delta_sq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    giPrrnDt: day('gi_prrn_dt').notNull(),
    dueCls: text('due_cls', { enum: DUE_CLASSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('ord_due_count_delta_seller_idx').on(t.supplyEntrCd, t.giPrrnDt)],
);
