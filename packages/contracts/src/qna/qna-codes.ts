import { z } from 'zod';

/** Product Q&A and CS inquiry constants (§5 answer at least 10 characters; §9 targets 24 h and 4 h). */
export const QNA_LIMITS = { answerMin: 10, answerMax: 2000, questionMax: 2000, inqrContMax: 2000, pageSize: 10 } as const;

/** A product question's answer state (§4): unanswered, temporarily saved, answered; an answer is final once saved. */
export const ANSWER_STATUSES = ['UNANSWERED', 'TEMP_SAVED', 'ANSWERED'] as const;
export const ZAnswerStsCd = z.enum(ANSWER_STATUSES, { error: 'qna.msg.answerType' });
export type TAnswerStsCd = z.infer<typeof ZAnswerStsCd>;

/** productQna?answerType=: one state, or all (absent). */
export const ZAnswerType = ZAnswerStsCd;

/** productQna?dateType=: the period reads the question's date (default) or the answer's. */
export const QNA_DATE_TYPES = ['QUESTION', 'ANSWER'] as const;
export const ZQnaDateType = z.enum(QNA_DATE_TYPES, { error: 'qna.msg.dateType' });
export type TQnaDateType = z.infer<typeof ZQnaDateType>;

/** What a buyer asks about (qnaClassCd). */
export const QNA_CLASSES = ['PRODUCT', 'SIZE', 'STOCK', 'DELIVERY', 'RETURN', 'EXCHANGE', 'ETC'] as const;
export const ZQnaClassCd = z.enum(QNA_CLASSES, { error: 'qna.msg.qnaClassCd' });
export type TQnaClassCd = z.infer<typeof ZQnaClassCd>;

/** A CS inquiry's state: waiting for the seller, answered. */
export const SUPPLY_CS_STATUSES = ['WAITING', 'ANSWERED'] as const;
export const ZSupplyCsStsCd = z.enum(SUPPLY_CS_STATUSES, { error: 'qna.msg.stsCd' });
export type TSupplyCsStsCd = z.infer<typeof ZSupplyCsStsCd>;

/** What the mall's CS centre asks the seller for (rspnDivCd). */
export const RSPN_DIVISIONS = ['ANSWER', 'CALLBACK', 'SHIPMENT_CHECK', 'CLAIM_CHECK', 'ETC'] as const;
export const ZRspnDivCd = z.enum(RSPN_DIVISIONS, { error: 'qna.msg.rspnDivCd' });
export type TRspnDivCd = z.infer<typeof ZRspnDivCd>;
