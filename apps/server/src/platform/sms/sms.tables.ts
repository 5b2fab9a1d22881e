import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages handed to the SMS provider; the offline driver only writes here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * One SMS verification code: stored hashed, bound to who asked (a session, or a sign-up form's
 * authTime), single use, at most 5 checks, valid 180 s from the last send.
 */
export const smsVerifications = pgTable(
  'sms_verification',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: ['login', 'signup', 'phone-add'] }).notNull(),
    /** Session id hash for login and phone-add; the form's authTime + phone for sign-up. */
    owner: text('owner').notNull(),
    authTime: text('auth_time').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    checks: integer('checks').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_verification_owner_idx').on(t.owner, t.authTime), index('sms_verification_phone_idx').on(t.phone, t.createdAt)],
);
