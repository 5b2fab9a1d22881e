import type { Actor } from '../auth/session-scope.ts';
import type { Clock } from '../clock.ts';
import type { ChangeSet } from './audit.tables.ts';
import type { AuditRepository } from './audit.repository.ts';
import { hasChanges } from './change-diff.ts';

/** The change log of sellers' data: modules record what they change; the seller reads its own. */
export function createAuditService(deps: { repo: AuditRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Records one change; a change without changed fields is not recorded. Joins the caller's transaction. */
    async recordChange(opts: { supplyEntrCd: string; entity: string; entityId: string; actor: Actor; changes: ChangeSet }): Promise<void> {
      if (!hasChanges(opts.changes)) return;
      await repo.insert({
        supplyEntrCd: opts.supplyEntrCd,
        entity: opts.entity,
        entityId: opts.entityId,
        actorMgrId: opts.actor.mgrId,
        actorNm: opts.actor.nm,
        changedAt: clock.now(),
        changes: opts.changes,
      });
    },

    /** A seller's changes, newest first, each field as { field, from, to }. */
    async listChanges(opts: { supplyEntrCd: string; entity?: string; entityId?: string; pageNum: number; pageSize: number }) {
      const { rows, totalCnt } = await repo.listPage({ ...opts, offset: (opts.pageNum - 1) * opts.pageSize, limit: opts.pageSize });
      const list = rows.map((r) => ({
        changeSq: r.changeSq,
        entity: r.entity,
        entityId: r.entityId,
        mgrId: r.actorMgrId,
        mgrNm: r.actorNm,
        changedDt: r.changedAt.toISOString(),
        changes: Object.entries(r.changes).map(([field, c]) => ({ field, from: c.from, to: c.to })),
      }));
      return { list, totalCnt };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
