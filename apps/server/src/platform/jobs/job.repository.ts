import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobs } from './job.tables.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<
  typeof jobs.$inferInsert,
  'id' | 'kind' | 'payload' | 'maxAttempts' | 'runAfter' | 'uniqueKey' | 'supplyEntrCd' | 'requestedBy' | 'createdAt'
>;

/** Every SQL statement on the job table. Times come from the caller's clock, so tests can move them. */
export function createJobRepository(db: Database) {
  /** Waiting and due, or running on a lease that ran out (its node is gone). */
  const claimable = (now: Date) => or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)), and(eq(jobs.status, 'active'), lt(jobs.lockedUntil, now)));

  return {
    /** Answers false when the unique key (a schedule's slot) was already enqueued. */
    async insert(row: NewJob): Promise<boolean> {
      const done = await db.q
        .insert(jobs)
        .values({ ...row, status: 'queued' })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return done.length > 0;
    },
    /**
     * Takes the next claimable job for this node: its row lock (SKIP LOCKED) keeps two nodes from taking
     * the same row, and the re-check after a wait sees the other node's lease. The pick is a CTE, which
     * PostgreSQL runs once: as `id IN (subquery … LIMIT 1)` it may be re-run per row and claim several.
     */
    async claimNext(opts: { nodeId: string; now: Date; lockedUntil: Date; kinds: string[] }): Promise<JobRow | undefined> {
      if (opts.kinds.length === 0) return undefined;
      const next = db.q.$with('next').as(
        db.q
          .select({ nextId: jobs.id })
          .from(jobs)
          .where(and(claimable(opts.now), inArray(jobs.kind, opts.kinds)))
          .orderBy(jobs.runAfter, jobs.createdAt)
          .limit(1)
          .for('update', { skipLocked: true }),
      );
      const rows = await db.q
        .with(next)
        .update(jobs)
        .set({ status: 'active', attempts: sql`${jobs.attempts} + 1`, claimedBy: opts.nodeId, lockedUntil: opts.lockedUntil, startedAt: opts.now })
        .from(next)
        .where(eq(jobs.id, next.nextId))
        .returning();
      return rows[0];
    },
    /** Progress, and a longer lease: a job that reports is alive. Only the lease holder writes. */
    async saveProgress(opts: { id: string; nodeId: string; done: number; total?: number | null | undefined; lockedUntil: Date }): Promise<void> {
      await db.q
        .update(jobs)
        .set({ progressDone: opts.done, ...(opts.total !== undefined ? { progressTotal: opts.total } : {}), lockedUntil: opts.lockedUntil })
        .where(and(eq(jobs.id, opts.id), eq(jobs.claimedBy, opts.nodeId), eq(jobs.status, 'active')));
    },
    async complete(opts: { id: string; nodeId: string; now: Date; resultFileNm: string | null }): Promise<void> {
      await db.q
        .update(jobs)
        .set({ status: 'completed', resultFileNm: opts.resultFileNm, finishedAt: opts.now, lockedUntil: null, errorKey: null })
        .where(and(eq(jobs.id, opts.id), eq(jobs.claimedBy, opts.nodeId)));
    },
    /** Back to the queue after `runAfter`, or failed for good with the error's message key. */
    async fail(opts: { id: string; nodeId: string; now: Date; errorKey: string; retryAt: Date | null }): Promise<void> {
      const patch = opts.retryAt
        ? { status: 'queued' as const, runAfter: opts.retryAt, lockedUntil: null, errorKey: opts.errorKey }
        : { status: 'failed' as const, finishedAt: opts.now, lockedUntil: null, errorKey: opts.errorKey };
      await db.q
        .update(jobs)
        .set(patch)
        .where(and(eq(jobs.id, opts.id), eq(jobs.claimedBy, opts.nodeId)));
    },
    async find(id: string): Promise<JobRow | undefined> {
      return (await db.q.select().from(jobs).where(eq(jobs.id, id)).limit(1))[0];
    },
    /** Finished jobs older than `before`; answers their ids (their files go with them). */
    async deleteFinishedBefore(before: Date): Promise<string[]> {
      const rows = await db.q
        .delete(jobs)
        .where(and(inArray(jobs.status, ['completed', 'failed']), isNotNull(jobs.finishedAt), lt(jobs.finishedAt, before)))
        .returning({ id: jobs.id });
      return rows.map((r) => r.id);
    },
  };
}
export type JobRepository = ReturnType<typeof createJobRepository>;
