import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Product Q&A and CS inquiries (business-area §2 qna group, §3 "Q&A" and "CS inquiry", §4 Q&A states; issue 15).
// A buyer's question arrives through the mall API (idempotent by the mall's id); the mall's CS centre opens an
// inquiry to a seller in the operator console. Both are answered by the seller once: a saved answer is final.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const productQnas = pgTable(
  'product_qna',
  {
    prdQnaSq: bigint('prd_qna_sq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    /** The mall's own id of the question: a second delivery of the same question is the same row. */
    mallQnaId: text('mall_qna_id').notNull(),
    prodCd: text('prod_cd').notNull(),
    /** The question's class (product, size, delivery, exchange/return, etc.): codes in contracts. */
    qnaClassCd: text('qna_class_cd').notNull(),
    /** The buyer as the mall shows them (already masked by the mall). */
    buyerNm: text('buyer_nm').notNull(),
    secretYn: text('secret_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    question: text('question').notNull(),
    /** When the buyer asked (the mall's time): the 24-hour answer target runs from here. */
    questionDt: at('question_dt').notNull(),
    /** UNANSWERED -> TEMP_SAVED -> ANSWERED (§4); ANSWERED is final. */
    answerStsCd: text('answer_sts_cd', { enum: ['UNANSWERED', 'TEMP_SAVED', 'ANSWERED'] })
      .notNull()
      .default('UNANSWERED'),
    answer: text('answer'),
    /** The last temporary save, then the final save. */
    answerUpDt: at('answer_up_dt'),
    answerDt: at('answer_dt'),
    answerId: text('answer_id'),
    regDt: at('reg_dt').notNull(),
  },
  (t) => [
    uniqueIndex('product_qna_mall_uq').on(t.mallQnaId),
    // The list by question date, by answer date, and the dashboard's unanswered count.
    index('product_qna_question_idx').on(t.supplyEntrCd, t.questionDt),
    index('product_qna_answer_idx').on(t.supplyEntrCd, t.answerDt),
    index('product_qna_status_idx').on(t.supplyEntrCd, t.answerStsCd, t.questionDt),
    check('product_qna_answered_ck', sql`${t.answerStsCd} <> 'ANSWERED' or (${t.answer} is not null and ${t.answerDt} is not null)`),
  ],
);

export const supplyCsInquiries = pgTable(
  'supply_cs',
  {
    supplyCsSq: bigint('supply_cs_sq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    /** The order the inquiry is about, when there is one. */
    ordNo: text('ord_no'),
    inqrCont: text('inqr_cont').notNull(),
    /** Y = urgent. */
    ugntYn: text('ugnt_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    /** What the CS centre asks for (codes in contracts): a reply, a call back, a shipment check ... */
    rspnDivCd: text('rspn_div_cd').notNull(),
    /** The day the inquiry must be closed by (Seoul). */
    clsnFixDt: timestamp('clsn_fix_dt', { withTimezone: true }).notNull(),
    /** WAITING -> ANSWERED; the 4-hour target runs from regDt to rspnDt. */
    stsCd: text('sts_cd', { enum: ['WAITING', 'ANSWERED'] })
      .notNull()
      .default('WAITING'),
    rspnCont: text('rspn_cont'),
    rspnDt: at('rspn_dt'),
    rspnId: text('rspn_id'),
    regId: text('reg_id').notNull(),
    regDt: at('reg_dt').notNull(),
  },
  (t) => [
    index('supply_cs_reg_idx').on(t.supplyEntrCd, t.regDt),
    index('supply_cs_status_idx').on(t.supplyEntrCd, t.stsCd, t.regDt),
    // The operator's queue across sellers.
    index('supply_cs_queue_idx').on(t.stsCd, t.regDt),
    check('supply_cs_answered_ck', sql`${t.stsCd} <> 'ANSWERED' or (${t.rspnCont} is not null and ${t.rspnDt} is not null)`),
  ],
);
