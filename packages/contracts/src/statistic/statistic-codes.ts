import { z } from 'zod';

/**
 * The buyer's age band as the mall sends it with an order (issue 16: "buyers' age band and sex come with the mall's
 * orders"): the decade of the age, 60 meaning 60 and over. The mall sends a band, never a birth date.
 */
export const BUYER_AGE_BANDS = ['10', '20', '30', '40', '50', '60'] as const;
export const ZBuyerAgeCd = z.enum(BUYER_AGE_BANDS);
export type TBuyerAgeCd = z.infer<typeof ZBuyerAgeCd>;

/** The buyer's sex as the mall sends it: M or F. */
export const BUYER_SEX_CODES = ['M', 'F'] as const;
export const ZBuyerSexCd = z.enum(BUYER_SEX_CODES);
export type TBuyerSexCd = z.infer<typeof ZBuyerSexCd>;

/** A row of the age and gender statistic: a band or sex the mall did not send is counted as UNKNOWN. */
export const STAT_AGE_CODES = [...BUYER_AGE_BANDS, 'UNKNOWN'] as const;
export const ZStatAgeCd = z.enum(STAT_AGE_CODES);
export type TStatAgeCd = z.infer<typeof ZStatAgeCd>;
export const STAT_SEX_CODES = [...BUYER_SEX_CODES, 'UNKNOWN'] as const;
export const ZStatSexCd = z.enum(STAT_SEX_CODES);
export type TStatSexCd = z.infer<typeof ZStatSexCd>;

/** The lead-time statistic's domestic / overseas filter (dstcDivCd): the line's shipping site's frcnDyplYn (N / Y). */
export const DSTC_DIV_CODES = ['DOMESTIC', 'OVERSEAS'] as const;
export const ZDstcDivCd = z.enum(DSTC_DIV_CODES, { error: 'form.msg.invalid' });
export type TDstcDivCd = z.infer<typeof ZDstcDivCd>;

/** How the product statistic's list is ordered (largest first; ties by product code). */
export const STAT_PRODUCT_SORTS = ['REAL_SALE_AMT', 'REAL_SALE_QTY', 'ORD_QTY', 'CANCEL_AMT', 'RETURN_AMT', 'PV_CNT'] as const;
export const ZStatProductSort = z.enum(STAT_PRODUCT_SORTS, { error: 'form.msg.invalid' });
export type TStatProductSort = z.infer<typeof ZStatProductSort>;

/** Review scores, 1 to 5 stars. */
export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;

export const STATISTIC_LIMITS = {
  /** Products in the product statistic's chart (the largest by the list's sort). */
  productChartTop: 10,
  /** Product codes in one lead-time filter. */
  leadTimeProdCdMax: 50,
  /** The product statistic's search text. */
  productSearchMax: 100,
  /** A download name (the file name the browser saves, without the extension). */
  downloadNameMax: 120,
  /** A review's text from the mall. */
  reviewContentsMax: 4000,
  /** Reviews in one mall call. */
  mallReviewsMax: 500,
} as const;
