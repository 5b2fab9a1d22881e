import type { TMallReviewsReply, TMallReviewsRequest } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { ProductDashboardService } from '../product/product-dashboard.service.ts';
import type { ProductReviewRepository, ReviewInsert } from './product-review.repository.ts';

/**
 * The mall's reviews intake (decisions "Ratings and reviews (issue 16)"): each review is the product's seller's; a
 * product nobody sells is refused on its own row and the rest are kept. A mall id already kept keeps its first row
 * (a resend, or two deliveries at once, change nothing): the unique index decides, not a read before the write.
 * The demo data and the simulator write through here too.
 */
export function createReviewIntakeService(deps: { repo: ProductReviewRepository; products: ProductDashboardService; clock: Clock }) {
  const { repo, products, clock } = deps;
  return {
    async saveReviews(body: TMallReviewsRequest): Promise<TMallReviewsReply> {
      const owners = new Map((await products.listByCodes([...new Set(body.list.map((r) => r.prodCd))])).map((p) => [p.prodCd, p.supplyEntrCd]));
      const rejectedList: TMallReviewsReply['rejectedList'] = [];
      const rows: ReviewInsert[] = [];
      const regDt = clock.now();
      body.list.forEach((r, index) => {
        const supplyEntrCd = owners.get(r.prodCd);
        if (!supplyEntrCd) return void rejectedList.push({ index, mallReviewId: r.mallReviewId, reason: 'UNKNOWN_PRODUCT' });
        rows.push({
          mallReviewId: r.mallReviewId,
          supplyEntrCd,
          prodCd: r.prodCd,
          ordNo: r.ordNo ?? null,
          ordDtlSq: r.ordDtlSq ?? null,
          rating: r.rating,
          contents: r.contents,
          buyerNm: r.buyerNm,
          reviewDt: new Date(r.reviewDt),
          regDt,
        });
      });
      // One statement: all rows are kept or none.
      await repo.insertNew(rows);
      return { savedCnt: rows.length, rejectedList };
    },
  };
}
export type ReviewIntakeService = ReturnType<typeof createReviewIntakeService>;
