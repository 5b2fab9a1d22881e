import type { TAnswerStsCd, TProductQnaFilter } from '@po/contracts';
import { and, asc, count, desc, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { filterConditions, pageWindow } from '@/platform/db/list-filters.ts';
import { productQnas as q } from './qna.tables.ts';

export type ProductQnaRecord = typeof q.$inferSelect & { prodNm: string };
export type NewProductQna = Omit<typeof q.$inferInsert, 'prdQnaSq'>;

/** The product's name, read from the product module's table (the question keeps only the code). */
const prodNm =
  sql<string>`coalesce((select p.prod_nm from product p where p.supply_entr_cd = product_qna.supply_entr_cd and p.prod_cd = product_qna.prod_cd), product_qna.prod_cd)`.as(
    'prod_nm',
  );

/** A product code, or a part of the product's name. */
const productMatches = (term: string): SQL => {
  const t = term.trim();
  const pattern = `%${t.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  // Qualified by hand: inside the subquery a bare prod_cd would be the product's.
  return sql`(product_qna.prod_cd = ${t} or exists (select 1 from product p where p.supply_entr_cd = product_qna.supply_entr_cd and p.prod_cd = product_qna.prod_cd and p.prod_nm ilike ${pattern}))`;
};

/** Product questions; every seller query leads with the seller (the indexes do too). */
export function createProductQnaRepository(db: Database) {
  const select = () =>
    db.q
      .select({
        prdQnaSq: q.prdQnaSq,
        supplyEntrCd: q.supplyEntrCd,
        mallQnaId: q.mallQnaId,
        prodCd: q.prodCd,
        qnaClassCd: q.qnaClassCd,
        buyerNm: q.buyerNm,
        secretYn: q.secretYn,
        question: q.question,
        questionDt: q.questionDt,
        answerStsCd: q.answerStsCd,
        answer: q.answer,
        answerUpDt: q.answerUpDt,
        answerDt: q.answerDt,
        answerId: q.answerId,
        regDt: q.regDt,
        prodNm,
      })
      .from(q);

  /** The period and the other filters (the answer state aside: it never narrows the tabs). */
  const searchConditions = (supplyEntrCd: string, f: TProductQnaFilter): SQL[] => {
    const column = f.dateType === 'ANSWER' ? q.answerDt : q.questionDt;
    return [
      eq(q.supplyEntrCd, supplyEntrCd),
      ...filterConditions({ from: f.startDt, to: f.endDt }, { from: { op: 'dateFrom', column }, to: { op: 'dateTo', column } }),
      ...filterConditions(f, { qnaClassCd: { op: 'eq', column: q.qnaClassCd }, product: { op: 'custom', where: productMatches } }),
    ];
  };

  return {
    /** The seller owning a product (any state): a question is the product's seller's. */
    async findProductSeller(prodCd: string): Promise<string | undefined> {
      const [row] = rowsOf<{ supplyEntrCd: string }>(await db.q.execute(sql`select supply_entr_cd as "supplyEntrCd" from product where prod_cd = ${prodCd}`));
      return row?.supplyEntrCd;
    },

    async findByMallId(mallQnaId: string): Promise<{ prdQnaSq: number } | undefined> {
      const [row] = await db.q.select({ prdQnaSq: q.prdQnaSq }).from(q).where(eq(q.mallQnaId, mallQnaId));
      return row;
    },

    /** Inserts unless the mall's id is there already: answers the new id, or undefined on a concurrent duplicate. */
    async insert(row: NewProductQna): Promise<number | undefined> {
      const [created] = await db.q.insert(q).values(row).onConflictDoNothing({ target: q.mallQnaId }).returning({ prdQnaSq: q.prdQnaSq });
      return created?.prdQnaSq;
    },

    async find(supplyEntrCd: string, prdQnaSq: number): Promise<ProductQnaRecord | undefined> {
      const [row] = await select().where(and(eq(q.supplyEntrCd, supplyEntrCd), eq(q.prdQnaSq, prdQnaSq)));
      return row;
    },

    /** One page of the search, newest first by the period's date, with the count of every state. */
    async listPage(opts: { supplyEntrCd: string; filters: TProductQnaFilter; page: { pageNum: number; pageSize: number } }) {
      const base = searchConditions(opts.supplyEntrCd, opts.filters);
      const state = opts.filters.answerType ? eq(q.answerStsCd, opts.filters.answerType) : undefined;
      const where = and(...base, state);
      const order = opts.filters.dateType === 'ANSWER' ? q.answerDt : q.questionDt;
      const { offset, limit } = pageWindow(opts.page);
      const [rows, counts] = await Promise.all([
        select().where(where).orderBy(desc(order), desc(q.prdQnaSq)).limit(limit).offset(offset),
        db.q
          .select({ answerStsCd: q.answerStsCd, n: count() })
          .from(q)
          .where(and(...base))
          .groupBy(q.answerStsCd),
      ]);
      const statusCounts = new Map<TAnswerStsCd, number>(counts.map((c) => [c.answerStsCd, Number(c.n)]));
      const totalCnt = state ? (statusCounts.get(opts.filters.answerType!) ?? 0) : [...statusCounts.values()].reduce((a, b) => a + b, 0);
      return { rows, totalCnt, statusCounts };
    },

    /** A draft over a question not answered yet; false when it was answered meanwhile. */
    async saveDraft(opts: { supplyEntrCd: string; prdQnaSq: number; answer: string; at: Date; by: string }): Promise<boolean> {
      const done = await db.q
        .update(q)
        .set({ answer: opts.answer, answerStsCd: 'TEMP_SAVED', answerUpDt: opts.at, answerId: opts.by })
        .where(and(eq(q.supplyEntrCd, opts.supplyEntrCd), eq(q.prdQnaSq, opts.prdQnaSq), ne(q.answerStsCd, 'ANSWERED')))
        .returning({ prdQnaSq: q.prdQnaSq });
      return done.length > 0;
    },

    /** The final answer, conditional on not being answered yet, so two saves never both win. */
    async saveAnswer(opts: { supplyEntrCd: string; prdQnaSq: number; answer: string; at: Date; by: string }): Promise<boolean> {
      const done = await db.q
        .update(q)
        .set({ answer: opts.answer, answerStsCd: 'ANSWERED', answerUpDt: opts.at, answerDt: opts.at, answerId: opts.by })
        .where(and(eq(q.supplyEntrCd, opts.supplyEntrCd), eq(q.prdQnaSq, opts.prdQnaSq), ne(q.answerStsCd, 'ANSWERED')))
        .returning({ prdQnaSq: q.prdQnaSq });
      return done.length > 0;
    },

    /** The mall's feed: answered questions after the cursor (answerDt, prdQnaSq), oldest answer first. */
    async listAnswersAfter(opts: { afterAnswerDt: Date | null; afterPrdQnaSq: number; limit: number }) {
      const after = opts.afterAnswerDt
        ? or(gt(q.answerDt, opts.afterAnswerDt), and(eq(q.answerDt, opts.afterAnswerDt), gt(q.prdQnaSq, opts.afterPrdQnaSq)))
        : undefined;
      return db.q
        .select({ prdQnaSq: q.prdQnaSq, mallQnaId: q.mallQnaId, prodCd: q.prodCd, answer: q.answer, answerDt: q.answerDt })
        .from(q)
        .where(and(eq(q.answerStsCd, 'ANSWERED'), after))
        .orderBy(asc(q.answerDt), asc(q.prdQnaSq))
        .limit(opts.limit);
    },
  };
}
export type ProductQnaRepository = ReturnType<typeof createProductQnaRepository>;
