import {
  DASHBOARD_LIMITS,
  PRODUCT_QNA_MACHINE,
  findTransition,
  refusalKey,
  type TAnswerStsCd,
  type TMessageKey,
  type TProductQnaListReply,
  type TProductQnaListRequest,
  type TProductQnaRow,
  type TQnaAction,
} from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { ProductQnaRecord, ProductQnaRepository } from './product-qna.repository.ts';

const HOUR_MS = 3_600_000;

/** Past the 24-hour target (§9): still waiting after it, or answered after it. */
export function isQnaOverdue(r: { questionDt: Date; answerDt: Date | null }, now: Date): boolean {
  const due = r.questionDt.getTime() + DASHBOARD_LIMITS.qnaAnswerTargetHours * HOUR_MS;
  return r.answerDt ? r.answerDt.getTime() > due : now.getTime() > due;
}

export const toQnaRow = (r: ProductQnaRecord, now: Date): TProductQnaRow => ({
  prdQnaSq: r.prdQnaSq,
  prodCd: r.prodCd,
  prodNm: r.prodNm,
  qnaClassCd: r.qnaClassCd as TProductQnaRow['qnaClassCd'],
  buyerNm: r.buyerNm,
  secretYn: r.secretYn,
  question: r.question,
  questionDt: r.questionDt.toISOString(),
  answerStsCd: r.answerStsCd,
  answer: r.answer,
  answerUpDt: r.answerUpDt?.toISOString() ?? null,
  answerDt: r.answerDt?.toISOString() ?? null,
  overdueYn: isQnaOverdue(r, now) ? 'Y' : 'N',
});

/** The seller's product Q&A (menu qna.productQna): the list, one question, a draft and the final answer. */
export function createProductQnaService(deps: { repo: ProductQnaRepository; clock: Clock }) {
  const { repo, clock } = deps;

  const load = async (supplyEntrCd: string, prdQnaSq: number) => {
    const row = await repo.find(supplyEntrCd, prdQnaSq);
    // Another seller's question is as unknown as a missing one.
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /** Refuses a move the state machine does not list, with its message (answerLocked from ANSWERED). */
  const checkMove = (from: TAnswerStsCd, action: TQnaAction) => {
    if (!findTransition(PRODUCT_QNA_MACHINE, from, action))
      throw new AppError('CONFLICT', { messageKey: refusalKey(PRODUCT_QNA_MACHINE, from, action) as TMessageKey });
  };

  /** A save that the conditional update lost: someone answered meanwhile. */
  const locked = () => new AppError('CONFLICT', { messageKey: 'qna.msg.answerLocked' });

  return {
    async listQuestions(opts: { session: SessionContext; query: TProductQnaListRequest }): Promise<TProductQnaListReply> {
      const { pageNum, pageSize, ...filters } = opts.query;
      const now = clock.now();
      const { rows, totalCnt, statusCounts } = await repo.listPage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize } });
      return {
        list: rows.map((r) => toQnaRow(r, now)),
        totalCnt,
        statusCounts: PRODUCT_QNA_MACHINE.states.map((s) => ({ answerStsCd: s, cnt: statusCounts.get(s) ?? 0 })),
      };
    },

    async getQuestion(opts: { session: SessionContext; prdQnaSq: number }): Promise<TProductQnaRow> {
      return toQnaRow(await load(companyOf(opts.session), opts.prdQnaSq), clock.now());
    },

    /** A draft (§4 temporary save): any number of times until the final answer. */
    async saveDraft(opts: { session: SessionContext; prdQnaSq: number; answer: string }): Promise<TProductQnaRow> {
      const supplyEntrCd = companyOf(opts.session);
      checkMove((await load(supplyEntrCd, opts.prdQnaSq)).answerStsCd, 'tempSave');
      if (!(await repo.saveDraft({ supplyEntrCd, prdQnaSq: opts.prdQnaSq, answer: opts.answer, at: clock.now(), by: opts.session.mgrId }))) throw locked();
      return toQnaRow(await load(supplyEntrCd, opts.prdQnaSq), clock.now());
    },

    /** The final answer: one conditional update, so of two saves at once exactly one wins and the other is 409. */
    async saveAnswer(opts: { session: SessionContext; prdQnaSq: number; answer: string }): Promise<TProductQnaRow> {
      const supplyEntrCd = companyOf(opts.session);
      checkMove((await load(supplyEntrCd, opts.prdQnaSq)).answerStsCd, 'answer');
      if (!(await repo.saveAnswer({ supplyEntrCd, prdQnaSq: opts.prdQnaSq, answer: opts.answer, at: clock.now(), by: opts.session.mgrId }))) throw locked();
      return toQnaRow(await load(supplyEntrCd, opts.prdQnaSq), clock.now());
    },
  };
}
export type ProductQnaService = ReturnType<typeof createProductQnaService>;
