import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { withKeyLocks } from '../db/key-lock.ts';
import { smsVerifications } from './sms.tables.ts';

export type VerificationRow = typeof smsVerifications.$inferSelect;

export function createVerificationRepository(db: Database) {
  return {
    /**
     * Runs fn alone among the sends to this phone (and, when given, of this owner): a count of sends and
     * the row that adds one are one step.
     */
    async withSendLock<T>(opts: { phone: string; owner?: string }, fn: () => Promise<T>): Promise<T> {
      return withKeyLocks(db, [`sms-phone:${opts.phone}`, ...(opts.owner ? [`sms-owner:${opts.owner}`] : [])], fn);
    },
    /** Answers the new row's id. */
    async insert(row: typeof smsVerifications.$inferInsert): Promise<number> {
      const rows = await db.q.insert(smsVerifications).values(row).returning({ id: smsVerifications.id });
      return rows[0]!.id;
    },
    async delete(id: number): Promise<void> {
      await db.q.delete(smsVerifications).where(eq(smsVerifications.id, id));
    },
    /** Whether an owner has had a code of this purpose sent to another phone (used or not). */
    async ownerHasOtherPhone(opts: { purpose: VerificationRow['purpose']; owner: string; phone: string }): Promise<boolean> {
      const rows = await db.q
        .select({ id: smsVerifications.id })
        .from(smsVerifications)
        .where(and(eq(smsVerifications.purpose, opts.purpose), eq(smsVerifications.owner, opts.owner), ne(smsVerifications.phone, opts.phone)))
        .limit(1);
      return rows.length > 0;
    },
    /** The latest unused code of an owner for one authTime. */
    async findLatest(opts: { purpose: VerificationRow['purpose']; owner: string; authTime: string }): Promise<VerificationRow | undefined> {
      const rows = await db.q
        .select()
        .from(smsVerifications)
        .where(
          and(
            eq(smsVerifications.purpose, opts.purpose),
            eq(smsVerifications.owner, opts.owner),
            eq(smsVerifications.authTime, opts.authTime),
            isNull(smsVerifications.usedAt),
          ),
        )
        .orderBy(desc(smsVerifications.id))
        .limit(1);
      return rows[0];
    },
    /** Codes sent to a phone since a time: all of them, and those of one purpose. */
    async countSendsSince(phone: string, since: Date, purpose: VerificationRow['purpose']): Promise<{ all: number; ofPurpose: number }> {
      const rows = await db.q
        .select({ all: sql<number>`count(*)::int`, ofPurpose: sql<number>`(count(*) filter (where ${smsVerifications.purpose} = ${purpose}))::int` })
        .from(smsVerifications)
        .where(and(eq(smsVerifications.phone, phone), gte(smsVerifications.createdAt, since)));
      return { all: rows[0]?.all ?? 0, ofPurpose: rows[0]?.ofPurpose ?? 0 };
    },
    /** Counts a check atomically and answers the new count (two racing checks cannot both be the 5th). */
    async addCheck(id: number): Promise<number> {
      const rows = await db.q
        .update(smsVerifications)
        .set({ checks: sql`${smsVerifications.checks} + 1` })
        .where(eq(smsVerifications.id, id))
        .returning({ checks: smsVerifications.checks });
      return rows[0]?.checks ?? Number.MAX_SAFE_INTEGER;
    },
    async markVerified(id: number, at: Date): Promise<void> {
      await db.q.update(smsVerifications).set({ verifiedAt: at }).where(eq(smsVerifications.id, id));
    },
    /** Marks a code used; answers false when it was already used (single use under races). */
    async markUsed(id: number, at: Date): Promise<boolean> {
      const rows = await db.q
        .update(smsVerifications)
        .set({ usedAt: at })
        .where(and(eq(smsVerifications.id, id), isNull(smsVerifications.usedAt)))
        .returning({ id: smsVerifications.id });
      return rows.length === 1;
    },
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      return (await db.q.delete(smsVerifications).where(lt(smsVerifications.createdAt, cutoff)).returning({ id: smsVerifications.id })).length;
    },
    /** Retires an owner's unused codes of a purpose that are older than the code `keepId`. */
    async invalidateOwnerBefore(opts: { purpose: VerificationRow['purpose']; owner: string; keepId: number }, at: Date): Promise<void> {
      await db.q
        .update(smsVerifications)
        .set({ usedAt: at })
        .where(
          and(
            eq(smsVerifications.purpose, opts.purpose),
            eq(smsVerifications.owner, opts.owner),
            isNull(smsVerifications.usedAt),
            lt(smsVerifications.id, opts.keepId),
          ),
        );
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
