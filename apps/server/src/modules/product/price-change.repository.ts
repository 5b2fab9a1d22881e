import { parsePastedCodes, type TPriceChangeAdminListFilter, type TPriceChangeListFilter } from '@po/contracts';
import { and, asc, count, desc, eq, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow, whereAll, type FilterRules } from '@/platform/db/list-filters.ts';
import { productOptions, productPriceChangeOptions, productPriceChanges, products } from './product.tables.ts';

type Page = { pageNum: number; pageSize: number };
type Key = { supplyEntrCd: string; prodCd: string };
export type PriceChangeKey = Key & { prodPriceSeq: number };
export type PriceChangeRow = typeof productPriceChanges.$inferSelect;
export type NewPriceChange = typeof productPriceChanges.$inferInsert;
export type NewPriceChangeOption = typeof productPriceChangeOptions.$inferInsert;
/** A request with its product's name and seller code, as the lists show it. */
export type PriceChangeListRow = PriceChangeRow & { prodNm: string; supplyProdCd: string };
type AdminFilters = Omit<TPriceChangeAdminListFilter, 'supplyEntrNm'> & { supplyEntrCds?: string[] };

const pc = productPriceChanges;
const requestKey = (k: PriceChangeKey) => and(eq(pc.supplyEntrCd, k.supplyEntrCd), eq(pc.prodCd, k.prodCd), eq(pc.prodPriceSeq, k.prodPriceSeq));

const SELLER_FILTERS: FilterRules<TPriceChangeListFilter> = {
  regDtFrom: { op: 'dateFrom', column: pc.regDt },
  regDtTo: { op: 'dateTo', column: pc.regDt },
  confirmStsCd: { op: 'eq', column: pc.confirmStsCd },
  changeType: { op: 'eq', column: pc.changeType },
  prodNm: { op: 'contains', column: products.prodNm },
  prodCds: {
    op: 'custom',
    where: ((text: string) => {
      const codes = parsePastedCodes(text);
      return codes.length > 0 ? inArray(pc.prodCd, codes) : undefined;
    }) as (text: string) => SQL,
  },
};

const ADMIN_FILTERS: FilterRules<AdminFilters> = {
  confirmStsCd: { op: 'eq', column: pc.confirmStsCd },
  changeType: { op: 'eq', column: pc.changeType },
  regDtFrom: { op: 'dateFrom', column: pc.regDt },
  regDtTo: { op: 'dateTo', column: pc.regDt },
  prodCd: { op: 'eq', column: pc.prodCd },
  supplyEntrCds: { op: 'in', column: pc.supplyEntrCd },
};

const sameProduct = and(eq(products.supplyEntrCd, pc.supplyEntrCd), eq(products.prodCd, pc.prodCd));
const listColumns = { request: pc, prodNm: products.prodNm, supplyProdCd: products.supplyProdCd };
const flatten = (rows: { request: PriceChangeRow; prodNm: string; supplyProdCd: string }[]): PriceChangeListRow[] =>
  rows.map((r) => ({ ...r.request, prodNm: r.prodNm, supplyProdCd: r.supplyProdCd }));

/** Every SQL statement on price-change requests. The seller's reads lead with its code; the operator's queue spans sellers. */
export function createPriceChangeRepository(db: Database) {
  /** One page of requests with their products' names, and the count under the same conditions (joined only when they read the product). */
  async function listPage(o: { where: SQL | undefined; order: SQL[]; page: Page; countJoinsProduct: boolean }) {
    const { offset, limit } = pageWindow(o.page);
    const counted = o.countJoinsProduct ? db.q.select({ n: count() }).from(pc).innerJoin(products, sameProduct) : db.q.select({ n: count() }).from(pc);
    const [rows, total] = await Promise.all([
      db.q
        .select(listColumns)
        .from(pc)
        .innerJoin(products, sameProduct)
        .where(o.where)
        .orderBy(...o.order)
        .offset(offset)
        .limit(limit),
      counted.where(o.where),
    ]);
    return { rows: flatten(rows), totalCnt: total[0]?.n ?? 0 };
  }

  return {
    /** The product's next request number (the caller holds the product's row lock, so two requests never take one number). */
    async nextSeq(k: Key): Promise<number> {
      const [row] = await db.q
        .select({ n: max(pc.prodPriceSeq) })
        .from(pc)
        .where(and(eq(pc.supplyEntrCd, k.supplyEntrCd), eq(pc.prodCd, k.prodCd)));
      return (row?.n ?? 0) + 1;
    },
    async hasOpenRequest(k: Key): Promise<boolean> {
      const rows = await db.q
        .select({ n: pc.prodPriceSeq })
        .from(pc)
        .where(and(eq(pc.supplyEntrCd, k.supplyEntrCd), eq(pc.prodCd, k.prodCd), eq(pc.confirmStsCd, '10')))
        .limit(1);
      return rows.length > 0;
    },
    async insert(request: NewPriceChange, options: NewPriceChangeOption[]): Promise<void> {
      await db.q.insert(pc).values(request);
      if (options.length > 0) await db.q.insert(productPriceChangeOptions).values(options);
    },
    async find(k: PriceChangeKey): Promise<PriceChangeRow | undefined> {
      return (await db.q.select().from(pc).where(requestKey(k)))[0];
    },
    async findForUpdate(k: PriceChangeKey): Promise<PriceChangeRow | undefined> {
      return (await db.q.select().from(pc).where(requestKey(k)).for('update'))[0];
    },
    async decide(k: PriceChangeKey, patch: Pick<PriceChangeRow, 'confirmStsCd' | 'confirmDt' | 'confirmId' | 'confirmNm' | 'rejectReason'>): Promise<void> {
      await db.q.update(pc).set(patch).where(requestKey(k));
    },
    async listOptionsOf(k: PriceChangeKey) {
      return db.q
        .select()
        .from(productPriceChangeOptions)
        .where(
          and(
            eq(productPriceChangeOptions.supplyEntrCd, k.supplyEntrCd),
            eq(productPriceChangeOptions.prodCd, k.prodCd),
            eq(productPriceChangeOptions.prodPriceSeq, k.prodPriceSeq),
          ),
        );
    },
    /** The charges of the listed requests with the combinations' values, in the product's option order. */
    async listOptionsOfMany(keys: PriceChangeKey[]) {
      if (keys.length === 0) return [];
      const o = productPriceChangeOptions;
      const match = or(...keys.map((k) => and(eq(o.supplyEntrCd, k.supplyEntrCd), eq(o.prodCd, k.prodCd), eq(o.prodPriceSeq, k.prodPriceSeq))));
      return db.q
        .select({ change: o, optionValue1: productOptions.optionValue1, optionValue2: productOptions.optionValue2 })
        .from(o)
        .leftJoin(productOptions, and(eq(productOptions.supplyEntrCd, o.supplyEntrCd), eq(productOptions.prodOptionCd, o.prodOptionCd)))
        .where(match)
        .orderBy(asc(o.prodOptionCd));
    },
    /** Writes the confirmed prices (and the commission) on the product and bumps its version. */
    async setProductPrices(k: Key, patch: { listPrice: number; prodPrice: number; sellFeeRate: string; upDt: Date; upId: string; upNm: string }) {
      await db.q
        .update(products)
        .set({ ...patch, version: sql`${products.version} + 1` })
        .where(and(eq(products.supplyEntrCd, k.supplyEntrCd), eq(products.prodCd, k.prodCd)));
    },
    /** Writes a confirmed extra charge; the combination's version moves, so a form that read it before saves over nothing. */
    async setExtraCharge(o: { supplyEntrCd: string; prodOptionCd: string; extraCharge: number; upDt: Date }) {
      await db.q
        .update(productOptions)
        .set({ extraCharge: o.extraCharge, upDt: o.upDt, version: sql`${productOptions.version} + 1` })
        .where(and(eq(productOptions.supplyEntrCd, o.supplyEntrCd), eq(productOptions.prodOptionCd, o.prodOptionCd)));
    },
    /** One page of a seller's requests, newest first. */
    listForSeller(opts: { supplyEntrCd: string; filters: TPriceChangeListFilter; page: Page }) {
      const where = whereAll(eq(pc.supplyEntrCd, opts.supplyEntrCd), ...filterConditions(opts.filters, SELLER_FILTERS));
      // The name filter reads the product, so the count joins it too.
      return listPage({ where, order: [desc(pc.regDt), desc(pc.prodCd), desc(pc.prodPriceSeq)], page: opts.page, countJoinsProduct: true });
    },
    /** Every seller's requests under the filters, oldest first (the queue; index price_change_queue_idx). */
    listForReview(opts: { filters: AdminFilters; page: Page }) {
      const where = whereAll(...filterConditions(opts.filters, ADMIN_FILTERS));
      const order = [asc(pc.regDt), asc(pc.supplyEntrCd), asc(pc.prodCd), asc(pc.prodPriceSeq)];
      return listPage({ where, order, page: opts.page, countJoinsProduct: false });
    },
  };
}
export type PriceChangeRepository = ReturnType<typeof createPriceChangeRepository>;
