import {
  PROD_STATUS,
  ZNiTypeCd,
  type TLanguage,
  type TProdStsCd,
  type TProductReviewListReply,
  type TProductReviewListRequest,
  type TProductReviewReply,
} from '@po/contracts';
import { actorOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { codeName } from '@/platform/http/messages.ts';
import type { DeliveryPolicyService } from '@/modules/delivery/delivery-policy.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { ProductBrandSlot } from './product-brand-port.ts';
import type { ProductQueryService } from './product-query.service.ts';
import type { ProductReferenceService } from './product-reference.service.ts';
import { deliveryOfBrand, deliveryOfPolicy, NO_DELIVERY, toReviewRow } from './product-review-view.ts';
import type { ProductReviewRepository } from './product-review.repository.ts';
import { toStatusHistoryReply } from './product-status-view.ts';
import type { ProductStatusService } from './product-status.service.ts';
import type { ProductRepository } from './product.repository.ts';

/**
 * The mall MD's side of new products (/admin/productReviewList): the queue across sellers, the product as a
 * buyer would see it, and the decisions, which go through the status service's transition table.
 */
export function createProductReviewService(deps: {
  reviews: ProductReviewRepository;
  repo: ProductRepository;
  query: ProductQueryService;
  statuses: ProductStatusService;
  brands: ProductBrandSlot;
  reference: ProductReferenceService;
  supply: SupplyService;
  policies: DeliveryPolicyService;
}) {
  const { reviews, repo, query, statuses, brands, reference, supply, policies } = deps;

  /** The seller of a product named by its mall-wide code; an unknown code is 404. */
  async function ownerOf(prodCd: string): Promise<string> {
    const supplyEntrCd = await reviews.findOwner(prodCd);
    if (!supplyEntrCd) throw new AppError('NOT_FOUND');
    return supplyEntrCd;
  }

  /** The fees a buyer pays: the product's policy, else its brand's, else none found. */
  async function deliveryOf(p: { supplyEntrCd: string; dlcstPlcyCd: string | null; brandCd: string }, lang: TLanguage) {
    const policy = p.dlcstPlcyCd ? await policies.findPolicyOf({ supplyEntrCd: p.supplyEntrCd, dlcstPlcyCd: p.dlcstPlcyCd, lang }) : undefined;
    if (policy) return deliveryOfPolicy(policy);
    const fees = await brands.findBrandFees({ supplyEntrCd: p.supplyEntrCd, brandCd: p.brandCd });
    return fees ? deliveryOfBrand(fees, lang) : NO_DELIVERY;
  }

  async function decide(opts: { session: SessionContext; prodCd: string; decision: 'approve' | 'reject'; reason?: string; lang: TLanguage }) {
    const supplyEntrCd = await ownerOf(opts.prodCd);
    const status: TProdStsCd = await statuses.decideProduct({
      supplyEntrCd,
      prodCd: opts.prodCd,
      decision: opts.decision,
      operator: actorOf(opts.session),
      ...(opts.reason ? { reason: opts.reason } : {}),
    });
    return { prodCd: opts.prodCd, prodStsCd: status, prodStsNm: codeName('product.status', status, opts.lang) };
  }

  return {
    /** Every seller's products under the filters, oldest first; no status asked means those awaiting approval. */
    async listForReview(opts: { query: TProductReviewListRequest; lang: TLanguage }): Promise<TProductReviewListReply> {
      const { pageNum, pageSize, supplyEntrNm, brandNm, prodStsCd, ...filters } = opts.query;
      const supplyEntrCds = supplyEntrNm ? await supply.findSupplyEntrCdsByName(supplyEntrNm) : undefined;
      // A brand is typed by name (either language) or by its mall-wide code.
      const brandCds = brandNm ? [...(await brands.findBrandCdsByName(brandNm)), brandNm.toUpperCase()] : undefined;
      const { rows, totalCnt } = await reviews.listForReview({
        filters: { ...filters, prodStsCd: prodStsCd ?? PROD_STATUS.awaiting, ...(supplyEntrCds ? { supplyEntrCds } : {}), ...(brandCds ? { brandCds } : {}) },
        page: { pageNum, pageSize },
      });
      const sellers = [...new Set(rows.map((r) => r.product.supplyEntrCd))];
      const [companyNames, ...brandNames] = await Promise.all([
        supply.findSupplyEntrNames(sellers),
        ...sellers.map((supplyEntrCd) => brands.listBrandNames({ supplyEntrCd, lang: opts.lang })),
      ]);
      const brandsBySeller = new Map(sellers.map((cd, i) => [cd, brandNames[i] ?? new Map<string, string>()]));
      const ctx = { lang: opts.lang, companyNames, brandsBySeller, categoryPath: (id: string, lang: TLanguage) => reference.categoryPath(id, lang) };
      return { list: rows.map((r) => toReviewRow(r, ctx)), totalCnt };
    },

    /** One product of any seller as the storefront would show it, with its seller, fees and status history. */
    async getForReview(opts: { prodCd: string; lang: TLanguage }): Promise<TProductReviewReply> {
      const supplyEntrCd = await ownerOf(opts.prodCd);
      const key = { supplyEntrCd, prodCd: opts.prodCd };
      const detail = await query.getProductOf({ ...key, lang: opts.lang });
      const [names, history, delivery] = await Promise.all([
        supply.findSupplyEntrNames([supplyEntrCd]),
        repo.listStatusHistory(key),
        deliveryOf({ supplyEntrCd, dlcstPlcyCd: detail.dlcstPlcyCd, brandCd: detail.brandCd }, opts.lang),
      ]);
      const niType = ZNiTypeCd.safeParse(detail.niTypeCd);
      return {
        ...detail,
        supplyEntrCd,
        supplyEntrNm: names.get(supplyEntrCd) ?? '',
        categoryNames: detail.categoryPath.split(' > '),
        deliveryMethodNm: codeName('product.deliveryMethod', detail.deliveryMethod, opts.lang),
        giOptnNm: codeName('product.giOptn', detail.giOptnCd, opts.lang),
        kcGbNm: codeName('product.kc', detail.kcGb, opts.lang),
        niTypeNm: niType.success ? reference.getNoticeType({ niTypeCd: niType.data, lang: opts.lang }).niTypeNm : detail.niTypeCd,
        saleAbleStockQty: detail.options.reduce((sum, o) => sum + (o.saleAbleYn === 'Y' ? o.stockQty : 0), 0),
        delivery,
        statusHistory: history.rows.map((r) => toStatusHistoryReply(r, opts.lang)),
      };
    },

    /** Approves a product awaiting approval (409 otherwise); without sale-able stock the stock rule sells it out at once (60). */
    approve: (opts: { session: SessionContext; prodCd: string; lang: TLanguage }) => decide({ ...opts, decision: 'approve' }),

    /** Rejects a product awaiting approval with the reason the seller reads (409 otherwise). */
    reject: (opts: { session: SessionContext; prodCd: string; reason: string; lang: TLanguage }) => decide({ ...opts, decision: 'reject' }),
  };
}
export type ProductReviewService = ReturnType<typeof createProductReviewService>;
