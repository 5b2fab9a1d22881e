import { z } from 'zod';
import { ZFilterDay, ZPageRequest } from '../common/paging.ts';
import { STATISTIC_LIMITS } from './statistic-codes.ts';

/**
 * A statistic's period (business-area §7 startDt, endDt; §9 shortcuts yesterday .. 6 months and "all"). Both days are
 * Seoul days, both included; no limit on its length. "All" sends neither: from the seller's first day to today. One
 * bound alone reads from that day on, or up to that day.
 */
export const ZStatisticPeriod = z.object({ startDt: ZFilterDay.optional(), endDt: ZFilterDay.optional() });
export type TStatisticPeriod = z.infer<typeof ZStatisticPeriod>;

/** statistic.msg.periodReversed when the start is after the end. */
export function statisticPeriodError(p: { startDt?: string | undefined; endDt?: string | undefined }): 'statistic.msg.periodReversed' | null {
  if (p.startDt && p.endDt && p.startDt > p.endDt) return 'statistic.msg.periodReversed';
  return null;
}

/** The refinement every statistic request shares. */
export const checkStatisticPeriod = (value: { startDt?: string | undefined; endDt?: string | undefined }, ctx: z.core.$RefinementCtx) => {
  const error = statisticPeriodError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['startDt'] });
};

/** The file name of an Excel download, without `.xlsx` (the browser's download name; the server adds the extension). */
export const ZDownloadName = z.string().trim().min(1).max(STATISTIC_LIMITS.downloadNameMax).optional();

/** A paged statistic over a period (the day and month tables, the rating tables). */
export const ZStatisticPageRequest = ZPageRequest.extend(ZStatisticPeriod.shape).superRefine(checkStatisticPeriod);
export type TStatisticPageRequest = z.infer<typeof ZStatisticPageRequest>;

/** The Excel of a period statistic: every row of the period (no paging), the same columns as the table. */
export const ZStatisticExcelRequest = ZStatisticPeriod.extend({ downloadName: ZDownloadName }).superRefine(checkStatisticPeriod);
export type TStatisticExcelRequest = z.infer<typeof ZStatisticExcelRequest>;
