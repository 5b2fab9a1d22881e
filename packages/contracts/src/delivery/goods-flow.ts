import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { textOf, withFormRules } from '../form/form-rules.ts';
import { ZPersonName } from '../rules/weighted-name.ts';
import { ZBoxSize, ZFareType, ZGoodsFlowStatus } from './codes.ts';
import { FEE_LIMITS, ZIsoDate } from './fee-rules.ts';

export const GOODS_FLOW_LIMITS = { codeMax: 20, rejectReasonMax: 500 } as const;

const code = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key, abort: true })
    .max(GOODS_FLOW_LIMITS.codeMax, { error: 'goodsFlow.msg.codeFormat', abort: true })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'goodsFlow.msg.codeFormat' });

const fare = z
  .number({ error: 'goodsFlow.msg.fare' })
  .int({ error: 'goodsFlow.msg.fare' })
  .min(0, { error: 'goodsFlow.msg.fare' })
  .max(FEE_LIMITS.maxFee, { error: 'dlcst.msg.maxAmount' })
  .nullable()
  .default(null);

/** Fares of one box size: credit/prepaid (shsc), cash on delivery (bh), return (rt); at least one is given. */
export const ZBoxFare = z
  .object({ boxSize: ZBoxSize, shscFare: fare, bhFare: fare, rtFare: fare })
  .refine((b) => b.shscFare !== null || b.bhFare !== null || b.rtFare !== null, { error: 'goodsFlow.msg.boxFare', path: ['shscFare'] });
export type TBoxFare = z.infer<typeof ZBoxFare>;

/**
 * The goods-flow (automatic return pickup) contract of a shipping site (spec business §5 "Goods-flow"):
 * contract code, customer number and box fares required; once a contract code is entered the settlement
 * basis and the contact name are mandatory.
 */
export const ZGoodsFlowSaveRequest = withFormRules(
  z.object({
    contractNo: code('goodsFlow.msg.contractNo'),
    contractCustNo: code('goodsFlow.msg.contractCustNo'),
    fareType: ZFareType.optional(),
    mdNm: ZPersonName.optional(),
    boxFares: z.array(ZBoxFare, { error: 'goodsFlow.msg.boxFare' }).min(1, { error: 'goodsFlow.msg.boxFare' }).max(5, { error: 'goodsFlow.msg.boxSize' }),
  }),
  (v, ctx) => {
    const contracted = textOf(v.contractNo) !== '';
    if (contracted && !v.fareType) ctx.addIssue({ code: 'custom', path: ['fareType'], message: 'goodsFlow.msg.fareTypeWithContract' });
    if (contracted && textOf(v.mdNm) === '') ctx.addIssue({ code: 'custom', path: ['mdNm'], message: 'goodsFlow.msg.mdNmWithContract' });
    const sizes = Array.isArray(v.boxFares)
      ? v.boxFares.map((b: unknown) => (typeof b === 'object' && b !== null ? (b as { boxSize?: unknown }).boxSize : undefined))
      : [];
    if (new Set(sizes).size !== sizes.length) ctx.addIssue({ code: 'custom', path: ['boxFares'], message: 'goodsFlow.msg.boxSizeDuplicate' });
  },
);
export type TGoodsFlowSaveRequest = z.infer<typeof ZGoodsFlowSaveRequest>;

export const ZGoodsFlowDetailReply = z.object({
  deliveryLocCd: z.string(),
  deliveryLocNm: z.string(),
  deliveryEntrCd: z.string(),
  deliveryEntrNm: z.string(),
  contractNo: z.string(),
  contractCustNo: z.string(),
  fareType: z.string(),
  fareTypeNm: z.string(),
  mdNm: z.string(),
  boxFares: z.array(
    z.object({ boxSize: z.string(), shscFare: z.number().int().nullable(), bhFare: z.number().int().nullable(), rtFare: z.number().int().nullable() }),
  ),
  gfStsCd: ZGoodsFlowStatus,
  gfStsNm: z.string(),
  verifiedResultMsg: z.string().nullable(),
  rejectReason: z.string().nullable(),
  renewDt: z.string().nullable(),
  requestDt: z.string().nullable(),
  decisionDt: z.string().nullable(),
  regDt: z.string(),
  regNm: z.string(),
  upDt: z.string(),
  upNm: z.string(),
});
export type TGoodsFlowDetailReply = z.infer<typeof ZGoodsFlowDetailReply>;

/**
 * Filters of GET /admin/goodsFlow/list (/admin/goodsFlowList, contracts of every seller, oldest request
 * first): status (the screen opens on REQUESTED), company name (contains), days requested.
 */
export const ZGoodsFlowAdminListFilter = z.object({
  gfStsCd: ZGoodsFlowStatus.optional(),
  supplyEntrNm: z.string().trim().max(100).optional(),
  requestDtFrom: ZFilterDay.optional(),
  requestDtTo: ZFilterDay.optional(),
});
export type TGoodsFlowAdminListFilter = z.infer<typeof ZGoodsFlowAdminListFilter>;
export const ZGoodsFlowAdminListRequest = listRequest(ZGoodsFlowAdminListFilter);
export type TGoodsFlowAdminListRequest = z.infer<typeof ZGoodsFlowAdminListRequest>;
export const ZGoodsFlowAdminRow = ZGoodsFlowDetailReply.extend({ supplyEntrCd: z.string(), supplyEntrNm: z.string() });
export type TGoodsFlowAdminRow = z.infer<typeof ZGoodsFlowAdminRow>;
export const ZGoodsFlowAdminListReply = z.object({ list: z.array(ZGoodsFlowAdminRow), totalCnt: z.number().int() });
export const ZGoodsFlowAdminParams = z.object({ supplyEntrCd: z.string().min(1).max(20), deliveryLocCd: z.string().min(1).max(20) });

/** Rejecting needs a reason; the renew date tells the seller by when to resubmit (optional). */
export const ZGoodsFlowRejectRequest = z.object({
  rejectReason: z
    .string({ error: 'goodsFlow.msg.rejectReason' })
    .trim()
    .min(1, { error: 'goodsFlow.msg.rejectReason', abort: true })
    .max(GOODS_FLOW_LIMITS.rejectReasonMax, { error: 'goodsFlow.msg.rejectReasonLength' }),
  renewDt: ZIsoDate('goodsFlow.msg.renewDt').nullable().optional(),
});
export type TGoodsFlowRejectRequest = z.infer<typeof ZGoodsFlowRejectRequest>;
