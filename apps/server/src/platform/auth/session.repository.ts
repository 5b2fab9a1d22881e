import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions } from './session.tables.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** Every SQL statement on the session table. */
export function createSessionRepository(db: Database) {
  return {
    async insert(row: NewSessionRow): Promise<void> {
      await db.q.insert(sessions).values(row);
    },
    async findLive(idHash: string): Promise<SessionRow | undefined> {
      const rows = await db.q
        .select()
        .from(sessions)
        .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)))
        .limit(1);
      return rows[0];
    },
    async touch(idHash: string, at: Date): Promise<void> {
      await db.q.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
    },
    async update(idHash: string, patch: Partial<Pick<SessionRow, 'state' | 'supplyEntrCd' | 'data'>>): Promise<void> {
      await db.q.update(sessions).set(patch).where(eq(sessions.idHash, idHash));
    },
    async revoke(idHash: string, at: Date): Promise<void> {
      await db.q.update(sessions).set({ revokedAt: at }).where(eq(sessions.idHash, idHash));
    },
    /** Revokes every live session of an account, except one (the caller's own) when given. */
    async revokeAllOf(mgrId: string, at: Date, exceptIdHash?: string): Promise<void> {
      const scope = exceptIdHash
        ? and(eq(sessions.mgrId, mgrId), isNull(sessions.revokedAt), ne(sessions.idHash, exceptIdHash))
        : and(eq(sessions.mgrId, mgrId), isNull(sessions.revokedAt));
      await db.q.update(sessions).set({ revokedAt: at }).where(scope);
    },
    /** Deletes sessions that ended (revoked, idle or past their cap) before a moment. */
    async deleteEndedBefore(cutoff: Date, idleCutoff: Date): Promise<number> {
      const rows = await db.q
        .delete(sessions)
        .where(or(lt(sessions.revokedAt, cutoff), lt(sessions.absoluteExpiresAt, cutoff), lt(sessions.lastSeenAt, idleCutoff)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
