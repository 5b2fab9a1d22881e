import type { TLanguage, TSacRowKind, TSettlementMonth, TStatementRow } from '@po/contracts';
import { codeName, translate } from '@/platform/http/messages.ts';
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

/**
 * KRW to USD at a rate (KRW per dollar, 4 decimals), rounded half up to cents, in integers: a float would miss a
 * cent on large sums. cents = won × 100 / rate = won × 1,000,000 / (rate × 10,000).
 */
export function wonToUsd(won: number, rate: string): string {
  const [whole = '0', frac = ''] = rate.split('.');
  const rate4 = BigInt(whole + frac.padEnd(4, '0').slice(0, 4));
  if (rate4 === 0n) return '0.00';
  const num = BigInt(won) * 1_000_000n;
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const cents = (abs * 2n + rate4) / (2n * rate4);
  const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  return neg && cents !== 0n ? `-${text}` : text;
}
