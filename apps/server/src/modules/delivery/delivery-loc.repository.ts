import type { TDeliveryLocListFilter } from '@po/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { deliveryLocs } from './delivery-loc.tables.ts';
import { goodsFlowContracts } from './goods-flow.tables.ts';

export type DeliveryLocRow = typeof deliveryLocs.$inferSelect;
export type DeliveryLocValues = Omit<
  typeof deliveryLocs.$inferInsert,
  'supplyEntrCd' | 'deliveryLocCd' | 'regDt' | 'regId' | 'regNm' | 'upDt' | 'upId' | 'upNm' | 'verifiedYn'
>;
export type SiteWithStatus = DeliveryLocRow & { gfStsCd: (typeof goodsFlowContracts.$inferSelect)['gfStsCd'] | null };

/** The site list's filters (contract `ZDeliveryLocListFilter`) as SQL. */
const SITE_FILTERS: FilterRules<TDeliveryLocListFilter> = {
  deliveryLocNm: { op: 'contains', column: deliveryLocs.deliveryLocNm },
  useYn: { op: 'eq', column: deliveryLocs.useYn },
  frcnDyplYn: { op: 'eq', column: deliveryLocs.frcnDyplYn },
  verifiedYn: { op: 'eq', column: deliveryLocs.verifiedYn },
  regDtFrom: { op: 'dateFrom', column: deliveryLocs.regDt },
  regDtTo: { op: 'dateTo', column: deliveryLocs.regDt },
};

/** Every SQL statement on shipping sites; every query is scoped by seller. */
export function createDeliveryLocRepository(db: Database) {
  const selectSites = () =>
    db.q
      .select({ site: deliveryLocs, gfStsCd: goodsFlowContracts.gfStsCd })
      .from(deliveryLocs)
      .leftJoin(
        goodsFlowContracts,
        and(eq(goodsFlowContracts.supplyEntrCd, deliveryLocs.supplyEntrCd), eq(goodsFlowContracts.deliveryLocCd, deliveryLocs.deliveryLocCd)),
      );
  const flatten = (r: { site: DeliveryLocRow; gfStsCd: SiteWithStatus['gfStsCd'] }): SiteWithStatus => ({ ...r.site, gfStsCd: r.gfStsCd });
  const key = (supplyEntrCd: string, deliveryLocCd: string) => and(eq(deliveryLocs.supplyEntrCd, supplyEntrCd), eq(deliveryLocs.deliveryLocCd, deliveryLocCd));

  return {
    async insert(row: typeof deliveryLocs.$inferInsert): Promise<void> {
      await db.q.insert(deliveryLocs).values(row);
    },
    async find(supplyEntrCd: string, deliveryLocCd: string): Promise<SiteWithStatus | undefined> {
      const rows = await selectSites().where(key(supplyEntrCd, deliveryLocCd)).limit(1);
      return rows[0] ? flatten(rows[0]) : undefined;
    },
    /** The row locked until the transaction ends (its change is diffed against it). */
    async findForUpdate(supplyEntrCd: string, deliveryLocCd: string): Promise<DeliveryLocRow | undefined> {
      return (await db.q.select().from(deliveryLocs).where(key(supplyEntrCd, deliveryLocCd)).for('update'))[0];
    },
    async update(supplyEntrCd: string, deliveryLocCd: string, patch: Partial<typeof deliveryLocs.$inferInsert>): Promise<void> {
      await db.q.update(deliveryLocs).set(patch).where(key(supplyEntrCd, deliveryLocCd));
    },
    async listPage(opts: { supplyEntrCd: string; filters: TDeliveryLocListFilter; page: { pageNum: number; pageSize: number } }) {
      const where = whereAll(eq(deliveryLocs.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, SITE_FILTERS));
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        selectSites().where(where).orderBy(desc(deliveryLocs.regDt), desc(deliveryLocs.deliveryLocCd)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(deliveryLocs).where(where),
      ]);
      return { rows: rows.map(flatten), totalCnt: total[0]?.n ?? 0 };
    },
  };
}
export type DeliveryLocRepository = ReturnType<typeof createDeliveryLocRepository>;
