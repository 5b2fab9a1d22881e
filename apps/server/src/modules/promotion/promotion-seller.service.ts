import {
  PROMOTION_AGREEMENT_MACHINE,
  type TPromotionAgreementReply,
  type TPromotionAgreementRequest,
  type TPromotionCounts,
  type TPromotionDetailReply,
  type TPromotionListReply,
  type TPromotionListRequest,
  type TPromReqState,
} from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { promPriceOf, toHead } from './promotion-view.ts';
import type { PromotionRepository } from './promotion.repository.ts';

/** A list row's one answer: PREPARE while any product awaits, else AGREE if any was agreed, else REJECT. */
const rowState = (c: TPromotionCounts): TPromReqState => (c.prepare > 0 ? 'PREPARE' : c.agree > 0 ? 'AGREE' : 'REJECT');

/**
 * The seller's promotions (promotionSearchList, promotionDetailForm): the promotions naming its products, and its
 * answers during the request period. The seller is the session's company; master and search-only sessions read.
 */
export function createPromotionSellerService(deps: { repo: PromotionRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;
  const today = () => seoulDate(clock.now());

  async function list(supplyEntrCd: string, query: TPromotionListRequest): Promise<TPromotionListReply> {
    const { pageNum, pageSize, ...filters } = query;
    const day = today();
    const { rows, totalCnt, counts } = await repo.sellerListPage({ supplyEntrCd, filters, today: day, page: { pageNum, pageSize } });
    return {
      list: rows.map((r) => ({ ...toHead(r, day), reqState: rowState(r.counts), pprodCnt: r.counts.total, counts: r.counts })),
      totalCnt,
      counts,
    };
  }

  return {
    listPromotions: (opts: { session: SessionContext; query: TPromotionListRequest }) => list(companyOf(opts.session), opts.query),

    /** The home's promotion card: the list's counts with no filter (the seller's targets of its open promotions). */
    async countTargetProducts(supplyEntrCd: string): Promise<TPromotionCounts> {
      return (await list(supplyEntrCd, { pageNum: 1, pageSize: 1 })).counts;
    },

    /** One promotion as the seller sees it: 404 unless it names a product of the seller. */
    async getPromotion(opts: { session: SessionContext; promCd: string }): Promise<TPromotionDetailReply> {
      const supplyEntrCd = companyOf(opts.session);
      const row = await repo.findPromotion(opts.promCd);
      const products = row ? await repo.listTargets(opts.promCd, supplyEntrCd) : [];
      if (!row || products.length === 0) throw new AppError('NOT_FOUND');
      const head = toHead(row, today());
      return {
        head,
        counts: await repo.countTargets(opts.promCd, supplyEntrCd),
        products: products.map((t) => ({
          prodCd: t.prodCd,
          supplyProdCd: t.supplyProdCd,
          prodNm: t.prodNm,
          brandNm: t.brandNm,
          prodPrice: t.prodPrice,
          promPrice: promPriceOf(row, t),
          reqState: t.reqState,
          rejectReason: t.rejectReason,
          decidedDt: t.decidedDt?.toISOString() ?? null,
        })),
        editableYn: head.promState === 'REQUEST' ? 'Y' : 'N',
      };
    },

    /**
     * The seller's answers for some of its products, all in one transaction or none: only on a day of the request
     * period, each a move of PROMOTION_AGREEMENT_MACHINE, each product one of the seller's targets.
     */
    async answerPromotion(opts: { session: SessionContext; promCd: string; req: TPromotionAgreementRequest }): Promise<TPromotionAgreementReply> {
      const supplyEntrCd = companyOf(opts.session);
      const { promCd } = opts;
      return db.transaction(async () => {
        const row = await repo.lockPromotion(promCd, 'share');
        if (!row) throw new AppError('NOT_FOUND');
        const answers = opts.req.list;
        const targets = await repo.lockSellerTargets({ promCd, supplyEntrCd, prodCds: answers.map((a) => a.prodCd) });
        if (targets.length === 0 && (await repo.countTargets(promCd, supplyEntrCd)).total === 0) throw new AppError('NOT_FOUND');
        const state = toHead(row, today()).promState;
        if (state === 'CANCELLED') throw new AppError('CONFLICT', { messageKey: 'promotion.msg.cancelled' });
        if (state === 'READY') throw new AppError('CONFLICT', { messageKey: 'promotion.msg.notRequestYet' });
        if (state !== 'REQUEST') throw new AppError('CONFLICT', { messageKey: 'promotion.msg.requestClosed' });
        const current = new Map(targets.map((t) => [t.prodCd, t.reqState]));
        const missing: TKeyedFieldError[] = answers.flatMap((a, i) =>
          current.has(a.prodCd) ? [] : [{ field: `list.${i}.prodCd`, messageKey: 'promotion.msg.notTarget' as const }],
        );
        if (missing.length > 0) throw validationError(missing);
        const at = clock.now();
        for (const a of answers) {
          const action = a.reqState === 'AGREE' ? 'agree' : 'reject';
          const to = requireTransition(PROMOTION_AGREEMENT_MACHINE, { from: current.get(a.prodCd)!, action, who: 'seller' }) as 'AGREE' | 'REJECT';
          await repo.saveAnswer({
            promCd,
            prodCd: a.prodCd,
            reqState: to,
            rejectReason: to === 'REJECT' ? (a.rejectReason ?? null) : null,
            by: opts.session.mgrId,
            at,
          });
          current.set(a.prodCd, to);
        }
        return { updatedCnt: answers.length, counts: await repo.countTargets(promCd, supplyEntrCd) };
      });
    },
  };
}
export type PromotionSellerService = ReturnType<typeof createPromotionSellerService>;
