import {
  SETTLEMENT_ROW_MONEY,
  type TBillPublishListReply,
  type TKiccSettlementListReply,
  type TLanguage,
  type TOpenMarketPaymentReply,
  type TPurveyanceListReply,
  type TSettlementListRow,
  type TStatementRow,
  type TVatRow,
} from '@po/contracts';
import type { ExcelColumn } from '@/platform/excel/excel-writer.ts';
import { codeName } from '@/platform/http/messages.ts';

// The settlement files' columns. Order numbers are text cells (a long number turns into an exponent in Excel);
// amounts are numbers so the sheet can sum them; a fee rate stays as written ("10.50").

/** A row of either list: the card-provider variant's two payment sums are absent from the domestic one. */
type ListRow = TSettlementListRow & Partial<Pick<TKiccSettlementListReply['list'][number], 'cardAmt' | 'otherPayAmt'>>;

const money = <T>(keys: readonly (keyof T & string)[]): ExcelColumn<T>[] =>
  keys.map((k) => ({ header: `calculateFile.field.${k}` as ExcelColumn<T>['header'], width: 13, value: (r: T) => r[k] as number }));

/** partnerSupplyEntrList (and, with `kicc`, its card-provider variant). */
export const settlementListColumns = (kicc: boolean): ExcelColumn<ListRow>[] => [
  { header: 'calculateFile.field.settleYm', width: 9, value: (r) => r.settleYm },
  { header: 'calculateFile.field.saleDt', width: 11, value: (r) => r.saleDt },
  { header: 'calculateFile.field.sacGbNm', width: 10, value: (r) => r.sacGbNm },
  { header: 'calculateFile.field.cnt', width: 7, value: (r) => r.cnt },
  { header: 'calculateFile.field.sellFeeRate', width: 9, value: (r) => r.sellFeeRate ?? '' },
  ...money<ListRow>(SETTLEMENT_ROW_MONEY),
  ...(kicc ? money<ListRow>(['cardAmt', 'otherPayAmt']) : []),
];

/** The statement's rows (and, with the month and payment, the open-market list's). */
export const statementColumns = <T extends TStatementRow>(opts: { usd: boolean; lead?: ExcelColumn<T>[]; tail?: ExcelColumn<T>[] }): ExcelColumn<T>[] => [
  ...(opts.lead ?? []),
  { header: 'calculateFile.field.sacGbNm', width: 10, value: (r) => r.sacGbNm },
  { header: 'calculateFile.field.saleDt', width: 11, value: (r) => r.saleDt },
  { header: 'calculateFile.field.ordNo', width: 18, value: (r) => r.ordNo ?? '' },
  { header: 'calculateFile.field.ordDtlSq', width: 6, value: (r) => r.ordDtlSq ?? '' },
  { header: 'calculateFile.field.claimSq', width: 9, value: (r) => r.claimSq ?? '' },
  { header: 'calculateFile.field.prodCd', width: 13, value: (r) => r.prodCd ?? '' },
  { header: 'calculateFile.field.prodNm', width: 30, value: (r) => r.prodNm ?? '' },
  { header: 'calculateFile.field.qty', width: 6, value: (r) => r.qty },
  { header: 'calculateFile.field.sellFeeRate', width: 9, value: (r) => r.sellFeeRate ?? '' },
  ...money<T>(SETTLEMENT_ROW_MONEY),
  ...(opts.usd ? [{ header: 'calculateFile.field.totalUsd' as const, width: 13, value: (r: T) => r.totalUsd ?? '' }] : []),
  { header: 'calculateFile.field.reason', width: 30, value: (r) => r.reason },
  ...(opts.tail ?? []),
];

type OpenMarketRow = TOpenMarketPaymentReply['list'][number];
export const openMarketColumns = (): ExcelColumn<OpenMarketRow>[] =>
  statementColumns<OpenMarketRow>({
    usd: false,
    lead: [{ header: 'calculateFile.field.settleYm', width: 9, value: (r) => r.settleYm }],
    tail: [{ header: 'calculateFile.field.payKindCd', width: 10, value: (r) => r.payKindCd ?? '' }],
  });

type PurveyanceRow = TPurveyanceListReply['list'][number];
const stsName = (sts: string, lang: TLanguage) => codeName('calculateFile.sts', sts, lang);
export const purveyanceColumns = (lang: TLanguage): ExcelColumn<PurveyanceRow>[] => [
  { header: 'calculateFile.field.settleYm', width: 9, value: (r) => r.settleYm },
  { header: 'calculateFile.field.stsCd', width: 12, value: (r) => stsName(r.stsCd, lang) },
  { header: 'calculateFile.field.payDueDt', width: 11, value: (r) => r.payDueDt },
  { header: 'calculateFile.field.exrtDt', width: 11, value: (r) => r.exrtDt },
  { header: 'calculateFile.field.exrt', width: 10, value: (r) => r.exrt },
  ...money<PurveyanceRow>(['saleAmt', 'feeAmt', 'supplyBurdenAmt', 'deliveryAmt', 'extraDeliveryAmt', 'calcFee', 'holdAmt', 'releaseAmt', 'payoutAmt']),
  { header: 'calculateFile.field.supplyAmtUsd', width: 13, value: (r) => r.supplyAmt },
  { header: 'calculateFile.field.payoutUsd', width: 13, value: (r) => r.payoutUsd ?? '' },
];

type BillRow = TBillPublishListReply['list'][number];
/** The approval number as the national tax service shows it: 8-8-8. */
export const approvalNoText = (no: string) => `${no.slice(0, 8)}-${no.slice(8, 16)}-${no.slice(16)}`;
export const billColumns = (): ExcelColumn<BillRow>[] => [
  { header: 'calculateFile.field.settleYm', width: 9, value: (r) => r.settleYm },
  { header: 'calculateFile.field.approvalNo', width: 28, value: (r) => approvalNoText(r.approvalNo) },
  { header: 'calculateFile.field.writeDt', width: 11, value: (r) => r.writeDt },
  { header: 'calculateFile.field.issueDt', width: 11, value: (r) => r.issueDt },
  { header: 'calculateFile.field.issueDueDt', width: 11, value: (r) => r.issueDueDt },
  { header: 'calculateFile.field.supplyAmt', width: 13, value: (r) => r.supplyAmt },
  { header: 'calculateFile.field.taxAmt', width: 13, value: (r) => r.taxAmt },
  { header: 'calculateFile.field.invoiceTotalAmt', width: 13, value: (r) => r.totalAmt },
  { header: 'calculateFile.field.stsCd', width: 10, value: (r) => r.stsCd },
];

export const vatColumns = (): ExcelColumn<TVatRow>[] => [
  { header: 'calculateFile.field.saleYm', width: 9, value: (r) => r.saleYm },
  ...money<TVatRow>(['saleAmt', 'taxableAmt', 'exemptAmt', 'saleReportAmt', 'vatAmt', 'cardAmt', 'cashAmt', 'otherAmt']),
];
