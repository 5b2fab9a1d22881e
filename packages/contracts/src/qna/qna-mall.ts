import { z } from 'zod';
import { QNA_LIMITS, ZQnaClassCd } from './qna-codes.ts';

/** A buyer's question as the mall sends it (POST /api/mall/qna); idempotent by mallQnaId. */
export const ZMallQnaRequest = z.object({
  mallQnaId: z.string().trim().min(1).max(40),
  prodCd: z.string().trim().min(1).max(30),
  qnaClassCd: ZQnaClassCd,
  /** Masked by the mall already (e.g. 김*수). */
  buyerNm: z.string().trim().min(1).max(50),
  secretYn: z.enum(['Y', 'N']).default('N'),
  question: z.string().trim().min(1).max(QNA_LIMITS.questionMax),
  questionDt: z.iso.datetime({ offset: true }),
});
export type TMallQnaRequest = z.infer<typeof ZMallQnaRequest>;

/** CREATED the first time, ALREADY for a resend of the same mallQnaId (the first row's id). */
export const ZMallQnaReply = z.object({ prdQnaSq: z.number().int(), mallQnaId: z.string(), result: z.enum(['CREATED', 'ALREADY']) });
export type TMallQnaReply = z.infer<typeof ZMallQnaReply>;

/**
 * The answered questions after a cursor, oldest answer first, for the storefront. The cursor is the last item read
 * (its answerDt and prdQnaSq): a question answered late has a small prdQnaSq but a new answerDt, so the feed pages
 * by the answer's time, with the id to break ties. afterPrdQnaSq=0 without afterAnswerDt reads from the start.
 */
export const ZMallQnaAnswersQuery = z.object({
  afterAnswerDt: z.iso.datetime({ offset: true }).optional(),
  // Required, like the notifications' afterSeq: 0 reads from the start.
  afterPrdQnaSq: z.coerce.number().int().min(0).max(2_147_483_647),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type TMallQnaAnswersQuery = z.infer<typeof ZMallQnaAnswersQuery>;

export const ZMallQnaAnswer = z.object({
  prdQnaSq: z.number().int(),
  mallQnaId: z.string(),
  prodCd: z.string(),
  answer: z.string(),
  answerDt: z.string(),
});
/** The next call's cursor is the last item's (or the one sent, when nothing came). */
export const ZMallQnaAnswersReply = z.object({
  items: z.array(ZMallQnaAnswer),
  nextAfterAnswerDt: z.string().nullable(),
  nextAfterPrdQnaSq: z.number().int(),
});
export type TMallQnaAnswersReply = z.infer<typeof ZMallQnaAnswersReply>;
