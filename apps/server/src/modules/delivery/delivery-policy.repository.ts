import { and, between, count, desc, eq, gt, lt, lte, gte, type SQL } from 'drizzle-orm';
import type { TDeliveryPolicyListFilter, TPlcyStatus } from '@po/contracts';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { dlcstPlcyHists, dlcstPlcys } from './delivery-policy.tables.ts';

export type PolicyRow = typeof dlcstPlcys.$inferSelect;
export type PolicyHistRow = typeof dlcstPlcyHists.$inferSelect;
type Key = { supplyEntrCd: string; dlcstPlcyCd: string };

const key = (k: Key) => and(eq(dlcstPlcys.supplyEntrCd, k.supplyEntrCd), eq(dlcstPlcys.dlcstPlcyCd, k.dlcstPlcyCd));

/** The derived status as a condition on the use flag and the dates (see policy-status.ts). */
function statusCondition(status: TPlcyStatus, today: string): SQL {
  const used = eq(dlcstPlcys.useYn, 'Y');
  switch (status) {
    case 'UNUSED':
      return eq(dlcstPlcys.useYn, 'N');
    case 'SCHEDULED':
      return and(used, gt(dlcstPlcys.strtDt, today))!;
    case 'ACTIVE':
      return and(used, lte(dlcstPlcys.strtDt, today), gte(dlcstPlcys.endDt, today))!;
    case 'ENDED':
      return and(used, lt(dlcstPlcys.endDt, today))!;
  }
}

/** The policy list's filters (contract `ZDeliveryPolicyListFilter`); the derived status is added per request. */
const POLICY_FILTERS: FilterRules<TDeliveryPolicyListFilter> = {
  dlcstPlcyTitl: { op: 'contains', column: dlcstPlcys.dlcstPlcyTitl },
  plcyTypeCd: { op: 'eq', column: dlcstPlcys.plcyTypeCd },
  dlcstTypeCd: { op: 'eq', column: dlcstPlcys.dlcstTypeCd },
  useYn: { op: 'eq', column: dlcstPlcys.useYn },
};

/** Every SQL statement on delivery-fee policies and their history; every query is scoped by seller. */
export function createDeliveryPolicyRepository(db: Database) {
  return {
    async insert(row: typeof dlcstPlcys.$inferInsert): Promise<void> {
      await db.q.insert(dlcstPlcys).values(row);
    },
    async find(k: Key): Promise<PolicyRow | undefined> {
      return (await db.q.select().from(dlcstPlcys).where(key(k)).limit(1))[0];
    },
    /** Locked until the transaction ends, so two edits cannot both become version n + 1. */
    async findForUpdate(k: Key): Promise<PolicyRow | undefined> {
      return (await db.q.select().from(dlcstPlcys).where(key(k)).for('update'))[0];
    },
    async update(k: Key, patch: Partial<typeof dlcstPlcys.$inferInsert>): Promise<void> {
      await db.q.update(dlcstPlcys).set(patch).where(key(k));
    },
    async insertHist(row: typeof dlcstPlcyHists.$inferInsert): Promise<void> {
      await db.q.insert(dlcstPlcyHists).values(row);
    },
    /** Earlier versions fromSeq..toSeq of a policy. */
    async listHist(k: Key, fromSeq: number, toSeq: number): Promise<PolicyHistRow[]> {
      return db.q
        .select()
        .from(dlcstPlcyHists)
        .where(
          and(
            eq(dlcstPlcyHists.supplyEntrCd, k.supplyEntrCd),
            eq(dlcstPlcyHists.dlcstPlcyCd, k.dlcstPlcyCd),
            between(dlcstPlcyHists.dlcstPlcySeq, fromSeq, toSeq),
          ),
        )
        .orderBy(desc(dlcstPlcyHists.dlcstPlcySeq));
    },
    async listPage(opts: { supplyEntrCd: string; today: string; filters: TDeliveryPolicyListFilter; page: { pageNum: number; pageSize: number } }) {
      const rules: FilterRules<TDeliveryPolicyListFilter> = {
        ...POLICY_FILTERS,
        plcyStsCd: { op: 'custom', where: (status: TPlcyStatus) => statusCondition(status, opts.today) },
      };
      const where = whereAll(eq(dlcstPlcys.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, rules));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q.select().from(dlcstPlcys).where(where).orderBy(desc(dlcstPlcys.regDt), desc(dlcstPlcys.dlcstPlcyCd)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(dlcstPlcys).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type DeliveryPolicyRepository = ReturnType<typeof createDeliveryPolicyRepository>;
