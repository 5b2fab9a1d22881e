import type { TMallQnaAnswersQuery, TMallQnaAnswersReply, TMallQnaReply, TMallQnaRequest } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { validationError } from '@/platform/http/app-error.ts';
import type { ProductQnaRepository } from './product-qna.repository.ts';

/**
 * The mall's side of product Q&A (DESIGN "The mall is outside"): a buyer's question arrives once per mall id and
 * belongs to the product's seller; the storefront reads the answers back by a cursor. The demo seed asks through
 * here too.
 */
export function createQnaIntakeService(deps: { repo: ProductQnaRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Stores the question; a resend of the same mallQnaId answers the first row (ALREADY), never a second row. */
    async receiveQuestion(req: TMallQnaRequest): Promise<TMallQnaReply> {
      const known = await repo.findByMallId(req.mallQnaId);
      if (known) return { prdQnaSq: known.prdQnaSq, mallQnaId: req.mallQnaId, result: 'ALREADY' };
      const supplyEntrCd = await repo.findProductSeller(req.prodCd);
      if (!supplyEntrCd) throw validationError([{ field: 'prodCd', messageKey: 'qna.msg.unknownProduct' }]);
      const prdQnaSq = await repo.insert({
        supplyEntrCd,
        mallQnaId: req.mallQnaId,
        prodCd: req.prodCd,
        qnaClassCd: req.qnaClassCd,
        buyerNm: req.buyerNm,
        secretYn: req.secretYn,
        question: req.question,
        questionDt: new Date(req.questionDt),
        regDt: clock.now(),
      });
      if (prdQnaSq !== undefined) return { prdQnaSq, mallQnaId: req.mallQnaId, result: 'CREATED' };
      // The same question delivered twice at once: the other delivery's row is the question.
      const other = await repo.findByMallId(req.mallQnaId);
      return { prdQnaSq: other!.prdQnaSq, mallQnaId: req.mallQnaId, result: 'ALREADY' };
    },

    async listAnswers(query: TMallQnaAnswersQuery): Promise<TMallQnaAnswersReply> {
      const rows = await repo.listAnswersAfter({
        afterAnswerDt: query.afterAnswerDt ? new Date(query.afterAnswerDt) : null,
        afterPrdQnaSq: query.afterPrdQnaSq,
        limit: query.limit,
      });
      const items = rows.map((r) => ({ ...r, answer: r.answer ?? '', answerDt: r.answerDt!.toISOString() }));
      const last = items.at(-1);
      return {
        items,
        nextAfterAnswerDt: last?.answerDt ?? query.afterAnswerDt ?? null,
        nextAfterPrdQnaSq: last?.prdQnaSq ?? query.afterPrdQnaSq,
      };
    },
  };
}
export type QnaIntakeService = ReturnType<typeof createQnaIntakeService>;
