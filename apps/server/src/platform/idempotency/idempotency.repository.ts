import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

export interface IdempotencyScope {
  supplyEntrCd: string;
  route: string;
  idemKey: string;
}

/** Every SQL statement on stored idempotent replies. */
export function createIdempotencyRepository(db: Database) {
  const key = (s: IdempotencyScope) =>
    and(eq(idempotencyKeys.supplyEntrCd, s.supplyEntrCd), eq(idempotencyKeys.route, s.route), eq(idempotencyKeys.idemKey, s.idemKey));
  return {
    async find(scope: IdempotencyScope): Promise<{ bodyHash: string; reply: unknown } | undefined> {
      return (await db.q.select({ bodyHash: idempotencyKeys.bodyHash, reply: idempotencyKeys.reply }).from(idempotencyKeys).where(key(scope)).limit(1))[0];
    },
    async insert(row: IdempotencyScope & { bodyHash: string; reply: unknown; createdAt: Date }): Promise<void> {
      await db.q.insert(idempotencyKeys).values(row);
    },
    /** Deletes replies stored before `before`; answers how many. */
    async purgeBefore(before: Date): Promise<number> {
      return (await db.q.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ k: idempotencyKeys.idemKey })).length;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
