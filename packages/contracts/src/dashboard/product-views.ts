import { z } from 'zod';
import { ZFilterDay } from '../common/paging.ts';

/** The most rows one product-views call carries. */
export const PRODUCT_VIEWS_MAX_ROWS = 1000;

/**
 * POST /api/mall/product-views: the mall's daily product views (the home's conversion chart). A row names a product
 * by its code (the seller is the product's) and a Seoul day; sent again, the day's count is replaced.
 */
export const ZProductViewRow = z.object({
  prodCd: z.string().trim().min(1).max(30),
  viewDt: ZFilterDay,
  pvCnt: z.number().int().min(0).max(2_147_483_647),
});
export const ZProductViewsRequest = z.object({ list: z.array(ZProductViewRow).min(1).max(PRODUCT_VIEWS_MAX_ROWS) });
export type TProductViewsRequest = z.infer<typeof ZProductViewsRequest>;

/** What was kept, and the rows refused one by one (their index in `list`): a product code the mall does not sell. */
export const ZProductViewsReply = z.object({
  savedCnt: z.number().int().nonnegative(),
  rejectedList: z.array(z.object({ index: z.number().int().nonnegative(), prodCd: z.string(), reason: z.enum(['UNKNOWN_PRODUCT']) })),
});
export type TProductViewsReply = z.infer<typeof ZProductViewsReply>;
