import { z } from 'zod';
import { listReply, listRequest } from '../common/paging.ts';
import { monthSpan, SETTLEMENT_AMOUNTS, SETTLEMENT_LIMITS, SETTLEMENT_ROW_MONEY, ZSacRowKind, ZSettleYm, type SettlementKinds } from './settlement-codes.ts';

// The seller's settlement calls (business-area §2 calculate group, §3 rows, §5 periods). Paths follow the spec's
// style: /api/calculate/<screen>. Money in won is an integer; USD travels as a string with 2 decimals ("123.45").

/** Integer won fields of a reply, one per name. */
function wonFields<const K extends string>(keys: readonly K[]): Record<K, z.ZodNumber> {
  return Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>;
}

/** USD with two decimals, as text so no float touches it. */
export const ZUsd = z.string().regex(/^-?\d+\.\d{2}$/);

const ZMonthPeriod = z.object({ startYm: ZSettleYm, endYm: ZSettleYm });

/** start ≤ end and at most `max` months counting both ends; else the spec's "max period exceeded". */
export function monthPeriodError(
  p: { startYm: string; endYm: string },
  max: number,
): 'calculate.msg.periodReversed' | 'calculate.msg.maxPeriodExceeded' | null {
  if (!/^\d{4}-\d{2}$/.test(p.startYm) || !/^\d{4}-\d{2}$/.test(p.endYm)) return null;
  if (p.startYm > p.endYm) return 'calculate.msg.periodReversed';
  if (monthSpan(p.startYm, p.endYm) > max) return 'calculate.msg.maxPeriodExceeded';
  return null;
}
const checkMonths = (max: number) => (value: { startYm: string; endYm: string }, ctx: z.core.$RefinementCtx) => {
  const error = monthPeriodError(value, max);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['startYm'] });
};

/** What the settlement screens need to know about the seller: its lists, fee rate, payment day and currency. */
export const ZSettlementProfileReply = z.object({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  entrType: z.enum(['N', 'O', 'G']),
  kiccYn: z.enum(['Y', 'N']),
  usdSacUseYn: z.enum(['Y', 'N']),
  sellFeeRate: z.string(),
  settleDay: z.number().int(),
  kinds: z.object({
    domestic: z.boolean(),
    kicc: z.boolean(),
    taxPapers: z.boolean(),
    openMarket: z.boolean(),
    purveyance: z.boolean(),
  }) satisfies z.ZodType<SettlementKinds>,
  /** The last fixed month, if any (the screens open on it). */
  lastFixedYm: z.string().nullable(),
});
export type TSettlementProfileReply = z.infer<typeof ZSettlementProfileReply>;

/** A seller's settled month (the monthly summary; the statement's head). */
export const ZSettlementMonth = z.object({
  settleYm: z.string(),
  stsCd: z.enum(['FIXED', 'PUBLISHED']),
  fixedDt: z.string(),
  payDueDt: z.string(),
  rowCnt: z.number().int(),
  ...wonFields(SETTLEMENT_AMOUNTS),
  ...wonFields(['holdAmt', 'releaseAmt', 'payoutAmt']),
  currency: z.enum(['KRW', 'USD']),
  exrt: z.string().nullable(),
  exrtDt: z.string().nullable(),
  payoutUsd: ZUsd.nullable(),
});
export type TSettlementMonth = z.infer<typeof ZSettlementMonth>;

/** §3 settlement row as the list shows it: one per settlement month, sale day, kind and fee rate. */
export const ZSettlementListRow = z.object({
  settleYm: z.string(),
  saleDt: z.string(),
  sacGb: ZSacRowKind,
  /** The kind's name in the request's language. */
  sacGbNm: z.string(),
  cnt: z.number().int(),
  sellFeeRate: z.string().nullable(),
  ...wonFields(SETTLEMENT_ROW_MONEY),
});
export type TSettlementListRow = z.infer<typeof ZSettlementListRow>;

/** partnerSupplyEntrList and its card-provider variant: a period of settlement months (≤ 6). */
export const ZSettlementListRequest = listRequest(ZMonthPeriod).superRefine(checkMonths(SETTLEMENT_LIMITS.maxSearchMonths));
export type TSettlementListRequest = z.infer<typeof ZSettlementListRequest>;
export const ZSettlementListReply = listReply(ZSettlementListRow).extend({ months: z.array(ZSettlementMonth) });
export type TSettlementListReply = z.infer<typeof ZSettlementListReply>;

/** The card-provider (KICC) variant adds the buyers' payments by card and by other means, and the card hold. */
export const ZKiccSettlementListRow = ZSettlementListRow.extend({ cardAmt: z.number().int(), otherPayAmt: z.number().int() });
export const ZKiccSettlementListReply = listReply(ZKiccSettlementListRow).extend({ months: z.array(ZSettlementMonth) });
export type TKiccSettlementListReply = z.infer<typeof ZKiccSettlementListReply>;

/** One ledger row, as the statement shows it. */
export const ZStatementRow = z.object({
  sacRowSq: z.number().int(),
  kind: ZSacRowKind,
  sacGbNm: z.string(),
  saleDt: z.string(),
  ordNo: z.string().nullable(),
  ordDtlSq: z.number().int().nullable(),
  claimSq: z.number().int().nullable(),
  prodCd: z.string().nullable(),
  prodNm: z.string().nullable(),
  qty: z.number().int(),
  sellFeeRate: z.string().nullable(),
  ...wonFields(SETTLEMENT_ROW_MONEY),
  totalUsd: ZUsd.nullable(),
  /** The reason in the request's language (adjustments, holds, releases, penalties); '' for sales. */
  reason: z.string(),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

/** Totals of one kind in a month: the statement's foot, which adds up to the payout. */
export const ZStatementKindTotal = z.object({
  kind: ZSacRowKind,
  sacGbNm: z.string(),
  cnt: z.number().int(),
  saleAmt: z.number().int(),
  feeAmt: z.number().int(),
  supplyBurdenAmt: z.number().int(),
  deliveryAmt: z.number().int(),
  extraDeliveryAmt: z.number().int(),
  calcFee: z.number().int(),
  holdAmt: z.number().int(),
  totalAmt: z.number().int(),
});

/** GET /api/calculate/statement/{settleYm}: a page of the month's rows (optionally one kind), totals by kind. */
export const ZStatementParams = z.object({ settleYm: ZSettleYm });
export const ZStatementRequest = listRequest(z.object({ kind: ZSacRowKind.optional() }));
export type TStatementRequest = z.infer<typeof ZStatementRequest>;
export const ZStatementReply = listReply(ZStatementRow).extend({ month: ZSettlementMonth, totals: z.array(ZStatementKindTotal) });
export type TStatementReply = z.infer<typeof ZStatementReply>;

/** partnerOpenMarketPaymentList: the open-market orders' rows of a period (≤ 6 months), line by line. */
export const ZOpenMarketPaymentRequest = listRequest(ZMonthPeriod).superRefine(checkMonths(SETTLEMENT_LIMITS.maxSearchMonths));
export type TOpenMarketPaymentRequest = z.infer<typeof ZOpenMarketPaymentRequest>;
export const ZOpenMarketPaymentReply = listReply(ZStatementRow.extend({ settleYm: z.string(), payKindCd: z.string().nullable() }));
export type TOpenMarketPaymentReply = z.infer<typeof ZOpenMarketPaymentReply>;

/** partnerPurveyanceList: a global seller's months in USD, from June 2022, ≤ 6 months. */
const checkPurveyance = (value: { startYm: string; endYm: string }, ctx: z.core.$RefinementCtx) => {
  checkMonths(SETTLEMENT_LIMITS.maxSearchMonths)(value, ctx);
  if (value.startYm < SETTLEMENT_LIMITS.purveyanceFromYm) ctx.addIssue({ code: 'custom', message: 'calculate.msg.purveyanceFrom', path: ['startYm'] });
};
export const ZPurveyanceListRequest = listRequest(ZMonthPeriod).superRefine(checkPurveyance);
export type TPurveyanceListRequest = z.infer<typeof ZPurveyanceListRequest>;
export const ZPurveyanceRow = ZSettlementMonth.extend({ currency: z.literal('USD'), exrt: z.string(), exrtDt: z.string(), supplyAmt: ZUsd });
export const ZPurveyanceListReply = listReply(ZPurveyanceRow);
export type TPurveyanceListReply = z.infer<typeof ZPurveyanceListReply>;

/** A party of a tax invoice, as it was when the invoice was issued. */
export const ZTaxInvoiceParty = z.object({
  bizNo: z.string(),
  name: z.string(),
  ownerNm: z.string(),
  address: z.string(),
  bizType: z.string(),
  bizKind: z.string(),
  email: z.string(),
});
export const ZTaxInvoiceItem = z.object({
  itemDt: z.string(),
  itemNm: z.string(),
  spec: z.string(),
  qty: z.number().int().nullable(),
  unitPrice: z.number().int().nullable(),
  supplyAmt: z.number().int(),
  taxAmt: z.number().int(),
});
/** The mall's commission tax invoice to the seller for a month (§3 "Tax invoice"; FIELD-NOTES). */
export const ZTaxInvoice = z.object({
  settleYm: z.string(),
  /** 24 characters; the screen shows it 8-8-8. */
  approvalNo: z.string().length(24),
  writeDt: z.string(),
  issueDt: z.string(),
  issueDueDt: z.string(),
  issueType: z.string(),
  taxType: z.string(),
  purpose: z.string(),
  supplier: ZTaxInvoiceParty,
  receiver: ZTaxInvoiceParty,
  items: z.array(ZTaxInvoiceItem),
  supplyAmt: z.number().int(),
  taxAmt: z.number().int(),
  totalAmt: z.number().int(),
  stsCd: z.string(),
});
export type TTaxInvoice = z.infer<typeof ZTaxInvoice>;

/** partnerBillPublishList: the invoices of a period (≤ 6 months); /{settleYm} one invoice in full. */
export const ZBillPublishListRequest = listRequest(ZMonthPeriod).superRefine(checkMonths(SETTLEMENT_LIMITS.maxSearchMonths));
export type TBillPublishListRequest = z.infer<typeof ZBillPublishListRequest>;
export const ZBillPublishListReply = listReply(ZTaxInvoice.omit({ supplier: true, receiver: true, items: true }));
export type TBillPublishListReply = z.infer<typeof ZBillPublishListReply>;
export const ZBillPublishParams = z.object({ settleYm: ZSettleYm });

/** §3 VAT row: one per month of sale; saleReportAmt is what the seller reports (taxable supply, VAT excluded). */
export const ZVatRow = z.object({
  saleYm: z.string(),
  saleAmt: z.number().int(),
  taxableAmt: z.number().int(),
  exemptAmt: z.number().int(),
  saleReportAmt: z.number().int(),
  vatAmt: z.number().int(),
  cardAmt: z.number().int(),
  cashAmt: z.number().int(),
  otherAmt: z.number().int(),
});
export type TVatRow = z.infer<typeof ZVatRow>;
/** partnerVatReport: up to 1 year of months, each available after the 10th of the next month. */
export const ZVatReportRequest = ZMonthPeriod.superRefine(checkMonths(SETTLEMENT_LIMITS.vatMaxMonths));
export type TVatReportRequest = z.infer<typeof ZVatReportRequest>;
export const ZVatReportReply = z.object({ list: z.array(ZVatRow), totalCnt: z.number().int(), total: ZVatRow.omit({ saleYm: true }) });
export type TVatReportReply = z.infer<typeof ZVatReportReply>;

/** The lists' Excel exports (POST …/excel): the screen's period, every row of it; the same period rules. */
export const ZSettlementExportRequest = ZMonthPeriod.superRefine(checkMonths(SETTLEMENT_LIMITS.maxSearchMonths));
export type TSettlementExportRequest = z.infer<typeof ZSettlementExportRequest>;
export const ZPurveyanceExportRequest = ZMonthPeriod.superRefine(checkPurveyance);
/** The statement's files (POST statement/{settleYm}/excel and /pdf): the whole month, nothing to choose. */
export const ZStatementExportRequest = z.object({});
