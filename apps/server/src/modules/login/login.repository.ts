import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { loginAttempts } from './login.tables.ts';

export function createLoginRepository(db: Database) {
  return {
    async recordAttempt(row: { loginId: string; ip: string | null; success: boolean; at: Date }): Promise<void> {
      await db.q.insert(loginAttempts).values(row);
    },
    async deleteBefore(cutoff: Date): Promise<number> {
      return (await db.q.delete(loginAttempts).where(lt(loginAttempts.at, cutoff)).returning({ id: loginAttempts.id })).length;
    },
    /** Failures of an id since a moment, counting only those after its last success. */
    async countRecentFailures(loginId: string, since: Date): Promise<number> {
      const lastSuccess = sql`coalesce((select max(a.at) from ${loginAttempts} a where a.login_id = ${loginId} and a.success), '-infinity'::timestamptz)`;
      const rows = await db.q
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.loginId, loginId), eq(loginAttempts.success, false), gte(loginAttempts.at, since), sql`${loginAttempts.at} > ${lastSuccess}`));
      return rows[0]?.n ?? 0;
    },
  };
}
export type LoginRepository = ReturnType<typeof createLoginRepository>;
