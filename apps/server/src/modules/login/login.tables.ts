import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Sign-in attempts, for the per-account lock and the audit trail. */
export const loginAttempts = pgTable(
  'login_attempt',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginId: text('login_id').notNull(),
    ip: text('ip'),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempt_id_at_idx').on(t.loginId, t.at)],
);
