import { PROD_STATUS, type TLanguage, type TProdStsCd, type TTravelProductReviewListRequest, type TTravelProductReviewReply } from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { codeName } from '@/platform/http/messages.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { TravelProductListRepository } from './travel-product-list.repository.ts';
import type { TravelProductQueryService } from './travel-product-query.service.ts';
import type { TravelProductStatusService } from './travel-product-status.service.ts';
import type { TravelProductRepository } from './travel-product.repository.ts';
import { continentNm, gradeNm, statusNm, toListRow } from './travel-product-view.ts';

/** The operator's approval of travel properties (admin.travelProductReviewList): the queue, the preview, the decisions. */
export function createTravelProductReviewService(deps: {
  repo: TravelProductRepository;
  lists: TravelProductListRepository;
  query: TravelProductQueryService;
  statuses: TravelProductStatusService;
  supply: SupplyService;
}) {
  const { repo, lists, query, statuses, supply } = deps;
  return {
    /** Every seller's properties under the filters, oldest first; no status means those awaiting approval. */
    async listForReview(opts: { query: TTravelProductReviewListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, supplyEntrNm, prodStsCd, ...filters } = opts.query;
      const supplyEntrCds = supplyEntrNm ? await supply.findSupplyEntrCdsByName(supplyEntrNm) : undefined;
      if (supplyEntrCds && supplyEntrCds.length === 0) return { list: [], totalCnt: 0 };
      const { rows, totalCnt } = await lists.listReviewPage({
        filters: { ...filters, prodStsCd: prodStsCd ?? PROD_STATUS.awaiting, ...(supplyEntrCds ? { supplyEntrCds } : {}) },
        page: { pageNum, pageSize },
      });
      const sellers = [...new Set(rows.map((r) => r.product.supplyEntrCd))];
      const [names, brandNames] = await Promise.all([
        supply.findSupplyEntrNames(sellers),
        Promise.all(sellers.map(async (s) => [s, await query.brandNames(s, opts.lang)] as const)).then((l) => new Map(l)),
      ]);
      const list = rows.map((r) => ({
        ...toListRow(r, brandNames.get(r.product.supplyEntrCd) ?? new Map<string, string>(), opts.lang),
        supplyEntrCd: r.product.supplyEntrCd,
        supplyEntrNm: names.get(r.product.supplyEntrCd) ?? '',
      }));
      return { list, totalCnt };
    },

    /** The property as the seller sees it, with its seller, code names and status history (newest first). */
    async getForReview(opts: { prodCd: string; lang: TLanguage }): Promise<TTravelProductReviewReply> {
      const found = await repo.findByProdCd(opts.prodCd);
      if (!found) throw new AppError('NOT_FOUND', { messageKey: 'travelProduct.msg.notFound' });
      const k = { supplyEntrCd: found.supplyEntrCd, prodCd: found.prodCd };
      const [detail, names, history] = await Promise.all([query.detailOf(k, opts.lang), supply.findSupplyEntrNames([k.supplyEntrCd]), repo.listHistory(k)]);
      return {
        ...detail,
        supplyEntrCd: k.supplyEntrCd,
        supplyEntrNm: names.get(k.supplyEntrCd) ?? '',
        continentNm: continentNm(found.continentCd, opts.lang),
        gradeNm: gradeNm(found.gradeCd, opts.lang),
        statusHistory: history.map((h) => ({
          fromStsCd: h.fromStsCd as TProdStsCd | null,
          fromStsNm: h.fromStsCd === null ? null : statusNm(h.fromStsCd, opts.lang),
          toStsCd: h.toStsCd as TProdStsCd,
          toStsNm: statusNm(h.toStsCd, opts.lang),
          action: h.action,
          actionNm: codeName('product.action', h.action, opts.lang),
          reason: h.reason,
          actorType: h.actorType,
          actorNm: h.actorType === 'system' ? codeName('product.actor', 'system', opts.lang) : h.actorNm,
          changedDt: h.changedDt.toISOString(),
        })),
      };
    },

    approve: (opts: { session: SessionContext; prodCd: string; lang: TLanguage }) => statuses.decide({ ...opts, decision: 'approve' }),
    reject: (opts: { session: SessionContext; prodCd: string; reason: string; lang: TLanguage }) => statuses.decide({ ...opts, decision: 'reject' }),
  };
}
export type TravelProductReviewService = ReturnType<typeof createTravelProductReviewService>;
