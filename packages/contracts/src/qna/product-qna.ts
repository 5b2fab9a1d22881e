import { z } from 'zod';
import { listRequest } from '../common/paging.ts';
import { ZSerialId } from '../common/ids.ts';
import { ZOrderListFilter, periodError } from '../order/order-list.ts';
import { QNA_LIMITS, ZAnswerStsCd, ZAnswerType, ZQnaClassCd, ZQnaDateType } from './qna-codes.ts';

const YN = z.enum(['Y', 'N']);

/**
 * productQna's filters (business-area §2, §5 "date required"): which date the period reads (question by default, or
 * answer), the period (both days required, at most 6 months like the order lists), the answer state, the class and a
 * product code or part of its name.
 */
export const ZProductQnaFilter = z.object({
  dateType: ZQnaDateType.default('QUESTION'),
  startDt: ZOrderListFilter.shape.startDt,
  endDt: ZOrderListFilter.shape.endDt,
  answerType: ZAnswerType.optional(),
  qnaClassCd: ZQnaClassCd.optional(),
  product: z.string().trim().max(100).optional(),
});
export type TProductQnaFilter = z.infer<typeof ZProductQnaFilter>;

export const ZProductQnaListRequest = listRequest(ZProductQnaFilter).superRefine((v, ctx) => {
  const error = periodError(v);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['startDt'] });
});
export type TProductQnaListRequest = z.infer<typeof ZProductQnaListRequest>;

/** One question as the seller's list and drawer show it; instants are ISO. */
export const ZProductQnaRow = z.object({
  prdQnaSq: z.number().int(),
  prodCd: z.string(),
  prodNm: z.string(),
  qnaClassCd: ZQnaClassCd,
  buyerNm: z.string(),
  secretYn: YN,
  question: z.string(),
  questionDt: z.string(),
  answerStsCd: ZAnswerStsCd,
  answer: z.string().nullable(),
  answerUpDt: z.string().nullable(),
  answerDt: z.string().nullable(),
  /** Waiting past the 24-hour target, or answered after it. */
  overdueYn: YN,
});
export type TProductQnaRow = z.infer<typeof ZProductQnaRow>;

/** The list with the state tabs' counts over the same filters without the state (every state has its count). */
export const ZProductQnaListReply = z.object({
  list: z.array(ZProductQnaRow),
  totalCnt: z.number().int(),
  statusCounts: z.array(z.object({ answerStsCd: ZAnswerStsCd, cnt: z.number().int() })),
});
export type TProductQnaListReply = z.infer<typeof ZProductQnaListReply>;

export const ZProductQnaParams = z.object({ prdQnaSq: ZSerialId });

/** A draft: any text of 1..2000 characters (§4 temporary save). */
export const ZQnaTempSaveRequest = z.object({
  answer: z
    .string({ error: 'qna.msg.answerRequired' })
    .trim()
    .min(1, { error: 'qna.msg.answerRequired' })
    .max(QNA_LIMITS.answerMax, { error: 'qna.msg.answerMax' }),
});
export type TQnaTempSaveRequest = z.infer<typeof ZQnaTempSaveRequest>;

/** The final answer: at least 10 characters after trimming (§5), at most 2000. */
export const ZQnaAnswerRequest = z.object({
  answer: z
    .string({ error: 'qna.msg.answerMin' })
    .trim()
    .min(QNA_LIMITS.answerMin, { error: 'qna.msg.answerMin' })
    .max(QNA_LIMITS.answerMax, { error: 'qna.msg.answerMax' }),
});
export type TQnaAnswerRequest = z.infer<typeof ZQnaAnswerRequest>;
