import {
  isOnSale,
  type TProdStsCd,
  type TPromotionAdminDetailReply,
  type TPromotionAdminListReply,
  type TPromotionAdminListRequest,
  type TPromotionCreateRequest,
} from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { withKeyLocks } from '@/platform/db/key-lock.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { promPriceOf, toHead } from './promotion-view.ts';
import type { PromotionRepository, TargetProductFacts } from './promotion.repository.ts';

/** Creates run one at a time: the overlap check and the insert it allows form one step (creates are rare, operator-made). */
const CREATE_LOCK = 'promotion:create';
/** The stages a promotion may still be cancelled in: before its run starts. */
const CANCELLABLE = new Set(['READY', 'REQUEST', 'WAITING']);

/** The server's own rules of a new promotion's targets (the schema checked the rest), as per-row field errors. */
function targetErrors(req: TPromotionCreateRequest, facts: TargetProductFacts[], overlapping: Set<string>): TKeyedFieldError[] {
  const errors: TKeyedFieldError[] = [];
  req.targets.forEach((t, i) => {
    const f = facts[i]!;
    if (f.prodPrice === null || f.prodStsCd === null) {
      errors.push({ field: `targets.${i}.prodCd`, messageKey: 'promotionAdmin.msg.unknownProduct' });
      return;
    }
    if (!isOnSale(f.prodStsCd as TProdStsCd)) errors.push({ field: `targets.${i}.prodCd`, messageKey: 'promotionAdmin.msg.notOnSale' });
    if (req.dcTypeCd === 'PRICE' && t.promPrice !== undefined && t.promPrice >= f.prodPrice)
      errors.push({ field: `targets.${i}.promPrice`, messageKey: 'promotionAdmin.msg.promPriceTooHigh' });
    if (req.dcTypeCd === 'AMOUNT' && req.dcValue >= f.prodPrice) errors.push({ field: `targets.${i}.prodCd`, messageKey: 'promotionAdmin.msg.amountTooHigh' });
    if (overlapping.has(t.prodCd)) errors.push({ field: `targets.${i}.prodCd`, messageKey: 'promotionAdmin.msg.overlap' });
  });
  return errors;
}

/** The operator's promotions (console, role admin): list, detail, create with its targets, cancel before the run. */
export function createPromotionAdminService(deps: { repo: PromotionRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;
  const today = () => seoulDate(clock.now());

  async function detailOf(promCd: string): Promise<TPromotionAdminDetailReply> {
    const row = await repo.findPromotion(promCd);
    if (!row) throw new AppError('NOT_FOUND');
    const [counts, targets] = await Promise.all([repo.countTargets(promCd), repo.listTargets(promCd)]);
    return {
      head: toHead(row, today()),
      counts,
      targets: targets.map((t) => ({
        supplyEntrCd: t.supplyEntrCd,
        supplyEntrNm: t.supplyEntrNm,
        prodCd: t.prodCd,
        prodNm: t.prodNm,
        prodPrice: t.prodPrice,
        promPrice: promPriceOf(row, t),
        reqState: t.reqState,
        rejectReason: t.rejectReason,
        decidedDt: t.decidedDt?.toISOString() ?? null,
      })),
    };
  }

  return {
    async listPromotions(opts: { query: TPromotionAdminListRequest }): Promise<TPromotionAdminListReply> {
      const { pageNum, pageSize, promState, promNm } = opts.query;
      const day = today();
      const { rows, totalCnt } = await repo.adminListPage({ promState, promNm, today: day, page: { pageNum, pageSize } });
      return {
        list: rows.map((r) => ({ ...toHead(r, day), sellerCnt: r.sellerCnt, counts: r.counts, regDt: r.regDt.toISOString() })),
        totalCnt,
      };
    },

    getPromotion: (opts: { promCd: string }) => detailOf(opts.promCd),

    /** A promotion and all its targets in one transaction; any refused target leaves nothing. */
    async createPromotion(opts: { session: SessionContext; req: TPromotionCreateRequest }): Promise<{ promCd: string }> {
      const { req } = opts;
      return withKeyLocks(db, [CREATE_LOCK], async () => {
        const facts = await repo.findTargetProducts(req.targets.map((t) => ({ supplyEntrCd: t.supplyEntrCd, prodCd: t.prodCd })));
        const overlapping = new Set(
          await repo.findOverlapping(
            req.targets.map((t) => t.prodCd),
            { from: req.progStartDt, to: req.progEndDt },
          ),
        );
        const errors = targetErrors(req, facts, overlapping);
        if (errors.length > 0) throw validationError(errors);
        const promCd = await repo.nextPromCd();
        const now = clock.now();
        await repo.insertPromotion(
          {
            promCd,
            promNm: req.promNm,
            promDivision: req.promDivision,
            reqStartDt: req.reqStartDt,
            reqEndDt: req.reqEndDt,
            progStartDt: req.progStartDt,
            progEndDt: req.progEndDt,
            dcTypeCd: req.dcTypeCd,
            // A PRICE promotion's prices are its targets'; its dcValue means nothing and is stored as 0.
            dcValue: req.dcTypeCd === 'PRICE' ? 0 : req.dcValue,
            bearer: req.bearer,
            regId: opts.session.mgrId,
            regDt: now,
            upDt: now,
          },
          req.targets.map((t) => ({
            promCd,
            prodCd: t.prodCd,
            supplyEntrCd: t.supplyEntrCd,
            promPrice: req.dcTypeCd === 'PRICE' ? (t.promPrice ?? null) : null,
          })),
        );
        return { promCd };
      });
    },

    /** Cancels a promotion before its run (READY, REQUEST, WAITING); answers its detail as it now stands. */
    async cancelPromotion(opts: { promCd: string }): Promise<TPromotionAdminDetailReply> {
      await db.transaction(async () => {
        const row = await repo.lockPromotion(opts.promCd, 'update');
        if (!row) throw new AppError('NOT_FOUND');
        if (!CANCELLABLE.has(toHead(row, today()).promState)) throw new AppError('CONFLICT', { messageKey: 'promotionAdmin.msg.cannotCancel' });
        await repo.markCancelled(opts.promCd, clock.now());
      });
      return detailOf(opts.promCd);
    },
  };
}
export type PromotionAdminService = ReturnType<typeof createPromotionAdminService>;
