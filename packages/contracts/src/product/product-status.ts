import { z } from 'zod';
import { ZProdStsCd } from './product-codes.ts';

/** The moves a seller asks for (product-states.ts); the operator's and the stock's are not requests of the seller. */
export const ZSellerProductAction = z.enum(['suspend', 'resume', 'resubmit'], { error: 'product.msg.prodStsCd' });
export type TSellerProductAction = z.infer<typeof ZSellerProductAction>;

export const ZProductStatusChangeRequest = z.object({ action: ZSellerProductAction });
export const ZProductStatusReply = z.object({ prodCd: z.string(), prodStsCd: ZProdStsCd, prodStsNm: z.string() });

/** An operator's rejection names its reason (shown to the seller). */
export const ZProductRejectRequest = z.object({
  reason: z.string({ error: 'product.msg.rejectReason' }).trim().min(1, { error: 'product.msg.rejectReason' }).max(500, { error: 'product.msg.rejectReason' }),
});

/** One status change of a product, newest first: registration has no fromStsCd. */
export const ZProductStatusHistoryRow = z.object({
  fromStsCd: ZProdStsCd.nullable(),
  fromStsNm: z.string().nullable(),
  toStsCd: ZProdStsCd,
  toStsNm: z.string(),
  action: z.string(),
  actionNm: z.string(),
  reason: z.string().nullable(),
  actorType: z.enum(['seller', 'operator', 'system']),
  actorNm: z.string(),
  changedDt: z.string(),
});
export const ZProductStatusHistoryReply = z.object({ list: z.array(ZProductStatusHistoryRow), totalCnt: z.number().int() });
export type TProductStatusHistoryRow = z.infer<typeof ZProductStatusHistoryRow>;
