import type {
  TLanguage,
  TStatisticPageRequest,
  TStatisticPeriod,
  TStatRatingDayReply,
  TStatRatingDayRow,
  TStatRatingProductReply,
  TStatRatingProductRow,
} from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { BrandService } from '../brand/brand.service.ts';
import type { ProductDashboardService } from '../product/product-dashboard.service.ts';
import type { ProductReviewRepository, RatingSums, ReviewWindow } from './product-review.repository.ts';
import { addSums, NO_SUMS, ratingFigures } from './rating-figures.ts';

/** A page of rows already in memory. */
const pageOf = <T>(rows: readonly T[], p: { pageNum: number; pageSize: number }) => rows.slice((p.pageNum - 1) * p.pageSize, p.pageNum * p.pageSize);

const LABEL_SLICE = 5000;

/** Every day from the end back to the start (newest first); none when the start is after the end. */
function daysNewestFirst(w: { startDt: string; endDt: string }): string[] {
  const days: string[] = [];
  for (let d = w.endDt; d >= w.startDt; d = addDays(d, -1)) days.push(d);
  return days;
}

/**
 * The rating statistic (statisticRating): the seller's reviews of a period by Seoul day of the review and by product.
 * Both bounds are Seoul days, both included; no start reads from the seller's first review, no end up to today.
 * The seller is always the session's (the routes pass companyOf).
 */
export function createStatisticRatingService(deps: { repo: ProductReviewRepository; products: ProductDashboardService; brands: BrandService; clock: Clock }) {
  const { repo, products, brands, clock } = deps;

  /** The period's window, or null when "all" has nothing to start from (a seller without reviews). */
  async function windowOf(supplyEntrCd: string, p: TStatisticPeriod): Promise<ReviewWindow | null> {
    const endDt = p.endDt ?? seoulDate(clock.now());
    const startDt = p.startDt ?? (await repo.findFirstDay(supplyEntrCd));
    return startDt ? { supplyEntrCd, startDt, endDt } : null;
  }

  /** Every day of the period with its figures (zeros for a day without reviews), and the period's sums. */
  async function dayRows(supplyEntrCd: string, p: TStatisticPeriod): Promise<{ rows: TStatRatingDayRow[]; total: RatingSums }> {
    const w = await windowOf(supplyEntrCd, p);
    if (!w) return { rows: [], total: NO_SUMS };
    const sums = await repo.sumByDay(w);
    const byDay = new Map(sums.map(({ reviewDt, ...s }) => [reviewDt, s]));
    const rows = daysNewestFirst(w).map((reviewDt) => ({ reviewDt, ...ratingFigures(byDay.get(reviewDt) ?? NO_SUMS) }));
    return { rows, total: addSums(sums) };
  }

  /** The reviewed products of the period (most reviews first) and the period's sums (a page of them, or all). */
  async function productRows(opts: { supplyEntrCd: string; period: TStatisticPeriod; lang: TLanguage; page?: { pageNum: number; pageSize: number } }) {
    const w = await windowOf(opts.supplyEntrCd, opts.period);
    const sums = w ? await repo.sumByProduct(w) : [];
    const shown = opts.page ? pageOf(sums, opts.page) : sums;
    const codes = shown.map((s) => s.prodCd);
    // The Excel names every product: in slices, so no statement carries tens of thousands of parameters.
    const slices = Array.from({ length: Math.ceil(codes.length / LABEL_SLICE) }, (_, i) => codes.slice(i * LABEL_SLICE, (i + 1) * LABEL_SLICE));
    const [labelSlices, brandNames] = await Promise.all([
      Promise.all(slices.map((prodCds) => products.listLabels({ supplyEntrCd: opts.supplyEntrCd, prodCds }))),
      brands.listApprovedBrands({ supplyEntrCd: opts.supplyEntrCd, lang: opts.lang }),
    ]);
    const labels = labelSlices.flat();
    const labelOf = new Map(labels.map((l) => [l.prodCd, l]));
    const brandNm = new Map(brandNames.map((b) => [b.brandCd, b.brandNm]));
    const rows: TStatRatingProductRow[] = shown.map(({ prodCd, ...s }) => {
      const label = labelOf.get(prodCd);
      return { prodCd, prodNm: label?.prodNm ?? '', brandNm: (label && brandNm.get(label.brandCd)) ?? '', ...ratingFigures(s) };
    });
    return { rows, totalCnt: sums.length, total: addSums(sums) };
  }

  return {
    async listByDay(opts: { supplyEntrCd: string; query: TStatisticPageRequest }): Promise<TStatRatingDayReply> {
      const { rows, total } = await dayRows(opts.supplyEntrCd, opts.query);
      return { list: pageOf(rows, opts.query), totalCnt: rows.length, total: ratingFigures(total) };
    },

    async listByProduct(opts: { supplyEntrCd: string; query: TStatisticPageRequest; lang: TLanguage }): Promise<TStatRatingProductReply> {
      const { rows, totalCnt, total } = await productRows({ supplyEntrCd: opts.supplyEntrCd, period: opts.query, lang: opts.lang, page: opts.query });
      return { list: rows, totalCnt, total: ratingFigures(total) };
    },

    /** Every day of the period and the total (the Excel). */
    async allDays(opts: { supplyEntrCd: string; period: TStatisticPeriod }) {
      const { rows, total } = await dayRows(opts.supplyEntrCd, opts.period);
      return { rows, total: ratingFigures(total) };
    },

    /** Every reviewed product of the period and the total (the Excel). */
    async allProducts(opts: { supplyEntrCd: string; period: TStatisticPeriod; lang: TLanguage }) {
      const { rows, total } = await productRows(opts);
      return { rows, total: ratingFigures(total) };
    },
  };
}
export type StatisticRatingService = ReturnType<typeof createStatisticRatingService>;
