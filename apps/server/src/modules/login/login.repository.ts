import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { withKeyLocks } from '@/platform/db/key-lock.ts';
import { loginAttempts } from './login.tables.ts';

export function createLoginRepository(db: Database) {
  return {
    /** Runs fn alone among the callers for this id (the lock's count and its attempt row are one step). */
    async withIdLock<T>(loginId: string, fn: () => Promise<T>): Promise<T> {
      return withKeyLocks(db, [`login-id:${loginId}`], fn);
    },
    /**
     * Records an attempt as a failure before its password is checked: an attempt in flight counts toward
     * the lock, so no more than the allowed failures can ever be checked at once. Answers its id.
     */
    async insertPendingAttempt(row: { loginId: string; ip: string | null; at: Date }): Promise<number> {
      const rows = await db.q
        .insert(loginAttempts)
        .values({ ...row, success: false })
        .returning({ id: loginAttempts.id });
      return rows[0]!.id;
    },
    async markAttemptSucceeded(id: number): Promise<void> {
      await db.q.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
    },
    async deleteBefore(cutoff: Date): Promise<number> {
      return (await db.q.delete(loginAttempts).where(lt(loginAttempts.at, cutoff)).returning({ id: loginAttempts.id })).length;
    },
    /**
     * Failures of an id since a moment, counting only those after its last success. "After" is by id, the
     * order in which attempts were reserved under the lock: times can tie, and a success checked late
     * must not wipe out the failures reserved after it.
     */
    async countRecentFailures(loginId: string, since: Date): Promise<number> {
      const lastSuccess = sql`coalesce((select max(a.id) from ${loginAttempts} a where a.login_id = ${loginId} and a.success), 0)`;
      const rows = await db.q
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.loginId, loginId), eq(loginAttempts.success, false), gte(loginAttempts.at, since), sql`${loginAttempts.id} > ${lastSuccess}`),
        );
      return rows[0]?.n ?? 0;
    },
  };
}
export type LoginRepository = ReturnType<typeof createLoginRepository>;
