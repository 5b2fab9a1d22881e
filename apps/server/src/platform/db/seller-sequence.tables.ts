import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Per-seller counters for codes a seller's rows get (shipping site, delivery-fee policy). One row per
 * seller and kind: the increment is a single upsert, which locks only that row, so two sellers never wait
 * for each other and two requests of one seller never get the same number.
 */
export const sellerSequences = pgTable(
  'seller_sequence',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    seqName: text('seq_name').notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.seqName] })],
);
