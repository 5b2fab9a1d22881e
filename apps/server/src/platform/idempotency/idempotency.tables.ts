import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first reply of a create sent with an `Idempotency-Key`: a retried POST with the same key, seller
 * and route answers this reply instead of creating a second row. The primary key leads with the seller,
 * so two sellers never collide on a key; rows older than the retention are purged by a job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    route: text('route').notNull(),
    idemKey: text('idem_key').notNull(),
    /** A hash of the request body: the same key with another body is a client bug, refused with 409. */
    bodyHash: text('body_hash').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.route, t.idemKey] }), index('idempotency_key_created_idx').on(t.createdAt)],
);
