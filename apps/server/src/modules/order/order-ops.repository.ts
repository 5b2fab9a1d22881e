import type { TPtsSort } from '@po/contracts';
import { and, asc, count, countDistinct, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { pageWindow } from '@/platform/db/list-filters.ts';
import type { LineKey } from './order.repository.ts';
import { orderLines as l } from './order.tables.ts';

/** A payment period as instants: from the start of the first Seoul day to the start of the day after the last. */
export interface PayPeriod {
  from: Date;
  until: Date;
}

// The figures of the PTS view (clock hours: what the buyer waits). A cancelled line (99) was never processed and
// is left out; "within 48 h" compares the invoice time with the payment's.
const HOURS = sql<number>`extract(epoch from (${l.invoiceDt} - ${l.payDt})) / 3600`;
const WITHIN_48 = sql`${l.invoiceDt} <= ${l.payDt} + interval '48 hours'`;
const figures = {
  supplyEntrCd: l.supplyEntrCd,
  ordCnt: countDistinct(l.ordNo),
  lineCnt: count(),
  dispatchedCnt: count(l.invoiceDt),
  within48Cnt: sql<number>`count(*) filter (where ${WITHIN_48})`.mapWith(Number),
  avgDispatchHours: sql<number | null>`round((avg(${HOURS}))::numeric, 1)`.mapWith((v) => (v === null ? null : Number(v))),
  delay72Cnt: sql<number>`count(*) filter (where ${l.delayStsCd} = '72')`.mapWith(Number),
  delay82Cnt: sql<number>`count(*) filter (where ${l.delayStsCd} = '82')`.mapWith(Number),
  oldestUndispatchedPayDt: sql<Date | null>`min(${l.payDt}) filter (where ${l.ordDtlStsCd} in ('20', '35'))`.mapWith((v) =>
    v === null ? null : new Date(v as string),
  ),
};
const RATE = sql`(count(*) filter (where ${WITHIN_48}))::numeric / nullif(count(${l.invoiceDt}), 0)`;
const SORTS: Record<TPtsSort, SQL[]> = {
  avgDispatchHoursDesc: [sql`avg(${HOURS}) desc nulls last`],
  within48RateAsc: [sql`${RATE} asc nulls last`],
  delayCntDesc: [sql`count(*) filter (where ${l.delayStsCd} is not null) desc`],
  oldestUndispatchedAsc: [sql`min(${l.payDt}) filter (where ${l.ordDtlStsCd} in ('20', '35')) asc nulls last`],
  ordCntDesc: [sql`count(distinct ${l.ordNo}) desc`],
  supplyEntrCdAsc: [],
};

/** The statements of the operator's order views; operators see every seller, so there is no seller scope here. */
export function createOrderOpsRepository(db: Database) {
  const inPeriod = (p: PayPeriod) => and(gte(l.payDt, p.from), lt(l.payDt, p.until), ne(l.ordDtlStsCd, '99'));
  return {
    /** One row per seller with a line paid in the period (only `supplyEntrCds` when given), sorted, one page. */
    async listPts(opts: { period: PayPeriod; supplyEntrCds?: string[]; sort: TPtsSort; page: { pageNum: number; pageSize: number } }) {
      const where = and(inPeriod(opts.period), opts.supplyEntrCds ? inArray(l.supplyEntrCd, opts.supplyEntrCds) : undefined);
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q
          .select(figures)
          .from(l)
          .where(where)
          .groupBy(l.supplyEntrCd)
          .orderBy(...SORTS[opts.sort], asc(l.supplyEntrCd))
          .offset(offset)
          .limit(limit),
        db.q
          .select({ n: countDistinct(l.supplyEntrCd) })
          .from(l)
          .where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },

    /** Late lines of the period (one seller's, or all): marked now, dispatched after 48 h, or still waiting past 48 h. */
    async listLateLines(opts: { supplyEntrCd?: string; period: PayPeriod; now: Date; page: { pageNum: number; pageSize: number } }) {
      const late = or(
        sql`${l.delayStsCd} is not null`,
        sql`${l.invoiceDt} > ${l.payDt} + interval '48 hours'`,
        and(sql`${l.invoiceDt} is null`, inArray(l.ordDtlStsCd, ['20', '35']), lt(l.payDt, new Date(opts.now.getTime() - 48 * 3600 * 1000))),
      );
      const where = and(opts.supplyEntrCd ? eq(l.supplyEntrCd, opts.supplyEntrCd) : undefined, inPeriod(opts.period), late);
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q.select().from(l).where(where).orderBy(asc(l.payDt), asc(l.ordNo), asc(l.ordDtlSq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(l).where(where),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },

    /** Preparing lines per shipping site, for the given sites. */
    async countPreparing(sites: { supplyEntrCd: string; deliveryLocCd: string }[]) {
      if (sites.length === 0) return [];
      return db.q
        .select({ supplyEntrCd: l.supplyEntrCd, deliveryLocCd: l.deliveryLocCd, n: count() })
        .from(l)
        .where(and(or(...sites.map((s) => and(eq(l.supplyEntrCd, s.supplyEntrCd), eq(l.deliveryLocCd, s.deliveryLocCd)))), eq(l.ordDtlStsCd, '35')))
        .groupBy(l.supplyEntrCd, l.deliveryLocCd);
    },

    /** One batch of a site's preparing lines after `afterKey`; `dueBy` keeps those planned to leave by that day. */
    async listPreparing(opts: {
      supplyEntrCd: string;
      deliveryLocCd: string;
      dueBy?: string;
      after: { ordNo: string; ordDtlSq: number } | null;
      limit: number;
    }) {
      const a = opts.after;
      return db.q
        .select({ supplyEntrCd: l.supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq })
        .from(l)
        .where(
          and(
            eq(l.supplyEntrCd, opts.supplyEntrCd),
            eq(l.ordDtlStsCd, '35'),
            eq(l.deliveryLocCd, opts.deliveryLocCd),
            opts.dueBy ? lte(l.giPrrnDt, opts.dueBy) : undefined,
            a ? or(gt(l.ordNo, a.ordNo), and(eq(l.ordNo, a.ordNo), gt(l.ordDtlSq, a.ordDtlSq))) : undefined,
          ),
        )
        .orderBy(asc(l.ordNo), asc(l.ordDtlSq))
        .limit(opts.limit) as Promise<LineKey[]>;
    },
  };
}
export type OrderOpsRepository = ReturnType<typeof createOrderOpsRepository>;
