import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { TPromotionCounts, TPromReqState, TPromState } from '@po/contracts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { pageWindow } from '@/platform/db/list-filters.ts';
import { promotionProducts, promotions } from './promotion.tables.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionInsert = typeof promotions.$inferInsert;
export type PromotionTargetInsert = typeof promotionProducts.$inferInsert;

/** A target product as the operator's form names it, with what the catalogue says of it (null: no such product of that seller). */
export interface TargetProductFacts {
  supplyEntrCd: string;
  prodCd: string;
  prodPrice: number | null;
  prodStsCd: string | null;
}

/** A target product with the names and price the screens show. */
export interface TargetView {
  supplyEntrCd: string;
  supplyEntrNm: string;
  prodCd: string;
  supplyProdCd: string;
  prodNm: string;
  brandNm: string;
  prodPrice: number;
  promPrice: number | null;
  reqState: TPromReqState;
  rejectReason: string | null;
  decidedDt: Date | null;
}

/** A promotion with the counts of its targets (all of them, or one seller's). */
export type PromotionWithCounts = PromotionRow & { counts: TPromotionCounts; sellerCnt: number };

/** What the order intake needs of an agreed target running on a day. */
export interface RunningTarget {
  prodCd: string;
  promCd: string;
  dcTypeCd: string;
  dcValue: number;
  promPrice: number | null;
  bearer: 'MALL' | 'SELLER';
}

const p = promotions;
const pp = promotionProducts;

/** A promotion's stage on `today` in SQL, the same rule as contracts' promStateOn. */
export const promStateSql = (today: string) => sql<TPromState>`case
  when ${p.cancelYn} = 'Y' then 'CANCELLED'
  when ${today}::date < ${p.reqStartDt} then 'READY'
  when ${today}::date <= ${p.reqEndDt} then 'REQUEST'
  when ${today}::date < ${p.progStartDt} then 'WAITING'
  when ${today}::date <= ${p.progEndDt} then 'RUNNING'
  else 'ENDED' end`;

/** The promotions in a stage on `today`, as date conditions (so the stage filter needs no CASE per row). */
function inState(state: TPromState, today: string): SQL {
  const live = sql`${p.cancelYn} = 'N'`;
  switch (state) {
    case 'CANCELLED':
      return sql`${p.cancelYn} = 'Y'`;
    case 'READY':
      return sql`${live} and ${today}::date < ${p.reqStartDt}`;
    case 'REQUEST':
      return sql`${live} and ${today}::date between ${p.reqStartDt} and ${p.reqEndDt}`;
    case 'WAITING':
      return sql`${live} and ${today}::date > ${p.reqEndDt} and ${today}::date < ${p.progStartDt}`;
    case 'RUNNING':
      return sql`${live} and ${today}::date between ${p.progStartDt} and ${p.progEndDt}`;
    case 'ENDED':
      return sql`${live} and ${today}::date > ${p.progEndDt}`;
  }
}

const escapeLike = (term: string) => term.replace(/[%_\\]/g, (c) => `\\${c}`);
const nameContains = (promNm: string | undefined) => (promNm?.trim() ? ilike(p.promNm, `%${escapeLike(promNm.trim())}%`) : undefined);

const countsSql = {
  total: sql<number>`count(*)::int`.as('total'),
  prepare: sql<number>`(count(*) filter (where ${pp.reqState} = 'PREPARE'))::int`.as('prepare'),
  agree: sql<number>`(count(*) filter (where ${pp.reqState} = 'AGREE'))::int`.as('agree'),
  reject: sql<number>`(count(*) filter (where ${pp.reqState} = 'REJECT'))::int`.as('reject'),
};
const countsOf = (r: { total: number; prepare: number; agree: number; reject: number }): TPromotionCounts => ({
  total: r.total,
  prepare: r.prepare,
  agree: r.agree,
  reject: r.reject,
});
const ZERO: TPromotionCounts = { total: 0, prepare: 0, agree: 0, reject: 0 };

export function createPromotionRepository(db: Database) {
  /** Promotion rows with their targets' counts (grouped), for the given filter of targets and promotions. */
  async function pageWithCounts(opts: { where: SQL | undefined; having?: SQL; page: { pageNum: number; pageSize: number } }) {
    const { offset, limit } = pageWindow(opts.page);
    const grouped = db.q
      .select({ promCd: pp.promCd, ...countsSql, sellerCnt: sql<number>`count(distinct ${pp.supplyEntrCd})::int`.as('seller_cnt') })
      .from(pp)
      .innerJoin(p, eq(p.promCd, pp.promCd))
      .where(opts.where)
      .groupBy(pp.promCd)
      .having(opts.having)
      .as('g');
    const rows = await db.q
      .select({ promotion: p, total: grouped.total, prepare: grouped.prepare, agree: grouped.agree, reject: grouped.reject, sellerCnt: grouped.sellerCnt })
      .from(grouped)
      .innerJoin(p, eq(p.promCd, grouped.promCd))
      .orderBy(sql`${p.regDt} desc`, sql`${p.promCd} desc`)
      .limit(limit)
      .offset(offset);
    const [total] = await db.q.select({ n: sql<number>`count(*)::int` }).from(grouped);
    return {
      rows: rows.map((r): PromotionWithCounts => ({ ...r.promotion, counts: countsOf(r), sellerCnt: r.sellerCnt })),
      totalCnt: total?.n ?? 0,
    };
  }

  async function targetCounts(where: SQL | undefined): Promise<TPromotionCounts> {
    const [row] = await db.q.select(countsSql).from(pp).innerJoin(p, eq(p.promCd, pp.promCd)).where(where);
    return row ? countsOf(row) : ZERO;
  }

  return {
    /** The next promotion code: PM and the sequence's number in 8 digits. */
    async nextPromCd(): Promise<string> {
      const [row] = rowsOf<{ n: string }>(await db.q.execute(sql`select nextval('promotion_cd_seq')::text as n`));
      return `PM${row!.n.padStart(8, '0')}`;
    },

    async insertPromotion(row: PromotionInsert, targets: PromotionTargetInsert[]): Promise<void> {
      await db.q.insert(p).values(row);
      // In slices: a bound parameter list has a limit, a promotion may name 1,000 products.
      for (let i = 0; i < targets.length; i += 500) await db.q.insert(pp).values(targets.slice(i, i + 500));
    },

    /** Each named (seller, product) with the catalogue's price and status; nulls where the seller has no such product. */
    async findTargetProducts(targets: { supplyEntrCd: string; prodCd: string }[]): Promise<TargetProductFacts[]> {
      const res = await db.q.execute(sql`
        select k."supplyEntrCd", k."prodCd", pr.prod_price::float8 as "prodPrice", pr.prod_sts_cd as "prodStsCd"
          from json_to_recordset(${JSON.stringify(targets.map((t, i) => ({ ...t, i })))}::json) as k("supplyEntrCd" text, "prodCd" text, i integer)
          left join product pr on pr.supply_entr_cd = k."supplyEntrCd" and pr.prod_cd = k."prodCd"
         order by k.i`);
      return rowsOf<TargetProductFacts>(res);
    },

    /** Of these products, those already in a non-cancelled promotion whose run overlaps [from, to]. */
    async findOverlapping(prodCds: string[], run: { from: string; to: string }): Promise<string[]> {
      if (prodCds.length === 0) return [];
      const rows = await db.q
        .selectDistinct({ prodCd: pp.prodCd })
        .from(pp)
        .innerJoin(p, eq(p.promCd, pp.promCd))
        .where(and(inArray(pp.prodCd, prodCds), eq(p.cancelYn, 'N'), sql`${p.progStartDt} <= ${run.to}::date`, sql`${p.progEndDt} >= ${run.from}::date`));
      return rows.map((r) => r.prodCd);
    },

    async findPromotion(promCd: string): Promise<PromotionRow | undefined> {
      const [row] = await db.q.select().from(p).where(eq(p.promCd, promCd)).limit(1);
      return row;
    },

    /**
     * Locks the promotion's row for the rest of the transaction: a cancel `update`, an agreement `share` (sellers
     * answer side by side, and a cancel waits for them and they for it).
     */
    async lockPromotion(promCd: string, mode: 'update' | 'share'): Promise<PromotionRow | undefined> {
      const [row] = await db.q.select().from(p).where(eq(p.promCd, promCd)).limit(1).for(mode);
      return row;
    },

    async markCancelled(promCd: string, at: Date): Promise<void> {
      await db.q.update(p).set({ cancelYn: 'Y', upDt: at }).where(eq(p.promCd, promCd));
    },

    /** The operator's list: every promotion with its targets' counts and sellers. */
    adminListPage(opts: { promState?: TPromState | undefined; promNm?: string | undefined; today: string; page: { pageNum: number; pageSize: number } }) {
      return pageWithCounts({ where: and(opts.promState ? inState(opts.promState, opts.today) : undefined, nameContains(opts.promNm)), page: opts.page });
    },

    /** One promotion's targets with their sellers, names and prices now (all sellers, or one). */
    async listTargets(promCd: string, supplyEntrCd?: string): Promise<TargetView[]> {
      const res = await db.q.execute(sql`
        select t.supply_entr_cd as "supplyEntrCd", coalesce(s.supply_entr_nm, t.supply_entr_cd) as "supplyEntrNm", t.prod_cd as "prodCd",
               coalesce(pr.supply_prod_cd, '') as "supplyProdCd", coalesce(pr.prod_nm, t.prod_cd) as "prodNm",
               coalesce((select b.brand_nm from brand b where b.supply_entr_cd = pr.supply_entr_cd and b.brand_cd = pr.brand_cd limit 1), pr.brand_cd, '') as "brandNm",
               coalesce(pr.prod_price, 0)::float8 as "prodPrice", t.prom_price::float8 as "promPrice", t.req_state as "reqState",
               t.reject_reason as "rejectReason", t.decided_dt as "decidedDt"
          from promotion_product t
          left join product pr on pr.supply_entr_cd = t.supply_entr_cd and pr.prod_cd = t.prod_cd
          left join supply_entr s on s.supply_entr_cd = t.supply_entr_cd
         where t.prom_cd = ${promCd} ${supplyEntrCd === undefined ? sql`` : sql`and t.supply_entr_cd = ${supplyEntrCd}`}
         order by t.supply_entr_cd, t.prod_cd`);
      return rowsOf<TargetView & { decidedDt: string | Date | null }>(res).map((r) => ({
        ...r,
        decidedDt: r.decidedDt === null ? null : new Date(r.decidedDt),
      }));
    },

    /** Counts of one promotion's targets (all sellers, or one). */
    countTargets(promCd: string, supplyEntrCd?: string): Promise<TPromotionCounts> {
      return targetCounts(and(eq(pp.promCd, promCd), supplyEntrCd === undefined ? undefined : eq(pp.supplyEntrCd, supplyEntrCd)));
    },

    /**
     * The seller's list (decisions "Promotions (issue 16)"): promotions with a target of the seller; with no stage
     * asked, those not ENDED nor CANCELLED. statusCd keeps promotions with a target of the seller in that state;
     * the counts are the seller's targets over the same filters without statusCd.
     */
    async sellerListPage(opts: {
      supplyEntrCd: string;
      filters: {
        statusCd?: TPromReqState | undefined;
        promState?: TPromState | undefined;
        promNm?: string | undefined;
        startDt?: string | undefined;
        endDt?: string | undefined;
      };
      today: string;
      page: { pageNum: number; pageSize: number };
    }) {
      const f = opts.filters;
      const where = and(
        eq(pp.supplyEntrCd, opts.supplyEntrCd),
        f.promState ? inState(f.promState, opts.today) : sql`${p.cancelYn} = 'N' and ${p.progEndDt} >= ${opts.today}::date`,
        nameContains(f.promNm),
        f.startDt ? sql`${p.progEndDt} >= ${f.startDt}::date` : undefined,
        f.endDt ? sql`${p.progStartDt} <= ${f.endDt}::date` : undefined,
      );
      const having = f.statusCd ? sql`count(*) filter (where ${pp.reqState} = ${f.statusCd}) > 0` : undefined;
      const [page, counts] = await Promise.all([pageWithCounts({ where, ...(having ? { having } : {}), page: opts.page }), targetCounts(where)]);
      return { ...page, counts };
    },

    /** The seller's targets among these products of a promotion, locked for an answer. */
    async lockSellerTargets(opts: { promCd: string; supplyEntrCd: string; prodCds: string[] }) {
      return db.q
        .select({ prodCd: pp.prodCd, reqState: pp.reqState })
        .from(pp)
        .where(and(eq(pp.promCd, opts.promCd), eq(pp.supplyEntrCd, opts.supplyEntrCd), inArray(pp.prodCd, opts.prodCds)))
        .for('update');
    },

    async saveAnswer(opts: { promCd: string; prodCd: string; reqState: 'AGREE' | 'REJECT'; rejectReason: string | null; by: string; at: Date }) {
      await db.q
        .update(pp)
        .set({ reqState: opts.reqState, rejectReason: opts.rejectReason, decidedId: opts.by, decidedDt: opts.at })
        .where(and(eq(pp.promCd, opts.promCd), eq(pp.prodCd, opts.prodCd)));
    },

    /** The agreed targets among these products of non-cancelled promotions running on `day` (one query for an order's lines). */
    async findRunningTargets(prodCds: string[], day: string): Promise<RunningTarget[]> {
      if (prodCds.length === 0) return [];
      return db.q
        .select({ prodCd: pp.prodCd, promCd: p.promCd, dcTypeCd: p.dcTypeCd, dcValue: p.dcValue, promPrice: pp.promPrice, bearer: p.bearer })
        .from(pp)
        .innerJoin(p, eq(p.promCd, pp.promCd))
        .where(
          and(
            inArray(pp.prodCd, [...new Set(prodCds)]),
            eq(pp.reqState, 'AGREE'),
            eq(p.cancelYn, 'N'),
            sql`${day}::date between ${p.progStartDt} and ${p.progEndDt}`,
          ),
        )
        .orderBy(pp.prodCd, p.promCd);
    },
  };
}
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
