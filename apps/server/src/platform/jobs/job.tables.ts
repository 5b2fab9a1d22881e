import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable jobs (DESIGN "Long work is a durable job"): Excel exports and imports, bulk uploads, settlement
 * runs and every schedule's runs. A node claims a job by taking its lease (`lockedUntil`) in one
 * `UPDATE … FOR UPDATE SKIP LOCKED`, so nodes sharing the database never run it twice at once; a lease
 * that ran out (the node died) makes the job claimable again, until `maxAttempts`.
 */
export const jobs = pgTable(
  'job',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'active', 'completed', 'failed'] }).notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    claimedBy: text('claimed_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A schedule's slot (`purge-sessions:493812`): one run per period however many nodes enqueue it. */
    uniqueKey: text('unique_key'),
    /** The result's file name when the job made a file (kept in stored_file, owner `job`). */
    resultFileNm: text('result_file_nm'),
    errorKey: text('error_key'),
    /** Whose job it is; null for the system's own (schedules). Every read by a session is scoped by it. */
    supplyEntrCd: text('supply_entr_cd'),
    requestedBy: text('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('job_claim_idx').on(t.status, t.runAfter),
    index('job_seller_idx').on(t.supplyEntrCd, t.createdAt),
    uniqueIndex('job_unique_key_idx')
      .on(t.uniqueKey)
      .where(sql`${t.uniqueKey} is not null`),
  ],
);
