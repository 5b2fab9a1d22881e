import { z } from 'zod';
import { listReply, listRequest, ZFilterDay } from '../common/paging.ts';
import { monthSpan, SETTLEMENT_LIMITS, ZSettleYm } from './settlement-codes.ts';

// The operator's settlement calls (role admin, menu admin.settlement*): months (confirm, publish), adjustments,
// holds and releases, exchange rates. Nothing a seller has seen is edited: a correction is a new adjustment.

/** Bounds of the operator's inputs. */
export const SETTLEMENT_ADMIN_LIMITS = {
  /** The months list shows at most two years at a time. */
  maxMonthSpan: 24,
  /** |adjustment| and a hold's amount, in won. */
  maxAmount: 1_000_000_000,
  /** Exchange-rate file: rows and bytes (read synchronously, see decisions). */
  rateFileMaxRows: 1000,
  rateFileMaxBytes: 1024 * 1024,
  /** A rate is KRW per unit: up to 8 integer digits and 4 decimals (numeric(12,4)). */
  rateMaxDecimals: 4,
} as const;

/** Kinds an operator places; REFUND_RATE and TERMINATION are made by the run's rules. */
export const OPERATOR_HOLD_KINDS = ['CARD', 'COUNTERFEIT', 'MANUAL'] as const;
export const ZOperatorHoldKind = z.enum(OPERATOR_HOLD_KINDS, { error: 'calculateAdmin.msg.holdKindRequired' });

/** A month's state on the operator's list: NONE before any run. */
export const ADMIN_MONTH_STATUSES = ['NONE', 'RUNNING', 'FIXED', 'PUBLISHED'] as const;

const ZReason = z
  .string({ error: 'calculateAdmin.msg.reasonRequired' })
  .trim()
  .min(1, { error: 'calculateAdmin.msg.reasonRequired' })
  .max(SETTLEMENT_LIMITS.reasonMaxLength, { error: 'calculateAdmin.msg.reasonTooLong' });
const ZSellerCd = z
  .string({ error: 'calculateAdmin.msg.sellerRequired' })
  .trim()
  .min(1, { error: 'calculateAdmin.msg.sellerRequired' })
  .max(20, { error: 'form.msg.invalid' });
const ZSellerFilter = z.string().trim().max(50).optional();

// ---- months -------------------------------------------------------------------------------------------------

export const ZAdminMonthsRequest = z.object({ startYm: ZSettleYm.optional(), endYm: ZSettleYm.optional() }).superRefine((v, ctx) => {
  if (!v.startYm || !v.endYm) return;
  if (v.startYm > v.endYm) ctx.addIssue({ code: 'custom', message: 'calculate.msg.periodReversed', path: ['startYm'] });
  else if (monthSpan(v.startYm, v.endYm) > SETTLEMENT_ADMIN_LIMITS.maxMonthSpan)
    ctx.addIssue({ code: 'custom', message: 'calculate.msg.maxPeriodExceeded', path: ['startYm'] });
});
export type TAdminMonthsRequest = z.infer<typeof ZAdminMonthsRequest>;

/** One settlement month across sellers: its run, totals and invoices. */
export const ZAdminMonth = z.object({
  settleYm: z.string(),
  stsCd: z.enum(ADMIN_MONTH_STATUSES),
  /** The month has ended (Seoul): it may be confirmed. */
  ended: z.boolean(),
  confirmDt: z.string().nullable(),
  payDueDt: z.string().nullable(),
  fixedDt: z.string().nullable(),
  publishedDt: z.string().nullable(),
  /** The 10th of the next month, or the next business day. */
  issueDueDt: z.string(),
  sellerCnt: z.number().int(),
  rowCnt: z.number().int(),
  payoutAmt: z.number().int(),
  feeAmt: z.number().int(),
  invoiceCnt: z.number().int(),
  runBy: z.string().nullable(),
});
export type TAdminMonth = z.infer<typeof ZAdminMonth>;
export const ZAdminMonthsReply = z.object({ list: z.array(ZAdminMonth), totalCnt: z.number().int() });
export type TAdminMonthsReply = z.infer<typeof ZAdminMonthsReply>;

export const ZAdminMonthParams = z.object({ settleYm: ZSettleYm });
export const ZAdminMonthSellersRequest = listRequest(z.object({ seller: ZSellerFilter }));
export type TAdminMonthSellersRequest = z.infer<typeof ZAdminMonthSellersRequest>;
export const ZAdminMonthSeller = z.object({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  rowCnt: z.number().int(),
  saleAmt: z.number().int(),
  feeAmt: z.number().int(),
  calcFee: z.number().int(),
  holdAmt: z.number().int(),
  releaseAmt: z.number().int(),
  payoutAmt: z.number().int(),
  payDueDt: z.string(),
  currency: z.enum(['KRW', 'USD']),
  payoutUsd: z.string().nullable(),
  approvalNo: z.string().nullable(),
});
export type TAdminMonthSeller = z.infer<typeof ZAdminMonthSeller>;
export const ZAdminMonthSellersReply = listReply(ZAdminMonthSeller);
export type TAdminMonthSellersReply = z.infer<typeof ZAdminMonthSellersReply>;

/** The confirm's job, followed by the operator's screen. */
export const ZSettlementRunJobParams = z.object({ runJobId: z.uuid() });

export const ZPublishMonthReply = z.object({
  settleYm: z.string(),
  stsCd: z.literal('PUBLISHED'),
  /** Invoices issued by this call: 0 when the month was already published (publishing is idempotent). */
  issuedCnt: z.number().int(),
  invoiceCnt: z.number().int(),
  /** Issued after the due day (still allowed, shown late). */
  late: z.boolean(),
});
export type TPublishMonthReply = z.infer<typeof ZPublishMonthReply>;

// ---- adjustments --------------------------------------------------------------------------------------------

const ZDayPeriod = z.object({ startDt: ZFilterDay.optional(), endDt: ZFilterDay.optional() });
export const ZAdjustmentFilter = ZDayPeriod.extend({ seller: ZSellerFilter });
export const ZAdjustmentListRequest = listRequest(ZAdjustmentFilter);
export type TAdjustmentListRequest = z.infer<typeof ZAdjustmentListRequest>;
export const ZAdjustmentRow = z.object({
  adjSq: z.number().int(),
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  createdBy: z.string(),
  createdDt: z.string(),
  /** The settlement month whose run took it (an ADJ:<adjSq> row), null until then. */
  appliedYm: z.string().nullable(),
});
export type TAdjustmentRow = z.infer<typeof ZAdjustmentRow>;
export const ZAdjustmentListReply = listReply(ZAdjustmentRow);
export type TAdjustmentListReply = z.infer<typeof ZAdjustmentListReply>;

const ZWon = (requiredKey: 'calculateAdmin.msg.amountRequired') => z.number({ error: requiredKey }).int({ error: 'calculateAdmin.msg.amountInteger' });
export const ZCreateAdjustmentRequest = z.object({
  supplyEntrCd: ZSellerCd,
  amount: ZWon('calculateAdmin.msg.amountRequired')
    .refine((n) => n !== 0, { error: 'calculateAdmin.msg.amountNonZero' })
    .refine((n) => Math.abs(n) <= SETTLEMENT_ADMIN_LIMITS.maxAmount, { error: 'calculateAdmin.msg.amountTooLarge' }),
  reason: ZReason,
});
export type TCreateAdjustmentRequest = z.infer<typeof ZCreateAdjustmentRequest>;
export const ZCreateAdjustmentReply = z.object({ adjSq: z.number().int() });

// ---- holds --------------------------------------------------------------------------------------------------

export const ZHoldFilter = z.object({
  seller: ZSellerFilter,
  holdKind: z.enum(['CARD', 'REFUND_RATE', 'TERMINATION', 'COUNTERFEIT', 'MANUAL']).optional(),
  state: z.enum(['ACTIVE', 'RELEASED']).optional(),
});
export const ZHoldListRequest = listRequest(ZHoldFilter);
export type THoldListRequest = z.infer<typeof ZHoldListRequest>;
export const ZHoldRow = z.object({
  holdSq: z.number().int(),
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  holdKind: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  releaseDueDt: z.string(),
  basisYm: z.string().nullable(),
  createdBy: z.string(),
  createdDt: z.string(),
  releasedBy: z.string().nullable(),
  releasedDt: z.string().nullable(),
  releaseMemo: z.string().nullable(),
  /** Months whose runs wrote the HOLD and the RELEASE rows, null until then. */
  heldYm: z.string().nullable(),
  releasedYm: z.string().nullable(),
});
export type THoldRow = z.infer<typeof ZHoldRow>;
export const ZHoldListReply = listReply(ZHoldRow);
export type THoldListReply = z.infer<typeof ZHoldListReply>;

export const ZCreateHoldRequest = z.object({
  supplyEntrCd: ZSellerCd,
  holdKind: ZOperatorHoldKind,
  amount: ZWon('calculateAdmin.msg.amountRequired')
    .refine((n) => n > 0, { error: 'calculateAdmin.msg.amountPositive' })
    .refine((n) => n <= SETTLEMENT_ADMIN_LIMITS.maxAmount, { error: 'calculateAdmin.msg.amountTooLarge' }),
  reason: ZReason,
  /** Optional for CARD (placed + 60 days) and COUNTERFEIT (placed + 1 year); required for MANUAL. */
  releaseDueDt: ZFilterDay.optional(),
});
export type TCreateHoldRequest = z.infer<typeof ZCreateHoldRequest>;
export const ZCreateHoldReply = z.object({ holdSq: z.number().int(), releaseDueDt: z.string() });
export const ZHoldParams = z.object({ holdSq: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ZReleaseHoldRequest = z.object({
  releaseMemo: z
    .string({ error: 'calculateAdmin.msg.releaseMemoRequired' })
    .trim()
    .min(1, { error: 'calculateAdmin.msg.releaseMemoRequired' })
    .max(SETTLEMENT_LIMITS.reasonMaxLength, { error: 'calculateAdmin.msg.reasonTooLong' }),
});
export type TReleaseHoldRequest = z.infer<typeof ZReleaseHoldRequest>;
export const ZReleaseHoldReply = z.object({ holdSq: z.number().int(), releasedDt: z.string() });

// ---- exchange rates -----------------------------------------------------------------------------------------

export const RATE_CURRENCIES = ['USD'] as const;
export const ZRateCurrency = z.enum(RATE_CURRENCIES, { error: 'calculateAdmin.msg.currencyInvalid' });
/** KRW per unit as text (no float): positive, at most 8 integer digits and 4 decimals. */
export const ZExchangeRateValue = z
  .string({ error: 'calculateAdmin.msg.rateRequired' })
  .trim()
  .min(1, { error: 'calculateAdmin.msg.rateRequired' })
  // Digits with at most 8 before the point and 4 after, not all zeros.
  .regex(/^(?=[\d.]*[1-9])\d{1,8}(\.\d{1,4})?$/, { error: 'calculateAdmin.msg.rateInvalid' });
export const ZRateDay = z.string({ error: 'calculateAdmin.msg.rateDtRequired' }).pipe(ZFilterDay);

export const ZExchangeRateFilter = ZDayPeriod.extend({ currency: ZRateCurrency.optional() });
export const ZExchangeRateListRequest = listRequest(ZExchangeRateFilter);
export type TExchangeRateListRequest = z.infer<typeof ZExchangeRateListRequest>;
export const ZExchangeRateRow = z.object({
  currency: z.string(),
  rateDt: z.string(),
  rate: z.string(),
  source: z.enum(['MANUAL', 'FILE']),
  createdBy: z.string(),
  createdDt: z.string(),
  /** A fixed month used this rate: it can no longer change. */
  usedYm: z.string().nullable(),
});
export type TExchangeRateRow = z.infer<typeof ZExchangeRateRow>;
export const ZExchangeRateListReply = listReply(ZExchangeRateRow);
export type TExchangeRateListReply = z.infer<typeof ZExchangeRateListReply>;

export const ZSaveExchangeRateRequest = z.object({ currency: ZRateCurrency, rateDt: ZRateDay, rate: ZExchangeRateValue });
export type TSaveExchangeRateRequest = z.infer<typeof ZSaveExchangeRateRequest>;
export const ZSaveExchangeRateReply = z.object({ currency: z.string(), rateDt: z.string(), rate: z.string(), created: z.boolean() });

/** The JSON part (`upload`) of the rate file upload: nothing to choose yet. */
export const ZExchangeRateUploadRequest = z.object({});
export const EXCHANGE_RATE_COLUMNS = ['currency', 'rateDt', 'rate'] as const;
export const ZExchangeRateUploadError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  messageKey: z.string(),
  message: z.string(),
});
/** All or nothing: with any error, nothing is saved and every error is listed. */
export const ZExchangeRateUploadReply = z.object({
  rowCnt: z.number().int(),
  savedCnt: z.number().int(),
  errors: z.array(ZExchangeRateUploadError),
});
export type TExchangeRateUploadReply = z.infer<typeof ZExchangeRateUploadReply>;
