import type { TLanguage, TSacRowKind, TSettlementMonth, TStatementRow } from '@po/contracts';
import { codeName, translate } from '@/platform/http/messages.ts';
import { centsToUsd, wonToUsdCents } from './settlement-amounts.ts';
import type { LedgerRow, SettlementReadRepository } from './settlement-read.repository.ts';

type MonthRow = NonNullable<Awaited<ReturnType<SettlementReadRepository['findMonth']>>>;

/** A ledger kind's name in the request's language. */
export const kindName = (kind: string, lang: TLanguage) => codeName('calculate.kind', kind, lang);

/**
 * A row's reason as the seller reads it: the run stores a key of the `calculate` catalogue and its values (a
 * penalty's days, a hold's kind), so the text follows the reader's language. An operator's own words travel as the
 * `text` value (under a key that shows them, or alone when the row has no key).
 */
export function reasonText(row: { reasonKey: string | null; reasonParams: unknown }, lang: TLanguage): string {
  const raw = row.reasonParams && typeof row.reasonParams === 'object' ? (row.reasonParams as Record<string, unknown>) : {};
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  if (row.reasonKey) return translate(row.reasonKey, lang, params);
  return typeof params.text === 'string' ? params.text : '';
}

/** A settled month as the lists and the statement show it. */
export function monthView(m: MonthRow): TSettlementMonth {
  return {
    settleYm: m.settleYm,
    stsCd: m.stsCd,
    fixedDt: m.fixedDt.toISOString(),
    payDueDt: m.payDueDt,
    rowCnt: m.rowCnt,
    saleAmt: m.saleAmt,
    feeAmt: m.feeAmt,
    supplyBurdenAmt: m.supplyBurdenAmt,
    seCpnAmt: m.seCpnAmt,
    EGM: m.egmAmt,
    lfBurdenAmt: m.lfBurdenAmt,
    deliveryAmt: m.deliveryAmt,
    extraDeliveryAmt: m.extraDeliveryAmt,
    calcFee: m.calcFee,
    holdAmt: m.holdAmt,
    releaseAmt: m.releaseAmt,
    payoutAmt: m.payoutAmt,
    currency: m.currency,
    exrt: m.exrt,
    exrtDt: m.exrtDt,
    payoutUsd: m.payoutUsd,
  };
}

/** A ledger row as the statement shows it. */
export function statementRowView(row: LedgerRow, lang: TLanguage): TStatementRow {
  const { settleYm: _ym, payKindCd: _pay, reasonKey: _key, reasonParams: _params, kind, ...rest } = row;
  return { ...rest, kind: kind as TSacRowKind, sacGbNm: kindName(kind, lang), reason: reasonText(row, lang) };
}

/** KRW to USD at a rate (KRW per dollar), rounded half away from zero to cents in integers; a rate of 0 gives none. */
export function wonToUsd(won: number, rate: string): string {
  return centsToUsd(Number(rate) === 0 ? 0n : wonToUsdCents(won, rate));
}
