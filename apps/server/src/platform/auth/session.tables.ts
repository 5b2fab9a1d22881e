import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side sessions: the cookie carries a random token, the table keeps only its SHA-256, so a
 * database read does not hand out live sessions. Any API node can serve any request.
 */
export const sessions = pgTable(
  'session',
  {
    idHash: text('id_hash').primaryKey(),
    mgrId: text('mgr_id').notNull(),
    /** pending until the second factor (or an allowed alternative) passes; then active. */
    state: text('state', { enum: ['pending', 'active'] }).notNull(),
    supplyEntrCd: text('supply_entr_cd'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('session_mgr_id_idx').on(t.mgrId), index('session_last_seen_idx').on(t.lastSeenAt)],
);
