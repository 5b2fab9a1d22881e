import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { changeLogs } from './audit.tables.ts';

export type ChangeLogRow = typeof changeLogs.$inferSelect;

/** Every SQL statement of the change log; every query is scoped by seller. */
export function createAuditRepository(db: Database) {
  return {
    async insert(row: typeof changeLogs.$inferInsert): Promise<void> {
      await db.q.insert(changeLogs).values(row);
    },
    async listPage(opts: { supplyEntrCd: string; entity?: string; entityId?: string; offset: number; limit: number }) {
      const filters: SQL[] = [eq(changeLogs.supplyEntrCd, opts.supplyEntrCd)];
      if (opts.entity) filters.push(eq(changeLogs.entity, opts.entity));
      if (opts.entityId) filters.push(eq(changeLogs.entityId, opts.entityId));
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        db.q.select().from(changeLogs).where(where).orderBy(desc(changeLogs.changeSq)).offset(opts.offset).limit(opts.limit),
        db.q.select({ n: count() }).from(changeLogs).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
