import { SETTLEMENT_ROW_MONEY, type TKiccSettlementListReply, type TSettlementListRow, type TStatementRow, type TTextKey } from '@po/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '@/shared/format/date';
import type { DataColumn } from '@/shared/ui/data-table';
import { rate, usd, won } from './settlement-format';

type Translate = (key: TTextKey) => string;
/** A row of the card-provider list (the domestic list's row with card and other payments). */
export type TKiccSettlementListRow = TKiccSettlementListReply['list'][number];

type MoneyField = (typeof SETTLEMENT_ROW_MONEY)[number];

/** A right-aligned won column; the field's title is `calculatePage.col.<field>`. */
export function wonColumn<T extends object>(t: Translate, key: keyof T & string, width = 120): DataColumn<T> {
  return {
    key,
    title: t(`calculatePage.col.${key}` as TTextKey),
    align: 'right',
    width,
    render: (r) => <span data-testid={`cell-${key}`}>{won(r[key] as number)}</span>,
  };
}

const moneyColumns = <T extends Record<MoneyField, number>>(t: Translate): DataColumn<T>[] => SETTLEMENT_ROW_MONEY.map((f) => wonColumn<T>(t, f));

/** The statement link of a settlement month (`testId` on the monthly summary's, where a month is one row). */
export const monthLink = (settleYm: string, testId?: string) => (
  <Link to={`/calculate/statement/${settleYm}`} data-testid={testId}>
    {settleYm}
  </Link>
);

/** partnerSupplyEntrList's grid (and the KICC variant's, with card and other payments before the total). */
export function settlementListColumns(t: Translate, kicc = false): DataColumn<TKiccSettlementListRow>[] {
  const head: DataColumn<TSettlementListRow>[] = [
    { key: 'settleYm', title: t('calculatePage.col.settleYm'), width: 100, render: (r) => monthLink(r.settleYm) },
    { key: 'saleDt', title: t('calculatePage.col.saleDt'), width: 110, render: (r) => formatDate(r.saleDt) },
    { key: 'sacGbNm', title: t('calculatePage.col.sacGbNm'), width: 100, dataIndex: 'sacGbNm' },
    { key: 'cnt', title: t('calculatePage.col.cnt'), width: 70, align: 'right', dataIndex: 'cnt' },
    { key: 'sellFeeRate', title: t('calculatePage.col.sellFeeRate'), width: 90, align: 'right', render: (r) => rate(r.sellFeeRate) },
  ];
  const money = moneyColumns<TKiccSettlementListRow>(t);
  const extra = kicc ? [wonColumn<TKiccSettlementListRow>(t, 'cardAmt'), wonColumn<TKiccSettlementListRow>(t, 'otherPayAmt')] : [];
  return [...(head as DataColumn<TKiccSettlementListRow>[]), ...money.slice(0, -1), ...extra, ...money.slice(-1)];
}

/** The statement's (and the open-market list's) line-by-line grid; `usdShown` adds each row's USD total. */
export function statementColumns<T extends TStatementRow>(t: Translate, usdShown: boolean): DataColumn<T>[] {
  return [
    { key: 'sacGbNm', title: t('calculatePage.col.sacGbNm'), width: 100, dataIndex: 'sacGbNm' },
    { key: 'saleDt', title: t('calculatePage.col.saleDt'), width: 110, render: (r) => formatDate(r.saleDt) },
    { key: 'ordNo', title: t('calculatePage.col.ordNo'), width: 150, render: (r) => (r.ordNo ? `${r.ordNo}${r.ordDtlSq ? `-${r.ordDtlSq}` : ''}` : '') },
    { key: 'claimSq', title: t('calculatePage.col.claimSq'), width: 90, dataIndex: 'claimSq' },
    { key: 'prodNm', title: t('calculatePage.col.prodNm'), width: 200, ellipsis: true, dataIndex: 'prodNm' },
    { key: 'qty', title: t('calculatePage.col.qty'), width: 60, align: 'right', dataIndex: 'qty' },
    { key: 'sellFeeRate', title: t('calculatePage.col.sellFeeRate'), width: 90, align: 'right', render: (r) => rate(r.sellFeeRate) },
    ...moneyColumns<T>(t),
    ...(usdShown ? [{ key: 'totalUsd', title: t('calculatePage.col.totalUsd'), width: 110, align: 'right' as const, render: (r: T) => usd(r.totalUsd) }] : []),
    { key: 'reason', title: t('calculatePage.col.reason'), width: 240, ellipsis: true, dataIndex: 'reason' },
  ];
}
