import { z } from 'zod';
import { ZFilterDay, listRequest } from '../common/paging.ts';
import { ZDiscountBearer } from '../order/order-codes.ts';
import { PROMOTION_LIMITS, ZPromDcType, ZPromDivision, ZPromReqState, ZPromState } from './promotion-codes.ts';
import { ZPromotionCounts, ZPromotionHead } from './promotion.ts';

const count = z.number().int();
const day = (messageKey: string) => z.string({ error: messageKey }).trim().min(1, { error: messageKey }).pipe(ZFilterDay);

/** A target product: the seller and its product, and for a PRICE promotion the product's promotion price. */
export const ZPromotionTarget = z.object({
  supplyEntrCd: z.string().trim().min(1, { error: 'promotionAdmin.msg.sellerRequired' }).max(20),
  prodCd: z.string().trim().min(1, { error: 'promotionAdmin.msg.productRequired' }).max(30),
  promPrice: z.number().int().min(1).max(1_000_000_000).optional(),
});
export type TPromotionTarget = z.infer<typeof ZPromotionTarget>;

/**
 * The operator's new promotion (console). Rules checked here and again on the server: name required; request period
 * start ≤ end; the request ends before the run starts; run start ≤ end; RATE 1..90 percent, AMOUNT at least 1 won,
 * PRICE needs every target's promPrice (below the product's price, checked on the server); at least one target, no
 * product twice. The server also refuses a product of another seller, a product not on sale, and a product already
 * in another promotion whose run overlaps (promotionAdmin.msg.overlap).
 */
export const ZPromotionCreateRequest = z
  .object({
    promNm: z
      .string({ error: 'promotionAdmin.msg.nameRequired' })
      .trim()
      .min(1, { error: 'promotionAdmin.msg.nameRequired' })
      .max(PROMOTION_LIMITS.promNmMax, { error: 'promotionAdmin.msg.nameMax' }),
    promDivision: ZPromDivision,
    reqStartDt: day('promotionAdmin.msg.reqPeriodRequired'),
    reqEndDt: day('promotionAdmin.msg.reqPeriodRequired'),
    progStartDt: day('promotionAdmin.msg.progPeriodRequired'),
    progEndDt: day('promotionAdmin.msg.progPeriodRequired'),
    dcTypeCd: ZPromDcType,
    dcValue: z.number({ error: 'promotionAdmin.msg.dcValueRequired' }).int().min(0).max(1_000_000_000).default(0),
    bearer: ZDiscountBearer,
    targets: z
      .array(ZPromotionTarget)
      .min(1, { error: 'promotionAdmin.msg.targetsRequired' })
      .max(PROMOTION_LIMITS.targetsMax, { error: 'promotionAdmin.msg.targetsMax' }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.reqStartDt > v.reqEndDt) issue('reqEndDt', 'promotionAdmin.msg.periodReversed');
    if (v.progStartDt > v.progEndDt) issue('progEndDt', 'promotionAdmin.msg.periodReversed');
    if (v.reqEndDt >= v.progStartDt) issue('reqEndDt', 'promotionAdmin.msg.requestAfterRun');
    if (v.dcTypeCd === 'RATE' && (v.dcValue < PROMOTION_LIMITS.rateMin || v.dcValue > PROMOTION_LIMITS.rateMax))
      issue('dcValue', 'promotionAdmin.msg.rateRange');
    if (v.dcTypeCd === 'AMOUNT' && v.dcValue < 1) issue('dcValue', 'promotionAdmin.msg.dcValueRequired');
    const seen = new Set<string>();
    v.targets.forEach((t, i) => {
      if (v.dcTypeCd === 'PRICE' && t.promPrice === undefined) issue(`targets.${i}.promPrice`, 'promotionAdmin.msg.promPriceRequired');
      if (seen.has(t.prodCd)) issue(`targets.${i}.prodCd`, 'promotionAdmin.msg.duplicateProduct');
      seen.add(t.prodCd);
    });
  });
export type TPromotionCreateRequest = z.infer<typeof ZPromotionCreateRequest>;
export const ZPromotionCreateReply = z.object({ promCd: z.string() });

/** The operator's list: every promotion, newest first, by stage and name. */
export const ZPromotionAdminListRequest = listRequest(
  z.object({ promState: ZPromState.optional(), promNm: z.string().trim().max(PROMOTION_LIMITS.promNmMax).optional() }),
);
export type TPromotionAdminListRequest = z.infer<typeof ZPromotionAdminListRequest>;
export const ZPromotionAdminRow = ZPromotionHead.extend({ sellerCnt: count, counts: ZPromotionCounts, regDt: z.string() });
export type TPromotionAdminRow = z.infer<typeof ZPromotionAdminRow>;
export const ZPromotionAdminListReply = z.object({ list: z.array(ZPromotionAdminRow), totalCnt: count });
export type TPromotionAdminListReply = z.infer<typeof ZPromotionAdminListReply>;

/** The operator's view of one promotion: every target with its seller and answer. */
export const ZPromotionAdminDetailReply = z.object({
  head: ZPromotionHead,
  counts: ZPromotionCounts,
  targets: z.array(
    z.object({
      supplyEntrCd: z.string(),
      supplyEntrNm: z.string(),
      prodCd: z.string(),
      prodNm: z.string(),
      prodPrice: count,
      promPrice: count,
      reqState: ZPromReqState,
      rejectReason: z.string().nullable(),
      decidedDt: z.string().nullable(),
    }),
  ),
});
export type TPromotionAdminDetailReply = z.infer<typeof ZPromotionAdminDetailReply>;
